import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  openInShell,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the household day by clicking');

/** The calls on `path` since the journal was cleared, once at least one has come. */
async function calls(ctx: ConsoleSession, path: string) {
  await until(async () => (await journal(ctx.server, path)).length > 0, 15_000);
  return journal(ctx.server, path);
}

const main = (page: Page) => page.locator('main');

describe.runIf(run)('the household day, by clicking only (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('surveys a household, publishes its report, and follows its data source to its records', async () => {
    // The only address typed: the household list (the sidebar's 户主数据).
    await openInShell(page, '/lowIncome/lowIncomeDataList');
    const first = main(page).getByRole('row').nth(1);
    await first.getByRole('button', { name: '调查' }).waitFor();
    await clearJournal(ctx.server);
    await first.getByRole('button', { name: '调查' }).click();
    await page.waitForURL(/\/lowIncome\/questionnaire\/\d+$/);
    const id = page.url().split('/').at(-1)!;
    const [one] = await calls(ctx, '/lowIncome/householder/one');
    expect(one).toMatchObject({ method: 'POST', body: { id } });

    // The reference panel: labels, not codes, beside the form.
    await page.getByRole('button', { name: '参考值' }).click();
    const panel = page.getByRole('complementary', { name: '参考值' });
    await panel.waitFor();
    await expect.poll(() => panel.innerText()).not.toMatch(/性别\s+[12]\b/);
    const form = (await page.getByRole('region', { name: '调查问卷' }).boundingBox())!;
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(form.x + form.width - 330);
    await screenshot(page, 'household-day-questionnaire');

    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const [save] = await calls(ctx, '/lowIncome/householder/save');
    expect(save).toMatchObject({ method: 'POST', body: { id } });
    await page.waitForURL(`**/lowIncome/lowIncomeVersionDetail?id=${id}`);

    // 发布报告: the template picked by its name.
    await clearJournal(ctx.server);
    await main(page).getByRole('button', { name: '发布报告' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('报告模板').click();
    const option = page.getByRole('option').first();
    const template = (await option.innerText()).trim();
    await option.click();
    await screenshot(page, 'household-day-publish');
    await dialog.getByRole('button', { name: '确定' }).click();
    const [publish] = await calls(ctx, '/lowIncome/householder/publishReport');
    expect(publish).toMatchObject({ method: 'POST', query: { id, mname: template } });

    // 报告: the householder's reports.
    await clearJournal(ctx.server);
    await main(page).getByRole('link', { name: '报告', exact: true }).click();
    await page.waitForURL(`**/lowIncome/invReport?holderId=${id}`);
    await until(async () =>
      (await journal(ctx.server, '/lowIncome/invReport/page')).some((call) => call.query['holderId'] === id),
    );

    // Back on the version (its tab), then its data source and the source's records.
    await page.getByTestId('tab-bar').getByRole('link', { name: '版本详情' }).click();
    await clearJournal(ctx.server);
    await main(page).getByRole('link', { name: '数据源', exact: true }).click();
    await page.waitForURL(`**/lowIncome/dataSourceView?id=${id}`);
    // The householder read for the version is the one shown (cached: no second call).
    await main(page).getByRole('region', { name: '数据源详情' }).getByText('户主姓名').waitFor();
    await clearJournal(ctx.server);
    await main(page).getByRole('link', { name: '数据源记录' }).click();
    await page.waitForURL(/\/lowIncome\/dataSourceRecord\?dataMid=\d+/);
    const dataMid = new URL(page.url()).searchParams.get('dataMid');
    await until(async () =>
      (await journal(ctx.server, '/lowIncome/dataSourceRecord/page')).some(
        (call) => call.method === 'POST' && (call.body as Record<string, unknown>)['dataMid'] === dataMid,
      ),
    );
    await screenshot(page, 'household-day-sources');
    expect(errors).toEqual([]);
  }, 180_000);

  it('opens 其他群众 → 详情 and 报告模板 add and edit from the list, by clicking', async () => {
    await page.getByRole('navigation').getByRole('link', { name: '其他群众' }).first().click();
    await page.waitForURL('**/lowIncome/otherMasses');
    await clearJournal(ctx.server);
    await main(page).getByRole('row').nth(1).getByRole('button', { name: '详情' }).click();
    await page.waitForURL(/\/lowIncome\/otherPoorPeopleDetail\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');
    expect((await calls(ctx, '/lowIncome/otherMasses/one'))[0]).toMatchObject({
      method: 'GET',
      query: { id },
    });
    await main(page).getByText('困难类型').locator('visible=true').first().waitFor();
    await expect
      .poll(() => main(page).getByRole('region', { name: '其他群众详情' }).innerText())
      .not.toMatch(/\b\d{19}\b/);
    await screenshot(page, 'household-day-other');

    await page.getByRole('navigation').getByRole('link', { name: '报告模板' }).first().click();
    await page.waitForURL('**/lowIncome/reportMould');
    // 模板状态 as labels, not numbers.
    await main(page)
      .getByRole('cell', { name: /^(调查模板|户主报告模板)$/ })
      .first()
      .waitFor();
    await screenshot(page, 'household-day-templates');
    await expect
      .poll(() => main(page).getByRole('link', { name: '新增' }).getAttribute('href'))
      .toBe('/lowIncome/lowIncomeAddModel');
    await clearJournal(ctx.server);
    await main(page).getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(/\/lowIncome\/lowIncomeAddModel\?id=\d+/);
    expect(errors).toEqual([]);
  }, 120_000);
});
