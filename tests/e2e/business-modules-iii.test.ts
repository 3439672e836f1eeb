import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  closeTabs,
  injectFault,
  journal,
  openInShell,
  reviewShot,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';
import { openFromTopMenu } from './top-menu.ts';

const run = chromiumAvailable('refuse classification, public-account menus and module roles end-to-end');
const CHART = '/refuseClassify/refuseClassificationReport/chart';
const ACCOUNT = { id: 'wx8a1b2c3d4e5f6a7b', name: '宁波市民服务' };

describe.runIf(run)('refuse chart by year, a public-account menu, module role grants (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const rows = () => page.locator('tbody tr').locator('visible=true');

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('draws the refuse-classification chart of a year, asked for again when the year changes', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, `/refuseClassify/refuseClassifyData`);
    const year = String(new Date().getFullYear());
    await until(async () => (await journal(ctx.server, CHART)).length > 0);
    expect((await journal(ctx.server, CHART))[0]).toMatchObject({ method: 'GET', query: { year } });
    await page.getByRole('combobox', { name: '年度' }).click();
    const previous = String(Number(year) - 1);
    await page.getByRole('option', { name: previous }).click();
    await until(async () => (await journal(ctx.server, CHART)).some((c) => c.query.year === previous));
    // The chart is drawn (its series in the legend), with its values as a table for screen readers.
    await page.getByRole('figure').getByText('厨余垃圾').locator('visible=true').first().waitFor();
    await page.getByRole('table', { name: '分类统计数据' }).waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByRole('table', { name: '分类统计数据' }).getByRole('row').count())
      .toBeGreaterThan(1);
    await screenshot(page, 'refuse-chart');
    // Every month drawn is of the year asked for (a seeded report's year agrees with its month).
    const months = await page
      .getByRole('table', { name: '分类统计数据' })
      .locator('tbody th')
      .allTextContents();
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(month.startsWith(`${previous}-`), month).toBe(true);
  });

  it('lists the refuse assessments of the current year unless another is picked', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, `/refuseClassify/refuseClassify`);
    const year = String(new Date().getFullYear());
    const PAGE = '/refuseclassify/formdata/page';
    await until(async () => (await journal(ctx.server, PAGE)).length > 0);
    expect((await journal(ctx.server, PAGE))[0]).toMatchObject({ method: 'POST', body: { year } });
    // The list's rows (the charts' tables for screen readers aside).
    const listed = rows().filter({ has: page.getByRole('checkbox') });
    await listed.first().waitFor();
    for (const text of await listed.allInnerTexts()) expect(text).toContain(`${year} 年度`);
    const previous = String(Number(year) - 1);
    await page.getByRole('combobox', { name: '年度' }).click();
    await page.getByRole('option', { name: previous }).click();
    await until(async () =>
      (await journal(ctx.server, PAGE)).some((c) => (c.body as { year?: string } | null)?.year === previous),
    );
    await reviewShot(page, { path: '/tmp/biz-shots/refuse-list-year.png' });
  });

  it('saves a public-account menu of two buttons for an account of wx_mp_list', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, `/wechat/wxMenu`);
    await until(async () => (await journal(ctx.server, '/blade-system/dict/dictionary')).length > 0);
    expect((await journal(ctx.server, '/blade-system/dict/dictionary'))[0]!.query).toEqual({
      code: 'wx_mp_list',
    });
    await page.getByRole('combobox', { name: '公众号' }).click();
    await page.getByRole('option', { name: ACCOUNT.name }).click();
    await until(async () => (await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/get`)).length > 0);
    // The account's stored menu is what the editor opens with; its buttons are removed first.
    const stored = (await (await fetch(`${ctx.server.url}/__sandbox/records?entry=wx-menu`)).json()) as {
      appId: string;
      buttons: string;
    }[];
    const names = (JSON.parse(stored.find((m) => m.appId === ACCOUNT.id)!.buttons) as { name: string }[]).map(
      (b) => b.name,
    );
    expect(names.length).toBeGreaterThan(0);
    await until(async () => (await page.locator('[data-menu-button]').count()) > 0);
    for (const [i, name] of names.entries())
      await expect
        .poll(() =>
          page
            .locator(`[data-menu-button="${i}"]`)
            .getByRole('textbox', { name: '菜单名称' })
            .first()
            .inputValue(),
        )
        .toBe(name);
    for (const name of names) await page.getByRole('button', { name: `删除 ${name}`, exact: true }).click();
    await page.getByText('暂无菜单，请添加').waitFor();
    const add = page.getByRole('button', { name: '添加菜单' });
    await add.click();
    await add.click();
    const first = page.locator('[data-menu-button="0"]');
    const second = page.locator('[data-menu-button="1"]');
    await first.getByRole('textbox', { name: '菜单名称' }).fill('联系我们');
    await first.getByRole('textbox', { name: '菜单KEY值' }).fill('CONTACT_US');
    await second.getByRole('textbox', { name: '菜单名称' }).fill('办事指南');
    await second.getByRole('combobox', { name: '菜单类型' }).click();
    await page.getByRole('option', { name: '跳转网页' }).click();
    // Nothing is sent while a button lacks what its type needs.
    await page.getByRole('button', { name: '保存并发布' }).click();
    await second.getByText('请填写此项').waitFor();
    expect(await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/create`)).toEqual([]);
    await second.getByRole('textbox', { name: '网页链接' }).fill('https://www.example.com/guide');
    await page.getByRole('button', { name: '保存并发布' }).click();
    await until(async () => (await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/create`)).length === 1);
    const [created] = await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/create`);
    expect(created).toMatchObject({
      method: 'POST',
      body: {
        buttons: [
          { name: '联系我们', type: 'click', key: 'CONTACT_US' },
          { name: '办事指南', type: 'view', url: 'https://www.example.com/guide' },
        ],
      },
    });
    await page.getByText('操作成功').first().waitFor();
    await screenshot(page, 'wechat-menu');
    // Reloaded, the account's menu is the one saved.
    await clearJournal(ctx.server);
    await page.reload();
    await page.getByRole('combobox', { name: '公众号' }).click();
    await page.getByRole('option', { name: ACCOUNT.name }).click();
    await until(async () => (await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/get`)).length > 0);
    expect((await journal(ctx.server, `/wx/menu/${ACCOUNT.id}/get`))[0]).toMatchObject({ method: 'GET' });
    await until(async () => (await page.locator('[data-menu-button]').count()) === 2);
    const reloaded = page.locator('[data-menu-button="0"]').getByRole('textbox', { name: '菜单名称' });
    await expect.poll(() => reloaded.inputValue()).toBe('联系我们');
    await expect
      .poll(() =>
        page.locator('[data-menu-button="1"]').getByRole('textbox', { name: '网页链接' }).inputValue(),
      )
      .toBe('https://www.example.com/guide');
  });

  it('协助填报 stores a row through assistSubmit that its list shows; a refusal keeps the form', async () => {
    const ASSIST = '/epidemic/epidemicInfo/assistSubmit';
    await openInShell(page, `/epidemic/modulationManagement/helpFillInForm`);
    const name = page.getByRole('textbox', { name: '姓名' });
    await name.waitFor();
    await name.fill('协助填报的王芳');
    await page.getByRole('textbox', { name: '手机号码' }).fill('13800000034');
    // Refused first: the message shown, the form kept, no jump away.
    await injectFault(ctx.server, { fail: { path: ASSIST, status: 400, msg: '填报保存失败' } });
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('填报保存失败').first().waitFor();
    expect(page.url()).toContain('/epidemic/modulationManagement/helpFillInForm');
    await expect.poll(() => name.inputValue()).toBe('协助填报的王芳');
    // Then stored: the list of the records opens and shows it.
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL('**/epidemic/epidemicInfo');
    const [sent] = await journal(ctx.server, ASSIST);
    expect(sent).toMatchObject({ method: 'POST', body: { name: '协助填报的王芳', phone: '13800000034' } });
    // Among the seeded records (more than a page), found as staff would: by the name searched.
    await page.getByRole('textbox', { name: '姓名' }).fill('协助填报的王芳');
    await page.getByRole('button', { name: '搜索' }).click();
    await rows().filter({ hasText: '协助填报的王芳' }).first().waitFor();
    await screenshot(page, 'epidemic-assisted-fill-in');
  });

  it('grants a module role menus from the whole menu tree', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, `/authority/module/moreList`);
    await page.getByRole('link', { name: '角色' }).first().click();
    await page.waitForURL('**/authority/module/contract');
    await until(async () => (await journal(ctx.server, '/moduleRole/role/list')).length > 0);
    expect((await journal(ctx.server, '/moduleRole/role/list'))[0]!.query).toMatchObject({
      module: 'contract',
    });
    const role = rows().first();
    await role.waitFor();
    await role.getByRole('button', { name: '菜单授权' }).click();
    const dialog = page.getByRole('dialog');
    const tree = dialog.getByRole('group', { name: '可授权菜单' });
    await tree.getByRole('checkbox').first().waitFor();
    expect(await journal(ctx.server, '/blade-system/menu/grant-allMenuTree')).toHaveLength(1);
    const boxes = tree.getByRole('checkbox');
    await boxes.nth(0).click();
    await boxes.nth(3).click();
    const names = (checked: boolean) =>
      tree
        .getByRole('checkbox', { checked })
        .evaluateAll((all) =>
          all.map((box) => box.ownerDocument.querySelector(`label[for="${box.id}"]`)?.textContent ?? ''),
        );
    const chosen = await names(true);
    expect(chosen.length).toBeGreaterThanOrEqual(2);
    expect(
      chosen.every((name) => name !== ''),
      JSON.stringify(chosen),
    ).toBe(true);
    await dialog.getByRole('button', { name: '确定' }).click();
    await until(async () => (await journal(ctx.server, '/moduleRole/role/grant')).length === 1);
    const [granted] = await journal(ctx.server, '/moduleRole/role/grant');
    const body = granted!.body as { roleIds: string[]; menuIds: string[] };
    expect(granted!.method).toBe('POST');
    expect(body.roleIds).toHaveLength(1);
    expect(body.menuIds.length).toBeGreaterThanOrEqual(2);
    await dialog.waitFor({ state: 'detached' });
    // After a reload, the dialog reads the role's menus back (role-tree-keys) and shows those granted checked.
    await clearJournal(ctx.server);
    await page.reload();
    await role.waitFor();
    await role.getByRole('button', { name: '菜单授权' }).click();
    await until(async () => (await journal(ctx.server, '/moduleRole/role/role-tree-keys')).length > 0);
    const [asked] = await journal(ctx.server, '/moduleRole/role/role-tree-keys');
    expect(asked).toMatchObject({ method: 'GET', query: { roleId: body.roleIds[0] } });
    await boxes.first().waitFor();
    await until(async () => JSON.stringify(await names(true)) === JSON.stringify(chosen));
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('searches the tenants a module role reaches and adds one', async () => {
    const role = rows().first();
    await clearJournal(ctx.server);
    await role.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '租户' }).click();
    const dialog = page.getByRole('dialog');
    await until(async () => (await journal(ctx.server, '/moduleRole/role/tenantList')).length > 0);
    const roleId = (await journal(ctx.server, '/moduleRole/role/tenantList'))[0]!.query.roleId;
    expect(roleId).toMatch(/^\d+$/);
    await dialog.getByRole('textbox', { name: '租户名称' }).fill('北仑');
    await dialog.getByRole('button', { name: '搜索' }).click();
    await until(async () =>
      (await journal(ctx.server, '/moduleRole/role/tenantList')).some((c) => c.query.tenantName === '北仑'),
    );
    await dialog.getByRole('textbox', { name: '租户ID' }).fill('100001');
    await dialog.getByRole('button', { name: '添加租户' }).click();
    await until(async () => (await journal(ctx.server, '/moduleRole/role/addTenant')).length === 1);
    expect((await journal(ctx.server, '/moduleRole/role/addTenant'))[0]).toMatchObject({
      method: 'POST',
      query: { roleId, roleTenantId: '100001' },
    });
    // The role reaches it now: the list is read again (with the search cleared) and shows it.
    await dialog.getByRole('textbox', { name: '租户名称' }).fill('');
    await dialog.getByRole('button', { name: '搜索' }).click();
    await dialog.getByRole('listitem').filter({ hasText: '(100001)' }).waitFor();
    await reviewShot(page, { path: '/tmp/biz-shots/module-role-tenants.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('removes a shop with the DELETE call, after confirming', async () => {
    await openInShell(page, `/drainage/drainageShop`);
    const shop = rows().first();
    await shop.waitFor();
    const name = (await shop.locator('td').nth(2).innerText()).trim();
    await clearJournal(ctx.server);
    await shop.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '删除' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定删除?').waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await until(async () => (await rows().filter({ hasText: name }).count()) === 0);
    const calls = (
      (await (await fetch(`${ctx.server.url}/__sandbox/journal`)).json()) as {
        method: string;
        path: string;
      }[]
    ).filter((c) => c.method === 'DELETE');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toMatch(/^\/drainage\/shop\/\d+$/);
  });

  it('copies a short URL’s short address', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    await openInShell(page, `/shorturl/shortUrl`);
    // A link that leads somewhere (enabled, not expired) offers its short address.
    const link = rows()
      .filter({ has: page.getByRole('button', { name: '复制短链' }) })
      .first();
    await link.waitFor();
    await link.getByRole('button', { name: '复制短链' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${ctx.server.url}/s/\\w+$`));
    await page.getByText(`已复制:${copied}`).waitFor();
    await screenshot(page, 'shorturl-copied');
  });

  it('opens the modules’ menu screens from their business area’s top menu and sidebar', async () => {
    const sidebar = page.getByRole('navigation');
    await page.goto(`${ctx.server.url}/home`);
    // The sidebar rendered whole (its second pass holds the modules' menus).
    await sidebar.getByRole('link', { name: '通知公告' }).waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    for (const [module, link, path] of [
      ['payslip', '工资条发放', '/payslip/payslipFormdata'],
      ['merchant', '商户巡查', '/merchant/merchantInspect'],
      ['refuse', '数据看板', '/refuseClassify/panel'],
      ['drainage', '沿街商铺', '/drainage/drainageShop'],
      ['labor', '劳动监察', '/labor/laborInspectionInfo'],
      ['wechat', '公众号菜单', '/wechat/wxMenu'],
      ['shorturl', '短链接', '/shorturl/shortUrl'],
      ['module-roles', '模块权限', '/authority/module/moreList'],
    ] as const) {
      await closeTabs(page);
      await openFromTopMenu(page, module, link);
      await page.waitForURL(`**${path}`);
    }
  }, 120_000);

  it('opens every route of these modules from its address', async () => {
    for (const path of [
      '/refuseClassify/classifyApplication',
      '/refuseClassify/refuseClassify',
      '/refuseClassify/panel',
      '/refuseClassify/releateTenant',
      '/labor/laborInspectionInfo',
      '/drainage/drainageDrain',
      '/drainage/drainageProblem',
      '/drainage/drainageShop',
      '/wechat/wxNewsArticle',
      '/shorturl/shortUrl',
      '/authority/module/moreList',
      '/authority/module/payslip',
      '/authorityArea/module/payslip',
    ]) {
      // The first by a page load, the next ones as the console's links do (the router reads the same address).
      if (path === '/refuseClassify/classifyApplication') await page.goto(`${ctx.server.url}${path}`);
      else await openInShell(page, path);
      await page.locator('main').getByRole('heading').locator('visible=true').first().waitFor();
      await screenshot(page, `modules-iii${path.replaceAll('/', '-')}`);
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
