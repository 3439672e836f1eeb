import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
  injectFault,
  journal,
  SCREENSHOTS,
  screenshot,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('the public labor report end-to-end');
const DETAIL = '/labor/laborInspection/detail';
const SAVE = '/labor/laborInspection/save';

describe.runIf(run)('the public labor report: read-only when disabled, else submitted (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  let record: { id: string; companyName: string; result: string };
  // The inspection's result by its label: the public page reads no server dictionary (it needs a sign-in).
  const RESULTS: Record<string, string> = { '1': '合格', '2': '限期整改', '3': '立案查处' };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    ctx = await startConsole();
    const stored = (await (
      await fetch(`${ctx.server.url}/__sandbox/records?entry=labor-inspection`)
    ).json()) as { id: string; companyName: string; result: string }[];
    record = stored[0]!;
    // Signed out: a fresh page that never signed in.
    page = await consolePage(ctx, errors, { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('with disabled=true shows the report named by dataId read-only, signed out', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}&disabled=true`);
    await page.getByText(record.companyName).waitFor();
    await page.getByText('报告已提交，仅供查看').waitFor();
    expect(page.url()).toContain('/labor/report');
    const [read] = await journal(ctx.server, DETAIL);
    expect(read).toMatchObject({ method: 'GET', query: { dataId: record.id }, bladeAuth: false });
    await expect.poll(() => page.getByRole('textbox').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: /保存|修改|提交|确定/ }).count()).toBe(0);
    await expect.poll(() => page.locator('dd[data-field="result"]').innerText()).toBe(RESULTS[record.result]);
    // Signed out, the server's dictionaries are not asked for (they would answer 401).
    expect(await journal(ctx.server, '/blade-system/dict/dictionary/all')).toEqual([]);
    await screenshot(page, 'labor-report-disabled');
  });

  it('editable, it is saved without signing in and lands on reportSuccess', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}`);
    const problems = page.getByRole('textbox', { name: '存在问题' });
    await problems.waitFor();
    await until(async () => (await page.getByRole('textbox', { name: '单位名称' }).inputValue()) !== '');
    await problems.fill('未按时足额支付工资');
    // The coded result is offered by its labels, the record's one chosen.
    await expect.poll(() => page.getByLabel('检查结果').first().inputValue()).toBe(RESULTS[record.result]);
    await screenshot(page, 'labor-report-editable');
    await page.getByRole('button', { name: '提交' }).click();
    await page.waitForURL('**/labor/reportSuccess');
    await page.getByText('您的报告已提交，感谢配合').waitFor();
    const [saved] = await journal(ctx.server, SAVE);
    expect(saved).toMatchObject({
      method: 'POST',
      bladeAuth: false,
      body: { id: record.id, companyName: record.companyName, problems: '未按时足额支付工资' },
    });
    await screenshot(page, 'labor-report-success');
    // Reopened by its dataId, still signed out: the report shows what was saved.
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}`);
    await until(async () => (await problems.inputValue()) === '未按时足额支付工资');
    const [reread] = await journal(ctx.server, DETAIL);
    expect(reread).toMatchObject({ method: 'GET', query: { dataId: record.id }, bladeAuth: false });
    expect(errors).toEqual([]);
  });

  it('a save the server refuses says why and stays on the report (no 提交成功)', async () => {
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}`);
    const problems = page.getByRole('textbox', { name: '存在问题' });
    await until(async () => (await page.getByRole('textbox', { name: '单位名称' }).inputValue()) !== '');
    await injectFault(ctx.server, { fail: { path: SAVE, status: 400, msg: '报告保存失败' } });
    await clearJournal(ctx.server);
    await problems.fill('拒绝保存的内容');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('报告保存失败').first().waitFor();
    expect(await journal(ctx.server, SAVE)).toHaveLength(1);
    expect(page.url()).toContain('/labor/report?dataId=');
    await expect.poll(() => page.getByText('您的报告已提交，感谢配合').count()).toBe(0);
    await expect.poll(() => problems.inputValue()).toBe('拒绝保存的内容');
  });

  it('without a dataId, or with one naming no report, there is no form to fill in', async () => {
    for (const query of ['', '?dataId=1']) {
      await clearJournal(ctx.server);
      await page.goto(`${ctx.server.url}/labor/report${query}`);
      await page.getByText('未找到报告数据').waitFor();
      await expect.poll(() => page.getByRole('textbox').count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /保存|修改|提交/ }).count()).toBe(0);
      expect(await journal(ctx.server, SAVE)).toEqual([]);
    }
    // The server refuses such a save too, and stores nothing.
    const refused = await fetch(`${ctx.server.url}/api${SAVE}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Tenant-Id': '000000' },
      body: JSON.stringify({ companyName: '匿名填写的单位' }),
    });
    expect(await refused.json()).toEqual({
      code: 400,
      success: false,
      data: null,
      msg: '未找到要保存的记录',
    });
    const stored = (await (
      await fetch(`${ctx.server.url}/__sandbox/records?entry=labor-inspection`)
    ).json()) as { companyName: string }[];
    expect(stored.map((r) => r.companyName)).not.toContain('匿名填写的单位');
  });
});
