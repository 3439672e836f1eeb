import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { apps } from '../../../core/src/modules/apps.ts';
import { MODULES } from '../../../core/src/modules/index.ts';
import { buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** forms-and-survey.md §7 Application forms, §9 (lists of size 99), routes /app of §2.1. */

const spec = (name: string) => registry[name]!;
const request = (name: string, opName: string, args: Record<string, unknown>) => {
  const { operation: _, signal: __, ...rest } = buildRequest(spec(name), opName, args);
  return rest;
};
const screen = (path: string) => MODULES.flatMap((m) => m.screens).find((s) => s.path === path);

describe('application forms', () => {
  it('lists applications 99 at a time, filtered by type, applyName and year', () => {
    expect(screen('/app/nbxtapplication')).toMatchObject({
      view: 'custom',
      custom: 'applications',
      pageSize: 99,
    });
    expect(
      request('application', 'list', { type: '1', applyName: '垃圾分类', year: '2024', size: 99 }),
    ).toMatchObject({
      method: 'GET',
      path: '/app/nbxtapplication/page',
      query: { type: '1', applyName: '垃圾分类', year: '2024', size: '99' },
    });
  });

  it('"GET … list, detail. POST save, remove, submit"; hide is a GET that changes the record', () => {
    const ops = spec('application').operations;
    expect(ops.all).toMatchObject({ method: 'GET', path: 'list', safe: true });
    expect(ops.save).toMatchObject({ method: 'POST', path: 'save', safe: false });
    expect(ops.hide).toMatchObject({ method: 'GET', safe: false, effect: { target: 'id' } });
  });

  it('submits a form in the body with applyId and status beside it; renames by id and formName', () => {
    expect(
      request('application-form', 'submit', { formName: '测评表', applyId: '8', status: '1' }),
    ).toMatchObject({
      method: 'POST',
      path: '/app/nbxtapplicationform/submit',
      query: { applyId: '8', status: '1' },
      json: { formName: '测评表' },
    });
    expect(request('application-form', 'updateName', { id: '3', formName: '新名称' })).toMatchObject({
      query: { id: '3', formName: '新名称' },
    });
    expect(request('application-form', 'getDetailByApplyId', { id: '8' }).path).toBe(
      '/app/nbxtapplicationform/getDetailByApplyId/8',
    );
  });

  it('pages form data with the data in the body and filter and paging in the query', () => {
    for (const name of ['application-form-data', 'tool-app-form-data'])
      expect(request(name, 'list', { formKey: 'k1', filter: '{}', current: 2, size: 10 })).toMatchObject({
        method: 'POST',
        query: { filter: '{}', current: '2', size: '10' },
        json: { formKey: 'k1' },
      });
  });

  it('leaves the refuse classification calls of the line to the refuse module; adds visual save and the form-use check', () => {
    const paths = apps.resources.map((r) => r.path);
    expect(paths.some((p) => /refuse/i.test(p))).toBe(false);
    expect(spec('visual').operations.save).toMatchObject({ method: 'POST', path: 'save' });
    expect(request('form-permission', 'formUsePermission', { formKey: 'k1' })).toMatchObject({
      method: 'GET',
      query: { formKey: 'k1' },
    });
  });

  it("labels a form's name 表单名称, in English Form name (not just Form: the form picker is 表单)", () => {
    for (const name of ['application-form', 'tool-app-form']) {
      const formName = spec(name).fields.find((f) => f.name === 'formName')!;
      expect(formName.text, name).toEqual({ zh: '表单名称', en: 'Form name' });
      expect(translate(formName.label, 'en'), name).toBe('Form name');
    }
  });
});
