import { describe, expect, it } from 'vitest';
import { job } from '../../../core/src/modules/jobs.ts';
import { getResource } from '../../../core/src/resources/registry.ts';
import {
  chartData,
  figureValues,
  formatFigure,
  importOutcome,
  importProgress,
  importResult,
  successKey,
} from '../../../core/src/resources/replies.ts';
import {
  chartArgs,
  fileArgument,
  filterArgs,
  importStepArgs,
  operationsWithRole,
  recordArgs,
  rowArgs,
  targetArgs,
} from '../../../core/src/resources/roles.ts';
import type { ResourceSpec } from '../../../core/src/resources/types.ts';
import { grant } from '../../web/kit/synthetic.ts';

const op = (name: string) => (grant as ResourceSpec).operations[name]!;

describe('replies of statistics, charts and imports', () => {
  it('labels the declared figures, reads numeric text, marks sums of money fields', () => {
    const figures = figureValues(grant, 'stat', op('stat'), { count: '12', total: 'n/a', extra: 3 });
    expect(figures.map((f) => [f.key, f.label, f.value, f.money])).toEqual([
      ['count', 'kit-grant.op.stat.count', 12, false],
      ['total', 'kit-grant.op.stat.total', null, true],
    ]);
  });

  it('formats amounts with two decimals and counts with grouping, a dash when absent', () => {
    expect(formatFigure(12345.5, true, 'zh')).toBe('12,345.50');
    expect(formatFigure(1234, false, 'en')).toBe('1,234');
    expect(formatFigure(null, true, 'zh')).toBe('-');
  });

  it('turns chart rows into the category as text and each series as a number', () => {
    const data = chartData(grant, 'monthly', op('monthly'), [
      { grantTime: 202601, total: '8.5' },
      { grantTime: '2026-02' },
    ]);
    expect(data.x).toBe('grantTime');
    expect(data.rows).toEqual([
      { grantTime: '202601', total: 8.5 },
      { grantTime: '2026-02', total: 0 },
    ]);
  });

  it('reads an import progress from percent or done of total, finished at 100', () => {
    expect(importProgress({ total: 4, done: 1 })).toEqual({ percent: 25, finished: false });
    expect(importProgress({ percent: '140' })).toEqual({ percent: 100, finished: true });
    expect(importProgress({ finished: true })).toEqual({ percent: 100, finished: true });
    expect(importProgress(undefined)).toEqual({ percent: 0, finished: false });
  });

  it('reads an import result: its counts and rejected rows', () => {
    expect(
      importResult({ success: 2, fail: 1, errorList: [{ row: 3, msg: 'bad' }], other: { a: 1 } }),
    ).toEqual({
      counts: [
        ['success', 2],
        ['fail', 1],
      ],
      errors: [{ row: '3', msg: 'bad' }],
    });
  });

  it('reads a finished progress reply’s outcome when the import has no result call', () => {
    expect(importOutcome({ id: '9', total: 3, done: 3, percent: 100, finished: true })).toBeUndefined();
    expect(
      importOutcome({
        total: 3,
        done: 3,
        percent: 100,
        success: 2,
        fail: 1,
        errors: [{ row: 4, msg: '联系电话格式错误' }, 'x'],
      }),
    ).toEqual({
      counts: [
        ['total', 3],
        ['success', 2],
        ['fail', 1],
      ],
      errors: [{ row: '4', msg: '联系电话格式错误' }, { msg: 'x' }],
    });
  });

  it('names the success text: add or update for submit, delete for remove, 操作成功 otherwise', () => {
    expect(successKey(grant, 'submit', { name: 'a' })).toBe('crud.addSuccess');
    expect(successKey(grant, 'submit', { id: '1', name: 'a' })).toBe('crud.updateSuccess');
    expect(successKey(grant, 'remove', { ids: ['1'] })).toBe('crud.removeSuccess');
    expect(successKey(grant, 'settle', {})).toBe('kit.op.success');
    // A warning's own submit records a result for the chosen ids: no record is added.
    const warnings = getResource('monitor-warning-record')!;
    expect(successKey(warnings, 'submit', { ids: ['1', '2'], result: 'ok' })).toBe('kit.op.success');
  });
});

describe('operation roles', () => {
  it('lists the operations of a role in declaration order', () => {
    expect(operationsWithRole(job, 'row').map(([name]) => name)).toEqual(['doNow', 'exportError']);
    expect(operationsWithRole(grant, 'toolbar', 'rows').map(([name]) => name)).toEqual(['settle', 'approve']);
  });

  it('passes a row its id in the path argument and rows their ids in the effect target', () => {
    expect(recordArgs(job, job.operations['doNow']!, ['7'])).toEqual({ id: '7' });
    expect(recordArgs(grant, op('revoke'), ['9'])).toEqual({ id: '9' });
    expect(recordArgs(grant, op('approve'), ['1', '2'])).toEqual({ ids: ['1', '2'] });
  });

  it('passes a row the declared fields it is named by when the operation takes no id (a batch’s uuid)', () => {
    // What a row action sends: the declared fields the row gives, and the records' own argument when taken.
    const argsOf = (spec: ResourceSpec, name: string, id: string, row: Record<string, unknown>) => {
      const operation = spec.operations[name]!;
      return { ...rowArgs(operation, row), ...targetArgs(spec, operation, [id]) };
    };
    const batches = getResource('payslip-formdata')!;
    const batch = { id: '7', uuid: 'PF1', sendCount: 2 };
    expect(argsOf(batches, 'send', '7', batch)).toEqual({ uuid: 'PF1' });
    const rows = getResource('payslip-detail')!;
    expect(argsOf(rows, 'resend', '9', { id: '9', uuid: 'PF1' })).toEqual({ id: '9' });
    expect(argsOf(job, 'doNow', '7', { id: '7' })).toEqual({ id: '7' });
  });

  it("keeps only a statistics call's declared filters when it takes no others", () => {
    expect(filterArgs(op('stat'), { name: 'x' })).toEqual({ name: 'x' });
    expect(filterArgs({ ...op('stat'), args: 'none' }, { name: 'x' })).toEqual({});
  });

  it('asks a chart that declares paging for the whole filtered set, one that does not with the filters only', () => {
    const business = getResource('contract-business')!;
    const filters = { roleType_equal: '1' };
    for (const name of ['cusVolume', 'roleAnalysis', 'repay', 'progress'])
      expect(chartArgs(business.operations[name]!, filters)).toEqual({ ...filters, current: 1, size: -1 });
    const refuse = getResource('refuse-report')!;
    expect(chartArgs(refuse.operations['chart']!, { year: '2026' })).toEqual({ year: '2026' });
  });

  it("gives an import's progress and result calls the upload's id", () => {
    expect(fileArgument(op('importExcel'))).toBe('file');
    expect(importStepArgs(op('importProcess'), 'job-7')).toEqual({ id: 'job-7' });
    expect(importStepArgs(op('importResult'), { id: 42 })).toEqual({ id: '42' });
  });
});
