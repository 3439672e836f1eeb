import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  openInShell,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the household survey end-to-end');
const SHOTS = '/tmp/household-shots';

async function look(page: Page, name: string) {
  await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  await reviewShot(page, { path: join(SHOTS, `${name}.png`), animations: 'disabled', fullPage: true });
}

/** A Mantine select by its label: opened, the option clicked. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe.runIf(run)(
  'the household survey: region picker, housing, signature, templates, routes (Chromium)',
  () => {
    let ctx: ConsoleSession;
    let page: Page;
    const errors: string[] = [];
    let holder: { id: string; name: string };
    let ids: Record<string, string>;

    beforeAll(async () => {
      ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS }));
      const first = async (entry: string) =>
        (
          (await (await fetch(`${ctx.server.url}/__sandbox/records?entry=${entry}`)).json()) as {
            id: string;
          }[]
        )[0]!;
      holder = (await first('householder')) as { id: string; name: string };
      ids = {
        householder: holder.id,
        report: (await first('inv-report')).id,
        masses: (await first('other-masses')).id,
        record: (await first('data-source-record')).id,
      };
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
    });

    it('creates and publishes a report template, its area picked with the region picker', async () => {
      await page.goto(`${ctx.server.url}/lowIncome/lowIncomeAddModel`);
      await page.getByLabel('模板名称').fill('2026年低收入家庭调查模板');
      // The picker starts on 浙江省 (330000).
      await until(
        async () =>
          (await page.getByLabel('省份', { exact: true }).and(page.locator('input')).inputValue()) ===
          '浙江省',
      );
      await choose(page, '城市', '杭州市');
      await choose(page, '地区', '上城区');
      await page.getByLabel('全部信息').fill('申请人信息\n家庭信息\n家庭成员');
      await page.getByLabel('主要信息').fill('申请人信息');
      await choose(page, '发布状态', '已发布');
      await look(page, 'template-add');
      const addTab = page.getByTestId('tab-bar').getByRole('link', { name: '新增报告模板' });
      await addTab.waitFor();
      await clearJournal(ctx.server);
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await until(async () => (await journal(ctx.server, '/lowIncome/reportMould/save')).length > 0);
      const [save] = await journal(ctx.server, '/lowIncome/reportMould/save');
      expect(save!.method).toBe('POST');
      const body = save!.body as Record<string, unknown>;
      expect(body).toMatchObject({
        questName: '2026年低收入家庭调查模板',
        allInfo: '申请人信息\n家庭信息\n家庭成员',
        mainInfo: '申请人信息',
        publishFlag: 1,
      });
      expect(JSON.parse(String(body['area']))).toMatchObject({
        province: '330000',
        city: '330100',
        district: '330102',
        value: ['330000', '330100', '330102'],
        label: ['浙江省', '杭州市', '上城区'],
      });

      // Opened by its address, the saved page goes on to the template list (not back out of the console),
      // where the new template is found by its name.
      await page.waitForURL('**/lowIncome/reportMould');
      // Its tab closed: opened again, the add page starts empty.
      await until(async () => (await addTab.count()) === 0);
      await clearJournal(ctx.server);
      await page.getByLabel('模板名称').filter({ visible: true }).first().fill('2026年低收入');
      await page.getByRole('button', { name: '搜索' }).click();
      await page.getByRole('cell', { name: '2026年低收入家庭调查模板', exact: true }).waitFor();
      const searches = await journal(ctx.server, '/lowIncome/reportMould/page');
      expect(searches.at(-1)).toMatchObject({
        method: 'POST',
        query: { current: '1', size: '10' },
        body: { questName: '2026年低收入' },
      });
      await page.getByRole('cell', { name: '已发布', exact: true }).first().waitFor();
    });

    it('asks for the applicant name before generating a seal (申请人姓名为空！)', async () => {
      await page.goto(`${ctx.server.url}/lowIncome/questionnaire/${holder.id}`);
      await page.getByLabel('签字方式').waitFor();
      await page
        .getByLabel(/^(户主)?姓名/)
        .first()
        .fill('');
      await page.getByText('生成签章', { exact: true }).first().click();
      await page.getByRole('button', { name: '生成签章' }).click();
      await page.getByRole('alert').filter({ hasText: '申请人姓名为空！' }).waitFor();
    });

    it('opens every /lowIncome route of §2.1 (and the lists without a route of their own)', async () => {
      const routes: [string, string][] = [
        ['lowIncomeAddModel', '/lowIncome/lowIncomeAddModel'],
        ['lowIncomeDataList', '/lowIncome/lowIncomeDataList'],
        ['lowIncomeReportDetail', `/lowIncome/lowIncomeReportDetail?id=${ids.report}`],
        ['lowIncomeVersionDetail', `/lowIncome/lowIncomeVersionDetail?id=${ids.householder}`],
        ['otherPoorPeopleDetail', `/lowIncome/otherPoorPeopleDetail?id=${ids.masses}`],
        ['HouseholdDetail', `/lowIncome/HouseholdDetail?id=${ids.householder}`],
        ['questionnaire', `/lowIncome/questionnaire/${ids.householder}`],
        ['questionnaireModify', `/lowIncome/questionnaireModify?id=${ids.householder}`],
        ['questionnaireView', `/lowIncome/questionnaireView?id=${ids.householder}`],
        ['dataSourcesModify', `/lowIncome/dataSourcesModify?id=${ids.householder}`],
        ['dataSourceNew', '/lowIncome/dataSourceNew'],
        ['dataSourceRecord', '/lowIncome/dataSourceRecord'],
        ['dataSourceRecordView', `/lowIncome/dataSourceRecordView?id=${ids.record}`],
        ['dataSourceView', `/lowIncome/dataSourceView?id=${ids.householder}`],
        ['lowIncomeSearch', '/lowIncome/lowIncomeSearch'],
        ['reportPrint', '/lowIncome/reportPrint'],
        ['reportMould', '/lowIncome/reportMould'],
        ['invReport', '/lowIncome/invReport'],
        ['otherMasses', '/lowIncome/otherMasses'],
      ];
      for (const [name, route] of routes) {
        await openInShell(page, route);
        await page.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 15_000 });
        await look(page, name);
      }
      // The view is read-only: its inputs cannot be typed in.
      await page.goto(`${ctx.server.url}/lowIncome/questionnaireView?id=${ids.householder}`);
      const city = page.getByLabel('城市', { exact: true }).and(page.locator('input'));
      await city.waitFor();
      await expect.poll(() => city.getAttribute('readonly')).not.toBeNull();
      expect(errors).toEqual([]);
    }, 180_000);
  },
);
