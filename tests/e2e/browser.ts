import { existsSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { CHROMIUM, launchChromium } from '../../scripts/chromium.ts';
import type { JournalEntry } from '../../scripts/sandbox/control.ts';
import { seededDbCopy } from '../helpers/seeded-db.ts';
import { basic, type Json, md5 } from '../sandbox/helpers.ts';

export { CHROMIUM };

import { type ConsoleServer, startConsoleServer } from '../../scripts/serve/console-server.ts';

/**
 * Whether the end-to-end tests can run. Without Chromium they are skipped with a notice; in CI a missing
 * Chromium is a failure (CI installs it and requires these tests).
 */
export function chromiumAvailable(suite: string): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (process.env['CI'])
    throw new Error(`${suite}: Chromium is required in CI but ${CHROMIUM} does not exist`);
  console.warn(`[skipped] ${suite}: no Chromium at ${CHROMIUM} (install chromium or set NBXT_CHROMIUM)`);
  return false;
}

export interface ConsoleSession {
  server: ConsoleServer;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The built console (web/dist: the e2e project's global setup builds it once per run) and a fresh sandbox
 * (its own temp database, a copy of the run's seeded one) on a random loopback port, plus the worker's
 * browser, in which the file opens contexts of its own (closed with the session): the files run in
 * parallel workers.
 */
export async function startConsole(): Promise<ConsoleSession> {
  const { dir, dbFile } = await seededDbCopy();
  const server = await startConsoleServer({ port: 0, dbFile });
  const browser = await workerBrowser();
  return {
    server,
    browser,
    async close() {
      // The file's pages and contexts go; the browser stays for the worker's next file.
      await Promise.all(browser.contexts().map((context) => context.close()));
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by its first end-to-end file (about a second of CPU each launch): the e2e
 * project shares its modules between the files of a worker (vitest.config.ts), so the next files find it
 * running and open contexts of their own in it. Launched again if it went away; it ends with the worker.
 */
function workerBrowser(): Promise<Browser> {
  launched ??= launchChromium().then((browser) => {
    browser.on('disconnected', () => {
      launched = undefined;
    });
    return browser;
  });
  return launched;
}

/** The pages open in the worker's Chromium, described when a test fails (tests/setup/e2e-failure.ts). */
export async function openPages(): Promise<Page[]> {
  if (!launched) return [];
  const browser = await launched;
  return browser.contexts().flatMap((context) => context.pages());
}

/** Screenshots for whoever works on the console: `NBXT_E2E_SHOTS=/tmp/shots npx vitest run tests/e2e`. */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['NBXT_E2E_SHOTS'];
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** Tell the sandbox to misbehave (loopback-only control API). */
export async function injectFault(server: ConsoleServer, fault: Record<string, unknown>): Promise<void> {
  // Tokens expired or revoked by the fault: the file's next pages sign in again (see signedInPage).
  if (['expireTokens', 'expireRefreshTokens', 'tokenState'].some((name) => name in fault))
    signedIn.get(server)?.clear();
  const response = await fetch(`${server.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault injection failed: ${response.status}`);
}

/** Poll until `check` holds (playwright-core has no assertion library). */
export async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Screenshots for review (git-ignored), in tests/e2e/screenshots/ unless a test names its folder. No check
 * reads them, so they are taken only when asked for: `NBXT_SCREENSHOTS=1 npx vitest run tests/e2e`. A
 * whole run took about 200 of them, some 15 s of Chromium's CPU. The screenshot of a failure
 * (tests/setup/e2e-failure.ts, `FAILED-…`) is always taken.
 */
export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;
const REVIEW_SHOTS = process.env['NBXT_SCREENSHOTS'] === '1';

/** A screenshot for review (see SCREENSHOTS), taken as `page.screenshot` takes it when they are asked for. */
export async function reviewShot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (REVIEW_SHOTS) await page.screenshot(options);
}

/**
 * A screen drawn whole, then shot for review: the shell and its lists have rendered their second pass
 * (tools, menu, row actions, paging), whether or not the screenshot is taken (the test goes on from there).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  // Finished transitions: a dialog is shown opened, not half faded in.
  await reviewShot(page, { path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** The calls the sandbox received on this path (its journal), oldest first. */
export async function journal(server: ConsoleServer, path: string): Promise<JournalEntry[]> {
  const entries = (await (await fetch(`${server.url}/__sandbox/journal`)).json()) as JournalEntry[];
  return entries.filter((entry) => entry.path === path);
}

export async function clearJournal(server: ConsoleServer): Promise<void> {
  await fetch(`${server.url}/__sandbox/journal`, { method: 'DELETE' });
}

/** Who signs in (the administrator unless named) and what the new page differs in from a 1440×900 zh one. */
export interface SignIn {
  account?: string;
  password?: string;
  page?: NonNullable<Parameters<Browser['newPage']>[0]>;
  /** Typed on the login page even when the file has signed in as this user already (see signedInPage). */
  typed?: boolean;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What the console stored when a user signed in on the login page (its context's storage: tokens, user,
 * menus), per sandbox and account: the file's next pages for that user open with it, signed in as the
 * sign-in left them, without the login page (and sessionPage's without /home either). The same sandbox calls
 * made it, so it cannot drift from the real session. Forgotten when a page holding it signs out, refreshes
 * its token or is refused (401), or a fault expires the tokens: the next page signs in again.
 */
const signedIn = new WeakMap<ConsoleServer, Map<string, StorageState>>();

function rememberSignIn(
  ctx: ConsoleSession,
  key: string,
  state: StorageState,
  context: BrowserContext,
): void {
  const sessions = signedIn.get(ctx.server) ?? new Map<string, StorageState>();
  signedIn.set(ctx.server, sessions);
  sessions.set(key, state);
  const forget = () => {
    if (sessions.get(key) === state) sessions.delete(key);
  };
  context.on('request', (request) => {
    if (/\/blade-auth\/oauth\/(token|logout)$/.test(new URL(request.url()).pathname)) forget();
  });
  context.on('response', (response) => {
    if (response.status() === 401) forget();
  });
}

/**
 * An access token of the administrator of 000000 through the console's /api (the password grant), and a
 * call of the API with it, for a test that prepares records the way a signed-in user would.
 */
export async function adminApi(
  server: ConsoleServer,
): Promise<{ token: string; call: (method: string, path: string, body?: unknown) => Promise<Json> }> {
  const query = new URLSearchParams({
    tenantId: '000000',
    username: 'admin',
    password: md5('admin'),
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  });
  const reply = await fetch(`${server.url}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { Authorization: basic(), 'Tenant-Id': '000000' },
  });
  const token = ((await reply.json()) as { access_token: string }).access_token;
  const call = async (method: string, path: string, body?: unknown) =>
    (
      await fetch(`${server.url}/api${path}`, {
        method,
        headers: {
          Authorization: basic(),
          'Blade-Auth': `bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    ).json();
  return { token, call };
}

/** Signs in on the console's login page as a user would, and waits for /home. */
export async function signIn(
  page: Page,
  ctx: ConsoleSession,
  account = 'admin',
  password = 'admin',
): Promise<void> {
  await page.goto(`${ctx.server.url}/login`);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/home');
}

/** A new 1440×900 zh page (unless `options` say otherwise), its uncaught errors collected in `errors`. */
export async function consolePage(
  ctx: ConsoleSession,
  errors: string[],
  options?: SignIn['page'],
): Promise<Page> {
  const page = await ctx.browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    ...options,
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/**
 * A 1440×900 zh page signed in to the console, on /home, its uncaught errors collected in `errors`. The
 * file's first page for a user signs in on the login page; the next ones open /home with what that sign-in
 * stored (unless `typed`).
 */
export async function signedInPage(ctx: ConsoleSession, errors: string[], sign: SignIn = {}): Promise<Page> {
  const page = await sessionPage(ctx, errors, sign);
  if (page.url() !== 'about:blank') return page;
  await page.goto(`${ctx.server.url}/home`);
  // Running as after the login page: the shell drawn (the page's load comes before the console's first
  // render, which waits for the page's code and data; its error log, for one, is not listening yet).
  await page.getByRole('banner').waitFor();
  return page;
}

/**
 * A page signed in as signedInPage's, for a test that opens its own address (after routes or init scripts
 * of its own): not opened yet when the file's sign-in of that user is reused (about:blank, the session in
 * its storage), else on /home after the login page.
 */
export async function sessionPage(
  ctx: ConsoleSession,
  errors: string[],
  { account = 'admin', password = 'admin', page: options, typed = false }: SignIn = {},
): Promise<Page> {
  const key = `${account}\n${password}`;
  const stored = typed ? undefined : signedIn.get(ctx.server)?.get(key);
  const page = await consolePage(ctx, errors, options);
  if (!stored) {
    await signIn(page, ctx, account, password);
    rememberSignIn(ctx, key, await page.context().storageState(), page.context());
    return page;
  }
  // Written by the context's first document of the console's origin, before the console's code runs, once
  // (a reload after a sign-out stays signed out). Not Playwright's `storageState` option: it opens a page
  // of its own in the new context to write it, which costs about what the login page does.
  const items = stored.origins.find((o) => o.origin === ctx.server.url)?.localStorage;
  if (!items) throw new Error(`the sign-in stored nothing for ${ctx.server.url}`);
  await page.context().addInitScript(
    ({ origin, items }) => {
      if (location.origin !== origin || sessionStorage.getItem('nbxt-e2e-session')) return;
      sessionStorage.setItem('nbxt-e2e-session', 'written');
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    { origin: ctx.server.url, items },
  );
  rememberSignIn(ctx, key, stored, page.context());
  return page;
}

/**
 * What most suites start with: the console on a fresh sandbox, the folder for their screenshots (`shots`)
 * and a signed-in page whose errors go to `errors`.
 */
export async function startSignedIn(
  errors: string[],
  { shots = SCREENSHOTS, ...signIn }: SignIn & { shots?: string } = {},
): Promise<{ ctx: ConsoleSession; page: Page }> {
  mkdirSync(shots, { recursive: true });
  const ctx = await startConsole();
  try {
    return { ctx, page: await signedInPage(ctx, errors, signIn) };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

/**
 * Closes the console's open tabs (their stored list emptied, as another window would): the pages of the
 * tabs left are unmounted, the page shown gets its tab back.
 */
export async function closeTabs(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('nbxt-tag-list', '[]');
    window.dispatchEvent(new StorageEvent('storage'));
  });
}

/**
 * Opens an address in the signed-in console as its links do (no page load: the console and its session stay
 * as they are), the other tabs closed first, and waits until the router shows it. For walks over many
 * screens: the shell keeps the page of every open tab mounted (hidden), so without the closing each screen
 * of a walk would be drawn beside all the ones before it; and a page load per screen costs twice the CPU of
 * the screen itself. A walk still opens its first screen, or one per screen kind, by its address.
 */
export async function openInShell(page: Page, path: string): Promise<void> {
  await closeTabs(page);
  await page.evaluate((path) => history.pushState(null, '', path), path);
  // Shown: the address is the router's, and in the shell its tab is the current one (the tab bar and the
  // pages change in one render, so the page left is hidden by then).
  const want = new URL(path, 'http://x');
  await page.waitForFunction(
    ([pathname, search]) => {
      if (location.pathname !== pathname || location.search !== search) return false;
      const tabs = document.querySelector('[data-testid="tab-bar"]');
      return !tabs || tabs.querySelector('[aria-current="page"]')?.getAttribute('href') === pathname + search;
    },
    [want.pathname, want.search],
    { polling: 50 },
  );
}

/**
 * Picks a date-time in a console date-time field (zh), as a keyboard user would after the click: the day
 * in the calendar that opens (paging months until it shows), then the time typed, then Enter.
 */
export async function pickDateTime(page: Page, field: Locator, day: string, time: string): Promise<void> {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  await field.click();
  // Days of the next and previous months fill the grid too (data-outside): only the month's own count.
  const dayButton = page
    .getByRole('button', { name: `${y}年${m}月${d}日`, exact: true })
    .and(page.locator(':not([data-outside])'))
    .locator('visible=true');
  // The month shown heads the calendar (its code may still be loading): wait for it before counting days.
  const header = page.getByRole('button', { name: /^\d{4}年\d{1,2}月$/ }).locator('visible=true');
  await header.waitFor();
  for (let i = 0; (await dayButton.count()) === 0; i++) {
    if (i > 36) throw new Error(`no ${day} in the calendar`);
    const [sy, sm] = (await header.innerText()).match(/\d+/g)!.map(Number) as [number, number];
    if (sy === y && sm === m) {
      await dayButton.waitFor();
      break;
    }
    const later = y * 12 + m > sy * 12 + sm;
    // The calendar's own arrows, beside its header (a list's pager behind the dialog has 上一页 too).
    await header
      .locator('xpath=..')
      .getByRole('button', { name: later ? '下一页' : '上一页' })
      .click();
  }
  await dayButton.click();
  // Picking the day puts the cursor in the hours (a moment later: digits typed before it lands would fill
  // the fields from elsewhere); the time fields then take the digits in turn.
  const inHours = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === '时');
  await until(inHours, 3_000).catch(async () => {
    // Not yet on a loaded machine: put it there as a user would, by clicking the hours.
    await page.getByLabel('时', { exact: true }).locator('visible=true').click();
    await until(inHours);
  });
  await page.keyboard.type(time.replaceAll(':', ''));
  await page.keyboard.press('Enter');
  // The calendar has closed (its fading copy would answer the next pick).
  await until(async () => (await dayButton.count()) === 0);
}

/**
 * Moves the focus with ArrowDown to the menu item `there` says is focused, as a keyboard user does: once the
 * just-opened menu has put the focus on an item of its own (arrows pressed before go to its button, and the
 * menu's own focus then takes the first item back), one press at a time.
 */
export async function arrowTo(page: Page, there: () => Promise<boolean>): Promise<void> {
  await until(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') != null));
  await until(async () => {
    if (await there()) return true;
    await page.keyboard.press('ArrowDown');
    return false;
  });
}

/**
 * Clicks a sidebar entry, its group unfolded first when folded, as a user does. A top-level group is drawn
 * unfolded: while a business area's part is being read the sidebar shows placeholders, and a click on the
 * group as soon as it shows folds it. So the group is clicked until the entry shows (the sidebar keeps the
 * groups folded or unfolded as the user left them, tried with the part's reply held back).
 */
export async function clickSidebarEntry(page: Page, group: string, link: string): Promise<void> {
  const sidebar = page.getByRole('navigation');
  const entry = sidebar.getByRole('link', { name: link, exact: true }).first();
  await until(async () => {
    if (await entry.isVisible()) return true;
    await sidebar.getByText(group, { exact: true }).first().click();
    return entry.isVisible();
  }, 20_000);
  await entry.click();
}

/** A drag as a mouse makes it: press, move in steps (dnd-kit's pointer sensor needs movement), release. */
export async function dragTo(page: Page, from: Locator, to: Locator): Promise<void> {
  // Both shown before they are measured: on a loaded machine the form designer draws its palette before
  // its canvas (a box of something not drawn yet is null).
  await from.waitFor();
  await to.waitFor();
  // And settled: measured twice alike (a canvas drawn again after a save is briefly without its zone,
  // whose box is then null).
  let boxes = [await from.boundingBox(), await to.boundingBox()];
  await until(async () => {
    const now = [await from.boundingBox(), await to.boundingBox()];
    const settled = !now.includes(null) && JSON.stringify(now) === JSON.stringify(boxes);
    boxes = now;
    return settled;
  });
  const [a, b] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  const x = b.x + b.width / 2;
  const y = b.y + Math.min(b.height - 8, b.height / 2 + 10);
  await page.mouse.move(x, y, { steps: 12 });
  // dnd-kit measures the drop zones in a frame after the drag starts and finds the one under the pointer on
  // a move: on a loaded machine the last move can come before that, so the drop would find no zone. Let two
  // frames pass, then move once more over the target before letting go.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.move(x, y + 1);
  await page.mouse.up();
}
