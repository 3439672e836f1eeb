import { describe, expect, it } from 'vitest';
import { epidemic } from '../../../core/src/modules/epidemic.ts';
import { ArgumentError } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { invalidValues, missingRequired } from '../../../core/src/resources/required.ts';
import { operation, request, screenOf } from './helpers.ts';

describe('epidemic module (business-modules.md §2, §7 Epidemic)', () => {
  it('has a screen for every epidemic route of §2, the assisted fill-in custom', () => {
    for (const path of [
      '/epidemic/epidemicInfo',
      '/epidemic/mobileNumberImport',
      '/epidemic/areaImport',
      '/epidemic/epidemicAddress',
      '/epidemic/dispatchManagement/dispatchList',
      '/epidemic/modulationManagement/modulationList',
      '/epidemic/modulationManagement/helpFillInForm',
    ])
      expect(screenOf(epidemic, path), path).toBeDefined();
    expect(screenOf(epidemic, '/epidemic/modulationManagement/helpFillInForm')).toMatchObject({
      view: 'custom',
      custom: 'helpFillInForm',
    });
  });

  it('lists records through page; the CRUD list stays callable', () => {
    expect(request('epidemic-info', 'list', { current: 2, size: 20, name: '张' })).toMatchObject({
      method: 'GET',
      path: '/epidemic/epidemicInfo/page',
      query: { current: '2', size: '20', name: '张' },
    });
    expect(request('epidemic-info', 'listAll')).toMatchObject({
      method: 'GET',
      path: '/epidemic/epidemicInfo/list',
    });
  });

  it('companionExport sends a multipart file and is a safe download', () => {
    const op = operation('epidemic-info', 'companionExport');
    expect(op).toMatchObject({
      method: 'POST',
      args: 'multipart',
      safe: true,
      download: 'export',
      reply: 'file',
    });
    const file = new Blob(['people']);
    expect(request('epidemic-info', 'companionExport', { file }).multipart).toEqual([['file', file]]);
  });

  it('queryStatus takes the taskId a track-code look-up answers; the look-up itself is not retried', () => {
    expect(request('epidemic-info', 'queryStatus', { taskId: 't1' })).toMatchObject({
      method: 'GET',
      query: { taskId: 't1' },
      safe: true,
    });
    expect(() => request('epidemic-info', 'queryStatus', {})).toThrow(ArgumentError);
    expect(operation('epidemic-info', 'trackCode')).toMatchObject({
      method: 'GET',
      safe: false,
      role: 'rows',
    });
  });

  it('assistSubmit is a POST of the entity; address import takes filePath', () => {
    expect(request('epidemic-info', 'assistSubmit', { name: '张伟' })).toMatchObject({
      method: 'POST',
      json: { name: '张伟' },
      safe: false,
    });
    expect(request('epidemic-address', 'import', { filePath: 'upload/a.xlsx' })).toMatchObject({
      method: 'POST',
      path: '/epidemic/epidemicAddress/import',
      query: { filePath: 'upload/a.xlsx' },
    });
  });

  it('area import and sms have only the calls the spec lists', () => {
    expect(request('epidemic-area-import', 'save', { areaName: '北仑' })).toMatchObject({
      method: 'POST',
      path: '/epidemic/areaImport/save',
    });
    expect(() => operation('epidemic-area-import', 'remove')).toThrow();
    expect(() => operation('epidemic-sms', 'detail')).toThrow();
    expect(operation('epidemic-sms', 'send')).toMatchObject({
      method: 'POST',
      role: 'rows',
      effect: { target: 'ids', sets: { sendStatus: '=1' } },
    });
    expect(request('epidemic-sms', 'send', { ids: ['1', '2'] }).query).toEqual({ ids: '1,2' });
  });

  it('SMS numbers (§5): not empty, 11 characters, a mainland mobile; a landline is refused', () => {
    const sms = registry['epidemic-sms']!;
    const problems = (phone: string) => [
      ...missingRequired(sms, { phone }).map((m) => m.message),
      ...invalidValues(sms, { phone }).map((m) => m.message),
    ];
    expect(problems('')).toEqual(['epidemic-sms.phone.required']);
    expect(problems('1381234567')).toEqual(['validate.phone.length']);
    expect(problems('138123456789')).toEqual(['validate.phone.length']);
    // The original's inverted check let an 11-character landline through: nbxt does not.
    expect(problems('05741234567')).toEqual(['validate.phone.format']);
    expect(problems('13812345678')).toEqual([]);
    expect(invalidValues(registry['epidemic-info']!, { phone: '0574-123456' })).toHaveLength(1);
  });
});
