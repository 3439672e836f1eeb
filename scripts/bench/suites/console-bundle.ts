/**
 * What the console downloads and how fast a list shows. The console is built, and
 * - for every route group (the sign-in route, the shell with the home page, each group of the route table,
 *   core/src/nav/route-table.ts: the platform's screen groups and one per module) sums the gzip size of the
 *   JS and CSS it loads before its first render — the entry, the shell and the group's chunk with their
 *   static imports, and their stylesheets, as the build's chunk graph lists them
 *   (web/dist/build-index.json) — against the targets: sign-in < 200 KB, any other group < 500 KB. What
 *   its pages may load later on a user's action (a rich-text field's editor, the date pickers, the
 *   sanitizer) is a chunk group of its own: it is reported beside, as `with_on_demand_gzip_kb`;
 * - served against the sandbox, headless Chromium opens /login and, signed in, the form designer, and sums
 *   what they really fetched (a check of the build index's count), and times the navigation to /system/param until the frame that paints
 *   the first parameter row (measured in the page from the navigation's start), median of 5, with an
 *   empty and with a warm HTTP cache (target < 1 s).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type BuildIndex, buildWeb } from '../../build/web.ts';
import { CHROMIUM, launchChromium } from '../../chromium.ts';
import { startConsoleServer } from '../../serve/console-server.ts';
import { readyClockScript } from '../page-scripts.ts';

interface Asset {
  url: string;
  type: string;
  gzip: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** A list row with data (the loading and empty rows have no selection checkbox). */
const DATA_ROW = 'tbody tr:has(input[type=checkbox])';

/**
 * Installed in every page before its scripts: notes `performance.now()` (milliseconds since the navigation
 * started) in the animation frame that first paints a visible data row. Playwright's own waiting polls
 * ever less often (after 270 ms, every 500 ms), which would round a row's time up by as much.
 */
const FIRST_ROW_CLOCK = readyClockScript(
  `document.querySelector(${JSON.stringify(DATA_ROW)})?.checkVisibility() === true`,
  '__nbxtFirstRow',
);

/** Record the JS and CSS a page fetches; `settle` waits for every body to be read. */
function recordAssets(page: Page): { assets: Asset[]; settle: () => Promise<void> } {
  const assets: Asset[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          assets.push({
            url: new URL(response.url()).pathname,
            type,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        },
        () => undefined,
      ),
    );
  });
  return { assets, settle: async () => void (await Promise.all(pending)) };
}

function totals(assets: Asset[]): { js: number; css: number; total: number } {
  const sum = (type: string) => assets.filter((a) => a.type === type).reduce((n, a) => n + a.gzip, 0);
  const js = kb(sum('script'));
  const css = kb(sum('stylesheet'));
  return { js, css, total: Math.round((js + css) * 10) / 10 };
}

/** Where buildWeb writes the console (and the console server serves it from). */
const DIST = new URL('../../../web/dist/', import.meta.url).pathname;
const SIGN_IN_TARGET_KB = 200;
const GROUP_TARGET_KB = 500;

interface GroupSize {
  files: number;
  js_gzip_kb: number;
  css_gzip_kb: number;
  total_gzip_kb: number;
  /** With every chunk its pages may load later on demand. */
  with_on_demand_gzip_kb: number;
  target_kb: number;
  meets_target: boolean;
}

