import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  closeTabs,
  journal,
  pickDateTime,
  reviewShot,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';
import { openFromTopMenu, topMenuNames } from './top-menu.ts';

const run = chromiumAvailable('business modules from their top menus end-to-end');

/**
 * The business modules as staff use them (issue 32 part A), each reached by clicking from its business
 * area's top menu, never by typing an address: drains and shops added and edited through the spec's save
 * calls, a drain's detail reading the drain and its check, labor inspections added and edited with each
 * row's public report, a public hidden-danger row opened signed out, a customer's contacts and addresses in
 * pages of 99, and 项目授权 offering each task role once and its tasks from taskInterface/tree. A list of
 * every module is photographed on the way.
 */
describe.runIf(run)('business modules from their top menus (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  // The open tab's page (the others stay in the page, hidden).
  const main = () => page.locator('main');
  const rows = () => page.locator('main tbody tr').locator('visible=true');
  const shown = (locator: Locator) => locator.locator('visible=true').first();
  const calls = (path: string) => journal(ctx.server, path);

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The record dialog a list opens (新增 or 编辑), filled, then saved; gone once saved. */
  const saveDialog = async (open: Locator, title: RegExp, fill: (dialog: Locator) => Promise<void>) => {
    await open.click();
    const dialog = page.getByRole('dialog', { name: title });
    await fill(dialog);
    await dialog.getByRole('button', { name: /^(保存|修改)$/ }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  const choose = async (dialog: Locator, label: string, option: string) => {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  it('offers the business areas in the header, 首页 keeping the platform’s menus only', async () => {
    // In the bar, or under its 更多 menu when the header has no room for them all.
    await until(async () => {
      const names = await topMenuNames(page);
      return BUSINESS_AREAS.every((area) => names.includes(area.text.zh));
    });
    const sidebar = page.getByRole('navigation');
    await sidebar.getByRole('link', { name: '参数管理' }).waitFor({ state: 'attached' });
    // No module in 首页's sidebar: each is under its area.
    for (const m of MODULES)
      await expect
        .poll(() => sidebar.getByText(m.text.zh, { exact: true }).count(), { message: m.name })
        .toBe(0);
    await screenshot(page, 'areas-home');
  });

  it('adds and edits a drain through drain/save, and its detail reads the drain and its check', async () => {
    await openFromTopMenu(page, 'drainage', '排水户');
    await page.waitForURL('**/drainage/drainageDrain');
    await rows().first().waitFor();
    await screenshot(page, 'areas-drainage-list');
    await clearJournal(ctx.server);
    await saveDialog(shown(main().getByRole('button', { name: '新增' })), /^新增/, async (dialog) => {
      await dialog.getByLabel('排水户名称').fill('宁波清源餐饮管理有限公司');
      await choose(dialog, '排水类型', '餐饮污水');
      await dialog.getByLabel('地址').fill('浙江省宁波市海曙区中山西路88号');
    });
    const [added] = await calls('/drainage/drain/save');
    expect(added).toMatchObject({
      method: 'POST',
      query: {},
      body: {
        drainName: '宁波清源餐饮管理有限公司',
        drainType: '2',
        address: '浙江省宁波市海曙区中山西路88号',
      },
    });
    expect((added!.body as Record<string, unknown>)['id']).toBeUndefined();
    // Edited from its row: the same call, with the drain's id.
    await shown(main().getByRole('textbox', { name: '排水户名称' })).fill('宁波清源餐饮管理有限公司');
    await shown(main().getByRole('button', { name: '搜索' })).click();
    const row = rows().filter({ hasText: '宁波清源餐饮管理有限公司' }).first();
    await row.waitFor();
    await clearJournal(ctx.server);
    await saveDialog(row.getByRole('button', { name: '编辑' }), /^编辑/, async (dialog) => {
      await dialog.getByLabel('排水许可证号').fill('DD20269999');
    });
    const [edited] = await calls('/drainage/drain/save');
    const id = String((edited!.body as Record<string, unknown>)['id'] ?? '');
    expect(id).toMatch(/^\d+$/);
    expect(edited).toMatchObject({
      method: 'POST',
      body: { id, drainName: '宁波清源餐饮管理有限公司', permitNo: 'DD20269999' },
    });
    await rows().filter({ hasText: 'DD20269999' }).first().waitFor();
    // A drain's detail (one not read yet): the drain and its check, each read by the drain's id.
    await shown(main().getByRole('button', { name: '清空' })).click();
    const other = rows().filter({ hasNotText: '宁波清源餐饮管理有限公司' }).first();
    const otherName = (await other.locator('td').nth(2).innerText()).trim();
    await clearJournal(ctx.server);
    await other.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/drainage\/drainageDrainDetail\?id=\d+$/);
    const shownId = new URL(page.url()).searchParams.get('id')!;
    await shown(main().getByRole('region', { name: '检查情况' }))
      .getByText('检查结果')
      .waitFor();
    await shown(main().getByText(otherName, { exact: true })).waitFor();
    expect((await calls(`/drainage/drain/detail/${shownId}`))[0]).toMatchObject({ method: 'GET', query: {} });
    expect((await calls(`/drainage/drain/detail/check/${shownId}`))[0]).toMatchObject({
      method: 'GET',
      query: {},
    });
    // Its problems: the related list, by the drain's id.
    expect((await calls('/drainage/problem/corrective/list'))[0]).toMatchObject({
      method: 'GET',
      query: { drainId_equal: shownId },
    });
    await screenshot(page, 'areas-drainage-detail');
  });

  it('adds and edits a shop through shop/save', async () => {
    await openFromTopMenu(page, 'drainage', '沿街商铺');
    await page.waitForURL('**/drainage/drainageShop');
    await rows().first().waitFor();
    await clearJournal(ctx.server);
    await saveDialog(shown(main().getByRole('button', { name: '新增' })), /^新增/, async (dialog) => {
      await dialog.getByLabel('商铺名称').fill('老街小笼包');
      await dialog.getByLabel('地址').fill('浙江省宁波市江北区人民路12号');
    });
    const [added] = await calls('/drainage/shop/save');
    expect(added).toMatchObject({
      method: 'POST',
      body: { shopName: '老街小笼包', address: '浙江省宁波市江北区人民路12号' },
    });
    await shown(main().getByRole('textbox', { name: '商铺名称' })).fill('老街小笼包');
    await shown(main().getByRole('button', { name: '搜索' })).click();
    const row = rows().filter({ hasText: '老街小笼包' }).first();
    await row.waitFor();
    await clearJournal(ctx.server);
    await saveDialog(row.getByRole('button', { name: '编辑' }), /^编辑/, async (dialog) => {
      await dialog.getByLabel('负责人').fill('王晓梅');
    });
    const [edited] = await calls('/drainage/shop/save');
    expect(edited).toMatchObject({
      method: 'POST',
      body: { shopName: '老街小笼包', contactPerson: '王晓梅' },
    });
    expect(String((edited!.body as Record<string, unknown>)['id'])).toMatch(/^\d+$/);
    await rows().filter({ hasText: '王晓梅' }).first().waitFor();
    await screenshot(page, 'areas-drainage-shops');
  });

  it('adds and edits a labor inspection, and a row links to its public report', async () => {
    await openFromTopMenu(page, 'labor', '劳动监察');
    await page.waitForURL('**/labor/laborInspectionInfo');
    await rows().first().waitFor();
    await screenshot(page, 'areas-labor-list');
    await clearJournal(ctx.server);
    await saveDialog(shown(main().getByRole('button', { name: '新增' })), /^新增/, async (dialog) => {
      await dialog.getByLabel('单位名称').fill('宁波恒昌纺织有限公司');
      await pickDateTime(page, dialog.getByLabel('检查时间'), '2026-11-20', '09:30');
    });
    const [added] = await calls('/labor/laborInspection/save');
    expect(added).toMatchObject({
      method: 'POST',
      body: { companyName: '宁波恒昌纺织有限公司', inspectTime: '2026-11-20 09:30:00' },
    });
    await shown(main().getByRole('textbox', { name: '单位名称' })).fill('宁波恒昌纺织有限公司');
    await shown(main().getByRole('button', { name: '搜索' })).click();
    const row = rows().filter({ hasText: '宁波恒昌纺织有限公司' }).first();
    await row.waitFor();
    await clearJournal(ctx.server);
    await saveDialog(row.getByRole('button', { name: '编辑' }), /^编辑/, async (dialog) => {
      await dialog.getByLabel('检查人员').fill('陈立新');
    });
    const [edited] = await calls('/labor/laborInspection/save');
    const id = String((edited!.body as Record<string, unknown>)['id'] ?? '');
    expect(id).toMatch(/^\d+$/);
    expect(edited).toMatchObject({
      method: 'POST',
      body: { companyName: '宁波恒昌纺织有限公司', inspector: '陈立新' },
    });
    // The row's public report, read afresh (a reload drops what the edit dialog read): the report page of
    // this inspection, by its dataId.
    await page.reload();
    await shown(main().getByRole('textbox', { name: '单位名称' })).fill('宁波恒昌纺织有限公司');
    await shown(main().getByRole('button', { name: '搜索' })).click();
    const other = rows().filter({ hasText: '陈立新' }).first();
    await other.waitFor();
    const company = '宁波恒昌纺织有限公司';
    await clearJournal(ctx.server);
    await other.getByRole('button', { name: '检查报告' }).click();
    await page.waitForURL(/\/labor\/report\?dataId=\d+$/);
    const dataId = new URL(page.url()).searchParams.get('dataId')!;
    expect(dataId).toBe(id);
    await until(async () => (await page.getByRole('textbox', { name: '单位名称' }).inputValue()) !== '');
    await expect.poll(() => page.getByRole('textbox', { name: '单位名称' }).inputValue()).toBe(company);
    expect((await calls('/labor/laborInspection/detail'))[0]).toMatchObject({
      method: 'GET',
      query: { dataId },
    });
    await page.goBack();
    await page.waitForURL('**/labor/laborInspectionInfo');
  });

  it('opens a public hidden-danger row’s detail signed out, reading the listed record', async () => {
    const guest = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    guest.on('pageerror', (error) => errors.push(error.message));
    await guest.goto(`${ctx.server.url}/safetyManage/detailedList/hiddenDetailedList`);
    const first = guest.locator('tbody tr').first();
    await first.waitFor();
    const name = (await first.locator('td').nth(1).innerText()).trim();
    await clearJournal(ctx.server);
    await first.getByRole('link', { name: '详情' }).click();
    await guest.waitForURL(/\/safetyManage\/detailedList\/hiddenReportDetails\?id=\d+$/);
    const id = new URL(guest.url()).searchParams.get('id')!;
    await guest.getByText(name, { exact: true }).first().waitFor();
    const [read] = await calls('/safetyManage/safetyManageInspectionRecord/detail');
    expect(read).toMatchObject({ method: 'GET', query: { id }, bladeAuth: false });
    await expect.poll(() => guest.getByText(/没有 id 为/).count()).toBe(0);
    await reviewShot(guest, {
      path: `${new URL('./screenshots/', import.meta.url).pathname}areas-public-hidden-detail.png`,
    });
    await guest.close();
  });

  it('fetches a customer’s contacts and addresses with size 99', async () => {
    await openFromTopMenu(page, 'crm', '客户管理');
    await page.waitForURL('**/crm/nbxtCrmCustomer');
    await rows().first().waitFor();
    await screenshot(page, 'areas-crm-list');
    await clearJournal(ctx.server);
    await rows().first().getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/crm\/nbxtCrmCustomerDetail\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await until(async () => (await calls('/crm/crmAddress/list')).length > 0);
    for (const path of ['/crm/nbxtCrmContact/list', '/crm/crmAddress/list'])
      expect((await calls(path))[0], path).toMatchObject({
        method: 'GET',
        query: { customerId_equal: id, current: '1', size: '99' },
      });
  });

  it('项目授权 offers each task role once and its tasks from POST taskInterface/tree', async () => {
    await openFromTopMenu(page, 'task', '项目授权');
    await page.waitForURL('**/taskSystem/taskRoleProject');
    // What the page asks for from here (the area's first page read task definitions before).
    await clearJournal(ctx.server);
    await shown(main().getByRole('combobox', { name: '任务角色' })).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const names = (await options.allInnerTexts()).map((n) => n.trim());
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(new Set(names).size).toBe(names.length);
    await options.first().click();
    await until(async () => (await calls('/taskSystem/taskInterface/tree')).length > 0);
    expect((await calls('/taskSystem/taskInterface/tree'))[0]).toMatchObject({ method: 'POST' });
    expect(await calls('/taskSystem/taskInterface/list')).toEqual([]);
    await shown(main().getByLabel('授权任务')).click();
    await page.getByRole('option').first().waitFor();
    await screenshot(page, 'areas-task-role-project');
    await page.keyboard.press('Escape');
  });

  it('shows a list of every module, opened from its area', async () => {
    for (const m of MODULES) {
      const list = m.screens.find((s) => s.menu && s.view === 'list');
      if (!list) continue;
      // Each list is drawn alone (the ones opened before it closed with their tabs).
      await closeTabs(page);
      await openFromTopMenu(page, m.name, list.text.zh);
      await page.waitForURL(`**${list.path}`);
      await shown(main().getByRole('heading', { name: list.text.zh }))
        .first()
        .waitFor();
      await rows().first().waitFor();
      await screenshot(page, `areas-list-${m.name}`);
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('welcomes with the most used screens first, by name', async () => {
    await page.getByRole('menubar', { name: '顶部菜单' }).getByRole('menuitem', { name: '首页' }).click();
    await page.waitForURL('**/home');
    // The visits counted on this device for this user: the most opened page leads the shortcuts.
    const counts = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('nbxt-visits-'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as Record<string, number>) : {};
    });
    const top = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
    expect(top[1]).toBeGreaterThan(1);
    await shown(main().getByRole('heading', { name: '常用功能' })).waitFor();
    // The shortcut cards (links) of the welcome page.
    const shortcuts = main().locator('a.mantine-Card-root').locator('visible=true');
    await shortcuts.first().waitFor();
    await expect.poll(() => shortcuts.first().getAttribute('href')).toBe(top[0]);
    const names = (await shortcuts.allInnerTexts()).map((n) => n.trim());
    expect(names).toHaveLength(9);
    // Named for people, never by their addresses.
    for (const name of names) expect(name).not.toMatch(/\//);
    await screenshot(page, 'areas-welcome');
  });
});
