/**
 * What the console really downloads and how fast a list shows: the console is built and served against
 * the sandbox, and headless Chromium
 * - opens /login and sums every JS and CSS response, gzip-compressed (target < 200 KB);
 * - signed in, opens each route group from a fresh page load (empty cache) and sums the same way, the
 *   shell included (target: any group < 500 KB);
 * - times `goto('/system/param')` to the first parameter row visible, median of 5, with an empty and
 *   with a warm HTTP cache (target < 1 s).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SCREENS } from '../../../web/src/app/screens.ts';
import { buildWeb } from '../../build/web.ts';
import { CHROMIUM, launchChromium } from '../../chromium.ts';
import { startConsoleServer } from '../../serve/console-server.ts';

interface Asset {
  url: string;
  type: string;
  gzip: number;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** A list row with data (the loading and empty rows have no selection checkbox). */
const DATA_ROW = 'tbody tr:has(input[type=checkbox])';

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

interface RouteGroup {
  name: string;
  path: string;
  /** What shows that the group's screen has rendered (after it, the group's code is loaded). */
  ready: (page: Page) => Promise<void>;
}

const listShown = async (page: Page) => {
  await page.locator('tbody tr').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
};

function routeGroups(): RouteGroup[] {
  const groups: RouteGroup[] = [
    { name: 'shell_param_list', path: '/system/param', ready: listShown },
    { name: 'system_screens', path: '/system/role', ready: listShown },
    { name: 'dictionaries', path: '/dict-horizontal/index', ready: listShown },
    {
      name: 'notice_editor',
      path: '/desk/notice',
      ready: async (page) => {
        await listShown(page);
        await page.getByRole('button', { name: '新增', exact: true }).click();
        await page.locator('.ProseMirror').waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
      },
    },
  ];
  const workflow = SCREENS.find((s) => s.path.startsWith('/work/') || s.path.startsWith('/flow/'));
  if (workflow) groups.push({ name: 'workflow', path: workflow.path, ready: listShown });
  return groups;
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
function freshContext(browser: Browser, state: StorageState): Promise<BrowserContext> {
  return browser.newContext({ locale: 'zh-CN', storageState: state, viewport: { width: 1440, height: 900 } });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export default async function consoleBundle(): Promise<Record<string, unknown>> {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  await buildWeb();
  const dir = await mkdtemp(join(tmpdir(), 'nbxt-bench-'));
  const server = await startConsoleServer({ port: 0, dbFile: join(dir, 'sandbox.db') });
  const browser = await launchChromium();
  try {
    // Sign-in route.
    const page = await browser.newPage();
    const signInAssets = recordAssets(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await signInAssets.settle();
    await page.close();
    const login = totals(signInAssets.assets);

    // Route groups, each from a fresh load, cumulative with the shell.
    const state = await signIn(browser, server.url);
    const groups: Record<string, { js_gzip_kb: number; css_gzip_kb: number; total_gzip_kb: number }> = {};
    for (const group of routeGroups()) {
      const context = await freshContext(browser, state);
      const groupPage = await context.newPage();
      const recorded = recordAssets(groupPage);
      await groupPage.goto(`${server.url}${group.path}`);
      await group.ready(groupPage);
      await recorded.settle();
      const t = totals(recorded.assets);
      groups[group.name] = { js_gzip_kb: t.js, css_gzip_kb: t.css, total_gzip_kb: t.total };
      await context.close();
    }
    const largest = Math.max(...Object.values(groups).map((g) => g.total_gzip_kb));

    // Navigation to the first parameter row, median of 5: cold (a fresh context each time, nothing
    // cached) and warm (one context whose HTTP cache holds the console, as for staff who return).
    const timeFirstRow = async (rowPage: Page) => {
      const start = performance.now();
      await rowPage.goto(`${server.url}/system/param`, { waitUntil: 'commit' });
      await rowPage.locator(DATA_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
      return Math.round(performance.now() - start);
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
      signin_js_gzip_kb: login.js,
      signin_css_gzip_kb: login.css,
      signin_total_gzip_kb: login.total,
      signin_target_kb: 200,
      signin_meets_target: login.total < 200,
      route_groups: groups,
      route_group_largest_gzip_kb: largest,
      route_group_target_kb: 500,
      route_groups_meet_target: largest < 500,
      param_first_row_cold_ms_median: median(cold),
      param_first_row_cold_ms_runs: cold,
      param_first_row_warm_ms_median: median(warm),
      param_first_row_warm_ms_runs: warm,
      param_first_row_target_ms: 1000,
      param_first_row_cold_meets_target: median(cold) < 1000,
      param_first_row_warm_meets_target: median(warm) < 1000,
      signin_files: signInAssets.assets.map((a) => `${a.url} ${kb(a.gzip)} KB`),
    };
  } finally {
    await browser.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}
