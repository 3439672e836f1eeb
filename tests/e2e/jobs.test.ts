import { execa } from 'execa';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath } from '../helpers/cli.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the jobs screen end-to-end');

/** The seeded job with two error rows (fixtures/sandbox/job.json). */
const JOB = { id: '1700000000000000101', name: '户主信息导入' };
const ZONE = 'Asia/Shanghai';

describe.runIf(run)('the scheduled jobs screen and the schedule editor, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const rowAction = async (name: string, action: string) => {
    await row(name).getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  const confirm = async (text: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
  };

  beforeAll(async () => {
    // The browser's zone decides the editor's run times: the same as the CLI's --tz below.
    ({ ctx, page } = await startSignedIn(errors, { page: { timezoneId: ZONE, acceptDownloads: true } }));
    await page.goto(`${ctx.server.url}/job/nbxtjob`);
    await row(JOB.name).waitFor();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the jobs with the declared call: POST list, taskDataType and paging in the query', async () => {
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '刷新' }).click();
    await until(async () => (await journal(ctx.server, '/job/nbxtjob/list')).length > 0);
    const [call] = await journal(ctx.server, '/job/nbxtjob/list');
    expect(call!.method).toBe('POST');
    expect(call!.query).toMatchObject({ current: '1', size: '10' });
    // Filtering by type: the exact key, under the argument's own name.
    await page.getByRole('combobox', { name: '任务数据类型' }).click();
    await page.getByRole('option', { name: '消息发送' }).click();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '搜索' }).click();
    await row('工资条发送').waitFor();
    await until(async () => (await row(JOB.name).count()) === 0);
    const [filtered] = await journal(ctx.server, '/job/nbxtjob/list');
    expect(filtered!.query).toMatchObject({ taskDataType: '2', current: '1' });
    await page.getByRole('button', { name: '清空' }).click();
    await row(JOB.name).waitFor();
  });

  it('runs a job now after a confirmation, says 操作成功 and shows the run', async () => {
    await clearJournal(ctx.server);
    await rowAction(JOB.name, '立即执行');
    await confirm('确定立即执行?');
    await page.getByText('操作成功').first().waitFor();
    await until(async () => (await journal(ctx.server, `/job/nbxtjob/doNow/${JOB.id}`)).length > 0);
    const calls = await journal(ctx.server, `/job/nbxtjob/doNow/${JOB.id}`);
    expect(calls.map((c) => [c.method, c.query, c.body])).toEqual([['POST', {}, null]]);
    // The list is asked again: the run counts.
    await until(async () => (await row(JOB.name).getByRole('cell').nth(7).innerText()) === '1');
    await screenshot(page, 'jobs-run-now');
  });

  it('downloads a job’s error rows under the server’s name (POST export/error/{id})', async () => {
    await clearJournal(ctx.server);
    const [download] = await Promise.all([page.waitForEvent('download'), rowAction(JOB.name, '导出错误')]);
    expect(download.suggestedFilename()).toBe('户主信息导入错误数据.xlsx');
    const calls = await journal(ctx.server, `/job/nbxtjob/export/error/${JOB.id}`);
    expect(calls.map((c) => c.method)).toEqual(['POST']);
    expect(calls[0]!.bladeAuth).toBe(true);
    expect(Object.keys(calls[0]!.query)).toEqual([]);
  });

  it('clears the finished runs after a confirmation', async () => {
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '清除执行记录' }).click();
    await confirm('确定清除执行记录?');
    await page.getByText('操作成功').first().waitFor();
    // An earlier notice may still show: the call itself is what counts.
    await until(async () => (await journal(ctx.server, '/job/nbxtjob/clearRemove')).length > 0);
    expect((await journal(ctx.server, '/job/nbxtjob/clearRemove')).map((c) => c.method)).toEqual(['POST']);
    await until(async () => (await row(JOB.name).getByRole('cell').nth(7).innerText()) === '0');
  });

  it('builds 0 0/30 9-17 ? * MON-FRI with the editor’s tabs: the next runs are those `nbxt cron next` prints', async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('任务名称').fill('工作日巡检提醒');
    await dialog.getByRole('combobox', { name: '任务数据类型' }).click();
    await page.getByRole('option', { name: '消息发送' }).click();
    const editor = dialog.getByRole('textbox', { name: 'Cron 表达式' });
    await editor.waitFor();
    const tab = async (name: string) => {
      await dialog.getByRole('tab', { name }).click();
      return dialog.getByRole('radiogroup', { name });
    };
    let group = await tab('秒');
    await group.getByRole('radio', { name: '指定' }).check();
    await group.getByRole('checkbox', { name: '0', exact: true }).check();
    group = await tab('分钟');
    await group.getByRole('radio', { name: '循环' }).check();
    await group.getByLabel('循环开始').fill('0');
    await group.getByLabel('循环间隔').fill('30');
    group = await tab('小时');
    await group.getByRole('radio', { name: '周期' }).check();
    await group.getByLabel('周期开始').fill('9');
    await group.getByLabel('周期结束').fill('17');
    group = await tab('日');
    await group.getByRole('radio', { name: '不指定' }).check();
    // Day and week both unspecified: the spec's message, exactly.
    await dialog.getByRole('alert').getByText('日与周不可以同时为“不指定”').waitFor();
    await screenshot(page, 'jobs-editor-conflict');
    group = await tab('周');
    await group.getByRole('radio', { name: '周期' }).check();
    await group.getByLabel('周期开始').fill('2');
    await group.getByLabel('周期结束').fill('6');
    await until(async () => (await editor.inputValue()) === '0 0/30 9-17 ? * 2-6');
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);

    const shown = () => dialog.getByTestId('schedule-next-runs').getByRole('listitem').allInnerTexts();
    const printed = async () =>
      (await execa('node', [cliPath, 'cron', 'next', '0 0/30 9-17 ? * MON-FRI', '--tz', ZONE])).stdout
        .trim()
        .split('\n');
    let [page5, cli5] = [await shown(), await printed()];
    // A half-hour boundary may pass between the two readings: read both again once.
    if (page5.join() !== cli5.map((line) => line.slice(0, 19).replace('T', ' ')).join())
      [page5, cli5] = [await shown(), await printed()];
    expect(page5).toHaveLength(5);
    // The same instants, shown in the console's format (the CLI prints ISO with the zone's offset).
    expect(page5).toEqual(cli5.map((line) => line.slice(0, 19).replace('T', ' ')));
    await screenshot(page, 'jobs-editor');

    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('新增成功').first().waitFor();
    const [saved] = await journal(ctx.server, '/job/nbxtjob/submit');
    expect(saved!.method).toBe('POST');
    expect(saved!.body).toMatchObject({
      jobName: '工作日巡检提醒',
      taskDataType: '2',
      cronExpression: '0 0/30 9-17 ? * 2-6',
    });
    expect(Object.keys(saved!.body as object)).not.toContain('runCount');
    await row('工作日巡检提醒').waitFor();
  });

  it('reads an existing schedule back into the editor when editing', async () => {
    await row('商户巡检汇总').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    const editor = dialog.getByRole('textbox', { name: 'Cron 表达式' });
    await until(async () => (await editor.inputValue()) === '0 0 18 ? * FRI');
    await dialog.getByRole('tab', { name: '周', exact: true }).click();
    const week = dialog.getByRole('radiogroup', { name: '周', exact: true });
    await expect.poll(() => week.getByRole('radio', { name: '指定', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => week.getByRole('checkbox', { name: '6 (周五)' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(errors).toEqual([]);
  });
});
