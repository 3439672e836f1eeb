import { describe, expect, it } from 'vitest';
import { payslip } from '../../../core/src/modules/payslip.ts';
import { ArgumentError, allOperations, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { operation, request, screenOf } from './helpers.ts';

const formdataOps = payslip.resources
  .filter((r) => r.path === '/payslip/formdata')
  .flatMap((r) => Object.values(allOperations(r)).map((op) => ({ op, path: operationPath(r, op) })));

describe('payslip module (business-modules.md §7 Payslips)', () => {
  it('reads "POST payslip/formdata: upload, send, …" as POSTs, and the GET line as GETs', () => {
    const method = (name: string) =>
      formdataOps.find(({ path }) => path === `/payslip/formdata/${name}`)?.op.method;
    for (const name of [
      'upload',
      'send',
      'validateRestQuota',
      'payrollRecords',
      'remove',
      'statistics',
      'payrollRecordsDetail',
      'report',
      'resend',
      'payrollRecordsRevoke',
      'payrollRecordsEdit',
      'salaryStat',
    ])
      expect(method(name), name).toBe('POST');
    for (const name of ['getSmsTtl/{id}', 'importProcess/{id}', 'salary', 'salaryStatRecord', 'checkQuota'])
      expect(method(name), name).toBe('GET');
  });

  it('a send is preceded by validateRestQuota with the send count', () => {
    expect(operation('payslip-formdata', 'send').guard).toEqual({
      operation: 'validateRestQuota',
      args: { sendCount: 'sendCount' },
    });
    expect(registry['payslip-formdata']!.fields.map((f) => f.name)).toContain('sendCount');
    expect(request('payslip-formdata', 'validateRestQuota', { sendCount: '12' })).toMatchObject({
      method: 'POST',
      path: '/payslip/formdata/validateRestQuota',
      query: { sendCount: '12' },
      safe: true,
    });
    expect(() => request('payslip-formdata', 'validateRestQuota', {})).toThrow(ArgumentError);
    expect(() => request('payslip-formdata', 'validateRestQuota', { sendCount: 'many' })).toThrow(
      ArgumentError,
    );
    expect(operation('payslip-formdata', 'send')).toMatchObject({ safe: false, role: 'row' });
  });

  it('a batch goes by uuid (remove, statistics); a row by id (resend, revoke)', () => {
    expect(request('payslip-formdata', 'remove', { uuid: 'u-1' }).query).toEqual({ uuid: 'u-1' });
    expect(() => request('payslip-formdata', 'remove', { ids: '1' })).toThrow(ArgumentError);
    const statistics = operation('payslip-detail', 'statistics');
    expect(statistics).toMatchObject({ safe: true, role: 'statistics', reply: 'figures' });
    expect(Object.keys(statistics.figures!)).toEqual(['total', 'sent', 'failed', 'revoked']);
    expect(request('payslip-detail', 'resend', { id: '9' }).query).toEqual({ id: '9' });
    expect(request('payslip-detail', 'payrollRecordsRevoke', { id: '9' }).query).toEqual({ id: '9' });
  });

  it('pages details and salary statistics with current/size in the query and filters in the body', () => {
    expect(request('payslip-detail', 'list', { current: 1, size: 10, uuid: 'u-1' })).toMatchObject({
      method: 'POST',
      path: '/payslip/formdata/payrollRecordsDetail',
      query: { current: '1', size: '10' },
      json: { uuid: 'u-1' },
    });
    expect(request('payslip-salary-stat', 'list', { current: 1, size: 10, year: 2024 })).toMatchObject({
      method: 'POST',
      path: '/payslip/formdata/salaryStat',
      query: { current: '1', size: '10' },
      json: { year: 2024 },
    });
    expect(
      request('payslip-salary-stat', 'salaryStatRecord', { year: 2024, phoneNumber: '13900000001' }).query,
    ).toEqual({ year: '2024', phoneNumber: '13900000001' });
  });

  it('the upload reports its progress through importProcess/{id}', () => {
    const upload = operation('payslip-formdata', 'upload');
    expect(upload).toMatchObject({
      args: 'multipart',
      role: 'import',
      importSteps: { progress: 'importProcess' },
    });
    expect(request('payslip-formdata', 'importProcess', { id: '5' }).path).toBe(
      '/payslip/formdata/importProcess/5',
    );
  });

  it('institutions: CRUD plus update (cancel), getMyPackage, redeemTrial; the record detail route', () => {
    expect(registry['payslip-mechanism']!.standard).toEqual(['list', 'detail', 'submit', 'remove']);
    expect(operation('payslip-mechanism', 'update')).toMatchObject({
      method: 'POST',
      effect: { target: 'id', sets: { status: '=0' } },
    });
    expect(operation('payslip-mechanism', 'getMyPackage').method).toBe('GET');
    expect(operation('payslip-mechanism', 'redeemTrial').method).toBe('POST');
    expect(screenOf(payslip, '/payslip/payslipRecordDetail')).toMatchObject({
      view: 'list',
      queryFilters: ['uuid'],
    });
  });
});
