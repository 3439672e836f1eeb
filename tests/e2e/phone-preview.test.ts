/** The floating phone-preview widget (platform.md §2.4) as the form designer mounts it. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('phone preview end-to-end');

describe.runIf(run)('the phone-preview widget, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('opens a mobile frame on the given address, shows another address typed in, and closes', async () => {
    await page.goto(`${ctx.server.url}/nbxtFormDesigner`);
    const toggle = page.getByRole('button', { name: '手机预览', exact: true });
    await toggle.waitFor();
    // Reachable: not covered by the chat button that holds the corner.
    const box = (await toggle.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('手机预览');
    await expect.poll(() => page.locator('iframe[title="手机预览"]').count()).toBe(0);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // In the designer it shows the form being designed first; the address is one choice away.
    await page.locator('[data-phone-screen]').waitFor();
    await expect.poll(() => page.locator('iframe[title="手机预览"]').count()).toBe(0);
    await page.getByText('填写链接', { exact: true }).click();
    const frame = page.locator('iframe[title="手机预览"]');
    await expect.poll(() => frame.getAttribute('src')).toBe(`${ctx.server.url}/toolApp/formDataTaskLink`);
    const { width, height } = (await frame.boundingBox())!;
    expect(width).toBeLessThan(height);

    await clearJournal(ctx.server);
    const address = page.getByRole('textbox', { name: '预览地址' });
    await address.fill(`${ctx.server.url}/desk/notice`);
    await expect.poll(() => frame.getAttribute('src')).toBe(`${ctx.server.url}/desk/notice`);
    // The frame loads the console page at that address, which lists the notices itself.
    await page.frameLocator('iframe[title="手机预览"]').locator('tbody tr').first().waitFor();
    await until(async () => (await journal(ctx.server, '/blade-desk/notice/list')).length > 0);
    expect((await journal(ctx.server, '/blade-desk/notice/list'))[0]).toMatchObject({
      method: 'GET',
      bladeAuth: true,
    });
    await reviewShot(page, { path: '/tmp/signin2-phone-preview.png' });

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => frame.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
