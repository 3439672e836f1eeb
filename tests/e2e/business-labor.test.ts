import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
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
  }, 90_000);
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
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /保存|修改|确定/ }).count()).toBe(0);
    expect(await page.locator('dd[data-field="result"]').innerText()).toBe(RESULTS[record.result]);
    // Signed out, the server's dictionaries are not asked for (they would answer 401).
    expect(await journal(ctx.server, '/blade-system/dict/dictionary/all')).toEqual([]);
    await screenshot(page, 'labor-report-disabled');
  }, 60_000);

  it('editable, it is saved without signing in and lands on reportSuccess', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/labor/report?dataId=${record.id}`);
    const problems = page.getByRole('textbox', { name: '存在问题' });
    await problems.waitFor();
    await until(async () => (await page.getByRole('textbox', { name: '单位名称' }).inputValue()) !== '');
    await problems.fill('未按时足额支付工资');
    // The coded result is offered by its labels, the record's one chosen.
    expect(await page.getByLabel('检查结果').first().inputValue()).toBe(RESULTS[record.result]);
    await screenshot(page, 'labor-report-editable');
    await page.getByRole('button', { name: '修改' }).click();
    await page.waitForURL('**/labor/reportSuccess');
    await page.getByText('您的报告已提交，感谢配合').waitFor();
    const [saved] = await journal(ctx.server, SAVE);
    expect(saved).toMatchObject({
      method: 'POST',
      bladeAuth: false,
      body: { id: record.id, companyName: record.companyName, problems: '未按时足额支付工资' },
    });
    await screenshot(page, 'labor-report-success');
    expect(errors).toEqual([]);
  }, 60_000);
});
