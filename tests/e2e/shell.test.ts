import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { primaryTextShade } from '../../core/src/nav/contrast.ts';
import { DEFAULT_THEME_COLOUR } from '../../core/src/nav/theme.ts';
import { areaTopMenuId } from '../../scripts/sandbox/module-menus.ts';
import { ADMIN_TENANT } from '../../scripts/sandbox/store.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  injectFault,
  journal,
  screenshot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';
import { clickTopMenu, topMenuNames } from './top-menu.ts';

const run = chromiumAvailable('shell end-to-end');

/** A `#rrggbb` colour as getComputedStyle reports it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The console's full shell (platform.md §2.4) in headless Chromium against the sandbox. */
describe.runIf(run)('shell in headless Chromium', () => {
  let ctx: ConsoleSession;
  beforeAll(async () => {
    ctx = await startConsole();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function signIn(): Promise<{ page: Page; errors: string[] }> {
    const errors: string[] = [];
    return { page: await signedInPage(ctx, errors), errors };
  }

  const tabBar = (page: Page) => page.getByTestId('tab-bar');
  const tabNames = async (page: Page) =>
    (await tabBar(page).getByRole('link').allTextContents()).map((text) => text.trim());
  const sidebar = (page: Page) => page.getByRole('navigation');

  it('navigates by the menu into tabs that keep their state; close others, close all', async () => {
    const { page, errors } = await signIn();
    // Logo header: the tenant's name (else the site title).
    await until(async () => (await page.getByTestId('logo').textContent()) === '管理组');
    await until(async () => (await tabNames(page)).join() === '首页');
    // The only tab cannot be closed.
    await expect.poll(() => tabBar(page).getByRole('button', { name: /^关闭/ }).count()).toBe(0);
    await screenshot(page, 'shell-01-home');

    // Five pages from the sidebar, each in its own tab.
    const pages = ['参数管理', '用户管理', '机构管理', '岗位管理', '系统字典'];
    for (const name of pages) await sidebar(page).getByRole('link', { name, exact: true }).click();
    await until(async () => (await tabNames(page)).length === 6);
    await expect.poll(() => tabNames(page)).toEqual(['首页', ...pages]);
    // Opening an open page again, even with another query, adds no tab.
    await page.evaluate(() => history.pushState(null, '', '/system/param?from=e2e'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await until(
      async () => (await tabBar(page).locator('[aria-current="page"]').textContent()) === '参数管理',
    );
    expect((await tabNames(page)).length).toBe(6);

    // Switching tabs keeps the page's state (a half-typed filter).
    const filter = page.getByRole('textbox', { name: '参数名称' });
    await filter.fill('初始');
    await tabBar(page).getByRole('link', { name: '岗位管理' }).click();
    await page.waitForURL('**/system/post');
    await tabBar(page).getByRole('link', { name: '参数管理' }).click();
    await page.waitForURL(/\/system\/param\?from=e2e$/);
    await expect.poll(() => page.getByRole('textbox', { name: '参数名称' }).inputValue()).toBe('初始');
    await screenshot(page, 'shell-02-tabs');

    // Right-click menu: close others keeps the welcome tab and this one.
    await tabBar(page).getByRole('link', { name: '机构管理' }).click({ button: 'right' });
    await page.getByTestId('tab-context-menu').getByRole('menuitem', { name: '关闭其他' }).click();
    await until(async () => (await tabNames(page)).join() === '首页,机构管理');
    await page.waitForURL('**/system/dept');

    // Closing a tab with its button.
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    await until(async () => (await tabNames(page)).length === 3);
    await tabBar(page).getByRole('button', { name: '关闭 机构管理' }).click();
    await until(async () => (await tabNames(page)).join() === '首页,参数管理');

    // Dropdown: close all returns to the welcome tab.
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '关闭全部' }).click();
    await page.waitForURL('**/home');
    await until(async () => (await tabNames(page)).join() === '首页');

    // Dropdown: clear cache asks first, then reports 清除完毕.
    await page.getByRole('button', { name: '标签操作' }).click();
    await page.getByRole('menuitem', { name: '清除缓存' }).click();
    await page.getByRole('dialog').getByText('是否需要清除缓存?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('清除完毕').waitFor();

    // The top menu: a fixed home item, then the user's top menus; one opens its part of the sidebar.
    const topMenu = page.getByRole('menubar', { name: '顶部菜单' });
    expect((await topMenu.getByRole('menuitem').allTextContents())[0]).toBe('首页');
    await topMenu.getByRole('menuitem', { name: '工作台' }).click();
    await until(async () => (await sidebar(page).getByRole('link', { name: '用户管理' }).count()) === 0);
    await sidebar(page).getByRole('link', { name: '通知公告' }).waitFor();
    await topMenu.getByRole('menuitem', { name: '首页' }).click();
    await sidebar(page).getByRole('link', { name: '用户管理' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signs in with the whole menu, the top-menu list, the buttons and the platform top menus’ parts; a business area’s part is asked for when first opened', async () => {
    /** The menu calls the sandbox received since the journal was last cleared: method, path and query. */
    const menuCalls = async () =>
      (await journal(ctx.server, '/blade-system/menu/routes'))
        .concat(await journal(ctx.server, '/blade-system/menu/top-menu'))
        .concat(await journal(ctx.server, '/blade-system/menu/buttons'))
        .map(({ method, path, query }) => ({ method, path, query }));
    await clearJournal(ctx.server);
    // Its subject is the sign-in's calls: typed on the login page, not the file's stored session.
    const page = await signedInPage(ctx, [], { typed: true });
    const bar = page.getByRole('menubar', { name: '顶部菜单' });
    // Signed in, the shell drawn whole: the top menus offered, the welcome page's shortcuts.
    await until(async () => (await topMenuNames(page)).includes('系统设置'));
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    // 系统设置 and 资源 (no page of their own, no declared part) are read at once, so that a role they hold
    // nothing for is not offered them; no business area's part is.
    const atSignIn = await menuCalls();
    const platformParts = atSignIn.filter((call) => call.query['topMenuId']);
    expect(atSignIn.filter((call) => !call.query['topMenuId'])).toEqual([
      { method: 'GET', path: '/blade-system/menu/routes', query: {} },
      { method: 'GET', path: '/blade-system/menu/top-menu', query: {} },
      { method: 'GET', path: '/blade-system/menu/buttons', query: {} },
    ]);
    expect(platformParts.map((call) => [call.method, call.path])).toEqual([
      ['GET', '/blade-system/menu/routes'],
      ['GET', '/blade-system/menu/routes'],
    ]);
    const platformIds = platformParts.map((call) => call.query['topMenuId']);
    for (const area of BUSINESS_AREAS)
      expect(platformIds).not.toContain(areaTopMenuId(ADMIN_TENANT, area.code));
    // The menu search finds the pages of every top menu, none opened yet (the whole menu's).
    await page.getByRole('button', { name: '查找菜单' }).click();
    await page.getByRole('textbox', { name: '查找菜单' }).fill('工资条');
    const options = page.getByRole('listbox', { name: '查找菜单' }).getByRole('option');
    await until(async () => (await options.count()) > 0);
    await page.keyboard.press('Escape');

    // 系统设置 opens from the part already read: no call.
    await clearJournal(ctx.server);
    await clickTopMenu(page, '系统设置');
    await page.waitForURL((url) => url.pathname !== '/home');
    expect(await menuCalls()).toEqual([]);
    // A business area: its own part, once.
    await clickTopMenu(page, '合同与客户');
    await sidebar(page).getByText('客户管理', { exact: true }).first().waitFor();
    await bar.getByRole('menuitem', { name: '首页' }).click();
    await page.waitForURL('**/home');
    await clickTopMenu(page, '系统设置');
    await clickTopMenu(page, '合同与客户');
    await sidebar(page).getByText('客户管理', { exact: true }).first().waitFor();
    expect(await menuCalls()).toEqual([
      {
        method: 'GET',
        path: '/blade-system/menu/routes',
        query: { topMenuId: areaTopMenuId(ADMIN_TENANT, 'area-contract') },
      },
    ]);
    await page.close();
  });

  it('finds menus by name prefix; Esc closes, Enter opens', async () => {
    const { page } = await signIn();
    await page.getByRole('button', { name: '查找菜单' }).click();
    const box = page.getByRole('textbox', { name: '查找菜单' });
    await box.fill('参数');
    const options = page.getByRole('listbox', { name: '查找菜单' }).getByRole('option');
    await until(async () => (await options.count()) > 0);
    for (const text of await options.allTextContents()) expect(text.startsWith('参数')).toBe(true);
    await screenshot(page, 'shell-03-menu-search');
    // Prefix only: the middle of a name does not match.
    await box.fill('管理');
    await page.getByText('没有匹配的菜单').waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '查找菜单' }).click();
    await page.getByRole('textbox', { name: '查找菜单' }).fill('用户');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/user');
    await until(async () => (await tabNames(page)).includes('用户管理'));
    await page.close();
  });

  it('locks with a required password and unlocks back to the page that was locked', async () => {
    const { page } = await signIn();
    // Locked on a page with a query: unlocking returns there, not to /home.
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    await page.waitForURL('**/system/param');
    await page.getByRole('textbox', { name: '参数名称' }).waitFor();
    await page.evaluate(() => history.pushState(null, '', '/system/param?from=lock'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await page.getByRole('banner').getByRole('button', { name: '锁屏' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await dialog.getByText('锁屏密码不能为空').waitFor();
    await dialog.getByLabel('锁屏密码').fill('e2e-lock');
    await dialog.getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL('**/lock');
    // Every navigation goes to the lock page meanwhile, a reload too.
    await page.goto(`${ctx.server.url}/system/user`);
    await page.waitForURL('**/lock');
    await screenshot(page, 'shell-04-lock');
    await page.getByLabel('锁屏密码').fill('wrong');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.getByText('锁屏密码错误').waitFor();
    await page.getByLabel('锁屏密码').fill('e2e-lock');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.waitForURL(/\/system\/param\?from=lock$/);
    await page.getByRole('banner').waitFor();
    await until(
      async () => (await tabBar(page).locator('[aria-current="page"]').textContent()) === '参数管理',
    );
    // Locked from the user menu on /home, it unlocks to /home.
    await tabBar(page).getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/home');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '锁屏' }).click();
    await page.getByRole('dialog').getByLabel('锁屏密码').fill('again');
    await page.getByRole('dialog').getByRole('button', { name: '锁屏' }).click();
    await page.waitForURL('**/lock');
    await page.getByLabel('锁屏密码').fill('again');
    await page.getByRole('button', { name: '解锁' }).click();
    await page.waitForURL('**/home');
    await page.close();
  });

  it('collapses the sidebar to an icon rail with named entries and tooltips; every header button is named', async () => {
    const { page, errors } = await signIn();
    const nav = sidebar(page);
    await nav.getByRole('link', { name: '参数管理', exact: true }).waitFor();
    const names = async () =>
      page
        .getByRole('banner')
        .evaluate((header) =>
          [...header.querySelectorAll('button, a[href]')]
            .filter((el) => (el as HTMLElement).offsetParent !== null)
            .map((el) => el.getAttribute('aria-label') ?? (el as HTMLElement).innerText.trim()),
        );
    // Every visible header control has a name, the first one too (no empty button).
    const desktop = await names();
    expect(desktop[0]).toBe('折叠菜单');
    expect(desktop.filter((name) => !name)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: '折叠菜单' }).click();
    const rail = page.getByTestId('sidebar-rail');
    await rail.waitFor();
    // Still there, narrowed: every entry named, none hidden.
    const box = await nav.boundingBox();
    expect(box!.width).toBeLessThan(80);
    expect(box!.width).toBeGreaterThan(40);
    const entries = rail.locator('a, button');
    const count = await entries.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++)
      await expect.poll(() => entries.nth(i).getAttribute('aria-label')).toBeTruthy();
    // Each entry an icon (the menu's source drawn), none a letter standing in for one.
    const drawn = await entries.evaluateAll((els) =>
      els.map((el) => ({ svg: el.querySelectorAll('svg').length, text: (el.textContent ?? '').trim() })),
    );
    expect(drawn.filter((entry) => entry.svg !== 1 || entry.text !== '')).toEqual([]);
    const icons = await rail
      .locator('svg[data-icon]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')));
    // 系统管理's iconfont class is drawn as its settings icon; a module's menu by its own icon.
    expect(icons).toContain('IconSettings');
    // A module's menu sits under its business area's top menu.
    const bar = page.getByRole('menubar', { name: '顶部菜单' });
    await clickTopMenu(page, '服务与运营');
    await until(async () =>
      (
        await rail
          .locator('svg[data-icon]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')))
      ).includes('IconCalendarTime'),
    );
    await bar.getByRole('menuitem', { name: '首页', exact: true }).click();
    // Hovering an entry shows its name; a group opens a menu of its pages beside the rail.
    await rail.getByRole('button', { name: '系统管理' }).hover();
    await page.getByRole('tooltip', { name: '系统管理' }).waitFor();
    await screenshot(page, 'shell-05-rail-tooltip');
    await rail.getByRole('button', { name: '系统管理' }).click();
    await page.getByRole('menu', { name: '系统管理' }).getByRole('menuitem', { name: '用户管理' }).waitFor();
    await screenshot(page, 'shell-05-rail-menu');
    await page.getByRole('menu', { name: '系统管理' }).getByRole('menuitem', { name: '用户管理' }).click();
    await page.waitForURL('**/system/user');
    await rail.getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/home');
    // Expanded again: the full sidebar.
    await page.getByRole('banner').getByRole('button', { name: '展开菜单' }).click();
    await nav.getByRole('link', { name: '参数管理', exact: true }).waitFor();
    await expect.poll(() => rail.count()).toBe(0);
    // On a phone the first header control is the burger, named too.
    await page.setViewportSize({ width: 390, height: 800 });
    await until(async () => (await names())[0] === '打开菜单');
    expect((await names()).filter((name) => !name)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('banner').getByRole('button', { name: '关闭菜单' }).waitFor();
    await expect
      .poll(() =>
        page.getByRole('banner').getByRole('button', { name: '关闭菜单' }).getAttribute('aria-expanded'),
      )
      .toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('switches the language of every text, and the theme and colour', async () => {
    const { page } = await signIn();
    // Menu pages open in tabs, titled with the server's (seeded) menu names.
    for (const name of ['参数管理', '用户管理'])
      await sidebar(page).getByRole('link', { name, exact: true }).click();
    await until(async () => (await tabNames(page)).join() === '首页,参数管理,用户管理');
    // 日志管理 is a collapsed group (under 系统监控, away from the open page); 系统监控 is collapsed too.
    await sidebar(page).getByText('系统监控', { exact: true }).click();
    await until(async () => !(await sidebar(page).getByText('日志管理', { exact: true }).isVisible()));
    // The sidebar as it is the moment its first label turns English: every label (collapsed ones too)
    // changes in that same render, not in a later one.
    await page.evaluate(() => {
      const nav = document.querySelector('nav')!;
      const observer = new MutationObserver(() => {
        if (!nav.textContent?.includes('Parameters')) return;
        observer.disconnect();
        (window as { sidebarAtSwitch?: string }).sidebarAtSwitch = nav.textContent;
      });
      observer.observe(nav, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('banner').getByText('EN', { exact: true }).click();
    // Open tabs, the sidebar, the top menus and the page title follow the language.
    await until(async () => (await tabNames(page)).join() === 'Home,Parameters,Users');
    const atSwitch = await page.evaluate(() => (window as { sidebarAtSwitch?: string }).sidebarAtSwitch);
    expect(atSwitch).toContain('Monitoring');
    expect(atSwitch).not.toMatch(/[\u4e00-\u9fff]/);
    await sidebar(page).getByRole('link', { name: 'Home', exact: true }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Parameters', exact: true }).waitFor();
    await sidebar(page).getByText('System', { exact: true }).waitFor();
    // Opened, the collapsed groups show their English labels at once.
    await sidebar(page).getByText('Monitoring', { exact: true }).click();
    await sidebar(page).getByText('Logs', { exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'General logs', exact: true }).waitFor();
    await expect.poll(() => sidebar(page).first().textContent()).not.toMatch(/[\u4e00-\u9fff]/);
    await until(
      async () =>
        (await topMenuNames(page, 'en')).join() ===
        ['Home', 'Workbench', ...BUSINESS_AREAS.map((area) => area.text.en), 'Settings', 'Resources'].join(),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Find a menu' }).waitFor();
    await page.getByRole('button', { name: 'Tab actions' }).waitFor();
    await until(async () => (await page.title()) === 'Users');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    // No Chinese left in the shell's own texts (the tenant and the user are names from the server).
    const chrome = await page.getByRole('banner').evaluate((el) => {
      const clone = el.cloneNode(true) as HTMLElement;
      for (const node of clone.querySelectorAll('[data-testid="logo"], [data-testid="user-menu"]'))
        node.remove();
      for (const node of clone.querySelectorAll('[aria-label]'))
        node.textContent = `${node.getAttribute('aria-label')} ${node.textContent}`;
      return clone.textContent ?? '';
    });
    expect(chrome.replace('中文', '')).not.toMatch(/[\u4e00-\u9fff]/);
    // The menu search finds pages by their English names.
    await page.getByRole('banner').getByRole('button', { name: 'Find a menu' }).click();
    // Typed once the box has the cursor (it mounts on first use: keys pressed before went elsewhere). The
    // box itself: the header's button and the dialog are named Find a menu too.
    await until(() =>
      page.evaluate(
        () =>
          document.activeElement instanceof HTMLInputElement &&
          document.activeElement.getAttribute('aria-label') === 'Find a menu',
      ),
    );
    await page.keyboard.type('para');
    // All four keys reached the box.
    await expect.poll(() => page.getByRole('textbox', { name: 'Find a menu' }).inputValue()).toBe('para');
    await page.getByRole('option', { name: /^Parameters/ }).waitFor();
    await page.keyboard.press('Escape');
    await screenshot(page, 'shell-05-english');
    await page.getByRole('banner').getByText('中文', { exact: true }).click();
    await until(async () => (await tabNames(page)).join() === '首页,参数管理,用户管理');
    await until(async () => (await page.title()) === '用户管理');

    // Theme picker: eleven themes; dark turns the console dark, with other chrome colours.
    const headerBg = () =>
      page.locator('.mantine-AppShell-header').evaluate((el) => getComputedStyle(el).backgroundColor);
    const before = await headerBg();
    await page.getByRole('button', { name: '主题', exact: true }).click();
    const picker = page.getByRole('dialog', { name: '选择主题' });
    await expect.poll(() => picker.getByRole('button').filter({ hasText: /主题$/ }).count()).toBe(11);
    await picker.getByRole('button', { name: '黑色主题' }).click();
    await until(
      async () =>
        (await page.evaluate(() => document.documentElement.dataset['mantineColorScheme'])) === 'dark',
    );
    await screenshot(page, 'shell-06-theme-picker');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => headerBg()).not.toBe(before);
    await screenshot(page, 'shell-07-theme-dark');
    await page.getByRole('button', { name: '主题', exact: true }).click();
    await picker.getByRole('button', { name: 'Lte主题' }).click();
    await until(
      async () =>
        (await page.evaluate(() => document.documentElement.dataset['mantineColorScheme'])) === 'light',
    );
    await page.keyboard.press('Escape');
    // The LTE header is the primary colour, in its shade that keeps white text readable.
    await expect.poll(() => headerBg()).toBe(rgb(primaryTextShade(DEFAULT_THEME_COLOUR)));

    // Theme colour: default #409EFF; a swatch restyles the primary colour (the LTE header follows it).
    await page.getByRole('button', { name: '主题色' }).click();
    await page.getByRole('button', { name: '#13c2c2' }).click();
    const picked = primaryTextShade('#13c2c2');
    await until(async () => (await headerBg()) === rgb(picked));
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim(),
    );
    expect(primary.toLowerCase()).toBe(picked);
    await screenshot(page, 'shell-08-theme-lte-colour');
    // The choice is kept across a reload.
    await page.reload();
    await page.getByRole('banner').waitFor();
    await until(async () => (await headerBg()) === rgb(picked));
    await page.evaluate(() => {
      localStorage.removeItem('nbxt-theme');
      localStorage.removeItem('nbxt-color');
    });
    await page.close();
  });

  it('records a thrown error in the error log; upload and clear with confirmations', async () => {
    const { page } = await signIn();
    const logButton = page.getByRole('button', { name: '错误日志' });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e thrown error');
      });
    });
    const badge = page.locator('.mantine-Indicator-indicator').filter({ hasText: /^1$/ });
    await badge.first().waitFor();
    await logButton.click();
    const dialog = page.getByRole('dialog', { name: '错误日志' });
    const row = dialog.getByRole('row').filter({ hasText: 'e2e thrown error' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(`${ctx.server.url}/home`);
    await expect.poll(() => row.textContent()).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await row.click();
    await dialog.getByText('错误堆栈').waitFor();
    await screenshot(page, 'shell-09-error-log');

    // Upload: confirmation, then 发送成功! and the sent entries leave the list.
    await dialog.getByRole('button', { name: '上传服务器' }).click();
    await page.getByText('确定上传本地日志到服务器?').waitFor();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('发送成功!').waitFor();
    await until(async () => (await page.evaluate(() => localStorage.getItem('nbxt-logs'))) === null);
    // Still signed in after the upload.
    expect(page.url()).toMatch(/\/home$/);

    // Clear: a new error, confirmation, then 清空成功!.
    await page.evaluate(() => {
      setTimeout(() => Promise.reject(new Error('e2e rejected promise')));
    });
    await page.locator('.mantine-Indicator-indicator').filter({ hasText: /^1$/ }).first().waitFor();
    await logButton.click();
    await dialog.getByRole('row').filter({ hasText: 'e2e rejected promise' }).waitFor();
    await dialog.getByRole('button', { name: '清空本地日志' }).click();
    await page.getByText('确定清空本地日志记录?').waitFor();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await page.getByText('清空成功!').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('nbxt-logs'))).toBeNull();
    await page.close();
  });

  it('shows notices, the user dropdown, the corporate-chat install and an embedded page', async () => {
    const { page } = await signIn();
    await page
      .context()
      .route('https://open.work.weixin.qq.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>install</title>' }),
      );
    await page
      .context()
      .route('https://embedded.example.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>embedded page</h1>' }),
      );

    // Notice popover: tabs mail, message and notice; 350 wide; a 300-high scroll area.
    await page.getByRole('button', { name: '消息通知' }).click();
    const popover = page.getByTestId('notice-popover');
    await popover.getByText('平台上线通知').waitFor();
    await expect.poll(() => popover.getByRole('tab').allTextContents()).toEqual(['邮件', '消息', '通知']);
    expect((await popover.boundingBox())?.width).toBe(350);
    const area = popover.getByRole('tabpanel').locator('.mantine-ScrollArea-root');
    expect((await area.boundingBox())?.height).toBe(300);
    await page.mouse.move(700, 600);
    await screenshot(page, 'shell-10-notice');
    await page.keyboard.press('Escape');

    // The install button (permission owntenant_edit) opens the pre-authorisation address in a new window.
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: '安装到企业微信' }).click();
    const win = await popup;
    await win.waitForURL(/open\.work\.weixin\.qq\.com\/3rdapp\/install\?suite_id=/);
    expect(new URL(win.url()).searchParams.get('pre_auth_code')).toMatch(/^[0-9a-f]{24}$/);
    await win.close();

    // The user dropdown: dashboard, user info, tenant info, log out.
    await page.getByRole('banner').getByRole('button', { name: '管理员' }).click();
    for (const item of ['控制台', '个人信息', '机构信息', '退出登录'])
      await page.getByRole('menuitem', { name: item }).waitFor();
    await screenshot(page, 'shell-11-user-menu');
    await page.getByRole('menuitem', { name: '控制台' }).click();
    await page.waitForURL('**/wel/dashboard');
    await until(async () => (await tabNames(page)).includes('控制台'));

    // /myiframe/{routerPath} embeds an external page, in a tab of the shell.
    await page.goto(`${ctx.server.url}/myiframe/https://embedded.example.test/page`);
    const frame = page.frameLocator('iframe');
    await frame.getByText('embedded page').waitFor();
    await page.getByRole('banner').waitFor();
    await screenshot(page, 'shell-12-iframe');
    await page.close();
  });

  it('returns to /login when a call gets 401 mid-session', async () => {
    const { page } = await signIn();
    await sidebar(page).getByRole('link', { name: '参数管理', exact: true }).click();
    await page.locator('tbody tr').first().waitFor();
    // The server forgets every token; the next call from anywhere (here: the top menu) ends the session.
    await injectFault(ctx.server, { expireTokens: true, expireRefreshTokens: true });
    await clickTopMenu(page, '系统设置');
    await page.waitForURL('**/login');
    await page.getByText('登录已失效，请重新登录').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('nbxt-access-token'))).toBeNull();
    await screenshot(page, 'shell-13-session-ended');
    await page.close();
  });
});
