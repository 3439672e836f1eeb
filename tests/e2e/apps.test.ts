import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle } from './axe.ts';
import {
  adminApi,
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
  dragTo,
  journal,
  openInShell,
  reviewShot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('application forms end-to-end');
const SHOTS = '/tmp/apps-shots';

describe.runIf(run)('application forms and tool apps, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  let formKey: string;
  let appId: string;
  let formId: string;
  const errors: string[] = [];

  let api: Awaited<ReturnType<typeof adminApi>>['call'];
  const signedOut = async () => {
    return consolePage(ctx, errors, { viewport: { width: 1280, height: 860 } });
  };

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await startConsole();
    ({ call: api } = await adminApi(ctx.server));
    page = await signedInPage(ctx, errors);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const drag = (from: Locator, to: Locator) => dragTo(page, from, to);
  const palette = (type: string) => page.locator(`[data-palette="${type}"]`);
  const root = () => page.locator('[data-zone="root"]');
  const card = (type: string) => page.locator(`[data-type="${type}"]`);
  /** Drags a field of the palette onto the form and selects it: its property panel opens. */
  const addField = async (type: string) => {
    const before = await card(type).count();
    await drag(palette(type), root());
    await until(async () => (await card(type).count()) === before + 1);
    await card(type).last().click();
    return page.locator(`[data-panel="${type}"]`);
  };
  /** A property typed into the open panel, committed as a designer step (blur). */
  const setProperty = async (panel: Locator, label: string, value: string) => {
    const input = panel.getByLabel(label, { exact: true }).first();
    await input.fill(value);
    await input.press('Tab');
  };
  /** The designer's Publish, its submit awaited: the journaled call. */
  const publishDesigned = async (path: string) => {
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await until(async () => (await journal(ctx.server, path)).length > 0);
    return (await journal(ctx.server, path))[0]!;
  };
  /** A record added through a list's 新增 dialog; the dialog's own filling is `fill`'s. */
  const addThroughDialog = async (fill: (dialog: Locator) => Promise<void>) => {
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog', { name: /^新增/ });
    await fill(dialog);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  /** The list's search by a ref field: its picker, chosen by name. */
  const searchByRef = async (label: string, name: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name }).click();
    await page.getByRole('button', { name: '搜索' }).click();
  };

  it('creates an application through its add dialog, and a form of it through the form list’s', async () => {
    await openInShell(page, `/app/nbxtapplication`);
    await clearJournal(ctx.server);
    await addThroughDialog((dialog) => dialog.getByLabel('应用名称').fill('社区登记'));
    const [created] = await journal(ctx.server, '/app/nbxtapplication/submit');
    expect(created).toMatchObject({ method: 'POST', query: {}, body: { applyName: '社区登记' } });
    const app = (await api('GET', '/app/nbxtapplication/page?applyName=社区登记&size=99')).data.records[0];
    appId = String(app.id);

    await openInShell(page, `/app/nbxtapplicationform`);
    await clearJournal(ctx.server);
    await addThroughDialog(async (dialog) => {
      // What a person fills only: the key is the service's, the status follows publishing and the
      // definition is made in the designer.
      for (const raw of ['表单标识', '状态', '表单定义'])
        await expect.poll(() => dialog.getByText(raw, { exact: true }).count(), { message: raw }).toBe(0);
      await dialog.getByLabel('表单名称').fill('新居民入住登记');
      await dialog.getByRole('combobox', { name: '所属应用' }).click();
      await page.getByRole('option', { name: '社区登记' }).click();
      await reviewShot(page, { path: `${SHOTS}/form-add.png` });
    });
    const [added] = await journal(ctx.server, '/app/nbxtapplicationform/submit');
    expect(added).toMatchObject({
      method: 'POST',
      query: { applyId: appId },
      body: { formName: '新居民入住登记' },
    });
    expect(Object.keys(added!.body as object)).not.toContain('formKey');
    expect(Object.keys(added!.body as object)).not.toContain('status');
    expect(Object.keys(added!.body as object)).not.toContain('content');
    // The designer is offered once the form is saved; declined here (the row's 设计 opens it below).
    const offer = page.getByRole('dialog', { name: '表单已新增' });
    await offer.getByText('「新居民入住登记」已新增').waitFor();
    await offer.getByRole('button', { name: '稍后' }).click();
    await offer.waitFor({ state: 'detached' });
    // The list names the form's application (searched for by name through its picker, its id sent).
    await clearJournal(ctx.server);
    await searchByRef('所属应用', '社区登记');
    const row = page.getByRole('row', { name: /新居民入住登记/ });
    await row.getByRole('cell', { name: '社区登记', exact: true }).waitFor();
    expect((await journal(ctx.server, '/app/nbxtapplicationform/page')).at(-1)).toMatchObject({
      method: 'GET',
      query: { applyId_equal: appId, current: '1', size: '10' },
    });
    await reviewShot(page, { path: `${SHOTS}/forms.png` });
    await row.getByRole('button', { name: '设计' }).click();
    await page.waitForURL(`**/nbxtFormDesigner/app/${appId}/form/*`);
    formId = page.url().split('/').at(-1)!;
    await palette('input').waitFor();
  });

  it('designs the form by dragging (text, required select of static options, date) and publishes it', async () => {
    const text = await addField('input');
    await setProperty(text, '属性值', 'name');
    await setProperty(text, '标题', '姓名');
    await text.getByLabel('是否必填').click({ force: true });

    const select = await addField('select');
    await setProperty(select, '属性值', 'kind');
    await setProperty(select, '标题', '类别');
    // The static options: the first two renamed, the third removed.
    const optionLabel = (n: number) => select.getByLabel('label', { exact: true }).nth(n);
    await optionLabel(0).fill('居民');
    await optionLabel(0).press('Tab');
    await optionLabel(1).fill('商户');
    await optionLabel(1).press('Tab');
    await select.getByRole('button', { name: '删除选项' }).nth(2).click();
    await select.getByLabel('是否必填').click({ force: true });

    const day = await addField('date');
    await setProperty(day, '属性值', 'day');
    await reviewShot(page, { path: `${SHOTS}/designer.png` });

    const call = await publishDesigned('/app/nbxtapplicationform/submit');
    expect(call).toMatchObject({ method: 'POST', query: { applyId: appId, status: '1' } });
    expect(call.body).toMatchObject({ id: formId, formName: '新居民入住登记' });
    const content = JSON.parse((call.body as { content: string }).content);
    expect(content.column.map((f: { prop: string; type: string }) => [f.prop, f.type])).toEqual([
      ['name', 'input'],
      ['kind', 'select'],
      ['day', 'date'],
    ]);
    expect(content.column[1]).toMatchObject({
      label: '类别',
      required: true,
      dicData: [
        { label: '居民', value: '0' },
        { label: '商户', value: '1' },
      ],
    });
    const stored = async () =>
      (await api('GET', '/app/nbxtapplicationform/page?formName=新居民入住登记')).data.records[0];
    await until(async () => (await stored()).status === 1);
    const form = await stored();
    expect(form.id).toBe(formId);
    formKey = form.formKey;
    expect(formKey).toMatch(/^F\d+$/);

    // The form's view names its fields, not the designer's JSON.
    await openInShell(page, `/app/nbxtapplicationform`);
    await page.getByLabel('表单名称').fill('新居民入住登记');
    await page.getByRole('button', { name: '搜索' }).click();
    await page
      .getByRole('row', { name: /新居民入住登记/ })
      .getByRole('button', { name: '查看' })
      .click();
    const view = page.getByRole('dialog', { name: /^查看/ });
    await view.getByText('共 3 个字段：姓名、类别、日期').waitFor();
    await expect.poll(() => view.getByText('"column"').count()).toBe(0);
    await reviewShot(page, { path: `${SHOTS}/form-view.png` });
    await page.keyboard.press('Escape');
  });

  it('an application: its logo picked from the application logos, its form groups a row action away, hidden', async () => {
    expect(
      (
        await api('POST', '/app/nbxtapplicationlogo/submit', {
          logoName: '社区图标',
          url: '/logos/community.png',
        })
      ).success,
    ).toBe(true);
    // A page load, as a later visit: the logo was added by another client, and the console keeps the
    // pickers' options of an earlier test for a minute (openInShell within it would show the old list).
    await page.goto(`${ctx.server.url}/app/nbxtapplication`);
    await page.getByLabel('应用名称').fill('社区登记');
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByRole('row', { name: /社区登记/ });
    await row.waitFor();
    expect((await journal(ctx.server, '/app/nbxtapplication/page')).at(-1)).toMatchObject({
      method: 'GET',
      query: { applyName: '社区登记', current: '1', size: '99' },
    });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '应用图标' }).click();
    await page.getByRole('option', { name: '社区图标' }).click();
    await reviewShot(page, { path: `${SHOTS}/application-logo.png` });
    await clearJournal(ctx.server);
    await dialog.getByRole('button', { name: '修改' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await journal(ctx.server, '/app/nbxtapplication/submit'))[0]).toMatchObject({
      method: 'POST',
      body: { id: appId, applyName: '社区登记', logo: '/logos/community.png' },
    });

    await clearJournal(ctx.server);
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '隐藏' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await journal(ctx.server, '/app/nbxtapplication/hide')).length > 0);
    expect((await journal(ctx.server, '/app/nbxtapplication/hide'))[0]).toMatchObject({
      method: 'GET',
      query: { id: appId },
    });
    await row.getByRole('cell', { name: '隐藏', exact: true }).waitFor();
    await reviewShot(page, { path: `${SHOTS}/applications.png` });

    await api('POST', '/app/nbxtapplicationformgroup/submit', { groupName: '入户登记', applyId: appId });
    await clearJournal(ctx.server);
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '表单分组' }).click();
    await page.waitForURL(`**/app/nbxtapplicationformgroup?applyId=${appId}`);
    await until(async () => (await journal(ctx.server, '/app/nbxtapplicationformgroup/list')).length > 0);
    expect((await journal(ctx.server, '/app/nbxtapplicationformgroup/list'))[0]).toMatchObject({
      method: 'GET',
      query: { applyId: appId },
    });
    // Only this application's groups: the one added, none of the seeded ones.
    await page.getByRole('row', { name: /入户登记/ }).waitFor();
    const groups = page.locator('table', { has: page.getByText('入户登记') }).locator('tbody tr');
    await expect.poll(() => groups.allInnerTexts()).toEqual([expect.stringContaining('入户登记')]);
    // Which application it is: the heading names it and the search box shows it.
    await page.getByRole('heading', { name: '社区登记 · 表单分组' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: '所属应用' }).inputValue()).toBe('社区登记');
    await reviewShot(page, { path: `${SHOTS}/application-groups.png` });
    // A search by name stays within the application.
    await clearJournal(ctx.server);
    await page.getByLabel('分组名称').fill('入户');
    await page.getByRole('button', { name: '搜索' }).click();
    await until(async () => (await journal(ctx.server, '/app/nbxtapplicationformgroup/list')).length > 0);
    expect((await journal(ctx.server, '/app/nbxtapplicationformgroup/list'))[0]).toMatchObject({
      method: 'GET',
      query: { applyId: appId, groupName: '入户' },
    });
    // A group added here belongs to the application.
    await clearJournal(ctx.server);
    await addThroughDialog(async (dialog) => {
      await expect
        .poll(() => dialog.getByRole('combobox', { name: '所属应用' }).inputValue())
        .toBe('社区登记');
      await dialog.getByLabel('分组名称').fill('走访回访');
    });
    expect((await journal(ctx.server, '/app/nbxtapplicationformgroup/submit'))[0]).toMatchObject({
      method: 'POST',
      body: { groupName: '走访回访', applyId: appId },
    });
  });

  it('a form’s group is one of its application’s (group names repeat across applications)', async () => {
    // A page load: the groups were added through the API, after an earlier test read the pickers' options.
    await page.goto(`${ctx.server.url}/app/nbxtapplicationform`);
    await page.getByLabel('表单名称').fill('新居民入住登记');
    await page.getByRole('button', { name: '搜索' }).click();
    await clearJournal(ctx.server);
    await page
      .getByRole('row', { name: /新居民入住登记/ })
      .getByRole('button', { name: '编辑' })
      .click();
    const edit = page.getByRole('dialog', { name: /^编辑/ });
    await edit.getByLabel('表单分组').click();
    await page.getByRole('option', { name: '走访回访' }).waitFor();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['入户登记', '走访回访']);
    expect((await journal(ctx.server, '/app/nbxtapplicationformgroup/list')).at(-1)).toMatchObject({
      method: 'GET',
      query: { applyId_equal: appId },
    });
    await reviewShot(page, { path: `${SHOTS}/form-group.png` });
    await page.getByRole('option', { name: '走访回访' }).click();
    const group = (await api('GET', `/app/nbxtapplicationformgroup/list?applyId=${appId}&groupName=走访回访`))
      .data.records[0];
    await clearJournal(ctx.server);
    await edit.getByRole('button', { name: '修改' }).click();
    await edit.waitFor({ state: 'detached' });
    expect((await journal(ctx.server, '/app/nbxtapplicationform/submit'))[0]).toMatchObject({
      method: 'POST',
      body: { id: formId, groupId: String(group.id) },
    });
    // A new form: the groups of the application chosen, asked again (and the group cleared) on a change.
    const seeded = (await api('GET', '/app/nbxtapplication/page?current=1&size=99&applyName=文明城市创建'))
      .data.records[0];
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '新增' }).click();
    const add = page.getByRole('dialog', { name: /^新增/ });
    const groupPicker = add.getByRole('combobox', { name: '表单分组' });
    await expect.poll(() => groupPicker.isDisabled()).toBe(true);
    await add.getByRole('combobox', { name: '所属应用' }).click();
    await page.getByRole('option', { name: '文明城市创建' }).click();
    await groupPicker.click();
    await page.getByRole('option', { name: '基础信息（二期）' }).waitFor();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['基础信息（二期）']);
    expect((await journal(ctx.server, '/app/nbxtapplicationformgroup/list')).at(-1)).toMatchObject({
      method: 'GET',
      query: { applyId_equal: String(seeded.id) },
    });
    await page.getByRole('option', { name: '基础信息（二期）' }).click();
    await add.getByRole('combobox', { name: '所属应用' }).click();
    await page.getByRole('option', { name: '社区登记' }).click();
    await until(async () => (await groupPicker.inputValue()) === '');
    await groupPicker.click();
    await page.getByRole('option', { name: '走访回访' }).waitFor();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['入户登记', '走访回访']);
    // Every group list asked names the application chosen (社区登记's may come from the edit's read).
    for (const c of await journal(ctx.server, '/app/nbxtapplicationformgroup/list'))
      expect([String(seeded.id), appId]).toContain(c.query.applyId_equal);
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: '取消' }).click();
    await add.waitFor({ state: 'detached' });
  });

  it('fills the form signed out: required messages first, then the submission and the success page', async () => {
    const p = await signedOut();
    await clearJournal(ctx.server);
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${formKey}`);
    await p.getByRole('heading', { name: '新居民入住登记' }).waitFor();
    await p.getByRole('button', { name: '提交' }).click();
    await p.getByText('姓名必须填写').waitFor();
    await p.getByText('请选择类别').waitFor();
    await reviewShot(p, { path: `${SHOTS}/fill-required.png` });
    expect(await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit')).toEqual([]);
    await p.getByLabel('姓名').fill('张三');
    await p.getByLabel('类别').click();
    await p.getByRole('option', { name: '商户' }).click();
    await p.getByRole('button', { name: '提交' }).click();
    await p.getByText('提交成功').waitFor();
    await reviewShot(p, { path: `${SHOTS}/fill-done.png` });
    const reads = await journal(ctx.server, '/tool-app/nbxtToolAppForm/detailByFormKey');
    expect(reads[0]).toMatchObject({ method: 'GET', query: { formKey }, bladeAuth: false });
    const [sent] = await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit');
    expect(sent).toMatchObject({ method: 'POST', bladeAuth: false, body: { formKey } });
    expect(JSON.parse((sent!.body as { formData: string }).formData)).toMatchObject({
      name: '张三',
      kind: '1',
    });
    await p.close();
  });

  it('says so for an unknown form and for one the caller may not fill', async () => {
    const p = await signedOut();
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=F0`);
    await p.getByText('表单不存在').waitFor();
    await reviewShot(p, { path: `${SHOTS}/fill-unknown.png` });
    await api('POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
      formName: '内部巡查',
      content: JSON.stringify({ column: [{ type: 'input', prop: 'name', label: '姓名' }] }),
    });
    const key = (await api('GET', '/tool-app/nbxtToolAppForm/page?formName=内部巡查')).data.records[0]
      .formKey;
    await api('POST', '/app/nbxtformpermission/submit', { formKey: key, userIds: '1' });
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${key}`);
    await p.getByText('无权填报该表单').waitFor();
    await expect.poll(() => p.getByRole('button', { name: '提交' }).count()).toBe(0);
    await reviewShot(p, { path: `${SHOTS}/fill-denied.png` });
    await p.close();
  });

  it('lists the answer with the form’s fields as columns, shows its detail and exports it', async () => {
    await clearJournal(ctx.server);
    await openInShell(page, `/app/nbxtapplicationformdata?formKey=${formKey}`);
    const row = page.getByRole('row', { name: /张三/ });
    await row.waitFor();
    await expect.poll(() => page.getByRole('columnheader', { name: '类别' }).count()).toBe(1);
    await row.getByRole('cell', { name: '商户', exact: true }).waitFor();
    // Filled in signed out: the filler is said to be anonymous, not left blank.
    await row.getByRole('cell', { name: '匿名填报', exact: true }).waitFor();
    const [listed] = await journal(ctx.server, '/app/nbxtapplicationformdata/page');
    expect(listed).toMatchObject({
      method: 'POST',
      query: { current: '1', size: '10' },
      body: { formKey_equal: formKey },
    });
    // The forms to choose from, grouped by their application (the same name is in several).
    await page.getByRole('combobox', { name: '表单', exact: true }).click();
    const choices = page.getByRole('listbox');
    await choices.getByRole('option', { name: '新居民入住登记' }).waitFor();
    await choices.getByText('社区登记', { exact: true }).waitFor();
    await reviewShot(page, { path: `${SHOTS}/data-forms.png` });
    await page.keyboard.press('Escape');
    expect((await journal(ctx.server, '/app/nbxtapplication/page'))[0]).toMatchObject({
      method: 'GET',
      query: { current: '1', size: '99' },
    });
    await reviewShot(page, { path: `${SHOTS}/data.png` });
    await row.getByRole('button', { name: '查看' }).click();
    const dialog = page.getByRole('dialog', { name: '填报详情' });
    await dialog.getByText('商户').waitFor();
    await reviewShot(page, { path: `${SHOTS}/data-detail.png` });
    await page.keyboard.press('Escape');

    // An application form's answers go out through the application forms' own export (§7: GET
    // refuseclassify/formdata/export/{id}, the form's id), never the tool apps' (an AF… key).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(await readFile((await download.path())!)).buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['姓名', '类别', '日期']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['张三', '商户']);
    const [exported] = await journal(ctx.server, `/refuseclassify/formdata/export/${formId}`);
    expect(exported).toMatchObject({ method: 'GET' });
    expect(await journal(ctx.server, '/tool-app/nbxtToolAppForm/export')).toEqual([]);
  });

  it('a tool-app form designed with a related-data select offers another form’s answers', async () => {
    await openInShell(page, `/toolApp/nbxtToolAppForm`);
    let toolApp = '';
    await addThroughDialog(async (dialog) => {
      await dialog.getByLabel('表单名称').fill('走访记录');
      await dialog.getByRole('combobox', { name: '所属应用' }).click();
      const first = page.getByRole('option').first();
      toolApp = (await first.textContent())!;
      await first.click();
    });
    // The designer offered once the form is saved: the form just added, looked up by its name and app.
    await clearJournal(ctx.server);
    await page
      .getByRole('dialog', { name: '表单已新增' })
      .getByRole('button', { name: '打开设计器' })
      .click();
    await page.waitForURL('**/toolApp/designer/app/*/form/*');
    const [lookup] = await journal(ctx.server, '/tool-app/nbxtToolAppForm/page');
    expect(lookup).toMatchObject({
      method: 'GET',
      query: { formName: '走访记录', current: '1', size: '99' },
    });
    expect(lookup!.query.appId_equal).toBe(page.url().split('/').at(-3));
    const listed = (await api('GET', '/tool-app/nbxtToolAppForm/page?formName=走访记录')).data.records[0];
    expect(page.url().split('/').at(-1)).toBe(String(listed.id));
    expect((await api('GET', `/tool-app/nbxtToolApp/detail?id=${listed.appId}`)).data.appName).toBe(toolApp);
    const [owner, id] = [page.url().split('/').at(-3)!, page.url().split('/').at(-1)!];

    const select = await addField('select');
    await setProperty(select, '标题', '关联居民');
    await select.getByRole('combobox', { name: '数据来源' }).click();
    await page.getByRole('option', { name: '关联数据' }).click();
    await setProperty(select, '关联表单标识', formKey);
    await setProperty(select, '关联字段', 'name');
    await reviewShot(page, { path: `${SHOTS}/designer-rel.png` });
    const call = await publishDesigned('/tool-app/nbxtToolAppForm/submit');
    expect(call).toMatchObject({ method: 'POST', query: { appId: owner, status: '1' } });
    expect(call.body).toMatchObject({ id, formName: '走访记录' });
    const [field] = JSON.parse((call.body as { content: string }).content).column;
    expect(field).toMatchObject({ type: 'select', dicOption: 'rel', params: { rel: `name@@${formKey}` } });

    const stored = async () =>
      (await api('GET', '/tool-app/nbxtToolAppForm/page?formName=走访记录')).data.records[0];
    await until(async () => (await stored()).status === 1);
    const key = (await stored()).formKey;
    const p = await signedOut();
    await clearJournal(ctx.server);
    await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${key}`);
    await p.getByLabel('关联居民').click();
    await p.getByRole('option', { name: '张三' }).waitFor();
    await reviewShot(p, { path: `${SHOTS}/fill-rel.png` });
    const path = `/tool-app/nbxtToolAppFormData/rel/formKey/${formKey}/field/name/value`;
    expect((await journal(ctx.server, path))[0]).toMatchObject({
      method: 'GET',
      query: {},
      bladeAuth: false,
    });
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
      // The first by a page load, the next ones as the console's links do (the router reads the same
      // address); each shown once its content is in (no first pass, nothing busy or loading).
      if (route === routes[0]) await page.goto(`${ctx.server.url}${route}`);
      else await openInShell(page, route);
      await page.locator('main').first().waitFor();
      await settle(page, route);
      await reviewShot(page, { path: `${SHOTS}/route${route.replaceAll('/', '_')}.png` });
      // Records are named, never shown by their ids (a permission's roles and departments, a tree's too).
      const ids = await page
        .getByRole('cell')
        .filter({ hasText: /(^|[\s,、])\d{15,}/ })
        .allInnerTexts();
      expect(ids, route).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
});
