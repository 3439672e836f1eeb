import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../scripts/sandbox/control.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  injectFault,
  openInShell,
  reviewShot,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the payslip screens end-to-end');
const FORMDATA = '/payslip/formdata';
const QUOTA_MSG = '剩余短信条数不足，当前剩余0条，请先购买套餐';

describe.runIf(run)('payslips: upload, send after the quota check, resend and revoke (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  /** Every call the sandbox received, oldest first, without sign-in and menus. */
  const calls = async (): Promise<JournalEntry[]> =>
    ((await (await fetch(`${ctx.server.url}/__sandbox/journal`)).json()) as JournalEntry[]).filter((e) =>
      e.path.startsWith('/payslip/'),
    );
  // Tabs keep their pages: only the shown one's rows count.
  const dataRows = () => page.locator('tbody tr').locator('visible=true');
  /** The text of a row's cell under a column heading. */
  const cell = async (row: ReturnType<Page['locator']>, heading: string): Promise<string> => {
    const headings = await page.locator('thead th').locator('visible=true').allInnerTexts();
    const index = headings.findIndex((h) => h.trim().startsWith(heading));
    expect(index, heading).toBeGreaterThanOrEqual(0);
    return (await row.locator('td').nth(index).innerText()).trim();
  };
  const rowAction = async (row: ReturnType<Page['locator']>, action: string) => {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  const confirm = async (action: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`确定${action}?`).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    await openInShell(page, '/payslip/payslipFormdata');
    await dataRows().first().waitFor();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('uploads a salary spreadsheet and follows the import’s progress', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('工资条');
    sheet.addRow(['monthOfPayslip', 'title']);
    sheet.addRow(['2026-10', '十月工资条']);
    const file = join(tmpdir(), `nbxt-payslip-${process.pid}.xlsx`);
    await book.xlsx.writeFile(file);
    await clearJournal(ctx.server);
    // The batch's month is asked with the file, in a month picker: the months that have not begun are
    // disabled (FieldSpec.begun), a past one is picked and sent as yyyy-MM.
    await page.getByRole('button', { name: '上传工资条' }).click();
    const dialog = page.getByRole('dialog', { name: '上传工资条' });
    const month = dialog.getByRole('button', { name: '工资月份', exact: true });
    await month.waitFor();
    await expect.poll(() => dialog.getByRole('textbox', { name: '工资月份' }).count()).toBe(0);
    const now = new Date();
    const ahead = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    /** A month's control in the picker, named `2026年10月`. */
    const control = (name: string) => page.getByRole('button', { name, exact: true });
    const named = (d: Date) => control(`${d.getFullYear()}年${d.getMonth() + 1}月`);
    await month.click();
    if (ahead.getFullYear() !== now.getFullYear()) await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => named(ahead).isDisabled()).toBe(true);
    await expect.poll(() => named(now).isDisabled()).toBe(false);
    while (!(await control('2026年10月').isVisible()))
      await page.getByRole('button', { name: '上一页' }).click();
    await control('2026年10月').click();
    await until(async () => (await month.innerText()).includes('2026年10月'));
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('textbox', { name: '导入文件' }).click();
    await (await chooser).setFiles(file);
    expect((await calls()).filter((c) => c.path === `${FORMDATA}/upload`)).toEqual([]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('导入进度').waitFor();
    await until(async () => (await calls()).some((c) => c.path.startsWith(`${FORMDATA}/importProcess/`)));
    const sent = await calls();
    const upload = sent.find((c) => c.path === `${FORMDATA}/upload`)!;
    expect(upload.method).toBe('POST');
    expect(upload.parts).toMatchObject({
      monthOfPayslip: '2026-10',
      file: { name: expect.stringMatching(/\.xlsx$/) },
    });
    const progress = sent.find((c) => c.path.startsWith(`${FORMDATA}/importProcess/`))!;
    expect(progress.method).toBe('GET');
    expect(sent.indexOf(progress)).toBeGreaterThan(sent.indexOf(upload));
    await screenshot(page, 'payslip-upload');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('a send runs validateRestQuota with the batch’s send count first, then sends the batch', async () => {
    const row = dataRows().filter({ hasNotText: '十月工资条' }).first();
    const uuid = await cell(row, '批次');
    const count = await cell(row, '发送数');
    await clearJournal(ctx.server);
    await rowAction(row, '发送');
    await confirm('发送');
    await page.getByText('操作成功').first().waitFor();
    // A notice of the step before may still be up: the send itself is what this waits for.
    await until(async () => (await calls()).some((c) => c.path === `${FORMDATA}/send`));
    // The list reloads after the send: the check and the send, in that order, before it.
    const all = (await calls()).filter((c) => c.path !== `${FORMDATA}/payrollRecords`);
    // The quota left was read for the confirmation first (shown before sending; read again as it reloads).
    expect([all[0]!.path, all[0]!.query]).toEqual([`${FORMDATA}/checkQuota`, { tenantId: '000000' }]);
    const sent = all.filter((c) => c.path !== `${FORMDATA}/checkQuota`);
    expect(sent.map((c) => [c.path, c.query])).toEqual([
      [`${FORMDATA}/validateRestQuota`, { sendCount: count }],
      [`${FORMDATA}/send`, { uuid }],
    ]);
  });

  it('a failed quota check says why and sends nothing at all', async () => {
    await injectFault(ctx.server, {
      fail: { path: `${FORMDATA}/validateRestQuota`, status: 400, msg: QUOTA_MSG },
    });
    const row = dataRows().filter({ hasNotText: '十月工资条' }).nth(1);
    const count = await cell(row, '发送数');
    await clearJournal(ctx.server);
    await rowAction(row, '发送');
    await confirm('发送');
    await page.getByText(QUOTA_MSG).first().waitFor();
    const sent = await calls();
    expect(sent.filter((c) => c.path === `${FORMDATA}/validateRestQuota`).map((c) => c.query)).toEqual([
      { sendCount: count },
    ]);
    expect(sent.filter((c) => c.path === `${FORMDATA}/send`)).toEqual([]);
    await screenshot(page, 'payslip-quota-refused');
  });

  it('a batch opens its rows by uuid, with its statistics; one row is resent and one revoked', async () => {
    const row = dataRows().filter({ hasNotText: '十月工资条' }).first();
    const uuid = await cell(row, '批次');
    await clearJournal(ctx.server);
    await row.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(`**/payslip/payslipRecordDetail?uuid=${uuid}`);
    await until(async () => (await calls()).some((c) => c.path === `${FORMDATA}/statistics`));
    const opened = await calls();
    expect(opened.find((c) => c.path === `${FORMDATA}/payrollRecordsDetail`)).toMatchObject({
      method: 'POST',
      query: { current: '1', size: '10' },
      body: { uuid },
    });
    expect(opened.find((c) => c.path === `${FORMDATA}/statistics`)).toMatchObject({
      method: 'POST',
      query: { uuid },
    });
    await page.getByText('总人数').waitFor();
    const first = dataRows().first();
    await first.waitFor();
    await screenshot(page, 'payslip-record-detail');

    // The batch was sent (above): its row is 已发送, so it is revoked (已发送 only), then sent again (a
    // revoked or failed one only: OperationSpec.when); neither is offered in the other state.
    await until(async () => (await cell(first, '发送状态')) === '已发送');
    await first.getByRole('button', { name: '更多' }).click();
    const revokeItem = page.getByRole('menuitem', { name: '撤回' });
    await revokeItem.waitFor();
    await expect.poll(() => page.getByRole('menuitem', { name: '重新发送' }).count()).toBe(0);
    // Esc from inside the menu closes it before the next action opens it again.
    await revokeItem.focus();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await clearJournal(ctx.server);
    await rowAction(first, '撤回');
    await confirm('撤回');
    await until(async () => (await calls()).some((c) => c.path === `${FORMDATA}/payrollRecordsRevoke`));
    const revoke = (await calls()).find((c) => c.path === `${FORMDATA}/payrollRecordsRevoke`)!;
    expect(revoke.method).toBe('POST');
    expect(Object.keys(revoke.query)).toEqual(['id']);
    await until(async () => (await cell(first, '发送状态')) === '已撤回');

    await clearJournal(ctx.server);
    await rowAction(first, '重新发送');
    await confirm('重新发送');
    await until(async () => (await calls()).some((c) => c.path === `${FORMDATA}/resend`));
    const resend = (await calls()).find((c) => c.path === `${FORMDATA}/resend`)!;
    expect(resend).toMatchObject({ method: 'POST', query: { id: revoke.query.id } });
    await until(async () => (await cell(first, '发送状态')) === '已发送');

    // Edit: the row's form, saved through payrollRecordsEdit (the row's id and the corrected values).
    await clearJournal(ctx.server);
    await rowAction(first, '编辑');
    const dialog = page.getByRole('dialog', { name: '编辑' });
    const net = dialog.getByLabel('实发工资');
    await net.waitFor();
    await net.fill('8765.43');
    // §5: the number the payslip goes to by SMS is checked first; nothing is sent while it is wrong.
    const phone = dialog.getByLabel('手机号码');
    const number = await phone.inputValue();
    await phone.fill('05741234567');
    await dialog.getByRole('button', { name: '修改' }).click();
    await dialog.getByText('手机号码格式不正确').waitFor();
    await phone.fill('1381234567');
    await dialog.getByRole('button', { name: '修改' }).click();
    await dialog.getByText('手机号码长度必须为11位').waitFor();
    await reviewShot(page, { path: '/tmp/biz-shots/payslip-edit-phone.png' });
    expect((await calls()).some((c) => c.path === `${FORMDATA}/payrollRecordsEdit`)).toBe(false);
    await phone.fill(number);
    await reviewShot(page, { path: '/tmp/biz-shots/payslip-edit.png' });
    await dialog.getByRole('button', { name: '修改' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [edit] = (await calls()).filter((c) => c.path === `${FORMDATA}/payrollRecordsEdit`);
    expect(edit).toMatchObject({ method: 'POST', body: { id: resend.query.id, netSalary: 8765.43 } });
    expect((edit!.body as Record<string, unknown>)['name']).toBeTruthy();
    expect((await calls()).some((c) => c.path === `${FORMDATA}/submit`)).toBe(false);
    await until(async () => (await cell(first, '实发工资')).replace(/,/g, '').includes('8765.43'));
  });

  it('opens every payslip route from its address; the home page at /payslip and /dbh', async () => {
    for (const path of [
      '/payslip/payslipFormdata',
      '/payslip/payslipSalaryStat',
      '/payslip/payslipMechanism',
      '/payslip/payslipPackageMonth',
    ]) {
      // The first by a page load, the next ones as the console's links do (the router reads the same address).
      if (path === '/payslip/payslipFormdata') await page.goto(`${ctx.server.url}${path}`);
      else await openInShell(page, path);
      await dataRows().first().waitFor();
      await screenshot(page, `payslip${path.replaceAll('/', '-')}`);
    }
    for (const path of ['/payslip', '/dbh']) {
      await page.goto(`${ctx.server.url}${path}`);
      await page.waitForURL(`**${path}`);
      await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
      await screenshot(page, `payslip-home${path.replaceAll('/', '-')}`);
    }
    expect(errors).toEqual([]);
  });
});
