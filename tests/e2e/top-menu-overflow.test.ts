import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { areaTopMenuId } from '../../scripts/sandbox/module-menus.ts';
import { ADMIN_TENANT } from '../../scripts/sandbox/store.ts';
import {
  arrowTo,
  type ConsoleSession,
  chromiumAvailable,
  journal,
  screenshot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';
import { openFromTopMenu, topMenuNames } from './top-menu.ts';

const run = chromiumAvailable('the header’s top menus at 1440 and 1280 px');

/** Every top menu of the administrator, in order: the platform's around the eight business areas. */
const ALL = ['首页', '工作台', ...BUSINESS_AREAS.map((area) => area.text.zh), '系统设置', '资源'];

/**
 * The top bar never overflows (platform.md §2.4, issue 32): at 1440 and 1280 px the top menus that do not
 * fit go under 更多 (en More), a menu usable by keyboard; a moved business area still opens its part of
 * the menu (read by `routes?topMenuId=` with its id).
 */
describe.runIf(run)('the header’s top menus fit its width, the rest under 更多 (Chromium)', () => {
  let ctx: ConsoleSession;
  const errors: string[] = [];

  beforeAll(async () => {
    ctx = await startConsole();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Where the header's parts end: nothing wider than the window, the top menus left of the tools. */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const header = document.querySelector('header')!;
      const bar = header.querySelector('[role="menubar"]')!;
      const items = [...bar.querySelectorAll('[role="menuitem"]')].map((el) => el.getBoundingClientRect());
      const search = [...header.querySelectorAll('button')].find(
        (el) => el.getAttribute('aria-label') === '查找菜单' || el.textContent === '查找菜单',
      );
      return {
        window: window.innerWidth,
        page: document.documentElement.scrollWidth,
        header: header.scrollWidth,
        barRight: bar.parentElement!.getBoundingClientRect().right,
        itemsRight: Math.max(...items.map((r) => r.right)),
        itemsTop: Math.min(...items.map((r) => r.top)),
        itemsBottom: Math.max(...items.map((r) => r.bottom)),
        toolsLeft: search?.getBoundingClientRect().left ?? Number.NaN,
        headerBottom: header.getBoundingClientRect().bottom,
      };
    });

  it.each([1440, 1280])(
    'at %i px',
    async (width) => {
      const page = await signedInPage(ctx, errors, { page: { viewport: { width, height: 900 } } });
      await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
      const bar = page.getByRole('menubar', { name: '顶部菜单' });
      const more = bar.getByRole('menuitem', { name: '更多', exact: true });
      await more.waitFor();
      // Every top menu is offered, in order: in the bar, then under 更多.
      await until(async () => (await topMenuNames(page)).join() === ALL.join());

      const shown = await layout(page);
      expect(shown.page).toBeLessThanOrEqual(shown.window);
      expect(shown.header).toBeLessThanOrEqual(shown.window);
      expect(shown.itemsRight).toBeLessThanOrEqual(shown.barRight);
      expect(shown.itemsRight).toBeLessThan(shown.toolsLeft);
      expect(shown.itemsBottom).toBeLessThanOrEqual(shown.headerBottom);
      await screenshot(page, `top-menu-${width}`);

      // The menu under 更多, by keyboard: focused, Enter opens it; the arrows reach a moved business area.
      const barNames = (await bar.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
      const moved = ALL.filter((name) => !barNames.includes(name));
      const area = BUSINESS_AREAS.find((a) => moved.includes(a.text.zh));
      expect(area, `a business area under 更多 at ${width} px: ${moved.join()}`).toBeDefined();
      await expect.poll(() => more.getAttribute('aria-haspopup')).toBe('menu');
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu', { name: '更多' });
      await menu.waitFor();
      expect((await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(moved);
      const target = menu.getByRole('menuitem', { name: area!.text.zh, exact: true });
      await arrowTo(page, () => target.evaluate((el) => el === document.activeElement));
      await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await menu.waitFor({ state: 'detached' });

      // It opens its part of the menu, read with its id (GET routes?topMenuId=), as the bar's items do.
      const id = areaTopMenuId(ADMIN_TENANT, area!.code);
      const parts = await journal(ctx.server, '/blade-system/menu/routes');
      expect(parts.filter((e) => e.method === 'GET' && e.query.topMenuId === id)).not.toEqual([]);
      const group = MODULES.find((m) => area!.modules.includes(m.name))!.text.zh;
      await page.getByRole('navigation').getByText(group, { exact: true }).first().waitFor();
      await expect.poll(() => more.getAttribute('data-active')).not.toBeNull();
      await screenshot(page, `top-menu-${width}-moved`);

      // Named in English too.
      await page.evaluate(() => localStorage.setItem('nbxt-language', 'en'));
      await page.reload();
      const enBar = page.getByRole('menubar', { name: 'Top menu' });
      await enBar.getByRole('menuitem', { name: 'More', exact: true }).waitFor();
      const enShown = await layout(page);
      expect(enShown.page).toBeLessThanOrEqual(enShown.window);
      await page.evaluate(() => localStorage.setItem('nbxt-language', 'zh'));
      expect(errors).toEqual([]);
      await page.close();
    },
    90_000,
  );

  it('at 1280 px a list fits: free text is cut first, a phone number stays whole, nothing hides behind 操作', async () => {
    const page = await signedInPage(ctx, errors, { page: { viewport: { width: 1280, height: 900 } } });
    await openFromTopMenu(page, 'merchant', '商户信息');
    const row = page.locator('main tbody tr').locator('visible=true').first();
    await row.waitFor();
    const shown = await row.evaluate((tr) => {
      const cells = [...tr.children] as HTMLElement[];
      const actions = cells.at(-1)!.getBoundingClientRect();
      const heads = [...tr.closest('table')!.querySelectorAll('thead th')].map((th) =>
        th.textContent?.trim(),
      );
      const phone = cells[heads.indexOf('联系电话')]!.firstElementChild as HTMLElement;
      const scroller = tr.closest('table')!.parentElement!;
      return {
        // Right edges of the data cells, and where 操作 starts.
        rights: cells.slice(0, -1).map((td) => td.getBoundingClientRect().right),
        actionsLeft: actions.left,
        phone: { text: phone.textContent, whole: phone.scrollWidth <= phone.clientWidth },
        sideways: scroller.scrollWidth > scroller.clientWidth,
      };
    });
    expect(shown.phone.text).toMatch(/^1\d{10}$/);
    expect(shown.phone.whole).toBe(true);
    expect(shown.sideways).toBe(false);
    for (const right of shown.rights) expect(right).toBeLessThanOrEqual(shown.actionsLeft + 1);
    await screenshot(page, 'list-1280');
    expect(errors).toEqual([]);
    await page.close();
  });
});
