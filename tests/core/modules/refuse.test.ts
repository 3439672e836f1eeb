import { describe, expect, it } from 'vitest';
import { refuse } from '../../../core/src/modules/refuse.ts';
import { ArgumentError, allOperations } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { operation, request, screenOf } from './helpers.ts';

describe('refuse classification module (business-modules.md §7 Refuse classification)', () => {
  it('has the five /refuseClassify routes of §2', () => {
    for (const name of [
      'classifyApplication',
      'refuseClassify',
      'panel',
      'refuseClassifyData',
      'releateTenant',
    ])
      expect(screenOf(refuse, `/refuseClassify/${name}`), name).toBeDefined();
  });

  it('"POST refuseclassify/formdata: page, rank, report, count, rate, remove, submit": POSTs, reads safe', () => {
    const ops = allOperations(registry['refuse-formdata']!);
    const byPath = Object.fromEntries(Object.values(ops).map((op) => [op.path, op]));
    for (const name of ['page', 'rank', 'report', 'count', 'rate'])
      expect(byPath[name], name).toMatchObject({ method: 'POST', safe: true });
    for (const name of ['remove', 'submit'])
      expect(byPath[name], name).toMatchObject({ method: 'POST', safe: false });
    expect(operation('refuse-formdata', 'count')).toMatchObject({ role: 'statistics', reply: 'figures' });
    expect(operation('refuse-formdata', 'rank').chart?.x).toBe('tenantName');
  });

  it('exports one record by the id in the path (GET)', () => {
    expect(request('refuse-formdata', 'export', { id: '501' })).toMatchObject({
      method: 'GET',
      path: '/refuseclassify/formdata/export/501',
    });
  });

  it('reports: a multipart import and a chart of a year', () => {
    expect(operation('refuse-report', 'import')).toMatchObject({ method: 'POST', args: 'multipart' });
    expect(request('refuse-report', 'chart', { year: 2024 })).toMatchObject({
      method: 'GET',
      path: '/refuseClassify/refuseClassificationReport/chart',
      query: { year: '2024' },
    });
    expect(() => request('refuse-report', 'chart', {})).toThrow(ArgumentError);
    expect(registry['refuse-report']!.standard).toEqual([]);
  });

  it('the evaluation file has only its submit', () => {
    expect(Object.keys(allOperations(registry['refuse-evalfile']!))).toEqual(['submit']);
    expect(request('refuse-evalfile', 'submit', { year: 2024 }).path).toBe(
      '/refuseClassify/refuseClassificationEvalfile/submit',
    );
  });
});
