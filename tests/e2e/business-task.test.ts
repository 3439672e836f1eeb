import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  injectFault,
  journal,
  openInShell,
  reviewShot,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the task system end-to-end');

const TITLE = '十一月消防通道巡查';

describe.runIf(run)('the task system in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const calls = (path: string) => journal(ctx.server, path);
  const rowAction = async (row: Locator, action: string) => {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  /** The executions of the launched task on the task records page. */
  const executions = async () => {
    const list = page.getByRole('region', { name: '任务记录' });
    await list.getByLabel('任务名称').fill(TITLE);
    await list.getByRole('button', { name: '搜索' }).click();
    const rows = list.getByRole('row').filter({ hasText: TITLE });
    await until(async () => (await rows.count()) === 2);
    return rows;
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('launches a task to two members: submit carries them, one execution each', async () => {
    await page.goto(`${ctx.server.url}/taskSystem/launchTask`);
    const form = page.getByRole('region', { name: '发起任务' });
    await form.getByLabel('任务标题').fill(TITLE);
    await form.getByRole('combobox', { name: '任务定义' }).click();
    await page.getByRole('option').first().click();
    await form.getByLabel('截止日期').click();
    await form.getByLabel('截止日期').fill('2026-12-31');
    await form.getByLabel('任务标题').click();
    const picker = form.getByLabel(/^执行人员/);
    for (const n of [0, 1]) {
      await picker.click();
      const option = page.getByRole('option').nth(n);
      await option.click();
    }
    await page.keyboard.press('Escape');
    await screenshot(page, 'task-launch');
    await clearJournal(ctx.server);
    // Saved, the page opened by its address goes on to the launched tasks' list.
    await form.getByRole('button', { name: '保存' }).click();
    await until(async () => (await calls('/taskSystem/taskLaunch/submit')).length > 0);
    await page.waitForURL('**/taskSystem/launchTaskList');
    const [submit] = await calls('/taskSystem/taskLaunch/submit');
    expect(submit!.method).toBe('POST');
    const body = submit!.body as Record<string, string>;
    expect(body).toMatchObject({ launchName: TITLE, deadline: '2026-12-31' });
    expect(body['memberIds']!.split(',')).toHaveLength(2);

    await openInShell(page, '/taskSystem/taskRecord');
    const rows = await executions();
    await expect.poll(() => rows.count()).toBe(2);
  });

  it('marks an execution complete after a confirmation', async () => {
    const rows = await executions();
    const first = rows.nth(0);
    const id = (await first.getAttribute('data-row-id'))!;
    await clearJournal(ctx.server);
    await rowAction(first, '标记完成');
    const confirm = page.getByRole('dialog');
    await confirm.getByText('确定标记完成?').waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    await until(async () => (await first.innerText()).includes('已完成'));
    const [call] = await calls('/taskSystem/taskExecute/markComplete');
    expect([call!.method, call!.query, call!.body]).toEqual(['POST', { id }, null]);
  });

  it('hands the selected execution to another executor', async () => {
    const rows = await executions();
    const id = (await rows.nth(1).getAttribute('data-row-id'))!;
    const second = page.locator(`tr[data-row-id="${id}"]`);
    const before = await second.innerText();
    await second.getByRole('checkbox').check();
    await clearJournal(ctx.server);
    await page.getByRole('region', { name: '任务记录' }).getByRole('button', { name: '更换执行人' }).click();
    const dialog = page.getByRole('dialog', { name: '更换执行人' });
    // Another of the tenant's users than the one the execution has.
    const other = before.includes('李四') ? '管理员' : '李四';
    await dialog.getByRole('combobox', { name: '执行人' }).click();
    await page.getByRole('option', { name: other, exact: true }).click();
    await screenshot(page, 'task-change-executor');
    await dialog.getByRole('button', { name: '确定' }).click();
    await until(async () => (await calls('/taskSystem/taskExecute/changeExecutor')).length > 0);
    const [call] = await calls('/taskSystem/taskExecute/changeExecutor');
    expect(call!.method).toBe('POST');
    expect(call!.query['ids']).toBe(id);
    expect(call!.query['executor']).toMatch(/^\d+$/);
    // The list is asked again, the row showing its new executor's name.
    await until(async () => (await calls('/taskSystem/taskExecute/page')).length > 0);
    await until(async () => (await second.innerText()).includes(other));
    expect(before).toContain(TITLE);
  });

  it('saves an authorisation between tenants (fromTenantId, toTenantId, type, leader)', async () => {
    await openInShell(page, '/taskSystem/taskAuthorize');
    const list = page.getByRole('region', { name: '任务授权' });
    const total = async () => Number((await list.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);
    await list.getByRole('row').nth(1).waitFor();
    const before = await total();
    await list.getByRole('button', { name: '新增授权' }).click();
    const dialog = page.getByRole('dialog', { name: '新增授权' });
    // Required arguments are asked for before anything is sent.
    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请选择授权方').waitFor();
    expect(await calls('/taskSystem/taskAuthorize/save')).toEqual([]);
    // Tenants are picked by their names; their codes are sent.
    await dialog.getByRole('combobox', { name: '授权方', exact: true }).click();
    await page.getByRole('option', { name: '管理组', exact: true }).click();
    await dialog.getByRole('combobox', { name: '被授权方', exact: true }).click();
    await page.getByRole('option', { name: '示例街道', exact: true }).click();
    await dialog.getByRole('combobox', { name: '授权类型' }).click();
    await page.getByRole('option', { name: '任务发起' }).click();
    await dialog.getByLabel('负责人').fill('李明远');
    await screenshot(page, 'task-authorize-save');
    // A failure of the server shows its msg; the dialog stays with what was chosen and typed.
    await injectFault(ctx.server, {
      fail: { path: '/taskSystem/taskAuthorize/save', status: 400, count: 1, msg: '该授权已存在' },
    });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('该授权已存在').first().waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByLabel('负责人').inputValue()).toBe('李明远');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: '被授权方', exact: true }).inputValue())
      .toBe('示例街道');
    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/taskSystem/taskAuthorize/save');
    expect(call!.method).toBe('POST');
    expect(call!.body).toMatchObject({ fromTenantId: '000000', toTenantId: '100001', leader: '李明远' });
    expect(String((call!.body as Record<string, unknown>)['type'])).toBe('1');
    // Filed: the list, asked again, counts one more; its tenants are shown by their names.
    await until(async () => (await total()) === before + 1);
    const cells = await list.getByRole('row').nth(1).innerText();
    expect(cells).toMatch(/管理组|示例街道/);
    expect(cells).not.toMatch(/\b(000000|100001)\b/);
  });

  it('authorises a task role’s projects: read for the role, saved, then cleared after a confirmation', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, '/taskSystem/taskRoleProject');
    const screen = page.getByRole('region', { name: '项目授权' });
    await screen.getByRole('combobox', { name: '任务角色' }).click();
    await page.getByRole('option').first().click();
    await until(async () => (await calls('/taskSystem/taskRoleProject/detail')).length > 0);
    const [read] = await calls('/taskSystem/taskRoleProject/detail');
    const roleId = read!.query.roleId;
    expect(read!.method).toBe('GET');
    expect(roleId).toMatch(/^\d+$/);
    const tasks = screen.getByLabel('授权任务').first();
    await tasks.click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await screen.getByRole('button', { name: '保存' }).click();
    await until(async () => (await calls('/taskSystem/taskRoleProject/submit')).length > 0);
    const [saved] = await calls('/taskSystem/taskRoleProject/submit');
    expect(saved!.method).toBe('POST');
    expect(saved!.body).toMatchObject({ roleId });
    expect(String((saved!.body as Record<string, unknown>)['interfaceIds'])).toMatch(/^\d+(,\d+)*$/);
    await reviewShot(page, { path: '/tmp/biz-shots/task-role-project.png' });
    await screen.getByRole('button', { name: '清空授权' }).click();
    await page.getByRole('dialog').getByText('确定清空授权?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await calls('/taskSystem/taskRoleProject/clear')).length > 0);
    const [cleared] = await calls('/taskSystem/taskRoleProject/clear');
    expect([cleared!.method, cleared!.query]).toEqual(['POST', { roleId }]);
  });

  it('快速新增 opens the group form and sends what was filled; the list shows the group', async () => {
    const FAST = '/taskSystem/taskGroup/fastSubmit';
    await openInShell(page, '/taskSystem/taskGroup');
    await page.getByRole('button', { name: '快速新增' }).click();
    const dialog = page.getByRole('dialog', { name: '快速新增' });
    await dialog.getByRole('textbox', { name: '分组名称' }).fill('快速新增的巡查分组');
    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '保存' }).click();
    await until(async () => (await calls(FAST)).length === 1);
    const [sent] = await calls(FAST);
    expect(sent).toMatchObject({ method: 'POST', body: { groupName: '快速新增的巡查分组' } });
    await dialog.waitFor({ state: 'detached' });
    // Searched by its name, the list shows the group stored.
    const list = page.getByRole('region', { name: '任务分组' });
    await list.getByLabel('分组名称').fill('快速新增的巡查分组');
    await list.getByRole('button', { name: '搜索' }).click();
    await list.getByRole('row').filter({ hasText: '快速新增的巡查分组' }).first().waitFor();
  });

  it('has no uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
