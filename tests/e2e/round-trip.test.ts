import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedValues } from '../web/form-renderer/stored-values.ts';
import {
  adminApi,
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  consolePage,
  journal,
  openInShell,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('nothing lost, nothing invalid');
const SHOTS = '/tmp/round-trip-shots';

interface Region {
  value: string[];
  label: string[];
}

describe.runIf(run)(
  'nothing lost, nothing invalid: round trips, field rules, designer drafts (Chromium)',
  () => {
    let ctx: ConsoleSession;
    let page: Page;
    const errors: string[] = [];
    /** Stored records of an entry (the first ten), those whose fields equal `exact` when given. */
    const records = async <T>(entry: string, exact: Record<string, string> = {}): Promise<T[]> =>
      (await (
        await fetch(`${ctx.server.url}/__sandbox/records?${new URLSearchParams({ entry, ...exact })}`)
      ).json()) as T[];
    const regionOf = (area: unknown): Region =>
      (typeof area === 'string' ? JSON.parse(area) : area) as Region;

    beforeAll(async () => {
      ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS }));
    }, 120_000);
    afterAll(async () => {
      await ctx?.close();
    });

    /** The householder list filtered to one name, its row found. */
    async function holderRow(name: string) {
      await openInShell(page, '/lowIncome/lowIncomeDataList');
      await page.getByRole('textbox', { name: '户主姓名' }).first().fill(name);
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const row = page.getByRole('row').filter({ hasText: name }).first();
      await row.waitFor();
      return row;
    }

    it('户主数据 → 编辑 → 修改 unchanged sends the five-level area back whole; the record keeps it', async () => {
      const holders = await records<{ id: string; name: string; area?: unknown }>('householder');
      // (The first ten householders: most carry an area picked down to the village.)
      const holder = holders.find((h) => h.area && regionOf(h.area).value.length === 5)!;
      expect(holder, 'a seeded householder with a five-level area').toBeDefined();
      const area = regionOf(holder.area);
      const row = await holderRow(holder.name);
      await row.getByRole('button', { name: '编辑', exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The picker shows every stored level, down to the village.
      await until(
        async () =>
          (await dialog.getByLabel('社区/村', { exact: true }).and(page.locator('input')).inputValue()) ===
          area.label[4],
      );
      await clearJournal(ctx.server);
      await dialog.getByRole('button', { name: '修改', exact: true }).click();
      await page.getByText('更新成功').first().waitFor();
      const [save] = await journal(ctx.server, '/lowIncome/householder/submit');
      expect(save!.method).toBe('POST');
      const body = save!.body as { id: string; area: Region; idCard: string; name: string };
      expect(body.id).toBe(holder.id);
      expect(regionOf(body.area)).toEqual(area);
      const [after] = await records<{ id: string; area?: unknown }>('householder', { id: holder.id });
      expect(regionOf(after!.area)).toEqual(area);
    });

    it('更多 → 修改身份证 with a wrong check digit is refused in the dialog and nothing is sent', async () => {
      const [holder] = await records<{ id: string; name: string; idCard: string }>('householder');
      const row = await holderRow(holder!.name);
      await row.getByRole('button', { name: '更多', exact: true }).click();
      await page.getByRole('menuitem', { name: '修改身份证' }).click();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByRole('textbox', { name: /身份证号/ });
      await expect.poll(() => input.inputValue()).toBe(holder!.idCard);
      await clearJournal(ctx.server);
      await input.fill('330203198009035841');
      await dialog.getByRole('button', { name: '确定', exact: true }).click();
      await dialog.getByText('身份证格式不正确').waitFor();
      await page.waitForTimeout(300);
      expect(await journal(ctx.server, '/lowIncome/householder/editIdCard')).toEqual([]);
      await reviewShot(page, { path: `${SHOTS}/edit-id-card.png` });
    });

    describe('the bound designer of a tool app (/toolApp/designer/app/:appId/form/0)', () => {
      let appId: string;
      const palette = (type: string) => page.locator(`[data-palette="${type}"]`);
      const fields = () => page.locator('main [data-prop]').count();
      const draftKey = () => `nbxt-avue-form-draft:tool-app-form:${appId}:new`;
      const openNew = async () => {
        await page.goto(`${ctx.server.url}/toolApp/designer/app/${appId}/form/0`);
        await palette('input').waitFor();
      };

      beforeAll(async () => {
        appId = (await records<{ id: string }>('tool-app'))[0]!.id;
      });

      it('refuses an import of {"column":"abc"} with its problems and keeps the form on the canvas', async () => {
        await openNew();
        await page.evaluate((key) => localStorage.removeItem(key), draftKey());
        await palette('input').click();
        await until(async () => (await fields()) === 1);
        await page.getByRole('button', { name: '导入JSON', exact: true }).click();
        await page.getByLabel('配置内容').fill('{"column":"abc"}');
        await page.getByRole('button', { name: '导入', exact: true }).click();
        const refusal = page.getByRole('alert').filter({ hasText: '非法配置' });
        await refusal.waitFor();
        await expect.poll(() => refusal.textContent()).toContain('$.column');
        await page.keyboard.press('Escape');
        await expect.poll(() => fields()).toBe(1);
      });

      it('keeps unsaved work through a reload, and discards it on request', async () => {
        await openNew();
        await page.getByLabel('表单标题').fill('入户走访草稿');
        await until(async () => Boolean(await page.evaluate((key) => localStorage.getItem(key), draftKey())));
        await page.reload();
        await palette('input').waitFor();
        await page.getByText('已恢复上次未保存的修改').waitFor();
        await expect.poll(() => fields()).toBe(1);
        await expect.poll(() => page.getByLabel('表单标题').inputValue()).toBe('入户走访草稿');
        await page.getByRole('button', { name: '丢弃草稿', exact: true }).click();
        await until(async () => (await fields()) === 0);
        await expect.poll(() => page.getByLabel('表单标题').inputValue()).toBe('');
        expect(await page.evaluate((key) => localStorage.getItem(key), draftKey())).toBeNull();
      });

      it('保存草稿 then 发布 on /form/0 is one form: the address takes its id after the first save', async () => {
        await openNew();
        await palette('input').click();
        await page.getByLabel('表单标题').fill('一表到底');
        await clearJournal(ctx.server);
        await page.getByRole('button', { name: '保存草稿', exact: true }).click();
        await until(async () => /\/form\/\d{6,}$/.test(page.url()));
        const id = page.url().split('/form/')[1]!;
        await palette('input').waitFor();
        await page.getByRole('button', { name: '发布', exact: true }).click();
        await until(async () => (await journal(ctx.server, '/tool-app/nbxtToolAppForm/submit')).length === 2);
        const [draft, publish] = await journal(ctx.server, '/tool-app/nbxtToolAppForm/submit');
        expect(draft!.query).toMatchObject({ appId, status: '0' });
        expect(draft!.body).not.toHaveProperty('id');
        expect(publish!.query).toMatchObject({ appId, status: '1' });
        expect(publish!.body).toMatchObject({ id, formName: '一表到底' });
        const same = await records<{ id: string; status: unknown }>('tool-app-form', {
          formName: '一表到底',
        });
        expect(same.map((f) => [f.id, String(f.status)])).toEqual([[id, '1']]);
        // Saved: nothing is left as a draft of the new form.
        expect(await page.evaluate((key) => localStorage.getItem(key), draftKey())).toBeNull();
      });
    });

    it('a public form with a required region, a person and an upload is filled and submitted signed out', async () => {
      const { call: api } = await adminApi(ctx.server);
      const definition = {
        column: [
          { type: 'input', prop: 'name', label: '姓名', required: true },
          { type: 'area', prop: 'area', label: '所在区域', required: true, level: 3 },
          { type: 'user', prop: 'visitor', label: '走访人', required: true },
          { type: 'upload', prop: 'photos', label: '现场照片', required: true },
          { type: 'input', prop: 'phone', label: '手机号码', rules: [{ type: 'mobile' }] },
        ],
      };
      await api('POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
        formName: '入户走访（公开）',
        content: JSON.stringify(definition),
      });
      const formKey = String(
        (
          await api(
            'GET',
            `/tool-app/nbxtToolAppForm/page?formName=${encodeURIComponent('入户走访（公开）')}`,
          )
        ).data.records[0].formKey,
      );
      const p = await consolePage(ctx, errors);
      await clearJournal(ctx.server);
      await p.goto(`${ctx.server.url}/toolApp/formDataTaskLink?formKey=${formKey}`);
      await p.getByRole('heading', { name: '入户走访（公开）' }).waitFor();
      await p.getByLabel('姓名').fill('钱七');
      // The mobile rule's message shows signed out (the renderer's own texts), and nothing is sent.
      await p.getByLabel('手机号码').fill('1381234567');
      await p.getByRole('button', { name: '提交' }).click();
      await p.getByText('手机号码长度必须为11位').waitFor();
      await p.getByLabel('手机号码').fill('13812345678');
      // The region starts on 浙江省; its deeper levels are listed signed out for this form.
      const level = (name: string) => p.getByLabel(name, { exact: true }).and(p.locator('input'));
      await until(async () => (await level('省份').inputValue()) === '浙江省');
      await level('城市').click();
      await p.getByRole('option', { name: '宁波市', exact: true }).click();
      await level('地区').click();
      await p.getByRole('option', { name: '余姚市', exact: true }).click();
      await p.getByLabel('走访人').click();
      const person = p.locator('[role=option]:visible').first();
      const personName = (await person.textContent())!;
      await person.click();
      await p.locator('input[type=file]').setInputFiles({
        name: '现场.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
      });
      // Stored: the file is listed by its address.
      await p.locator('a[href*="/sandbox-file/"]').first().waitFor();
      await p.getByRole('button', { name: '提交' }).click();
      await p.getByText('提交成功').waitFor();
      await reviewShot(p, { path: `${SHOTS}/public-form.png` });

      const signedOutCall = async (path: string) => {
        const calls = await journal(ctx.server, path);
        expect(calls.length, path).toBeGreaterThan(0);
        for (const call of calls) {
          expect(call.bladeAuth, path).toBe(false);
          expect(call.query, path).toMatchObject({ formKey });
        }
        return calls;
      };
      const levels = await signedOutCall('/area/nbxtarea/lazy-list');
      expect(levels.map((c) => c.query.parentId)).toEqual(expect.arrayContaining(['0', '330000', '330200']));
      await signedOutCall('/blade-user/user-list');
      await signedOutCall('/blade-resource/oss/endpoint/put-file');
      const [sent] = await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit');
      expect(sent).toMatchObject({ method: 'POST', bladeAuth: false, body: { formKey } });
      const filled = JSON.parse((sent!.body as { formData: string }).formData) as {
        name: string;
        area: Region;
        visitor: { user: string[]; userLabel?: unknown };
        photos: unknown;
        phone: string;
      };
      expect(filled.name).toBe('钱七');
      expect(filled.area.label).toEqual(['浙江省', '宁波市', '余姚市']);
      expect(filled.area.value).toEqual(['330000', '330200', '330281']);
      expect(filled.visitor.user).toHaveLength(1);
      expect(JSON.stringify(filled.visitor)).toContain(personName);
      // The file keeps its name and address.
      expect(filled.photos).toEqual([
        { label: '现场.png', value: expect.stringContaining('/api/sandbox-file/') },
      ]);
      expect(filled.phone).toBe('13812345678');
      expect(await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit')).toHaveLength(1);
      await p.close();
    });

    it('a stored answer of every value shape, opened through its task link and submitted unchanged, is sent back as it was', async () => {
      const { call: api } = await adminApi(ctx.server);
      const tree = [
        {
          label: '浙江',
          value: 'zj',
          children: [{ label: '杭州', value: 'hz', children: [{ label: '西湖', value: 'xh' }] }],
        },
      ];
      const items = [
        { label: '甲', value: 1 },
        { label: '乙', value: 2 },
      ];
      const definition = {
        column: [
          { type: 'input', prop: 'name', label: '姓名' },
          { type: 'number', prop: 'amount', label: '金额', precision: 2 },
          { type: 'select', prop: 'kinds', label: '类别', multiple: true, dicData: items },
          { type: 'checkbox', prop: 'tags', label: '标签', dataType: 'string', dicData: items },
          { type: 'cascader', prop: 'place', label: '地点', dicData: tree },
          { type: 'date', prop: 'day', label: '日期', valueFormat: 'yyyy-MM-dd' },
          { type: 'datetime', prop: 'at', label: '时间', valueFormat: 'yyyy-MM-dd HH:mm:ss' },
          { type: 'daterange', prop: 'span', label: '期间', valueFormat: 'yyyy-MM-dd' },
          { type: 'switch', prop: 'on', label: '启用' },
          { type: 'upload', prop: 'files', label: '附件' },
          { type: 'ueditor', prop: 'note', label: '说明' },
          { type: 'area', prop: 'area', label: '区域', level: 5 },
          {
            type: 'dynamic',
            prop: 'rows',
            label: '明细',
            children: {
              column: [
                { type: 'input', prop: 'item', label: '项目' },
                { type: 'number', prop: 'count', label: '数量' },
                { type: 'select', prop: 'kind', label: '类别', dicData: items },
              ],
            },
          },
        ],
      };
      const formName = '往返（每种值）';
      await api('POST', '/tool-app/nbxtToolAppForm/submit?appId=1&status=1', {
        formName,
        content: JSON.stringify(definition),
      });
      const formKey = String(
        (await api('GET', `/tool-app/nbxtToolAppForm/page?formName=${encodeURIComponent(formName)}`)).data
          .records[0].formKey,
      );
      const stored = storedValues(definition);
      const taskExecuteId = '1700000000000009901';
      await api('POST', '/tool-app/nbxtToolAppFormData/submit', {
        formKey,
        taskExecuteId,
        formData: JSON.stringify(stored),
      });
      const p = await consolePage(ctx, errors);
      await p.goto(
        `${ctx.server.url}/toolApp/formDataTaskLink?formKey=${formKey}&taskExecuteId=${taskExecuteId}`,
      );
      await p.getByRole('heading', { name: formName }).waitFor();
      await p.getByRole('button', { name: '提交' }).waitFor();
      // The lazy widgets (dates, rich text, region) are in place before the submit.
      await p.locator('.ProseMirror, [contenteditable=true]').first().waitFor();
      await clearJournal(ctx.server);
      await p.getByRole('button', { name: '提交' }).click();
      await p.getByText('提交成功').waitFor();
      const [sent] = await journal(ctx.server, '/tool-app/nbxtToolAppFormData/submit');
      expect(sent).toMatchObject({ method: 'POST', body: { formKey, taskExecuteId } });
      const back = JSON.parse((sent!.body as { formData: string }).formData) as Record<string, unknown>;
      for (const [prop, value] of Object.entries(stored)) expect(back[prop], prop).toEqual(value);
      await p.close();
    });

    it('left no errors in the page', () => {
      expect(errors).toEqual([]);
    });
  },
);
