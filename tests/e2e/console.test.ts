import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  consolePage,
  injectFault,
  sessionPage as sessionAt,
  shot,
  signedInPage as signedInAt,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('console end-to-end');

describe.runIf(run)('console in headless Chromium', () => {
  let ctx: ConsoleSession;
  beforeAll(async () => {
    ctx = await startConsole();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('signs in, adds, finds, edits and deletes a parameter, then signs out', async () => {
    const errors: string[] = [];
    const page = await consolePage(ctx, errors, { viewport: { width: 1366, height: 860 } });
    const key = `e2e.param.${Date.now()}`;

    // Not signed in: a shell page sends us to /login, titled 登录.
    await page.goto(`${ctx.server.url}/system/param`);
    await page.waitForURL('**/login');
    await until(async () => (await page.title()) === '登录');
    // Mantine's default variables are there (the provider writes them all; no stylesheet carries them).
    const variable = (name: string) =>
      page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
    await expect.poll(() => variable('--mantine-color-red-6')).not.toBe('');
    await expect.poll(() => variable('--mantine-scale')).toBe('1');

    // A wrong password shows the server's error text and stays on /login.
    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(page.url()).toMatch(/\/login$/);
    await shot(page, '01-login-error');

    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home');
    await shot(page, '02-home');

    // The parameter screen from the menu.
    await page.getByRole('navigation').getByRole('link', { name: '参数管理' }).click();
    await page.waitForURL('**/system/param');
    await page.getByRole('columnheader', { name: '参数键名' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await shot(page, '03-param-list');

    // Add: the required-field messages first, then a valid parameter.
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    for (const message of ['请输入参数名称', '请输入参数键名', '请输入参数键值'])
      await dialog.getByText(message).waitFor();
    await shot(page, '04-add-validation');
    await dialog.getByLabel('参数名称').fill('端到端参数');
    await dialog.getByLabel('参数键名').fill(key);
    await dialog.getByLabel('参数键值').fill('v1');

    // A failed save keeps the dialog open with the server's message, the button usable again.
    await injectFault(ctx.server, { fail: { path: '/blade-system/param/submit', status: 500, count: 1 } });
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByRole('alert').waitFor();
    // The server's text also as a notification, outside the dialog.
    const message = ((await dialog.getByRole('alert').textContent()) ?? '').trim();
    expect(message).not.toBe('');
    await until(async () => (await page.getByRole('alert').filter({ hasText: message }).count()) === 2);
    await until(() => dialog.getByRole('button', { name: '保存' }).isEnabled());
    await shot(page, '05-add-failed');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Find it by search (the key is unique).
    await page.getByLabel('参数键名').fill(key);
    await page.getByRole('button', { name: '搜索' }).click();
    await until(async () => (await page.locator('tbody tr').count()) === 1);
    await until(async () => (await page.locator('tbody tr').first().textContent())?.includes(key) ?? false);
    await shot(page, '06-search');

    // Edit its value.
    await page.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click();
    await dialog.getByLabel('参数键值').fill('v2');
    await shot(page, '07-edit');
    await dialog.getByRole('button', { name: '修改' }).click();
    await page.getByText('更新成功').waitFor();
    await until(async () => (await page.locator('tbody tr').first().textContent())?.includes('v2') ?? false);

    // Bulk delete: nothing selected warns; with the row selected, confirm and delete.
    await page.getByRole('button', { name: '删除', exact: true }).first().click();
    await page.getByText('请选择至少一条数据').waitFor();
    await page.locator('tbody tr').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: '删除', exact: true }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('确定将选择数据删除?').waitFor();
    await shot(page, '08-confirm-delete');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await page.getByText('暂无数据').waitFor();

    // Sign out with confirmation.
    await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/login');
    await until(async () => (await page.title()) === '登录');
    await shot(page, '09-signed-out');

    // Signed out, the shell page is closed again.
    await page.goto(`${ctx.server.url}/system/param`);
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
  });

  /** A 1280×800 page signed in as the administrator, on /home (see browser.ts). */
  const signedInPage = () => signedInAt(ctx, [], { page: { viewport: { width: 1280, height: 800 } } });
  /** The same, for a test that opens its own address: not opened yet once the file has signed in. */
  const sessionPage = () => sessionAt(ctx, [], { page: { viewport: { width: 1280, height: 800 } } });

  it("names the home page's shortcuts for people, with no address printed", async () => {
    const page = await signedInPage();
    const shortcut = page.getByRole('main').getByRole('link', { name: '参数管理' });
    await shortcut.waitFor();
    await expect
      .poll(() => page.locator('body').innerText())
      .not.toMatch(/\/(system|desk|resource|monitor)\/\w+/);
    await shortcut.click();
    await page.waitForURL('**/system/param');
    await page.close();
  });

  it("asks for a list's first page and the menu while the shell's code is still loading", async () => {
    const page = await sessionPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // The shell's code is held back until those calls have gone out: none of them waits for it.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/chunks\/Shell-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const calls = ['/blade-system/param/list', '/blade-system/menu/routes'];
    const opened = page.goto(`${ctx.server.url}/system/param`);
    try {
      await until(async () => calls.every((call) => asked.some((path) => path.endsWith(call))));
    } finally {
      release();
    }
    await opened;
    await page.locator('tbody tr:has(input[type=checkbox])').first().waitFor();
    // The page's chunks were asked for together (modulepreload), not each after the chunk importing it.
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')),
    );
    expect(preloaded.some((href) => /\/chunks\/lists-/.test(href ?? ''))).toBe(true);
    expect(preloaded.some((href) => /\/chunks\/Shell-/.test(href ?? ''))).toBe(true);
    // The list shows the page its prefetch asked for: one call for it, not a second one.
    expect(asked.filter((path) => path.endsWith('/blade-system/param/list'))).toHaveLength(1);
    await page.close();
  });

  it("asks for a signed-in page's code and styles while index.html is read, before the entry runs", async () => {
    /** The chunks and stylesheets index.html itself asked for at `path`, the console's entry held back. */
    const hinted = async (page: Page, path: string) => {
      await page.route(/\/assets\/main-[^/]+\.js$/, () => {
        // Never answered: nothing the entry would ask for is asked for.
      });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${ctx.server.url}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      const links = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map(
          (link) => link.getAttribute('href') ?? '',
        ),
      );
      return { links, asked };
    };
    const signedIn = await sessionPage();
    const param = await hinted(signedIn, '/system/param');
    for (const file of [/\/chunks\/Shell-/, /\/chunks\/lists-/, /\/Shell-[^/]+\.css$/])
      expect(param.links.some((href) => file.test(href))).toBe(true);
    await until(async () => param.asked.some((path) => /\/chunks\/lists-/.test(path)));
    // Another group's page asks for its own group's code, not the lists'.
    const notice = await hinted(signedIn, '/desk/notice');
    expect(notice.links.some((href) => /\/chunks\/notice-/.test(href))).toBe(true);
    expect(notice.links.some((href) => /\/chunks\/lists-/.test(href))).toBe(false);
    // The sign-in page, and a shell page while signed out, ask for nothing past sign-in.
    const login = await hinted(signedIn, '/login');
    expect(login.links.filter((href) => /Shell-/.test(href))).toEqual([]);
    await signedIn.close();
    const signedOut = await ctx.browser.newPage();
    const out = await hinted(signedOut, '/system/param');
    expect(out.links.filter((href) => /Shell-|lists-/.test(href))).toEqual([]);
    await signedOut.close();
  });

  it('asks for the menu as the console starts, before its first render', async () => {
    const page = await signedInPage();
    // In English the first render waits for the English sign-in texts: held back, nothing renders.
    await page.evaluate(() => localStorage.setItem('nbxt-language', 'en'));
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/chunks\/signin-en-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(url.searchParams.has('topMenuId') ? `${url.pathname}?topMenuId` : url.pathname);
    });
    const opened = page.goto(`${ctx.server.url}/system/param`);
    try {
      await until(async () => asked.some((path) => path.endsWith('/blade-system/menu/routes')));
      await expect.poll(() => page.locator('header').count()).toBe(0);
    } finally {
      release();
    }
    await opened;
    await page.locator('tbody tr:has(input[type=checkbox])').first().waitFor();
    // The shell reads that answer: one call for the whole menu, not a second one (the top menus' own parts,
    // routes?topMenuId=, are other calls).
    expect(asked.filter((path) => path.endsWith('/blade-system/menu/routes'))).toHaveLength(1);
    await page.evaluate(() => localStorage.setItem('nbxt-language', 'zh'));
    await page.close();
  });

  it("renders a first visit's rows in the console's first render, the shell's tools and the paging just after", async () => {
    const page = await sessionPage();
    // What the document holds when the first row is added: any loader before it, the tools, the paging.
    await page.addInitScript(() => {
      const seen = { loader: false, loaderAt: 0, tools: false, paging: false, done: false };
      (window as unknown as { firstRow: typeof seen }).firstRow = seen;
      new MutationObserver(() => {
        if (seen.done) return;
        if (!seen.loader && document.querySelector('[class*="mantine-Loader-root"]')) {
          seen.loader = true;
          seen.loaderAt = performance.now();
        }
        if (!document.querySelector('tbody tr input[type=checkbox]')) return;
        seen.done = true;
        seen.tools = document.querySelector('header [aria-haspopup]') !== null;
        seen.paging = document.querySelector('[class*="mantine-Pagination-root"]') !== null;
      }).observe(document, { subtree: true, childList: true });
    });
    // The list's first page a little late: the first render waits for it rather than showing a loader.
    await page.route('**/api/blade-system/param/list**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await route.continue();
    });
    await page.goto(`${ctx.server.url}/system/param`);
    await page.locator('tbody tr:has(input[type=checkbox])').first().waitFor();
    const { loader, loaderAt, ...firstRow } = await page.evaluate(
      () => (window as unknown as { firstRow: Record<string, boolean> & { loaderAt: number } }).firstRow,
    );
    // The first render waits up to a second (web/src/main.tsx) for the page's code and data: a loader
    // only once that second is over (a loaded machine may take longer to bring them), never before; the
    // rows then come whenever they do, with the second pass or after it.
    if (loader) expect(loaderAt).toBeGreaterThanOrEqual(1000);
    else expect(firstRow).toEqual({ tools: false, paging: false, done: true });
    // Then the rest, in a second pass.
    await page.locator('[class*="mantine-Pagination-root"]').waitFor();
    await page.locator('header [aria-haspopup]').first().waitFor();
    await page.close();
  });

  it("mounts a row's actions menu and the shell's menus on first use; they work from the keyboard", async () => {
    const page = await sessionPage();
    await page.goto(`${ctx.server.url}/system/param`);
    const more = page.locator('tbody').getByRole('button', { name: '更多' });
    await more.first().waitFor();
    // Until used, no menu button of the page has its menu mounted (a mounted Mantine menu sets aria-expanded;
    // the page-size select is a combobox, mounted).
    const mounted = (scope: string) =>
      page.locator(`${scope} [aria-haspopup]:not([role=combobox])[aria-expanded]`).count();
    await expect.poll(() => mounted('body')).toBe(0);
    await expect.poll(() => more.count()).toBeGreaterThan(1);
    await more.first().focus();
    await page.keyboard.press('Enter');
    const remove = page.getByRole('menuitem', { name: '删除' });
    await remove.waitFor();
    await until(() =>
      remove.evaluate((item) => item.closest('[role=menu]')?.contains(document.activeElement) ?? false),
    );
    await page.keyboard.press('Escape');
    await remove.waitFor({ state: 'hidden' });
    await until(() => more.first().evaluate((button) => button === document.activeElement));
    expect(await mounted('tbody')).toBe(1);
    // The user menu mounts the same way, and opens with its first click.
    await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await page.close();
  });

  it("hands a date filter pressed before the pickers' code arrives to the picker, its calendar open", async () => {
    const page = await sessionPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/chunks\/DateFields-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const from = page.getByRole('textbox', { name: '开始日期' }).locator('visible=true');
    try {
      await page.goto(`${ctx.server.url}/monitor/log/usual`);
      await from.waitFor();
      await expect.poll(() => from.getAttribute('readonly')).not.toBeNull();
      // Pressed, its focus not yet come (as when the code lands between the press and the focus).
      await from.dispatchEvent('pointerdown');
    } finally {
      release();
    }
    await page
      .getByRole('button', { name: /^\d{4}年\d{1,2}月$/ })
      .locator('visible=true')
      .waitFor();
    await expect.poll(() => from.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect.poll(() => from.getAttribute('readonly')).toBeNull();
    await page.close();
  });

  it('refreshes an expired token transparently, and returns to /login when the refresh fails', async () => {
    const page = await sessionPage();
    await page.goto(`${ctx.server.url}/system/param`);
    await page.locator('tbody tr').first().waitFor();

    await injectFault(ctx.server, { expireTokens: true });
    const replayed = page.waitForResponse((r) => r.url().includes('/param/list') && r.status() === 200);
    await page.getByRole('button', { name: '刷新' }).click();
    await replayed;
    await page.locator('tbody tr').first().waitFor();
    expect(page.url()).toMatch(/\/system\/param$/);

    await injectFault(ctx.server, {
      expireTokens: true,
      fail: { path: '/blade-auth/oauth/token', status: 401, count: 1 },
    });
    await page.getByRole('button', { name: '刷新' }).click();
    await page.waitForURL('**/login');
    await page.getByText('登录已失效，请重新登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('nbxt-access-token'))).toBeNull();
    await shot(page, '10-session-expired');
    await page.close();
  });

  it('logs out when the stored token is empty, and keeps a locked screen on /lock', async () => {
    const page = await sessionPage();
    // The token is emptied by the next document itself, before the console's code reads it: written from
    // the page being left, the entry could still reach the next one late (another renderer may load it),
    // or a call of that page still under way could store a token after it.
    await page.addInitScript(() => {
      if (location.pathname !== '/home' || sessionStorage.getItem('emptied')) return;
      sessionStorage.setItem('emptied', '1');
      localStorage.setItem('nbxt-access-token', '');
    });
    await page.goto(`${ctx.server.url}/home`);
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('nbxt-access-token'))).toBeNull();

    await page.getByLabel('账号').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
    await page.getByRole('menuitem', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await dialog.getByText('锁屏密码不能为空').waitFor();
    await dialog.getByLabel('锁屏密码').fill('1234');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL('**/lock');
    await page.goto(`${ctx.server.url}/system/param`);
    await page.waitForURL('**/lock');
    await page.getByLabel('锁屏密码').fill('1234');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.waitForURL('**/home');
    await page.close();
  });
});
