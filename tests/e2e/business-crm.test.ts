import { PassThrough } from 'node:stream';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeXlsx } from '../../scripts/sandbox/xlsx.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  reviewShot,
  SCREENSHOTS,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the CRM end-to-end');

/** A workbook of customers (header: the fields' labels); the second has a phone number of 8 digits. */
async function customerWorkbook(): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(out, {
    sheetName: '客户',
    columns: [
      { key: 'customerName', header: '客户名称' },
      { key: 'customerType', header: '客户类型' },
      { key: 'contactPhone', header: '联系电话' },
    ],
    rows: [
      { customerName: '宁波导入测试甲有限公司', customerType: '1', contactPhone: '13800138001' },
      { customerName: '宁波导入测试乙有限公司', customerType: '1', contactPhone: '87654321' },
      { customerName: '宁波导入测试丙有限公司', customerType: '2', contactPhone: '13800138003' },
    ],
  });
  await done;
  return Buffer.concat(chunks);
}

describe.runIf(run)('the CRM customers in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];
  const calls = (path: string) => journal(ctx.server, path);
  const choose = async (name: string, mimeType: string, buffer: Buffer) => {
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: '导入客户' }).click(),
    ]);
    await chooser.setFiles({ name, mimeType, buffer });
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    page.setDefaultTimeout(15_000);
    await page.goto(`${ctx.server.url}/crm/nbxtCrmCustomer`);
    await page.getByRole('region', { name: '客户管理' }).getByRole('row').nth(1).waitFor();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a file that is not a spreadsheet, with a message, sending nothing', async () => {
    await clearJournal(ctx.server);
    await choose('客户名单.txt', 'text/plain', Buffer.from('宁波导入测试有限公司\n'));
    await page.getByText('请上传 .xls 或 .xlsx 格式的文件').first().waitFor();
    expect(await calls('/crm/nbxtCrmCustomer/import')).toEqual([]);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('imports customers: a progress bar polled with importProcess/{id} to 100 %, then the refused row', async () => {
    await clearJournal(ctx.server);
    await choose(
      '客户名单.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      await customerWorkbook(),
    );
    const dialog = page.getByRole('dialog', { name: '导入客户' });
    const bar = dialog.getByRole('progressbar', { name: '导入进度' });
    await bar.waitFor().catch(async (error) => {
      await page.screenshot({ path: `${SCREENSHOTS}/crm-import-failed.png` });
      console.log(JSON.stringify(await calls('/crm/nbxtCrmCustomer/import')));
      throw error;
    });
    await until(async () => (await bar.getAttribute('aria-valuenow')) === '100', 15_000);
    await dialog.getByText('第3行：联系电话格式错误').waitFor();
    await screenshot(page, 'crm-import-finished');

    const [upload] = await calls('/crm/nbxtCrmCustomer/import');
    expect(upload!.method).toBe('POST');
    const progress = (await (await fetch(`${ctx.server.url}/__sandbox/journal`)).json()) as {
      method: string;
      path: string;
    }[];
    const polled = progress.filter((c) => c.path.startsWith('/crm/nbxtCrmCustomer/importProcess/'));
    // Asked until finished: more than once, each time GET on the same import.
    expect(polled.length).toBeGreaterThan(1);
    expect(new Set(polled.map((c) => `${c.method} ${c.path}`)).size).toBe(1);
    expect(polled[0]!.method).toBe('GET');
    await page.keyboard.press('Escape');
    // The list, searched by name, shows the imported customer (the seeded ones come first).
    const list = page.getByRole('region', { name: '客户管理' });
    await list.getByLabel('客户名称').fill('导入测试');
    await list.getByRole('button', { name: '搜索' }).click();
    await list.getByRole('cell', { name: '宁波导入测试甲有限公司', exact: true }).waitFor();
    await list.getByRole('button', { name: '清空' }).click();
  });

  it('adding a customer, its name is typed with the registry’s companies as suggestions; one picked fills the form', async () => {
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '新增' });
    await dialog.getByLabel('客户名称').fill('物流');
    await until(
      async () =>
        (await journal(ctx.server, `/companySearch/getRough/${encodeURIComponent('物流')}/1`)).length > 0,
    );
    const [rough] = await journal(ctx.server, `/companySearch/getRough/${encodeURIComponent('物流')}/1`);
    expect(rough!.method).toBe('GET');
    const option = page.getByRole('option').first();
    const name = (await option.innerText()).trim();
    expect(name).toContain('物流');
    await option.click();
    const journalled = async () =>
      (await (await fetch(`${ctx.server.url}/__sandbox/journal`)).json()) as {
        path: string;
        method: string;
      }[];
    const isDetail = (c: { path: string }) => c.path.startsWith('/companySearch/getDetail/');
    await until(async () => (await journalled()).some(isDetail));
    expect((await journalled()).find(isDetail)!.method).toBe('GET');
    // The picked company's registry data: its name, credit code and address in the form.
    await until(
      async () => (await dialog.getByRole('textbox', { name: '统一社会信用代码' }).inputValue()) !== '',
    );
    await expect.poll(() => dialog.getByLabel('客户名称').inputValue()).toBe(name);
    await expect
      .poll(() => dialog.getByRole('textbox', { name: '详细地址' }).inputValue())
      .toMatch(/^浙江省宁波市/);
    await reviewShot(page, { path: '/tmp/biz-shots/crm-company-search.png' });
    // The owner is picked among users searched by name (blade-user/selectByName/{name}).
    await clearJournal(ctx.server);
    await dialog.getByRole('combobox', { name: '负责人' }).fill('管理');
    const byName = `/blade-user/selectByName/${encodeURIComponent('管理')}`;
    await until(async () => (await journal(ctx.server, byName)).length > 0);
    expect((await journal(ctx.server, byName))[0]!.method).toBe('GET');
    await page.getByRole('option', { name: '管理员' }).first().click();
    await reviewShot(page, { path: '/tmp/biz-shots/crm-owner-by-name.png' });
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  it('has no uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
