import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  openInShell,
  reviewShot,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the contract library end-to-end');

/** The new contract's number: unique among the generated ones (CI2026…). */
const NUMBER = 'HT-E2E-0001';

describe.runIf(run)('the contract library in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  // Opened as the console's links do: the page signed in at the start stays (no page load per screen).
  const go = (path: string) => openInShell(page, path);
  const calls = (path: string) => journal(ctx.server, path);
  /** The texts of one column of a list's rows, by its header. */
  const column = async (list: Locator, header: string): Promise<string[]> => {
    const headers = await list.getByRole('columnheader').allInnerTexts();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
    const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
    return rows.evaluateAll(
      (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      index,
    );
  };
  const rowAction = async (row: Locator, action: string) => {
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  const money = (text: string) => Number(text.replaceAll(',', ''));
  /** The new contract's row of the contract list, searched by its number. */
  const contractRow = async () => {
    const list = page.getByRole('region', { name: '合同信息' });
    await list.getByLabel('合同编号').fill(NUMBER);
    await list.getByRole('button', { name: '搜索' }).click();
    const row = list.getByRole('row').filter({ hasText: NUMBER });
    await row.waitFor();
    return row;
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
    // A missing element fails its step within the test's time, naming what was awaited.
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('adds a contract: the customer checked, the address picked among its 99, submitted with submitFlag 1', async () => {
    await go('/contractLibrary/nbxtAddContract');
    const form = page.getByRole('region', { name: '新增合同' });
    await form.getByLabel('合同编号').fill(NUMBER);
    await form.getByLabel('合同名称').fill('社区综合服务合同');
    await form.getByLabel('合同金额').fill('120000');
    await form.getByLabel('签订日期').click();
    await form.getByLabel('签订日期').fill('2026-10-08');
    await form.getByLabel('合同名称').click();
    // No customer yet: the address cannot be chosen, nothing can be sent.
    await expect.poll(() => form.getByRole('button', { name: '提交' }).isDisabled()).toBe(true);
    await clearJournal(ctx.server);
    // A seeded customer who has addresses to pick from (not every customer has one).
    const records = async (query: string) =>
      (await (await fetch(`${ctx.server.url}/__sandbox/records?${query}`)).json()) as Record<
        string,
        string
      >[];
    const [anAddress] = await records('entry=crm-address');
    const [owner] = await records(`entry=crm-customer&id=${anAddress!['customerId']}`);
    await form.getByRole('combobox', { name: '客户' }).click();
    const customer = page.getByRole('option', { name: owner!['customerName'], exact: true }).first();
    const customerName = (await customer.innerText()).trim();
    await customer.click();
    await form.getByText('客户校验通过').waitFor();
    const [check] = await calls('/contract/contractBusiness/check');
    expect(check!.method).toBe('GET');
    const customerId = check!.query['crmTenantId']!;
    expect(customerId).toMatch(/^\d+$/);

    await form.getByRole('button', { name: '选择地址' }).click();
    await page.waitForURL('**/contractLibrary/nbxtSelectAddress?**');
    const addresses = page.getByRole('region', { name: '选择地址' });
    await addresses.getByRole('button', { name: '选择' }).first().waitFor();
    const [listed] = await calls('/crm/crmAddress/list');
    expect(listed!.method).toBe('GET');
    expect(listed!.query).toMatchObject({ customerId_equal: customerId, current: '1', size: '99' });
    const address = (await column(addresses, '详细地址'))[0]!;
    await screenshot(page, 'contract-select-address');
    await addresses.getByRole('button', { name: '选择' }).first().click();

    await page.waitForURL('**/contractLibrary/nbxtAddContract');
    // Back on the form: what was typed is still there, with the address chosen.
    await expect.poll(() => form.getByLabel('服务地址').inputValue()).toBe(address);
    await expect.poll(() => form.getByLabel('合同编号').inputValue()).toBe(NUMBER);
    await screenshot(page, 'contract-add-filled');
    await clearJournal(ctx.server);
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('新增成功').first().waitFor();
    const [submit] = await calls('/contractLibrary/contractInfo/submit');
    expect(submit!.method).toBe('POST');
    expect(submit!.body).toMatchObject({
      contractNo: NUMBER,
      contractName: '社区综合服务合同',
      crmTenantId: customerId,
      contractAmount: 120000,
      signDate: '2026-10-08',
      serviceAddress: address,
      submitFlag: '1',
    });
    // The list shows it, submitted for review, under its customer's name.
    await page.waitForURL('**/contractLibrary/contractInfo');
    const row = await contractRow();
    await expect.poll(() => row.innerText()).toContain('待审核');
    await expect.poll(() => row.innerText()).toContain(customerName);
  });

  it('changes the contract’s status and actual executor in dialogs; the detail lists both changes', async () => {
    await go('/contractLibrary/contractInfo');
    const row = await contractRow();
    const contractId = (await row.getAttribute('data-row-id'))!;
    await clearJournal(ctx.server);

    await rowAction(row, '变更状态');
    const dialog = page.getByRole('dialog', { name: '变更状态' });
    // The dialog starts on the contract's status; nothing chosen is refused before sending.
    await dialog.getByRole('combobox', { name: '业务状态' }).click();
    await page.getByRole('option', { name: '执行中' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    await until(async () => (await row.innerText()).includes('执行中'));
    const [status] = await calls('/contractLibrary/contractInfo/changeStatus');
    expect([status!.method, status!.query, status!.body]).toEqual(['POST', { contractId, value: '2' }, null]);

    await rowAction(row, '变更执行人');
    const executor = page.getByRole('dialog', { name: '变更执行人' });
    await executor.getByRole('button', { name: '确定' }).click();
    // Required: said in the dialog, nothing sent.
    await executor.getByText('请选择实际执行人').waitFor();
    expect(await calls('/contractLibrary/contractInfo/changeActualExecutor')).toEqual([]);
    // A user of the platform, picked by name; the user's id is sent, the name shown.
    await executor.getByRole('combobox', { name: '实际执行人' }).click();
    const option = page.getByRole('option').first();
    const name = (await option.innerText()).trim();
    expect(name).toMatch(/[\u4e00-\u9fa5]/);
    await option.click();
    await screenshot(page, 'contract-change-executor');
    await executor.getByRole('button', { name: '确定' }).click();
    await until(async () => (await row.innerText()).includes(name));
    const [changed] = await calls('/contractLibrary/contractInfo/changeActualExecutor');
    expect([changed!.method, changed!.query.contractId]).toEqual(['POST', contractId]);
    expect(changed!.query.actualExecutor).toMatch(/^\d+$/);

    await row.getByRole('button', { name: '详情' }).click();
    await page.waitForURL(`**/contractLibrary/nbxtContractDetail?id=${contractId}`);
    const changes = page.getByRole('region', { name: '合同变更记录' });
    await changes.getByRole('cell', { name }).first().waitFor();
    await expect
      .poll(() => column(changes, '变更类型'))
      .toEqual(expect.arrayContaining(['业务状态', '实际执行人']));
    const [records] = await calls(`/contractLibrary/contractChangeRecord/list/${contractId}`);
    expect(records!.method).toBe('GET');
    await screenshot(page, 'contract-detail');
  });

  it('shows the totals of the filtered list above it, asked with the list’s filters, matching its rows', async () => {
    await go('/contractLibrary/contractInfo');
    const list = page.getByRole('region', { name: '合同信息' });
    await list.getByRole('row').nth(1).waitFor();
    await list.getByRole('combobox', { name: '业务状态' }).click();
    await page.getByRole('option', { name: '执行中' }).click();
    await clearJournal(ctx.server);
    await list.getByRole('button', { name: '搜索' }).click();
    await until(
      async () => (await calls('/contractLibrary/contractInfo/statisticsContractAmount')).length > 0,
    );
    const [figures] = await calls('/contractLibrary/contractInfo/statisticsContractAmount');
    const [listed] = await calls('/contractLibrary/contractInfo/page');
    expect(figures!.method).toBe('GET');
    expect(figures!.query).toMatchObject({ bizStatus_equal: '2' });
    expect(listed!.query).toMatchObject({ bizStatus_equal: '2' });
    const statistics = list.getByRole('region', { name: '合同金额统计' });
    await until(async () => (await statistics.locator('[data-figure="contractCount"]').innerText()) !== '…');
    const total = Number(await statistics.locator('[data-figure="contractCount"]').innerText());
    await until(async () => (await column(list, '业务状态')).every((s) => s === '执行中'));
    const statuses = await column(list, '业务状态');
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(10);
    expect(statuses).toHaveLength(total);
    await list.getByText(`共 ${total} 条`).waitFor();
    const amounts = (await column(list, '合同金额')).map(money);
    const sum = Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
    expect(money(await statistics.locator('[data-figure="contractAmount"]').innerText())).toBe(sum);
    await screenshot(page, 'contract-statistics');
  });

  it('changes the status of two selected invoices; none selected warns 请选择至少一条数据', async () => {
    await go('/contractLibrary/contractInvoiceList');
    const list = page.getByRole('region', { name: '发票列表' });
    await list.getByRole('row').nth(2).waitFor();
    await clearJournal(ctx.server);
    await list.getByRole('button', { name: '变更状态' }).click();
    await page.getByText('请选择至少一条数据').first().waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
    const ids: string[] = [];
    for (const n of [0, 1]) {
      ids.push((await rows.nth(n).getAttribute('data-row-id'))!);
      await rows.nth(n).getByRole('checkbox').check();
    }
    await list.getByRole('button', { name: '变更状态' }).click();
    const dialog = page.getByRole('dialog', { name: '变更状态' });
    await dialog.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '已作废' }).click();
    await screenshot(page, 'contract-invoice-status');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/contract/contractInvoiceList/statusChange');
    expect([call!.method, call!.query, call!.body]).toEqual([
      'POST',
      { ids: ids.join(','), status: '2' },
      null,
    ]);
    for (const id of ids)
      await until(async () => (await list.locator(`tr[data-row-id="${id}"]`).innerText()).includes('已作废'));
  });

  it('list cells show amounts as money and referenced records by their names, not raw ids', async () => {
    await go('/contractLibrary/contractDispatch');
    const dispatch = page.getByRole('region', { name: '合同派单' });
    await dispatch.getByRole('row').nth(1).waitFor();
    // Each contract by its name once the names have come (a cell is empty while its name is asked for).
    const named = (cells: string[]) => cells.length > 0 && cells.every((c) => /[\u4e00-\u9fa5]/.test(c));
    await expect.poll(() => column(dispatch, '合同').then(named)).toBe(true);
    for (const name of await column(dispatch, '合同')) expect(name).not.toMatch(/^\d{19}$/);
    await reviewShot(page, { path: '/tmp/biz-shots/contract-dispatch-names.png' });
    await go('/contractLibrary/contractInfo');
    const info = page.getByRole('region', { name: '合同信息' });
    await info.getByRole('row').nth(1).waitFor();
    const amounts = await column(info, '合同金额');
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await reviewShot(page, { path: '/tmp/biz-shots/contract-info-money.png' });
  });

  it('verifies two selected service records (callbackCheckBatch); they leave the records waiting for it', async () => {
    await go('/contractLibrary/contractServeRecordsVerify');
    const list = page.getByRole('region', { name: '服务记录核查' });
    const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();
    const total = async () => Number((await list.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);
    const before = await total();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await clearJournal(ctx.server);
    await list.getByRole('button', { name: '批量核查' }).click();
    const dialog = page.getByRole('dialog', { name: '批量核查' });
    await dialog.getByRole('combobox', { name: '回访状态' }).click();
    await page.getByRole('option', { name: '回访合格' }).click();
    await dialog.getByLabel('回访意见').fill('电话回访，客户满意');
    await reviewShot(page, { path: '/tmp/biz-shots/contract-verify-batch.png' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('操作成功').first().waitFor();
    const [call] = await calls('/contractLibrary/contractServiceExecute/callbackCheckBatch');
    expect(call!.method).toBe('POST');
    expect(String(call!.query.ids).split(',')).toHaveLength(2);
    expect(call!.query).toMatchObject({ callbackStatus: '1', callbackRemark: '电话回访，客户满意' });
    await until(async () => (await total()) === before - 2);
  });

  it('draws the analysis calls over the filtered business, each chart with its figures as a table', async () => {
    await go('/contractLibrary/contractBusiness');
    const list = page.getByRole('region', { name: '合同业务' });
    await list.getByRole('row').nth(1).waitFor();
    await list.getByRole('combobox', { name: '业务角色' }).click();
    await page.getByRole('option', { name: '销售' }).click();
    await clearJournal(ctx.server);
    await list.getByRole('button', { name: '搜索' }).click();
    const CHARTS = {
      cusVolume: '客户合同量',
      roleAnalysis: '角色分析',
      repay: '回款分析',
      progress: '进度分析',
    };
    const path = (name: string) => `/contract/contractBusiness/${name}`;
    await until(async () => {
      for (const name of Object.keys(CHARTS)) if ((await calls(path(name))).length === 0) return false;
      return true;
    });
    // POST, paging in the query (the whole filtered set), the list's filters in the body.
    for (const name of Object.keys(CHARTS)) {
      const [call] = await calls(path(name));
      expect([call!.method, call!.query, call!.body]).toEqual([
        'POST',
        { current: '1', size: '-1' },
        { roleType_equal: '1' },
      ]);
    }
    // The list's own table (the charts' tables for screen readers are in the region too).
    const grid = list.getByRole('table').filter({ has: page.getByRole('checkbox') });
    await until(async () => (await column(grid, '业务角色')).every((r) => r === '销售'));
    const total = Number((await list.getByText(/^共 \d+ 条$/).innerText()).match(/\d+/)![0]);
    const customers = await column(grid, '客户名称');
    // The seeded sales business fits one page: the charts are checked against every row of it.
    expect(customers).toHaveLength(total);
    const amounts = (await column(grid, '合同金额')).map(money);
    const received = (await column(grid, '已回款金额')).map(money);
    const statuses = await column(grid, '业务状态');
    const cent = (n: number) => Math.round(n * 100) / 100;
    const sum = (ns: number[]) => cent(ns.reduce((a, b) => a + b, 0));
    /** A chart's text alternative: its rows by category, the series' values as numbers. */
    const table = async (title: string) => {
      const rows = page.getByRole('table', { name: `${title}数据` }).locator('tbody tr');
      await until(async () => (await rows.count()) > 0);
      const cells = await rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())),
      );
      return Object.fromEntries(cells.map(([x, ...values]) => [x!, values.map(Number)]));
    };
    const byKey = (keys: string[], values: number[][]) => {
      const out: Record<string, number[]> = {};
      keys.forEach((key, i) => {
        const acc = out[key] ?? values[i]!.map(() => 0);
        out[key] = acc.map((a, j) => cent(a + values[i]![j]!));
      });
      return out;
    };
    // Per customer: contracts and amount; per role: the one role asked for; per status: contracts and amount.
    expect(await table(CHARTS.cusVolume)).toEqual(
      byKey(
        customers,
        amounts.map((a) => [1, a]),
      ),
    );
    expect(await table(CHARTS.roleAnalysis)).toEqual({ 销售: [total, sum(amounts)] });
    expect(await table(CHARTS.progress)).toEqual(
      byKey(
        statuses,
        amounts.map((a) => [1, a]),
      ),
    );
    // Repayment by month signed: over all months, what was received and what is still owed.
    const repay = Object.entries(await table(CHARTS.repay));
    expect(repay.length).toBeGreaterThan(0);
    for (const [month] of repay) expect(month).toMatch(/^\d{4}-\d{2}$/);
    expect(sum(repay.map(([, [r]]) => r!))).toBe(sum(received));
    expect(sum(repay.map(([, [, u]]) => u!))).toBe(cent(sum(amounts) - sum(received)));
    // Each chart is drawn, its series named in the legend.
    const legends = { cusVolume: '合同金额', roleAnalysis: '合同数', repay: '未回款', progress: '合同数' };
    for (const [name, title] of Object.entries(CHARTS)) {
      const figure = page.locator('figure', {
        has: page.locator('figcaption').getByText(title, { exact: true }),
      });
      await figure.locator('canvas').first().waitFor();
      await figure
        .getByText(legends[name as keyof typeof legends], { exact: true })
        .locator('visible=true')
        .first()
        .waitFor();
    }
    await screenshot(page, 'contract-analysis-charts');
  });

  it('has no uncaught page errors', () => {
    expect(errors).toEqual([]);
  });
});
