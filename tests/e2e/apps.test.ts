import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, md5 } from '../sandbox/helpers.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('application forms end-to-end');
const SHOTS = '/tmp/apps-shots';

/** A definition as the designer exports it: a required text, a required select of a static dictionary, a date. */
const definition = {
  column: [
    {
      type: 'input',
      prop: 'name',
      label: '姓名',
      span: 12,
      required: true,
      rules: [{ required: true, message: '请输入姓名' }],
    },
    {
      type: 'select',
      prop: 'kind',
      label: '类别',
      span: 12,
      required: true,
      rules: [{ required: true, message: '请选择类别' }],
      dicData: [
        { label: '居民', value: 'r' },
        { label: '商户', value: 'm' },
      ],
    },
    { type: 'date', prop: 'day', label: '日期', span: 12, format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' },
  ],
};

describe.runIf(run)('application forms and tool apps, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  let token: string;
  let formKey: string;
  const errors: string[] = [];

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${ctx.server.url}/api${path}`, {
      method,
      headers: {
        Authorization: basic(),
        'Blade-Auth': `bearer ${token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return res.json();
  };
  const signedOut = async () => {
    const p = await ctx.browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' });
    p.on('pageerror', (error) => errors.push(error.message));
    return p;
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await startConsole();
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    const reply = await fetch(`${ctx.server.url}/api/blade-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { Authorization: basic(), 'Tenant-Id': '000000' },
    });
    token = ((await reply.json()) as { access_token: string }).access_token;
    page = await signedInPage(ctx, errors);
  }, 90_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates an application with a form, and publishes it from the form list', async () => {
    expect(
      (await api('POST', '/app/nbxtapplication/save', { applyName: '社区登记', year: '2026' })).success,
    ).toBe(true);
    const app = (await api('GET', '/app/nbxtapplication/page?applyName=社区登记&size=99')).data.records[0];
    const saved = await api('POST', `/app/nbxtapplicationform/submit?applyId=${app.id}&status=0`, {
      formName: '居民信息登记',
      content: JSON.stringify(definition),
    });
    expect(saved.success).toBe(true);
    await page.goto(`${ctx.server.url}/app/nbxtapplicationform`);
    await page.getByLabel('表单名称').fill('居民信息登记');
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row', { name: /居民信息登记/ });
    await row.waitFor();
    await clearJournal(ctx.server);
    await row.getByRole('button', { name: '发布' }).click();
    await until(async () => (await journal(ctx.server, '/app/nbxtapplicationform/submit')).length > 0);
    const [call] = await journal(ctx.server, '/app/nbxtapplicationform/submit');
    expect(call).toMatchObject({ method: 'POST', query: { applyId: app.id, status: '1' } });
    expect(call!.body).toMatchObject({ formName: '居民信息登记', content: JSON.stringify(definition) });
    await row.getByRole('button', { name: '转为草稿' }).waitFor();
    formKey = (await api('GET', '/app/nbxtapplicationform/page?formName=居民信息登记')).data.records[0]
      .formKey;
    expect(formKey).toMatch(/^F\d+$/);
    await page.screenshot({ path: `${SHOTS}/forms.png` });
  });

  it('fills the form signed out: required messages first, then the submission and the success page', async () => {
    const p = await signedOut();
    await clearJournal(ctx.server);
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${formKey}`);
    await p.getByRole('heading', { name: '居民信息登记' }).waitFor();
    await p.getByRole('button', { name: '提交' }).click();
    await p.getByText('请输入姓名').waitFor();
    await p.getByText('请选择类别').waitFor();
    await p.screenshot({ path: `${SHOTS}/fill-required.png` });
    expect(await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit')).toEqual([]);
    await p.getByLabel('姓名').fill('张三');
    await p.getByLabel('类别').click();
    await p.getByRole('option', { name: '商户' }).click();
    await p.getByRole('button', { name: '提交' }).click();
    await p.getByText('提交成功').waitFor();
    await p.screenshot({ path: `${SHOTS}/fill-done.png` });
    const reads = await journal(ctx.server, '/tool-app/nbxtToolAppForm/detailByFormKey');
    expect(reads[0]).toMatchObject({ method: 'GET', query: { formKey }, bladeAuth: false });
    const [sent] = await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit');
    expect(sent).toMatchObject({ method: 'POST', bladeAuth: false, body: { formKey } });
    expect(JSON.parse((sent!.body as { formData: string }).formData)).toMatchObject({
      name: '张三',
      kind: 'm',
    });
    await p.close();
  });

  it('says so for an unknown form and for one the caller may not fill', async () => {
    const p = await signedOut();
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=F0`);
    await p.getByText('表单不存在').waitFor();
    await p.screenshot({ path: `${SHOTS}/fill-unknown.png` });
    await api('POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
      formName: '内部巡查',
      content: JSON.stringify(definition),
    });
    const key = (await api('GET', '/tool-app/nbxtToolAppForm/page?formName=内部巡查')).data.records[0]
      .formKey;
    await api('POST', '/app/nbxtformpermission/submit', { formKey: key, userIds: '1' });
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${key}`);
    await p.getByText('无权填报该表单').waitFor();
    expect(await p.getByRole('button', { name: '提交' }).count()).toBe(0);
    await p.screenshot({ path: `${SHOTS}/fill-denied.png` });
    await p.close();
  });

  it('lists the answer with the form’s fields as columns, shows its detail and exports it', async () => {
    await clearJournal(ctx.server);
    await page.goto(`${ctx.server.url}/app/nbxtapplicationformdata?formKey=${formKey}`);
    const row = page.getByRole('row', { name: /张三/ });
    await row.waitFor();
    expect(await page.getByRole('columnheader', { name: '类别' }).count()).toBe(1);
    await row.getByRole('cell', { name: '商户' }).waitFor();
    const [listed] = await journal(ctx.server, '/app/nbxtapplicationformdata/page');
    expect(listed).toMatchObject({
      method: 'POST',
      query: { current: '1', size: '10' },
      body: { formKey_equal: formKey },
    });
    await page.screenshot({ path: `${SHOTS}/data.png` });
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: '填报详情' });
    await dialog.getByText('商户').waitFor();
    await page.screenshot({ path: `${SHOTS}/data-detail.png` });
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['姓名', '类别', '日期']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['张三', '商户']);
    const [exported] = await journal(ctx.server, '/tool-app/nbxtToolAppForm/export');
    expect(exported).toMatchObject({ method: 'POST', body: { formKey } });
    expect(exported!.query).toEqual({});
  });

  it('a tool-app form’s related-data select offers another form’s answers', async () => {
    const linked = {
      column: [
        {
          type: 'select',
          prop: 'resident',
          label: '关联居民',
          span: 12,
          dicOption: 'rel',
          params: { rel: `name@@${formKey}` },
        },
      ],
    };
    await api('POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
      formName: '走访记录',
      content: JSON.stringify(linked),
    });
    const key = (await api('GET', '/tool-app/nbxtToolAppForm/page?formName=走访记录')).data.records[0]
      .formKey;
    const p = await signedOut();
    await clearJournal(ctx.server);
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${key}`);
    await p.getByLabel('关联居民').click();
    await p.getByRole('option', { name: '张三' }).waitFor();
    await p.screenshot({ path: `${SHOTS}/fill-rel.png` });
    const path = `/tool-app/nbxtToolAppFormData/rel/formKey/${formKey}/field/name/value`;
    expect((await journal(ctx.server, path))[0]).toMatchObject({ method: 'GET', bladeAuth: false });
    await p.close();
  });

  it('opens every route of the issue', async () => {
    const routes = [
      '/app/nbxtapplication',
      '/app/nbxtapplicationform',
      '/app/nbxtapplicationformdata',
      '/app/nbxtAppPermission',
      '/toolApp/nbxtToolApp',
      '/toolApp/nbxtToolAppForm',
      '/toolApp/nbxtToolAppFormData',
      '/toolApp/designer',
    ];
    for (const route of routes) {
      await page.goto(`${ctx.server.url}${route}`);
      await page.locator('main').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/route${route.replaceAll('/', '_')}.png` });
    }
    expect(errors).toEqual([]);
  });
});
