import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
  dragTo,
  journal,
  reviewShot,
  signIn,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('the form designer end-to-end');
const SHOTS = '/tmp/designer-shots';

describe.runIf(run)('the form designer, by dragging, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  const drag = (from: Locator, to: Locator) => dragTo(page, from, to);
  const palette = (type: string) => page.locator(`[data-palette="${type}"]`);
  const zone = (into: string) => page.locator(`[data-zone="${into}"]`);
  const cards = (into: string) => zone(into).locator(':scope > div > [data-prop]');
  const card = (type: string) => page.locator(`[data-type="${type}"]`);
  const propOf = async (locator: Locator) => (await locator.first().getAttribute('data-prop'))!;
  const storedForm = () => page.evaluate(() => JSON.parse(localStorage.getItem('nbxt-avue-form') ?? 'null'));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    ctx = await startConsole();
    page = await consolePage(ctx, errors);
    await page.goto(`${ctx.server.url}/nbxtFormDesigner`);
    await palette('input').waitFor();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('builds a form with a group, a sub-table of two fields, a remote select and a required date range', async () => {
    await drag(palette('group'), zone('root'));
    await card('group').waitFor();
    await drag(palette('dynamic'), zone('root'));
    await card('dynamic').waitFor();
    const dynamic = await propOf(card('dynamic'));
    const group = await propOf(card('group'));
    await drag(palette('input'), zone(dynamic));
    await until(async () => (await cards(dynamic).count()) === 1);
    await drag(palette('number'), zone(dynamic));
    await until(async () => (await cards(dynamic).count()) === 2);
    await drag(palette('textarea'), zone(group));
    await until(async () => (await cards(group).count()) === 1);
    await drag(palette('select'), zone('root'));
    await drag(palette('daterange'), zone('root'));
    await card('daterange').click();
    await page.getByLabel('是否必填').click({ force: true });
    await until(
      async () =>
        (await storedForm())?.column?.some(
          (f: { type: string; required?: boolean }) => f.type === 'daterange' && f.required,
        ) === true,
    );
    // The select's options come from a remote call: its address and method.
    await card('select').click();
    await page
      .locator('input')
      .and(page.getByLabel('数据来源', { exact: true }))
      .click();
    await page.getByRole('option', { name: '远程数据' }).click();
    const dicUrl = page.getByLabel('字典地址', { exact: true });
    await dicUrl.fill('/api/blade-system/dict/dictionary?code=sex');
    await dicUrl.press('Enter');
    await page
      .locator('input')
      .and(page.getByLabel('请求方式', { exact: true }))
      .click();
    await page.getByRole('option', { name: 'POST' }).click();
    await until(async () =>
      (await storedForm())?.column?.some((f: { dicMethod?: string }) => f.dicMethod === 'post'),
    );
    const stored = await storedForm();
    expect(stored.column[2]).toMatchObject({
      type: 'select',
      dicUrl: '/api/blade-system/dict/dictionary?code=sex',
      dicMethod: 'post',
    });
    expect(stored.column.map((f: { type: string }) => f.type)).toEqual([
      'group',
      'dynamic',
      'select',
      'daterange',
    ]);
    const subFields = stored.column[1].children.column.map((f: { type: string; subfield: boolean }) => [
      f.type,
      f.subfield,
    ]);
    expect(subFields.sort()).toEqual([
      ['input', true],
      ['number', true],
    ]);
    expect(stored.column[3].rules).toEqual([{ required: true, message: '日期范围必须填写' }]);
    await reviewShot(page, { path: `${SHOTS}/built.png` });
  });

  it('refuses a group dropped into the sub-table, leaving the form as it was, and says why', async () => {
    const dynamic = await propOf(card('dynamic'));
    const before = await storedForm();
    await drag(palette('group'), zone(dynamic));
    // The type is named by its label (分组), never its id (group).
    await page.getByText('子表单中不能放置 分组 类型的字段').waitFor();
    await expect.poll(() => cards(dynamic).count()).toBe(2);
    await page.waitForTimeout(300); // the storage write is debounced
    expect(await storedForm()).toEqual(before);
    for (const [type, label] of [
      ['ueditor', '富文本'],
      ['map', '地图'],
    ] as const) {
      await drag(palette(type), zone(dynamic));
      const refusal = page.getByText(`子表单中不能放置 ${label}`);
      await refusal.first().waitFor();
      await expect.poll(() => page.getByText(`子表单中不能放置 ${type} `).count()).toBe(0);
    }
    await expect.poll(() => cards(dynamic).count()).toBe(2);
  });

  it("changes a field's type keeping prop, label and span; clones and deletes with §4's selection", async () => {
    const select = card('select');
    const prop = await propOf(select);
    await select.click();
    await page.locator('[data-panel="select"] input').first().click();
    await page.getByRole('option', { name: '单选框组' }).click();
    await card('radio').waitFor();
    await expect.poll(() => propOf(card('radio'))).toBe(prop);
    await expect.poll(() => card('radio').getAttribute('aria-label')).toBe('下拉选择器');
    // Clone: a copy with a new prop goes before the original, which stays selected.
    await page.getByRole('button', { name: '复制字段' }).click();
    await until(async () => (await card('radio').count()) === 2);
    await expect.poll(() => card('radio').nth(1).getAttribute('data-prop')).toBe(prop);
    await expect.poll(() => card('radio').nth(1).getAttribute('aria-pressed')).toBe('true');
    // Delete: the next field (the date range) becomes selected.
    await page.getByRole('button', { name: '删除字段' }).click();
    await until(async () => (await card('radio').count()) === 1);
    await expect.poll(() => card('daterange').getAttribute('aria-pressed')).toBe('true');
  });

  it('undoes and redoes by keyboard down to the 20-step limit', async () => {
    // 22 more steps from the keyboard: the palette's divider added with Enter.
    await palette('divider').focus();
    for (let i = 0; i < 22; i++) await page.keyboard.press('Enter');
    await until(async () => (await card('divider').count()) === 22);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    const undo = page.getByRole('button', { name: '撤销', exact: true });
    const redo = page.getByRole('button', { name: '重做', exact: true });
    for (let i = 0; i < 25; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => undo.isDisabled()).toBe(true);
    // 20 entries in the history: 19 undos reach the oldest kept, which still has the first 3 dividers.
    await expect.poll(() => card('divider').count()).toBe(3);
    await expect.poll(() => card('daterange').count()).toBe(1);
    for (let i = 0; i < 25; i++) await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => redo.isDisabled()).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(() => redo.isDisabled()).toBe(false);
    await page.keyboard.press('Control+y');
    await expect.poll(() => redo.isDisabled()).toBe(true);
    await expect.poll(() => card('divider').count()).toBe(22);
  });

  it('previews: submitting empty shows the required message, filled shows the values', async () => {
    const text = await propOf(card('textarea'));
    const range = await propOf(card('daterange'));
    await page.getByRole('button', { name: '预览', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: '提交' }).click();
    await drawer.getByText('日期范围必须填写').waitFor();
    await expect.poll(() => drawer.locator('[data-preview-values]').count()).toBe(0);
    await reviewShot(page, { path: `${SHOTS}/preview.png` });
    await drawer.getByRole('textbox', { name: '多行文本' }).fill('走访记录');
    await drawer.getByRole('button', { name: '日期范围' }).click();
    const days = page.locator('table button[aria-label]:not([data-outside])');
    await days.nth(9).click();
    await days.nth(11).click();
    await until(async () => (await drawer.getByText('日期范围必须填写').count()) === 0);
    await drawer.getByRole('button', { name: '提交' }).click();
    const shown = drawer.locator('[data-preview-values]');
    await shown.waitFor();
    const values = JSON.parse((await shown.locator('pre, code').last().textContent())!);
    expect(values[text]).toBe('走访记录');
    expect(values[range]).toEqual([expect.stringMatching(/-10$/), expect.stringMatching(/-12$/)]);
    await reviewShot(page, { path: `${SHOTS}/preview-values.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  const generated = async () => {
    await page.getByRole('button', { name: '生成JSON', exact: true }).click();
    const text = (await page.getByRole('dialog').locator('[data-generated]').textContent())!;
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    return text;
  };

  it('generates JSON with beautify on and imports it back as the same definition', async () => {
    await page.getByRole('button', { name: '生成JSON', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('美化').click({ force: true });
    const text = (await drawer.locator('[data-generated]').textContent())!;
    expect(text).toMatch(/^\{\n {2}column: \[/);
    expect(text).toContain("type: 'daterange'");
    await reviewShot(page, { path: `${SHOTS}/generate.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // The beautify settings are kept under the site key.
    expect(
      await page.evaluate(
        () => JSON.parse(localStorage.getItem('nbxt-avue-form-beautifier-options')!).enabled,
      ),
    ).toBe(true);
    await page.getByRole('button', { name: '清空', exact: true }).click();
    await page.getByRole('dialog').getByText('确定要清空吗？').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await page.locator('[data-prop]').count()) === 0);
    await page.getByRole('button', { name: '导入JSON', exact: true }).click();
    await page.getByLabel('配置内容').fill(text);
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await card('daterange').waitFor();
    expect(await generated()).toBe(text);
  });

  it('draws each dropped field with its own widget, inert under the selection', async () => {
    await page.locator('[data-tool="clear"]').click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await until(async () => (await page.locator('[data-prop]').count()) === 0);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const type of ['select', 'switch', 'daterange', 'region', 'checkbox']) {
      await drag(palette(type), zone('root'));
      await card(type).waitFor();
    }
    await until(async () => (await cards('root').count()) === 5);
    await page.locator('[data-widgets="ready"]').waitFor();
    const face = (type: string) => card(type).locator('[data-face="widget"]');
    // A select with its three static options: the select's input (its list opens in the form).
    const select = face('select');
    await select.locator('input[readonly]').waitFor();
    await expect
      .poll(() => select.locator('.mantine-Combobox-chevron, [data-combobox-chevron]').count())
      .toBeGreaterThan(0);
    // The switch, the date range's picker button, the region's four levels, the checkboxes' three options.
    await face('switch').locator('input[type="checkbox"]').waitFor({ state: 'attached' });
    await face('daterange').locator('button[data-dates-input], input').first().waitFor({ state: 'attached' });
    await until(async () => (await face('region').locator('input:not([type="hidden"])').count()) === 4);
    await expect.poll(() => face('checkbox').locator('input[type="checkbox"]').count()).toBe(3);
    for (const type of ['select', 'switch', 'daterange', 'region', 'checkbox']) {
      await expect.poll(() => face(type).getAttribute('inert')).not.toBeNull();
      // Each drawn as the form draws it: its label beside its widget.
      await expect.poll(() => face(type).locator('label').first().textContent()).toBeTruthy();
    }
    // A click on the widget selects the field; the widget takes nothing (the switch stays off).
    const toggle = face('switch').locator('input[type="checkbox"]');
    const box = (await face('switch').boundingBox())!;
    await page.mouse.click(box.x + box.width - 40, box.y + box.height / 2);
    await expect.poll(() => card('switch').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-face]') ?? null)).toBeNull();
    // The region asks the server for nothing while designed.
    expect(await journal(ctx.server, '/area/nbxtarea/lazy-list')).toEqual([]);
    // A property changed in the panel shows on the canvas: the switch becomes disabled, the select's
    // placeholder changes.
    await page.getByLabel('是否禁用').click({ force: true });
    await until(async () => await toggle.isDisabled());
    await card('select').click();
    const placeholder = page.getByLabel('占位内容', { exact: true });
    await placeholder.fill('请选择类别');
    await placeholder.press('Enter');
    await until(async () => (await select.locator('input').getAttribute('placeholder')) === '请选择类别');
    await reviewShot(page, { path: `${SHOTS}/widgets.png` });
  });

  it('keeps a tip and a change script set in the panel in the generated JSON, as text', async () => {
    await card('switch').click();
    // Enabled again (disabled above), for the phone's form below to be switched.
    await page.getByLabel('是否禁用').click({ force: true });
    await until(async () => !(await card('switch').getByRole('switch').isDisabled()));
    const tip = page.getByLabel('提示', { exact: true });
    await tip.fill('请如实填写');
    await tip.press('Enter');
    await page
      .locator('input')
      .and(page.getByLabel('提示位置', { exact: true }))
      .click();
    await page.getByRole('option', { name: '底部' }).click();
    const script = page.getByLabel('change 事件', { exact: true });
    await script.fill('({ value }) => { window.__ran = value }');
    await script.blur();
    await until(async () =>
      (await storedForm())?.column?.some((f: { change?: string }) => typeof f.change === 'string'),
    );
    // Never run in the designer.
    expect(await page.evaluate(() => (window as { __ran?: unknown }).__ran)).toBeUndefined();
    const text = await generated();
    expect(text).toContain('请如实填写');
    expect(text).toContain('bottom');
    expect(text).toContain('({ value }) => { window.__ran = value }');
    const json = (await storedForm()).column.find((f: { type: string }) => f.type === 'switch');
    expect(json).toMatchObject({
      tip: '请如实填写',
      tipPlacement: 'bottom',
      change: '({ value }) => { window.__ran = value }',
    });
  });

  it('shows the unsaved form in the phone frame, clear of the properties pane', async () => {
    await clearJournal(ctx.server);
    const toggle = page.getByRole('button', { name: '手机预览', exact: true });
    const button = (await toggle.boundingBox())!;
    const pane = (await page.getByRole('complementary', { name: '属性' }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(pane.x);
    await toggle.click();
    const screen = page.locator('[data-phone-screen]');
    await screen.waitFor();
    // The form as designed now (nothing saved, no form key): its fields, filled in as on a phone.
    await screen.getByRole('switch').or(screen.locator('input[type="checkbox"]').first()).first().waitFor();
    await expect.poll(() => screen.getByText('多选框组').count()).toBeGreaterThan(0);
    // The placeholder typed into the panel a moment ago (never saved).
    await expect.poll(() => screen.locator('input[placeholder="请选择类别"]').count()).toBe(1);
    // The phone's region asks for the provinces (signed out: refused, said in the phone); the canvas's
    // region, which asks nothing, says nothing of that call.
    await screen.getByText(/区域无法加载/).waitFor();
    const [provinces] = await journal(ctx.server, '/area/nbxtarea/lazy-list');
    expect(provinces).toMatchObject({ method: 'GET', query: { parentId: '0' } });
    await expect
      .poll(() =>
        card('region')
          .getByText(/区域无法加载/)
          .count(),
      )
      .toBe(0);
    const { width } = (await screen.boundingBox())!;
    expect(width).toBeLessThan(400);
    // The switch's tip set in the panel: its control's tooltip; its change script runs here (not on the canvas).
    const control = screen.locator('[data-control]').filter({ has: page.getByRole('switch') });
    await control.hover();
    // The phone's tooltip, not the canvas's bubble of the selected field (drawn with data-design-tip).
    await page.locator('[role="tooltip"]:not([data-design-tip])').filter({ hasText: '请如实填写' }).waitFor();
    await screen.getByRole('switch').first().click();
    await until(async () => (await page.evaluate(() => (window as { __ran?: unknown }).__ran)) !== undefined);
    expect(await page.evaluate(() => (window as { __ran?: unknown }).__ran)).toBe('1');
    await reviewShot(page, { path: `${SHOTS}/phone.png` });
    expect(await journal(ctx.server, '/tool-app/nbxtToolAppForm/detailByFormKey')).toEqual([]);
    await expect.poll(() => page.locator('iframe[title="手机预览"]').count()).toBe(0);
    // The filling link is one choice away.
    await page.getByText('填写链接', { exact: true }).click();
    await expect
      .poll(() => page.locator('iframe[title="手机预览"]').getAttribute('src'))
      .toBe(`${ctx.server.url}/toolApp/formDataTaskLink`);
    await toggle.click();
    await screen.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        card('region')
          .getByText(/区域无法加载/)
          .count(),
      )
      .toBe(0);
  });

  it("saves an application's form with the session, and says so without one", async () => {
    await page.goto(`${ctx.server.url}/nbxtFormDesigner/app/1/form/0`);
    await page.getByText('未登录：请登录后再保存到应用').first().waitFor();
    await clearJournal(ctx.server);
    await page.getByRole('button', { name: '保存草稿', exact: true }).click();
    await page.waitForTimeout(200);
    expect(await journal(ctx.server, '/app/nbxtapplicationform/submit')).toEqual([]);
    await signIn(page, ctx);
    await page.goto(`${ctx.server.url}/nbxtFormDesigner/app/1/form/0`);
    await palette('input').waitFor();
    await palette('input').click();
    await page.getByLabel('表单标题').fill('走访登记');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await until(async () => (await journal(ctx.server, '/app/nbxtapplicationform/submit')).length === 1);
    const [call] = await journal(ctx.server, '/app/nbxtapplicationform/submit');
    expect(call!.method).toBe('POST');
    expect(call!.query).toMatchObject({ applyId: '1', status: '1' });
    const body = call!.body as { formName: string; content: string };
    expect(body.formName).toBe('走访登记');
    expect(JSON.parse(body.content).column[0].type).toBe('input');
    await reviewShot(page, { path: `${SHOTS}/application.png` });
    expect(errors).toEqual([]);
  });
});
