/**
 * The avue form renderer (web/src/form-renderer): a page with only the renderer and Mantine
 * (scripts/bench/form-renderer/harness.tsx) is bundled as the console bundles (esbuild, split, minified)
 * and opened in headless Chromium with a generated 200-field form (two groups and a sub-table):
 * - first render: from the start of the render to the frame after the first commit, median of 5 (target
 *   < 300 ms);
 * - keystroke: one character typed into a field, from the input event to React's commit (synchronous for
 *   a discrete event), median of 40 (target < 16 ms, one frame);
 * - the named peer in the same run: the same fields as plain Mantine inputs with one useState at the top
 *   (the whole form re-renders per keystroke);
 * - size: the JS and CSS the page loads before its lazy chunks (date pickers, rich text), gzip (target
 *   < 350 KB).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../../chromium.ts';
import { bundlePage, kb, median, servePage } from '../page.ts';
import { typingScript } from '../page-scripts.ts';

const FIRST_RENDER_TARGET_MS = 300;
const KEYSTROKE_TARGET_MS = 16;
const SIZE_TARGET_KB = 350;

/** Typing into the first text field. */
const TYPE = typingScript('#root input[type=text]', 'x');

async function measure(page: Page, url: string): Promise<{ first: number[]; keys: number[] }> {
  const first: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(url);
    const done = await page.waitForFunction(
      () => (globalThis as { __bench?: { firstRender?: number } }).__bench?.firstRender,
      undefined,
      { timeout: 30_000 },
    );
    first.push(Math.round((await done.jsonValue()) as number));
  }
  // A form without a text field (a probe of other types) has no keystrokes to time.
  const keys = (await page.evaluate(TYPE).catch(() => [])) as number[];
  return { first, keys };
}

export default async function formRenderer(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'nbxt-bench-renderer-'));
  try {
    const built = await bundlePage(dir, 'scripts/bench/form-renderer/harness.tsx');
    const size = {
      static_gzip_kb: kb(built.staticGzip),
      lazy_chunks_gzip_kb: kb(built.lazyGzip),
      size_target_kb: SIZE_TARGET_KB,
      size_meets_target: kb(built.staticGzip) < SIZE_TARGET_KB,
    };
    if (!existsSync(CHROMIUM)) return { ...size, skipped: `no Chromium at ${CHROMIUM}` };
    const links = built.css.map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
    await writeFile(
      join(dir, 'index.html'),
      `<!doctype html><html lang="zh"><head><meta charset="utf-8">${links}</head><body><div id="root"></div><script type="module" src="/${built.entry}"></script></body></html>`,
    );
    const server = await servePage(dir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const probe = process.env.NBXT_BENCH_TYPES;
      if (probe) return { probe, ...(await measure(page, `${server.url}/?types=${probe}`)) };
      const renderer = await measure(page, `${server.url}/`);
      const peer = await measure(page, `${server.url}/?peer=naive`);
      const round = (n: number) => Math.round(n * 100) / 100;
      return {
        ...size,
        fields: 200,
        first_render_ms_median: median(renderer.first),
        first_render_ms_runs: renderer.first,
        first_render_target_ms: FIRST_RENDER_TARGET_MS,
        first_render_meets_target: median(renderer.first) < FIRST_RENDER_TARGET_MS,
        keystroke_ms_median: round(median(renderer.keys)),
        keystroke_ms_max: round(Math.max(...renderer.keys)),
        keystroke_target_ms: KEYSTROKE_TARGET_MS,
        keystroke_meets_target: median(renderer.keys) < KEYSTROKE_TARGET_MS,
        peer: 'naive Mantine form (one useState, every field re-renders per keystroke)',
        peer_first_render_ms_median: median(peer.first),
        peer_keystroke_ms_median: round(median(peer.keys)),
        keystroke_vs_peer: round(median(renderer.keys) / Math.max(median(peer.keys), 0.01)),
      };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
