import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkForm, hasErrors } from '../../core/src/form/check.ts';
import { dataColumns, formDefinition } from '../../core/src/form/form-data.ts';
import { FORM_DENIED, FORM_MISSING, FORM_REJECTED } from '../../scripts/sandbox/form-apps.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

/** Designed forms stored for real: publish checked, answers filed by key, permission, rel items, export. */
describe('sandbox: application and tool-app forms', () => {
  let api: Api;
  let token: string;
  const definition = {
    column: [
      { type: 'input', prop: 'name', label: '姓名', required: true },
      {
        type: 'select',
        prop: 'kind',
        label: '类别',
        dicData: [
          { label: '居民', value: 'r' },
          { label: '商户', value: 'm' },
        ],
      },
    ],
  };
  const anonymous = async (method: string, path: string, body?: unknown): Promise<Json> =>
    (
      await api.fetch(`/api${path}`, {
        method,
        headers: { Authorization: basic(), ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    ).json();
  const formsOf = async (path: string, formName: string): Promise<Json> => {
    const { json } = await api.call(token, 'GET', `${path}/page?formName=${encodeURIComponent(formName)}`);
    return json.data.records[0];
  };

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('refuses to publish a definition the checker rejects, with its problems', async () => {
    const bad = { column: [{ type: 'input', prop: 'a', label: 'A', span: 99 }, 'x'] };
    const { json } = await api.call(token, 'POST', '/app/nbxtapplicationform/submit?applyId=1&status=1', {
      formName: '坏表单',
      content: JSON.stringify(bad),
    });
    expect(json.success).toBe(false);
    expect(json.msg).toContain(FORM_REJECTED);
    expect(await formsOf('/app/nbxtapplicationform', '坏表单')).toBeUndefined();
  });

  it('files a draft with a key, refuses answers until it is published, then lists them', async () => {
    const saved = await api.call(token, 'POST', '/app/nbxtapplicationform/submit?applyId=7&status=0', {
      formName: '居民登记',
      content: JSON.stringify(definition),
    });
    expect(saved.json.success).toBe(true);
    const form = await formsOf('/app/nbxtapplicationform', '居民登记');
    expect(form).toMatchObject({ applyId: '7', status: 0 });
    expect(form.formKey).toMatch(/^F\d+$/);
    const answer = { formKey: form.formKey, formData: { name: '张三', kind: 'm' } };
    expect((await anonymous('POST', '/tool-app/nbxtToolAppFormData/submit', answer)).msg).toBe(FORM_MISSING);

    await api.call(token, 'POST', '/app/nbxtapplicationform/submit?applyId=7&status=1', {
      id: form.id,
      formName: '居民登记',
      content: JSON.stringify(definition),
    });
    const read = await anonymous('GET', `/tool-app/nbxtToolAppForm/detailByFormKey?formKey=${form.formKey}`);
    expect(read.data).toMatchObject({ id: form.id, status: 1 });
    expect((await anonymous('POST', '/tool-app/nbxtToolAppFormData/submit', answer)).success).toBe(true);

    const { json } = await api.call(token, 'POST', '/app/nbxtapplicationformdata/page?current=1&size=10', {
      formKey: form.formKey,
    });
    expect(json.data.total).toBe(1);
    expect(json.data.records[0]).toMatchObject({ formId: form.id, applyId: '7' });
    expect(JSON.parse(json.data.records[0].formData)).toEqual({ name: '张三', kind: 'm' });

    // The related-data dictionary over this form's answers, signed out (the filling link asks for it).
    const rel = await anonymous(
      'GET',
      `/tool-app/nbxtToolAppFormData/rel/formKey/${form.formKey}/field/name/value`,
    );
    expect(rel.data).toEqual([{ label: '张三', value: '张三' }]);

    // The export: the form's fields as columns, the dictionary's label for the value.
    const res = await api.fetch('/api/tool-app/nbxtToolAppForm/export', {
      method: 'POST',
      headers: {
        Authorization: basic(),
        'Blade-Auth': `bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ formKey: form.formKey }),
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['姓名', '类别']);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['张三', '商户']);
  });

  it('seeds whole forms: definitions the checker accepts, answers filed against published forms', async () => {
    for (const [forms, data] of [
      ['/app/nbxtapplicationform', '/app/nbxtapplicationformdata'],
      ['/tool-app/nbxtToolAppForm', '/tool-app/nbxtToolAppFormData'],
    ] as const) {
      const listed = (await api.call(token, 'GET', `${forms}/page?current=1&size=99`)).json.data.records;
      const byKey = new Map<string, Json>(listed.map((f: Json) => [f.formKey, f]));
      for (const form of listed) expect(hasErrors(checkForm(JSON.parse(form.content)).problems)).toBe(false);
      const answers = (await api.call(token, 'POST', `${data}/page?current=1&size=99`, {})).json.data.records;
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        const form = byKey.get(answer.formKey);
        expect(form).toMatchObject({ id: answer.formId, status: 1 });
        const props = dataColumns(formDefinition(form!)).map((c) => c.prop);
        expect(Object.keys(JSON.parse(answer.formData)).sort()).toEqual([...props].sort());
      }
      // A seeded answer is updated, and a seeded form published again, like any other.
      const again = await api.call(token, 'POST', `${data}/submit`, { ...answers[0], deptName: '已复核' });
      expect(again.json.success).toBe(true);
      const form = byKey.get(answers[0].formKey)!;
      const owner = forms.startsWith('/app') ? `applyId=${form.applyId}` : `appId=${form.appId}`;
      const published = await api.call(token, 'POST', `${forms}/submit?${owner}&status=1`, form);
      expect(published.json.success).toBe(true);
    }
  });

  it('lets only the people a form permission names fill it', async () => {
    await api.call(token, 'POST', '/tool-app/nbxtToolAppForm/submit?appId=3&status=1', {
      formName: '内部表单',
      content: JSON.stringify(definition),
    });
    const form = await formsOf('/tool-app/nbxtToolAppForm', '内部表单');
    const check = `/app/nbxtformpermission/formUsePermission?formKey=${form.formKey}`;
    expect((await anonymous('GET', check)).data).toBe(true);
    await api.call(token, 'POST', '/app/nbxtformpermission/submit', { formKey: form.formKey, userIds: '1' });
    expect((await anonymous('GET', check)).data).toBe(false);
    const answer = { formKey: form.formKey, formData: { name: '李四' } };
    expect((await anonymous('POST', '/tool-app/nbxtToolAppFormData/submit', answer)).msg).toBe(FORM_DENIED);
    // The administrator (user 1123598821738675201) is not named either; user ids are what count.
    const admin = await api.call(token, 'GET', check);
    expect(admin.json.data).toBe(false);
  });
});
