import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epidemic } from '../../core/src/modules/epidemic.ts';
import { supervision } from '../../core/src/modules/monitor.ts';
import { PLATFORM_MODULES } from '../../core/src/modules/platform/index.ts';
import { safety } from '../../core/src/modules/safety.ts';
import { type ConsoleRoute, ROUTE_TABLE } from '../../core/src/nav/route-table.ts';
import { DEFAULT_THEME, THEMES } from '../../core/src/nav/themes.ts';
import { CLERK } from '../../scripts/sandbox/button-permissions.ts';
import { axeViolations, describeViolations, settle } from './axe.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  closeTabs,
  openInShell,
  screenshot,
  signedInPage,
  startConsole,
} from './browser.ts';
import { focusRing } from './focus-ring.ts';
import {
  headed,
  LIST_ROUTES,
  LIST_SCREENS,
  listProblems,
  listShown,
  type Measured,
  measure,
  menuPaths,
  VIEWPORT,
} from './list-widths.ts';

const run = chromiumAvailable('the accessibility check');

/**
 * Parameters of the routes that have them. The embedded page and the module pages take any value; the
 * record pages show their not-found state for an id the sandbox does not hold, which is checked too.
 */
const PARAMS: Record<string, string> = {
  routerPath: 'https://embedded.example.test/page',
  module: 'contract',
};
const concrete = (pattern: string) => pattern.replace(/:(\w+)\*?/g, (_, name: string) => PARAMS[name] ?? '1');

/** What a route renders, as far as its markup goes: its route group's screens, or its page outside the groups. */
const screenKind = (route: ConsoleRoute) =>
  route.group ?? (route.view.kind === 'page' ? `page:${route.view.page}` : route.path);

/**
 * The routes inside the shell to check. By default one route per screen kind (route group, page outside the
 * groups, the "later version" page once): every route takes minutes, too slow for each run. NBXT_A11Y_FULL=1
 * walks every route of the table.
 */
function shellRoutes(): string[] {
  const inShell = ROUTE_TABLE.filter((r) => !r.public);
  if (process.env.NBXT_A11Y_FULL === '1') return inShell.map((r) => concrete(r.path));
  const sample = new Map<string, string>();
  for (const route of inShell) if (!sample.has(screenKind(route))) sample.set(screenKind(route), route.path);
  return [...sample.values()].map(concrete);
}

const SHELL_ROUTES = shellRoutes();

/**
 * The zh walk's routes: those checked with axe and every declared list route, whose lists are measured at
 * 1280×800 (tests/e2e/list-widths.ts) in the same visit, in the route table's order.
 */
const ZH_ROUTES = [
  ...new Set(
    ROUTE_TABLE.filter((r) => !r.public)
      .map((r) => concrete(r.path))
      .filter((path) => SHELL_ROUTES.includes(path) || LIST_ROUTES.includes(path)),
  ),
];

/**
 * The list routes that must show rows or their empty state and no alert: every generic list, and every
 * screen of the platform's modules (their own screens included) opened by its address alone.
 */
const SHOWN = [
  ...new Set([
    ...LIST_SCREENS,
    ...PLATFORM_MODULES.flatMap((m) => m.screens)
      .map((screen) => screen.path)
      .filter((path) => !path.startsWith('/info/') && !path.includes(':')),
  ]),
];

/**
 * The list routes that must show the heading their screen's declaration names: those of the safety,
 * supervision and epidemic modules (tests/e2e/business-safety.test.ts opens their other routes). Not yet
 * every module's: /system/param is headed 参数管理 (the server's menu name) though declared 系统参数, and
 * a few more differ alike.
 */
const HEADED = [safety, supervision, epidemic]
  .flatMap((m) => m.screens)
  .map((screen) => screen.path)
  .filter((path) => LIST_ROUTES.includes(path));

/** A list too wide for its box (the dictionaries' beside their children's), measured at its start too. */
const TOO_WIDE = '/system/dict';

/**
 * What a public route renders: its page, or its module screen. The kit draws a module's public lists (and
 * its public details) alike, and one page serves several addresses (the error page for 404, 403 and 500;
 * the home page's addresses, which send a guest to the sign-in): one route of each is checked, in zh and
 * en. Each custom screen is its own. NBXT_A11Y_FULL=1 walks every public route.
 */
