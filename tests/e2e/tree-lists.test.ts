import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  openInShell,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('lazily loaded tree lists end-to-end');

const DESK = '1123598815738675201';
const NOTICE = '1123598815738675202';
const COMPANY = '1123598813738675201';
const OPERATIONS = '1123598813738675203';

describe.runIf(run)('menu and department trees loaded level by level, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  const calls = (path: string) => journal(ctx.server, path);
  /** The row of a table holding a cell with exactly this text (not the first: its name has the expander). */
  const rowOf = (scope: Locator, cell: string) =>
    scope.locator('tbody tr').filter({ has: page.getByRole('cell', { name: cell, exact: true }) });

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('loads the menus level by level, adds a button under a menu and a data scope for it', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, '/system/menu');
    const list = page.getByRole('region', { name: '菜单管理' });
    const desk = rowOf(list, '/desk');
    await desk.waitFor();
    // Types are the menu_category dictionary's labels, not the stored numbers.
    await desk.getByText('菜单', { exact: true }).waitFor();
    await expect.poll(() => rowOf(list, '/desk/notice').count()).toBe(0);
    expect((await calls('/blade-system/menu/lazy-list')).map((e) => e.query)).toEqual([{ parentId: '0' }]);
    expect(await calls('/blade-system/menu/list')).toEqual([]);

    await desk.getByRole('button', { name: '展开' }).click();
    const notice = rowOf(list, '/desk/notice');
    await notice.waitFor();
    await expect.poll(() => notice.getAttribute('data-depth')).toBe('1');
    expect((await calls('/blade-system/menu/lazy-list')).map((e) => e.query)).toContainEqual({
      parentId: DESK,
    });
    await notice.getByRole('button', { name: '展开' }).click();
    const addButton = rowOf(list, 'notice_add');
    await addButton.waitFor();
    await addButton.getByText('按钮', { exact: true }).waitFor();
    await expect.poll(() => addButton.getAttribute('data-depth')).toBe('2');
    await screenshot(page, 'system-menu-lazy');

    // A button under 通知公告: its parent and kind are preset.
    await notice.getByRole('button', { name: '新增子项' }).click();
    await page.getByRole('menuitem', { name: '新增按钮' }).click();
    const dialog = page.getByRole('dialog', { name: '新增 · 菜单管理' });
    await dialog.getByLabel('菜单名称').fill('导出');
    await dialog.getByLabel('菜单编号').fill('notice_export_e2e');
    await dialog.getByLabel('路由地址').fill('/desk/notice/export');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const created = rowOf(list, 'notice_export_e2e');
    await created.waitFor();
    await created.getByText('按钮', { exact: true }).waitFor();
    await expect.poll(() => created.getAttribute('data-depth')).toBe('2');
    const [submit] = await calls('/blade-system/menu/submit');
    expect(submit?.body).toMatchObject({ parentId: NOTICE, category: 2, code: 'notice_export_e2e' });

    // Data scopes of 通知公告: only its own, and a new one is filed under it.
    await notice.getByRole('button', { name: '权限配置' }).click();
    const drawer = page.getByRole('dialog', { name: '通知公告 · 权限配置' });
    await rowOf(drawer, '通知本人可见').waitFor();
    // The user menu's scopes (本人可见, 所在机构可见) are not listed: only the notice's own row.
    await expect.poll(() => drawer.locator('tbody tr').count()).toBe(1);
    expect((await calls('/blade-system/data-scope/list')).at(-1)?.query).toMatchObject({
      menuId_equal: NOTICE,
    });
    await drawer.getByRole('button', { name: '新增' }).click();
    const scopeDialog = page.getByRole('dialog', { name: '新增 · 数据权限' });
    await scopeDialog.getByLabel('资源编号').fill('notice_dept_e2e');
    await scopeDialog.getByLabel('数据权限名称').fill('通知本部门可见');
    await scopeDialog.getByRole('button', { name: '保存' }).click();
    await scopeDialog.waitFor({ state: 'detached' });
    await rowOf(drawer, '通知本部门可见').waitFor();
    const [scopeSubmit] = await calls('/blade-system/data-scope/submit');
    expect(scopeSubmit?.body).toMatchObject({ menuId: NOTICE, resourceCode: 'notice_dept_e2e' });
    await screenshot(page, 'system-menu-scopes');
    await drawer.getByRole('tab', { name: '接口权限' }).click();
    await rowOf(drawer, '通知列表').waitFor();
    await expect.poll(() => rowOf(drawer, '参数列表').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Delete asks first; a menu with children is refused with the server's message.
    await created.getByRole('button', { name: '删除' }).click();
    await page.getByText('确定将选择数据删除?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').first().waitFor();
    await until(async () => (await created.count()) === 0);
    await desk.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await page.getByText('请先删除子节点!').first().waitFor();
    await expect.poll(() => desk.count()).toBe(1);

    // A search looks at every level (no parentId).
    await list.getByLabel('菜单名称').fill('通知公告');
    await list.getByRole('button', { name: '搜索' }).click();
    await until(async () => (await list.locator('tbody tr').count()) === 1);
    await rowOf(list, '/desk/notice').waitFor();
    expect((await calls('/blade-system/menu/lazy-list')).at(-1)?.query).toEqual({ name: '通知公告' });
    expect(errors).toEqual([]);
  });

  it('loads the departments level by level and adds a child department', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, '/system/dept');
    const list = page.getByRole('region', { name: '机构管理' });
    const company = rowOf(list, '刀锋科技有限公司');
    await company.waitFor();
    await company.getByText('公司', { exact: true }).waitFor();
    await expect.poll(() => rowOf(list, '刀锋科技运营部').count()).toBe(0);
    await company.getByRole('button', { name: '展开' }).click();
    const operations = rowOf(list, '刀锋科技运营部');
    await operations.waitFor();
    expect((await calls('/blade-system/dept/lazy-list')).map((e) => e.query)).toEqual([
      { parentId: '0' },
      { parentId: COMPANY },
    ]);
    expect(await calls('/blade-system/dept/list')).toEqual([]);
    // A leaf has nothing to expand until it gets a child.
    await expect.poll(() => operations.getByRole('button', { name: '展开' }).count()).toBe(0);

    await operations.getByRole('button', { name: '新增子项' }).click();
    const dialog = page.getByRole('dialog', { name: '新增 · 机构管理' });
    await dialog.getByLabel('机构名称').fill('运营一组');
    await dialog.getByLabel('机构全称').fill('刀锋科技运营部一组');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    const [submit] = await calls('/blade-system/dept/submit');
    expect(submit?.body).toMatchObject({ parentId: OPERATIONS, deptName: '运营一组' });
    await operations.getByRole('button', { name: '展开' }).click();
    const child = rowOf(list, '刀锋科技运营部一组');
    await child.waitFor();
    await expect.poll(() => child.getAttribute('data-depth')).toBe('2');
    await screenshot(page, 'system-dept-lazy');
    expect(errors).toEqual([]);
  });
});
