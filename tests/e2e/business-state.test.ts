import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  clickSidebarEntry,
  journal,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';
import { clickTopMenu } from './top-menu.ts';

/**
 * Issue 32's state and feedback rules as a user meets them, each screen opened from the menu, the requests
 * asserted: 整改 not offered on a problem 已整改; 清除执行记录 says what it clears; a public-account menu's
 * corrected name loses its message at once and the menu saved reads back after a reload; a new short link
 * starts 启用 and its /s/ address redirects; the labor report's 取消 stays on the form; the payslip send
 * dialog shows the quota left.
 */

const run = chromiumAvailable('declared states and truthful feedback end-to-end');
const ACCOUNT = { id: 'wx8a1b2c3d4e5f6a7b', name: '宁波市民服务' };

describe.runIf(run)('declared states and truthful feedback (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const rows = () => page.locator('tbody tr').locator('visible=true');
  /** The list row of a record, by the id the table marks it with. */
  const rowOf = (id: string) => rows().and(page.locator(`[data-row-id="${id}"]`));

  /**
   * Opens a module's screen as a user finds it: its business area's top menu, then the sidebar (its group
   * unfolded when folded).
   */
  async function openFromMenu(area: string, group: string, link: string, path: string): Promise<void> {
    const sidebar = page.getByRole('navigation');
    await page.goto(`${ctx.server.url}/home`);
    await sidebar.getByRole('link', { name: '通知公告' }).waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    await clickTopMenu(page, area);
    await clickSidebarEntry(page, group, link);
    await page.waitForURL(`**${path}`);
  }

  /** The row's "more" menu opened; the names of its items (none when the row has no such menu). */
  async function menuItems(row: Locator): Promise<string[]> {
    await row.getByRole('button', { name: '查看' }).waitFor();
    const more = row.getByRole('button', { name: '更多' });
    if ((await more.count()) === 0) return [];
    await more.click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    return (await items.allInnerTexts()).map((t) => t.trim());
  }

  async function closeMenu(): Promise<void> {
    await page.getByRole('menuitem').first().focus();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
  }

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('整改 is offered on a problem 待整改 only; once corrected, the row offers it no more', async () => {
    await openFromMenu('城市管理', '排水巡查', '排水问题', '/drainage/drainageProblem');
    const open = rows().filter({ hasText: '待整改' }).first();
    await open.waitFor();
    const id = (await open.getAttribute('data-row-id'))!;
    const done = rows().filter({ hasText: '已整改' }).first();
    const doneItems = await menuItems(done);
    expect(doneItems).not.toContain('整改');
    if (doneItems.length > 0) await closeMenu();
    expect(await menuItems(rowOf(id))).toContain('整改');
    await clearJournal(ctx.server);
    await page.getByRole('menuitem', { name: '整改' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: '整改情况' }).fill('已清理管道并恢复排水');
    await screenshot(page, 'state-drainage-corrective');
    await dialog.getByRole('button', { name: '确定' }).click();
    await until(async () => (await journal(ctx.server, '/drainage/problem/corrective')).length === 1);
    const [sent] = await journal(ctx.server, '/drainage/problem/corrective');
    expect(sent).toMatchObject({ method: 'POST', body: { id, correctiveContent: '已清理管道并恢复排水' } });
    await until(async () => (await rowOf(id).innerText()).includes('已整改'));
    const after = await menuItems(rowOf(id));
    expect(after).not.toContain('整改');
    if (after.length > 0) await closeMenu();
    await screenshot(page, 'state-drainage-problems');
  });

  it('清除执行记录 with nothing selected says it clears every job’s runs, and sends nothing until confirmed', async () => {
    await openFromMenu('服务与运营', '定时任务', '定时任务', '/job/nbxtjob');
    await rows().first().waitFor();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '清除执行记录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定清除执行记录?').waitFor();
    await dialog.getByText('作用范围:全部定时任务的执行记录').waitFor();
    await screenshot(page, 'state-jobs-clear-scope');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await journal(ctx.server, '/job/nbxtjob/clearRemove')).toEqual([]);
    await page.getByRole('button', { name: '清除执行记录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await journal(ctx.server, '/job/nbxtjob/clearRemove')).length === 1);
    const [cleared] = await journal(ctx.server, '/job/nbxtjob/clearRemove');
    expect(cleared).toMatchObject({ method: 'POST', query: {} });
  });

  it('a public-account menu: a corrected name loses its message at once; saved, it reads back after a reload', async () => {
    const GET = `/wx/menu/${ACCOUNT.id}/get`;
    const CREATE = `/wx/menu/${ACCOUNT.id}/create`;
    const chooseAccount = async () => {
      await page.getByRole('combobox', { name: '公众号' }).click();
      await page.getByRole('option', { name: ACCOUNT.name }).click();
      await until(async () => (await journal(ctx.server, GET)).length > 0);
      await until(async () => (await page.locator('[data-menu-button]').count()) > 0);
    };
    await openFromMenu('服务与运营', '公众号', '公众号菜单', '/wechat/wxMenu');
    await clearJournal(ctx.server);
    await chooseAccount();
    expect((await journal(ctx.server, GET))[0]).toMatchObject({ method: 'GET' });
    const name = page.locator('[data-menu-button="0"]').getByRole('textbox', { name: '菜单名称' }).first();
    await name.fill('');
    await page.getByRole('button', { name: '保存并发布' }).click();
    const message = page.locator('[data-menu-button="0"]').getByText('请输入菜单名称');
    await message.waitFor();
    await screenshot(page, 'state-wx-menu-invalid');
    await name.fill('便民服务');
    // Gone as soon as the name is there, before anything is saved.
    await message.waitFor({ state: 'detached' });
    expect(await journal(ctx.server, CREATE)).toEqual([]);
    await page.getByRole('button', { name: '保存并发布' }).click();
    await until(async () => (await journal(ctx.server, CREATE)).length === 1);
    const [created] = await journal(ctx.server, CREATE);
    expect(created!.method).toBe('POST');
    const buttons = (created!.body as { buttons: { name: string }[] }).buttons;
    expect(buttons[0]!.name).toBe('便民服务');
    await page.getByText('操作成功').first().waitFor();

    await page.reload();
    await openFromMenu('服务与运营', '公众号', '公众号菜单', '/wechat/wxMenu');
    await clearJournal(ctx.server);
    await chooseAccount();
    await until(async () => (await name.inputValue()) === '便民服务');
    // Every button and sub-button saved is there again.
    const saved = buttons.reduce(
      (n, b) => n + 1 + ((b as { sub_button?: unknown[] }).sub_button?.length ?? 0),
      0,
    );
    await expect.poll(() => page.locator('[data-menu-button]').count()).toBe(saved);
    await screenshot(page, 'state-wx-menu-reloaded');
  });

  it('a new short link starts 启用, and its copied /s/ address redirects to the long one', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.server.url });
    await openFromMenu('服务与运营', '短链接', '短链接', '/shorturl/shortUrl');
    await rows().first().waitFor();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    // The declared initial state, already chosen.
    await expect.poll(() => dialog.getByLabel('状态').first().inputValue()).toBe('启用');
    const target = `${ctx.server.url}/labor/report`;
    await dialog.getByRole('textbox', { name: '短链编码' }).fill('e2ego');
    await dialog.getByRole('textbox', { name: '原始链接' }).fill(target);
    await dialog.getByRole('textbox', { name: '名称' }).fill('劳动监察报告');
    await screenshot(page, 'state-shorturl-add');
    await dialog.getByRole('button', { name: '保存' }).click();
    await until(async () => (await journal(ctx.server, '/shorturl/nbxtshorturl/submit')).length === 1);
    const [saved] = await journal(ctx.server, '/shorturl/nbxtshorturl/submit');
    expect(saved).toMatchObject({
      method: 'POST',
      body: { shortCode: 'e2ego', longUrl: target, title: '劳动监察报告', status: '1' },
    });
    await page.getByRole('textbox', { name: '短链编码' }).first().fill('e2ego');
    await page.getByRole('button', { name: '搜索' }).click();
    const link = rows().filter({ hasText: 'e2ego' }).first();
    await link.getByRole('button', { name: '复制短链' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${ctx.server.url}/s/e2ego`);
    // The server redirects it (no sign-in needed), and a browser that follows it lands on the long address.
    const followed = await fetch(copied, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(target);
    const visitor = await ctx.browser.newPage();
    await visitor.goto(copied);
    await visitor.waitForURL(target);
    await visitor.getByText('未找到报告数据').waitFor();
    await visitor.close();
  });

  it('the labor report’s 取消 stays on the form, puts back what was stored and claims nothing', async () => {
    const { call } = await adminApi(ctx.server);
    const listed = await call('GET', '/labor/laborInspection/page?current=1&size=1');
    const record = listed.data.records[0] as { id: string; problems?: string };
    await clearJournal(ctx.server);
    // A link given to the company: opened by its address, signed out or not.
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}`);
    const problems = page.getByRole('textbox', { name: '存在问题' });
    await until(async () => (await page.getByRole('textbox', { name: '单位名称' }).inputValue()) !== '');
    const stored = await problems.inputValue();
    await expect.poll(() => page.getByRole('button', { name: '提交' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: '修改' }).count()).toBe(0);
    await problems.fill('尚未决定是否提交的内容');
    await page.getByRole('button', { name: '取消' }).click();
    await until(async () => (await problems.inputValue()) === stored);
    expect(page.url()).toContain(`/labor/report?dataId=${record.id}`);
    await expect.poll(() => page.getByText('您的报告已提交，感谢配合').count()).toBe(0);
    await expect.poll(() => page.getByText('提交成功').count()).toBe(0);
    expect(await journal(ctx.server, '/labor/laborInspection/save')).toEqual([]);
    await screenshot(page, 'state-labor-report-cancelled');
  });

  it('a record’s pictures show as thumbnails, one opened larger, never as their addresses', async () => {
    await openFromMenu('城市管理', '排水巡查', '沿街商铺', '/drainage/drainageShop');
    const shop = rows().first();
    await shop.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog');
    const photo = dialog.locator('dd[data-field="shopPhoto"]');
    const thumb = photo.getByRole('button', { name: '查看门头照片第1张图片' });
    await thumb.waitFor();
    await expect.poll(() => photo.innerText()).not.toContain('/');
    // The picture is there (loaded), not a broken address.
    await until(
      async () => (await thumb.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)) > 0,
    );
    await thumb.click();
    const preview = page.getByRole('dialog', { name: '门头照片' });
    await preview.getByRole('link', { name: '在新窗口打开原图' }).waitFor();
    await screenshot(page, 'state-shop-photo-preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('the payslip send dialog shows the SMS quota left (checkQuota) before anything is sent', async () => {
    const { call } = await adminApi(ctx.server);
    const quota = (await call('GET', '/payslip/formdata/checkQuota?tenantId=000000')).data;
    await openFromMenu('民生服务', '工资条', '工资条发放', '/payslip/payslipFormdata');
    const batch = rows().first();
    await batch.waitFor();
    await clearJournal(ctx.server);
    await batch.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '发送' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('确定发送?').waitFor();
    await dialog.getByText(`剩余短信条数:${quota}`).waitFor();
    const [asked] = await journal(ctx.server, '/payslip/formdata/checkQuota');
    expect(asked).toMatchObject({ method: 'GET', query: { tenantId: '000000' } });
    expect(await journal(ctx.server, '/payslip/formdata/validateRestQuota')).toEqual([]);
    expect(await journal(ctx.server, '/payslip/formdata/send')).toEqual([]);
    await screenshot(page, 'state-payslip-send-quota');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await journal(ctx.server, '/payslip/formdata/send')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