const publicKind = (route: ConsoleRoute) =>
  route.view.kind === 'page'
    ? `page:${route.view.page}`
    : route.view.screen.view === 'custom'
      ? route.path
      : `${route.view.module}:${route.view.screen.view}`;

function publicRoutes(): string[] {
  const routes = ROUTE_TABLE.filter((r) => r.public);
  if (process.env.NBXT_A11Y_FULL === '1') return routes.map((r) => concrete(r.path));
  const sample = new Map<string, string>();
  for (const route of routes) if (!sample.has(publicKind(route))) sample.set(publicKind(route), route.path);
  return [...sample.values()].map(concrete);
}

const PUBLIC_ROUTES = publicRoutes();

/** The shell's chrome: the header, the sidebar and the tab bar. */
const CHROME = 'header, nav, [data-testid="tab-bar"]';

/**
 * Open an address as the console's links do (no page load), with the other tabs closed (one page mounted).
 * Not openInShell: some addresses lead on elsewhere (a guest's home to the sign-in), checked where they land.
 */
async function go(page: Page, path: string): Promise<void> {
  await closeTabs(page);
  await page.evaluate((path) => history.pushState(null, '', path), path);
}

/** The shell's own header and sidebar (the tab bar is drawn in the page's main area). */
const SHELL_CHROME = ['.mantine-AppShell-header', '.mantine-AppShell-navbar'];

/**
 * What the shell's header and sidebar offer, their state aside: the names of their controls (a business
 * area's top menu and sidebar, the groups open in it). Empty outside the shell.
 */
