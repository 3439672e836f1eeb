import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  shot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('chunk loads end-to-end');

/** The parameter list's route group (web/src/screens/groups/lists.tsx), one chunk of its own. */
const LISTS_CHUNK = /\/assets\/chunks\/lists-[\w-]{8}\.js$/;
const DATA_ROW = 'tbody tr:has(input[type=checkbox])';
const PARAM_LIST = '/blade-system/param/list';

/**
 * A page whose code fails to load (network blip, new deploy) in headless Chromium against the sandbox:
 * the load is tried again rather than kept failed, and a page a deploy left stale offers to reload.
 */
describe.runIf(run)('chunk loads in headless Chromium', () => {
  let ctx: ConsoleSession;
  beforeAll(async () => {
    ctx = await startConsole();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const sidebar = (page: Page) => page.getByRole('navigation');
  const tab = (page: Page, name: string) => page.getByTestId('tab-bar').getByRole('link', { name });
  /** Marks the document: still marked later means the page was not reloaded. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(globalThis, { __nbxtSamePage: true }));
  const sameDocument = (page: Page) =>
    page.evaluate(() => (globalThis as { __nbxtSamePage?: boolean }).__nbxtSamePage === true);

  /** The parameter list's first page, as the list asks for it. */
  async function expectFirstPageAsked(): Promise<void> {
    const calls = await journal(ctx.server, PARAM_LIST);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ method: 'GET', query: { current: '1', size: '10' }, bladeAuth: true });
  }

  it('loads a page whose first chunk request failed, without the user doing anything', async () => {
    const errors: string[] = [];
    const page = await signedInPage(ctx, errors);
    await mark(page);
    await clearJournal(ctx.server);
    let aborted = 0;
    let asked = 0;
    await page.route(LISTS_CHUNK, async (route: Route) => {
      asked += 1;
      if (aborted === 0) {
        aborted += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    await page.locator(DATA_ROW).first().waitFor();
    expect(aborted).toBe(1);
    expect(asked).toBeGreaterThan(1);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Loading chunk failed' }).count())
      .toBe(0);
    await expectFirstPageAsked();
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it('shows a failed page with a retry, and loads it on the next navigation without reloading', async () => {
    const errors: string[] = [];
    const page = await signedInPage(ctx, errors);
    await mark(page);
    await clearJournal(ctx.server);
    // The network is down for the page's code: every attempt (the first and the retries) fails.
    let failing = true;
    let aborted = 0;
    const builds: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/build.json') builds.push(request.url());
    });
    await page.route(LISTS_CHUNK, async (route: Route) => {
      if (failing) {
        aborted += 1;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' });
    await failure.waitFor();
    await expect.poll(() => failure.textContent()).toContain('页面代码未能加载');
    await expect.poll(() => failure.getByRole('button', { name: '重试' }).count()).toBe(1);
    // Tried three times (the first and two retries); the deployed build is still this page's.
    expect(aborted).toBeGreaterThanOrEqual(3);
    expect(builds.length).toBeGreaterThan(0);
    await expect.poll(() => failure.getByRole('button', { name: '重新加载' }).count()).toBe(0);
    // No code, so no list call.
    expect(await journal(ctx.server, PARAM_LIST)).toEqual([]);
    await shot(page, 'chunk-load-failed');

    // The network is back; the user goes elsewhere, then back to the page: it loads.
    failing = false;
    await tab(page, '首页').click();
    await page.waitForURL('**/home');
    await tab(page, '参数管理').click();
    await page.waitForURL('**/system/param');
    await page.locator(DATA_ROW).first().waitFor();
    await expect.poll(() => failure.count()).toBe(0);
    await expectFirstPageAsked();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("after a deploy renamed the page's chunks, offers to reload, and the reload brings the page", async () => {
    const errors: string[] = [];
    const page = await signedInPage(ctx, errors);
    // The build's id, in the page and in build.json, as the console server serves them.
    const own = await page.locator('meta[name="nbxt-build"]').getAttribute('content');
    expect(own).toMatch(/^[A-Z0-9]{8}$/);
    const served = (await (await fetch(`${ctx.server.url}/build.json`)).json()) as { build: string };
    expect(served.build).toBe(own);
    await clearJournal(ctx.server);
    // A new build is deployed: this page's chunk names are gone, build.json names another build.
    await page.route(LISTS_CHUNK, (route: Route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.route('**/build.json', (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"build":"NEWBUILD"}' }),
    );
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    const notice = page.getByRole('alert').filter({ hasText: '控制台已更新' });
    await notice.waitFor();
    await expect.poll(() => notice.getByRole('button', { name: '重试' }).count()).toBe(0);
    await shot(page, 'chunk-load-stale');
    // A navigation asks for the gone chunk no more: only a reload can help.
    let askedAfter = 0;
    page.on('request', (request) => {
      if (LISTS_CHUNK.test(new URL(request.url()).pathname)) askedAfter += 1;
    });
    await tab(page, '首页').click();
    await page.waitForURL('**/home');
    await tab(page, '参数管理').click();
    await until(async () => (await notice.count()) === 1);
    expect(askedAfter).toBe(0);

    // The new build is served for real now (here: the one on disk).
    await page.unrouteAll();
    await notice.getByRole('button', { name: '重新加载' }).click();
    await page.waitForURL('**/system/param');
    await page.locator(DATA_ROW).first().waitFor();
    await expectFirstPageAsked();
    expect(errors).toEqual([]);
    await page.close();
  });
});
