import { join } from 'node:path';
import { beforeEach } from 'vitest';
import { openPages, SCREENSHOTS } from '../e2e/browser.ts';

/**
 * When an end-to-end test fails, what its pages showed at that moment goes into the failure's message
 * (address, focused control, open dialogs and alerts) and a screenshot `FAILED-<test>.png` is kept: a
 * failure in CI, where only the printed output remains, can then be read instead of guessed.
 */
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    const notes: string[] = [];
    let n = 0;
    for (const page of await openPages()) {
      if (page.isClosed()) continue;
      try {
        // A page that does not answer (a native dialog open, a renderer busy) is described as such.
        notes.push(await Promise.race([describePage(page), timeout(5_000)]));
        const name = `FAILED-${task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${n++}.png`;
        await page.screenshot({ path: join(SCREENSHOTS, name), timeout: 5_000 });
      } catch (error) {
        notes.push(`(page not readable: ${(error as Error).message.split('\n')[0]})`);
      }
    }
    const first = task.result?.errors?.[0];
    if (first && notes.length > 0) first.message += `\n\nPages at the failure:\n${notes.join('\n')}`;
  });
});

async function describePage(page: import('playwright-core').Page): Promise<string> {
  const state = await page.evaluate(() => {
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 300);
    const visible = (el: Element) =>
      (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0;
    const active = document.activeElement;
    return {
      url: location.pathname + location.search,
      focus: active
        ? `${active.tagName.toLowerCase()}${active.getAttribute('aria-label') ? ` "${active.getAttribute('aria-label')}"` : ''}${
            active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
              ? ` holding "${active.value}"`
              : ''
          }`
        : 'none',
      dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
        .filter(visible)
        .map(text),
      alerts: [...document.querySelectorAll('[role="alert"], [role="status"]')].filter(visible).map(text),
    };
  }, undefined);
  return [
    `- ${state.url} (focus: ${state.focus})`,
    ...state.dialogs.map((d) => `  dialog: ${d}`),
    ...state.alerts.filter(Boolean).map((a) => `  alert: ${a}`),
  ].join('\n');
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );
}