const chromeControls = (page: Page) =>
  page.evaluate((chrome) => {
    const names = (part: Element) =>
      [...part.querySelectorAll('a, button, input, [role="menuitem"], [role="tab"]')].map(
        (control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '',
      );
    return chrome.flatMap((selector) => [...document.querySelectorAll(selector)].flatMap(names)).join('|');
  }, SHELL_CHROME);

/**
 * The violations of each address in turn, one line each. The shell's header and sidebar are alike on the
 * screens of an area: axe checks the whole page where they offer controls not checked before in this walk
 * (a new area, another group open), and elsewhere the page without them (its main area with the tab bar,
 * its dialogs and whatever else it draws outside them). Each walk is in one language and theme, so every
 * header and sidebar it meets is checked in each; their state (the item shown) is styled alike for every
 * item. About a third of axe's time per screen is in the header and sidebar.
 */
async function walk(page: Page, routes: readonly string[], label: string, lists?: Lists): Promise<string[]> {
  const found: string[] = [];
  const checkedChrome = new Set<string>();
  for (const path of routes) {
    // A list route is opened as the console's links do, and measured once the route shows it.
    const list = lists?.routes.includes(path) ?? false;
    if (list) await openInShell(page, path);
    else await go(page, path);
    await settle(page, list ? path : undefined);
    if (!lists || lists.axe.includes(path)) {
      const chrome = await chromeControls(page);
      const scope = checkedChrome.has(chrome) ? { exclude: SHELL_CHROME } : undefined;
      checkedChrome.add(chrome);
      found.push(...describeViolations(`${label} ${path}`, await axeViolations(page, scope)));
    }
    if (!list || !lists) continue;
    if (lists.headed.includes(path)) found.push(...(await headed(page, path)));
    if (lists.shown.includes(path)) found.push(...(await listShown(page, path)));
    if (path === TOO_WIDE) lists.atStart = await measure(page, false);
    found.push(...(await listProblems(page, path)));
    if (lists.shots.includes(path)) await screenshot(page, `list-widths${path.replaceAll('/', '-')}`);
  }
  return found;
}

/**
 * The list routes of a walk (measured), those of them checked with axe too, those shot for review, and
 * what the too-wide list measured at its start (its sideways scroll where the page left it).
 */
interface Lists {
  routes: readonly string[];
  axe: readonly string[];
  /** Those that must show rows or their empty state, and no alert (listShown). */
  shown: readonly string[];
  /** Those that must show the heading their declaration names (headed). */
  headed: readonly string[];
  shots: readonly string[];
  atStart?: Measured;
}

/** A stored look (language, theme) applied with one page load. */
async function useLook(page: Page, look: { language?: string; theme?: string }): Promise<void> {
  await page.evaluate((look) => {
    if (look.language) localStorage.setItem('nbxt-language', look.language);
    if (look.theme) localStorage.setItem('nbxt-theme', look.theme);
  }, look);
  await page.reload();
  await settle(page);
}

describe.runIf(run)(
  'accessibility (axe-core, WCAG 2.1 AA / GB/T 37668): no serious or critical violation',
  () => {
    let ctx: ConsoleSession;
    /** The administrator's page, signed in once: each test leaves it in zh with the default theme. */
    let page: Page;
    const errors: string[] = [];
    const guestPage = () => ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });

    beforeAll(async () => {
      ctx = await startConsole();
      page = await signedInPage(ctx, errors);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('the routes inside the shell, zh, default theme, at 1280×800: every list shows, fits, none hidden under its actions', async () => {
      const lists: Lists = {
        routes: LIST_ROUTES,
        axe: SHELL_ROUTES,
        shown: SHOWN,
        headed: HEADED,
        shots: ['/system/user', '/system/menu', '/job/nbxtjob', '/lowIncome/lowIncomeSearch'],
      };
      await page.setViewportSize(VIEWPORT);
      try {
        const found = await walk(page, ZH_ROUTES, 'zh', lists);
        expect(found).toEqual([]);
      } finally {
        await page.setViewportSize({ width: 1440, height: 900 });
      }
      // A list too wide for its box scrolls: at its start, columns are under its actions (at its end, none:
      // measured in the walk).
      expect(lists.atStart?.tables).toBeGreaterThan(0);
      expect(lists.atStart?.problems.some((p) => p.includes('under the actions'))).toBe(true);
      expect(errors).toEqual([]);
    }, 900_000);

    it('the clerk’s lists, reached from its menu, fit 1280×800, none hidden under its actions', async () => {
      const clerk = await signedInPage(ctx, errors, {
        account: CLERK.account,
        password: CLERK.password,
        page: { viewport: VIEWPORT },
      });
      const mine = (await menuPaths(clerk)).filter((path) => LIST_ROUTES.includes(path));
      expect(mine).toContain('/crm/nbxtCrmCustomer');
      const lists: Lists = {
        routes: mine,
        axe: [],
        shown: [],
        headed: [],
        shots: ['/crm/nbxtCrmCustomer', '/system/param'],
      };
      expect(await walk(clerk, mine, 'clerk', lists)).toEqual([]);
      expect(errors).toEqual([]);
      await clerk.close();
    }, 300_000);

    it('the routes inside the shell, en, dark theme', async () => {
      await useLook(page, { language: 'en', theme: 'theme-dark' });
      try {
        const found = await walk(page, SHELL_ROUTES, 'en dark');
        expect(found).toEqual([]);
      } finally {
        await useLook(page, { language: 'zh', theme: DEFAULT_THEME });
      }
    }, 900_000);

    it('every public route signed out, zh and en', async () => {
      const page = await guestPage();
      await page.goto(`${ctx.server.url}/login`);
      await settle(page);
      const found = await walk(page, PUBLIC_ROUTES, 'guest zh');
      await useLook(page, { language: 'en', theme: 'theme-dark' });
      found.push(...(await walk(page, PUBLIC_ROUTES, 'guest en')));
      await page.close();
      expect(found).toEqual([]);
    }, 900_000);

    it('the shell in each of the eleven themes, its focus rings included', async () => {
      await openInShell(page, '/system/param');
      const found: string[] = [];
      const rings: string[] = [];
      for (const theme of THEMES) {
        // Applied as the theme picker does, without a page load: the whole console is drawn again with it.
        await page.evaluate(async (name) => {
          localStorage.setItem('nbxt-theme', name);
          window.dispatchEvent(new StorageEvent('storage'));
          // The store's change renders in a microtask: drawn by the next frame.
          await new Promise(requestAnimationFrame);
        }, theme.name);
        await settle(page, '/system/param');
        // The themes differ in the chrome only (the page area follows the scheme, checked in the walks).
        found.push(...describeViolations(theme.name, await axeViolations(page, CHROME)));
        // A visible focus ring, 3:1 against what is next to it (WCAG 2.4.7, 1.4.11), in the chrome and
        // in the page: Mantine's primary ring is too dark on dark sidebars and the dark scheme's panels.
        const list = page.getByRole('region', { name: '参数管理' });
        const focusable = {
          'top bar tool': page.getByRole('banner').getByRole('button', { name: '锁屏' }),
          'sidebar link': page.getByRole('navigation').getByRole('link', { name: '参数管理' }),
          tab: page.locator('[data-testid="tab-bar"]').getByRole('link').first(),
          button: list.getByRole('button', { name: '新增' }),
          'row action': list.locator('tbody tr').first().getByRole('button', { name: '编辑' }),
        };
        for (const [what, target] of Object.entries(focusable)) {
          const seen = await focusRing(page, target);
          if (!seen.focusVisible || seen.contrast < 3)
            rings.push(
              `${theme.name} ${what}: ring ${seen.ring} next to ${seen.next} (${seen.contrast.toFixed(2)}:1)`,
            );
        }
      }
      await useLook(page, { theme: DEFAULT_THEME });
      expect(found).toEqual([]);
      expect(rings).toEqual([]);
    }, 300_000);

    it('the main dialogs, menus and popovers', async () => {
      await openInShell(page, '/system/param');
      await settle(page, '/system/param');
      const list = page.getByRole('region', { name: '参数管理' });
      const found: string[] = [];
      const check = async (what: string, open: () => Promise<void>, close = 'Escape') => {
        await open();
        await settle(page);
        found.push(...describeViolations(what, await axeViolations(page)));
        await page.keyboard.press(close);
        // The next check starts only when this one's overlay has gone (a popover's closing
        // transition would otherwise still count as a dialog).
        // (Polled up to 10 s: the transition's frames come late on a loaded machine.)
        await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0);
        await expect.poll(() => page.getByRole('menu').count(), { timeout: 10_000 }).toBe(0);
        await settle(page);
      };
      const dialog = page.getByRole('dialog');
      await check('add dialog', async () => {
        await list.getByRole('button', { name: '新增' }).click();
        await dialog.getByLabel('参数名称').waitFor();
        // Submitting empty: the required fields' errors show, tied to their fields.
        await dialog.getByRole('button', { name: /提交|确定|保存/ }).click();
        await dialog.locator('[aria-invalid="true"]').first().waitFor();
      });
      await check('edit dialog', async () => {
        await list.getByRole('button', { name: '编辑' }).first().click();
        await dialog.getByLabel('参数名称').waitFor();
      });
      await check('confirmation', async () => {
        // A row's delete is in its overflow menu (the row keeps view and edit in sight).
        await list.locator('tbody tr').first().getByRole('button', { name: '更多' }).click();
        await page.getByRole('menuitem', { name: '删除' }).click();
        await dialog.getByText('确定将选择数据删除?').waitFor();
      });
      await check('column menu', async () => {
        await list.getByRole('button', { name: '列显隐' }).click();
        await page.getByRole('menu').last().waitFor();
      });
      const banner = page.getByRole('banner');
      await check('user menu', async () => {
        await banner.getByRole('button', { name: '管理员' }).click();
        await page.getByRole('menu').last().waitFor();
      });
      await check('notice popover', async () => {
        await banner.getByRole('button', { name: '消息通知' }).click();
        await page.getByRole('dialog').waitFor();
      });
      await check('theme picker', async () => {
        await banner.getByRole('button', { name: '主题', exact: true }).click();
        await dialog.waitFor();
      });
      await check('menu search', async () => {
        await page.keyboard.press('ControlOrMeta+K');
        await dialog.waitFor();
      });
      await check('lock dialog', async () => {
        await banner.getByRole('button', { name: '锁屏' }).click();
        await dialog.getByLabel('锁屏密码').waitFor();
      });
      await check('chat overlay', async () => {
        await page.getByTestId('chat-button').click();
        await page.getByTestId('chat-panel').getByText('已连接').waitFor();
      });
      await check('collapsed sidebar: the icon rail and a group menu', async () => {
        await banner.getByRole('button', { name: '折叠菜单' }).click();
        await page.getByTestId('sidebar-rail').getByRole('button', { name: '系统管理' }).click();
        await page.getByRole('menu').last().waitFor();
      });
      await banner.getByRole('button', { name: '展开菜单' }).click();
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    }, 300_000);
  },
);
