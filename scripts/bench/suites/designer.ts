/**
 * The form designer (web/src/designer): a page with only the designer and Mantine
 * (scripts/bench/designer/harness.tsx) opened in headless Chromium on a 200-field form (two groups and a
 * sub-table), each field on the canvas drawn by the renderer's own widget for its type. Each edit is made as a user makes it (a click or a key on the page) and timed from that event
 * to the end of the task that commits its frame (React commits a discrete event's update before the next
 * task), median of 15:
 * - add: a palette item clicked (a field added to the form); move: a field moved down (the selected
 *   field's 下移); change: 是否必填 switched on the selected field; undo and redo by keyboard (Ctrl+Z,
 *   Ctrl+Y) — targets < 16 ms, one frame;
 * - generate JSON: the toolbar's 生成JSON clicked until its drawer shows the text (target < 50 ms).
 * Each also reports its fastest run (`*_fastest`): the nearest to a quiet machine's time when other work
 * loads this one (the issue's < 8 ms on a quiet machine).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../../chromium.ts';
import { bundlePage, median, servePage } from '../page.ts';

const FRAME_TARGET_MS = 16;
const GENERATE_TARGET_MS = 50;
const RUNS = 15;

/** What the timing below uses of the page's globals (the browser's, not Node's). */
interface BrowserGlobals {
  MessageChannel: new () => {
    port1: { onmessage: ((event: unknown) => void) | null };
    port2: { postMessage(message: unknown): void };
  };
  KeyboardEvent: new (type: string, init: { key: string; ctrlKey: boolean; bubbles: boolean }) => Event;
}

/** In the page: run `act` on the element, then wait one task; the time between, in ms. */
const timed = (handle: ElementHandle, act: 'click' | 'undo' | 'redo') =>
  handle.evaluate(async (el, what) => {
    // The page's globals: scripts are checked with Node's types, this body runs in Chromium.
    const page = globalThis as unknown as BrowserGlobals;
    const tick = () =>
      new Promise((resolve) => {
        const channel = new page.MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      });
    await tick();
    const start = performance.now();
    if (what === 'click') (el as unknown as { click(): void }).click();
    else
      el.dispatchEvent(
        new page.KeyboardEvent('keydown', { key: what === 'undo' ? 'z' : 'y', ctrlKey: true, bubbles: true }),
      );
    await tick();
    return performance.now() - start;
  }, act);

async function selectField(page: Page, nth: number): Promise<void> {
  await page
    .locator('[data-zone="root"] [data-prop]')
    .nth(nth)
    .click({ position: { x: 8, y: 8 } });
}

async function measure(page: Page): Promise<Record<string, number>> {
  const add: number[] = [];
  const move: number[] = [];
  const change: number[] = [];
  const undo: number[] = [];
  const redo: number[] = [];
  const generate: number[] = [];
  const palette = (await page.$('[data-palette="input"]'))!;
  for (let i = 0; i < RUNS; i++) add.push(await timed(palette, 'click'));
  for (let i = 0; i < RUNS; i++) {
    await selectField(page, 2 * i);
    const down = (await page.getByRole('button', { name: '下移', exact: true }).elementHandle())!;
    move.push(await timed(down, 'click'));
  }
  for (let i = 0; i < RUNS; i++) {
    await selectField(page, 2 * i + 1);
    const required = (await page.getByLabel('是否必填').elementHandle())!;
    change.push(await timed(required, 'click'));
  }
  // Undo and redo from the page's body (not a text box, where the keys are the text box's own).
  await page
    .locator('main')
    .first()
    .click({ position: { x: 5, y: 5 } });
  const body = (await page.$('body'))!;
  for (let i = 0; i < RUNS; i++) undo.push(await timed(body, 'undo'));
  for (let i = 0; i < RUNS; i++) redo.push(await timed(body, 'redo'));
  for (let i = 0; i < 5; i++) {
    const button = (await page.getByRole('button', { name: '生成JSON', exact: true }).elementHandle())!;
    generate.push(await timed(button, 'click'));
    if (!(await page.locator('[data-generated]').textContent())?.includes('column'))
      throw new Error('no JSON');
    await page.keyboard.press('Escape');
    await page.locator('[data-generated]').waitFor({ state: 'detached' });
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  // The fastest of the runs beside the median: on a machine loaded by other work the median carries the
  // waits for the CPU, the fastest run is the nearest to what a quiet machine takes.
  const fastest = (runs: number[]) => round(Math.min(...runs));
  return {
    add_ms_median: round(median(add)),
    move_ms_median: round(median(move)),
    change_ms_median: round(median(change)),
    undo_ms_median: round(median(undo)),
    redo_ms_median: round(median(redo)),
    generate_json_ms_median: round(median(generate)),
    add_ms_fastest: fastest(add),
    move_ms_fastest: fastest(move),
    change_ms_fastest: fastest(change),
    undo_ms_fastest: fastest(undo),
    redo_ms_fastest: fastest(redo),
    generate_json_ms_fastest: fastest(generate),
  };
}

export default async function designer(): Promise<Record<string, unknown>> {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const dir = await mkdtemp(join(tmpdir(), 'nbxt-bench-designer-'));
  try {
    const built = await bundlePage(dir, 'scripts/bench/designer/harness.tsx');
    const links = built.css.map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="zh"><head><meta charset="utf-8">${links}</head><body><div id="root"></div><script type="module" src="/${built.entry}"></script></body></html>`,
    );
    const server = await servePage(dir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/`);
      await page
        .waitForFunction(
          () => (globalThis as { __bench?: { firstRender?: number } }).__bench?.firstRender,
          undefined,
          { timeout: 60_000 },
        )
        .catch((error: Error) => {
          // Why the page never rendered, when it says so.
          throw new Error(
            `${error.message}${errors.length > 0 ? `; page errors: ${errors.join('; ')}` : ''}`,
          );
        });
      const fields = await page.locator('[data-prop]').count();
      const widgets = await page.locator('[data-face="widget"]').count();
      const times = await measure(page);
      if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
      const frames = ['add', 'move', 'change', 'undo', 'redo'].map((k) => times[`${k}_ms_median`]!);
      return {
        fields_on_canvas: fields,
        fields_drawn_by_widgets: widgets,
        ...times,
        frame_target_ms: FRAME_TARGET_MS,
        frames_meet_target: frames.every((ms) => ms < FRAME_TARGET_MS),
        generate_json_target_ms: GENERATE_TARGET_MS,
        generate_json_meets_target: times.generate_json_ms_median! < GENERATE_TARGET_MS,
      };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
