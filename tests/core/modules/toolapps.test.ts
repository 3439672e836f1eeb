import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../core/src/modules/index.ts';
import { toolapps } from '../../../core/src/modules/toolapps.ts';
import { buildRequest } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** forms-and-survey.md §7 Tool apps, §9 (lists of size 99), the tool-app, designer and form-filling routes of §2.1. */

const spec = (name: string) => registry[name]!;
const request = (name: string, opName: string, args: Record<string, unknown>) => {
  const { operation: _, signal: __, ...rest } = buildRequest(spec(name), opName, args);
  return rest;
};
const screen = (path: string) => MODULES.flatMap((m) => m.screens).find((s) => s.path === path);

describe('tool apps', () => {
  it('lists and selects apps 99 at a time by type and appName', () => {
    expect(screen('/toolApp/nbxtToolApp')).toMatchObject({ view: 'list', pageSize: 99 });
    expect(request('tool-app', 'select', { type: '1', appName: '巡查', current: 1, size: 99 })).toMatchObject(
      {
        method: 'GET',
        path: '/tool-app/nbxtToolApp/select',
        query: { type: '1', appName: '巡查', current: '1', size: '99' },
      },
    );
  });

  it('the legacy tool-app-form entry lives in the tool-apps module with its export', () => {
    expect(toolapps.resources.map((r) => r.name)).toContain('tool-app-form');
    expect(spec('tool-app-form').operations.export).toMatchObject({
      method: 'POST',
      safe: true,
      download: 'export',
    });
    expect(spec('tool-app-form').fields.find((f) => f.name === 'appId')!.ref).toBe('tool-app');
  });

  it('builds the related-data dictionary path from formKey, field and key', () => {
    expect(
      request('tool-app-form-data', 'relDictionary', { formKey: 'f1', field: 'name', key: 'a b' }).path,
    ).toBe('/tool-app/nbxtToolAppFormData/rel/formKey/f1/field/name/a%20b');
    expect(request('tool-app-form-data', 'detailByTask', { taskExecuteId: '9' })).toMatchObject({
      query: { taskExecuteId: '9' },
    });
  });

  it('the designers and form filling open without signing in; the tool-app designer list does not', () => {
    const publicPaths = MODULES.flatMap((m) => m.screens)
      .filter((s) => s.public)
      .map((s) => s.path)
      .sort();
    expect(publicPaths).toEqual(
      expect.arrayContaining([
        '/nbxtFormDesigner',
        '/nbxtFormDesigner/app/:appId/form/:formId',
        '/toolApp/designer/app/:appId/form/:formId',
        '/toolApp/formDataTaskLink',
      ]),
    );
    expect(screen('/toolApp/designer')?.public).toBeFalsy();
    for (const path of ['/app/nbxtapplicationform', '/app/nbxtapplicationformdata', '/app/nbxtAppPermission'])
      expect(screen(path)?.public, path).toBeFalsy();
  });
});