/** Each route group's JS and CSS, gzip-compressed file by file as a server would send them. */
async function groupSizes(buildIndex: BuildIndex, distDir: string): Promise<Record<string, GroupSize>> {
  const gzipped = new Map<string, number>();
  const size = async (file: string) => {
    if (!gzipped.has(file))
      gzipped.set(file, gzipSync(await readFile(join(distDir, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const out: Record<string, GroupSize> = {};
  const sum = async (files: string[], css: boolean) => {
    let bytes = 0;
    for (const file of files) if (file.endsWith('.css') === css) bytes += await size(file);
    return bytes;
  };
  for (const [name, group] of Object.entries(buildIndex.routeGroups)) {
    const js = await sum(group.upFront, false);
    const css = await sum(group.upFront, true);
    const total = kb(js + css);
    const target = name === 'signin' ? SIGN_IN_TARGET_KB : GROUP_TARGET_KB;
    out[name] = {
      files: group.upFront.length,
      js_gzip_kb: kb(js),
      css_gzip_kb: kb(css),
      total_gzip_kb: total,
      with_on_demand_gzip_kb: kb((await sum(group.files, false)) + (await sum(group.files, true))),
      target_kb: target,
      meets_target: total < target,
    };
  }
  return out;
}

async function signIn(browser: Browser, url: string): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/home');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A fresh context (empty HTTP cache) with the signed-in session. */
async function freshContext(browser: Browser, state: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    storageState: state,
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(FIRST_ROW_CLOCK);
  return context;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export default async function consoleBundle(): Promise<Record<string, unknown>> {
  const groups = await groupSizes(await buildWeb(), DIST);
  const sizes = {
    route_groups: groups,
    route_groups_meet_targets: Object.values(groups).every((g) => g.meets_target),
  };
  if (!existsSync(CHROMIUM)) return { ...sizes, skipped: `no Chromium at ${CHROMIUM}` };

  const dir = await mkdtemp(join(tmpdir(), 'nbxt-bench-'));
  const server = await startConsoleServer({ port: 0, dbFile: join(dir, 'sandbox.db') });
  const browser = await launchChromium();
  try {
    // What the sign-in route really fetches: should match the build index's count.
    const page = await browser.newPage();
    const signInAssets = recordAssets(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await signInAssets.settle();
    await page.close();
    const login = totals(signInAssets.assets);

    const state = await signIn(browser, server.url);
    // What opening the form designer really fetches, signed in with an empty cache (the forms group).
    const designerContext = await freshContext(browser, state);
    const designerPage = await designerContext.newPage();
    const designerAssets = recordAssets(designerPage);
    await designerPage.goto(`${server.url}/nbxtFormDesigner`, { waitUntil: 'networkidle' });
    await designerPage.locator('[data-tool=preview]').waitFor();
    await designerAssets.settle();
    await designerContext.close();
    const designer = totals(designerAssets.assets);

    // Navigation to the first parameter row, median of 5: cold (a fresh context each time, nothing
    // cached) and warm (one context whose HTTP cache holds the console, as for staff who return).
    const timeFirstRow = async (rowPage: Page) => {
      await rowPage.goto(`${server.url}/system/param`, { waitUntil: 'commit' });
      await rowPage.locator(DATA_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
      const painted = await rowPage.waitForFunction(
        () => (globalThis as { __nbxtFirstRow?: number }).__nbxtFirstRow,
        undefined,
        { timeout: 5_000 },
      );
      return Math.round((await painted.jsonValue()) as number);
    };
    const cold: number[] = [];
    for (let run = 0; run < 5; run++) {
      const context = await freshContext(browser, state);
      cold.push(await timeFirstRow(await context.newPage()));
      await context.close();
    }
    const warm: number[] = [];
    const warmContext = await freshContext(browser, state);
    const warmPage = await warmContext.newPage();
    await timeFirstRow(warmPage);
    for (let run = 0; run < 5; run++) {
      await warmPage.goto('about:blank');
      warm.push(await timeFirstRow(warmPage));
    }
    await warmContext.close();

    return {
      ...sizes,
      signin_fetched_gzip_kb: login.total,
      signin_fetched_files: signInAssets.assets.length,
      designer_fetched_gzip_kb: designer.total,
      designer_fetched_files: designerAssets.assets.length,
      designer_fetched_meets_target: designer.total < GROUP_TARGET_KB,
      param_first_row_cold_ms_median: median(cold),
      param_first_row_cold_ms_runs: cold,
      param_first_row_warm_ms_median: median(warm),
      param_first_row_warm_ms_runs: warm,
      param_first_row_target_ms: 1000,
      param_first_row_cold_meets_target: median(cold) < 1000,
      param_first_row_warm_meets_target: median(warm) < 1000,
    };
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
