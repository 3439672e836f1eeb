import { describe, expect, it } from 'vitest';
import {
  entryIsSafe,
  entryRequest,
  findOperation,
  operationRequest,
} from '../../../core/src/export/request.ts';
import { registry } from '../../../core/src/resources/registry.ts';

describe('export requests from the registry', () => {
  it('every export call is a safe download; job triggers are unsafe', () => {
    const downloads = Object.values(registry).flatMap((spec) =>
      Object.entries(spec.operations)
        .filter(([, op]) => op.download === 'export')
        .map(([name, op]) => ({ id: `${spec.name}.${name}`, op })),
    );
    expect(downloads.length).toBeGreaterThanOrEqual(22);
    for (const { id, op } of downloads) expect(op.safe, id).toBe(true);
    for (const id of [
      'contract-business.repayExport',
      'contract-info-received.exportCommission',
      'contract-service-execute.serviceExport',
      'epidemic-info.trackExport',
      'epidemic-info.companionExport',
      'payslip-formdata.report',
      'refuse-formdata.export',
      'inv-report.excelDownload',
      'inv-report.exportSummary',
      'other-masses.export',
      'tool-app-form.export',
      'labor-inspection.export',
      'job.exportError',
    ])
      expect(
        downloads.some((d) => d.id === id),
        id,
      ).toBe(true);
    expect(registry.job!.operations.doNow!.safe).toBe(false);
    expect(registry.job!.operations.clearRemove!.safe).toBe(false);
    expect(registry.job!.operations.list).toMatchObject({ method: 'POST', safe: true });
    expect(registry.job!.operations.list!.params.taskDataType).toMatchObject({ in: 'query' });
    // "POST job/nbxtjob/list (…), doNow/{id}, clearRemove, export/error/{id}": the verb governs the list.
    expect(registry.job!.operations.exportError).toMatchObject({ method: 'POST', safe: true });
  });

  it('fills path parameters and puts the rest in the query or the body', () => {
    expect(operationRequest(registry['refuse-formdata']!, 'export', { id: '7', year: '2024' })).toEqual({
      method: 'GET',
      path: '/refuseclassify/formdata/export/7',
      safe: true,
      query: { year: '2024' },
    });
    expect(operationRequest(registry['crm-customer']!, 'export', { customerName: '物流' })).toEqual({
      method: 'POST',
      path: '/crm/nbxtCrmCustomer/export',
      safe: true,
      json: { customerName: '物流' },
    });
    expect(() => operationRequest(registry['refuse-formdata']!, 'export', {})).toThrow(/id: required/);
    expect(() => operationRequest(registry.job!, 'doNow', { id: '1' })).toThrow(/no download doNow/);
  });

  it('judges manifest entries: known exports are safe, an unknown POST is not', () => {
    expect(findOperation(registry, 'POST', '/job/nbxtjob/export/error/42')?.name).toBe('exportError');
    expect(entryIsSafe(registry, { path: '/merchant/merchantInfo/export', method: 'POST' })).toBe(true);
    expect(entryIsSafe(registry, { path: '/job/nbxtjob/doNow/1', method: 'POST' })).toBe(false);
    expect(entryIsSafe(registry, { path: '/somewhere/else', method: 'POST' })).toBe(false);
    expect(entryIsSafe(registry, { path: '/somewhere/else', method: 'GET' })).toBe(true);
    expect(entryRequest(registry, { path: '/x', method: 'POST', body: { a: 1 }, query: { b: '2' } })).toEqual(
      {
        method: 'POST',
        path: '/x',
        query: { b: '2' },
        json: { a: 1 },
        safe: false,
      },
    );
  });

  it('a manifest can turn retries off, never on', () => {
    const unsafe = [
      { path: '/job/nbxtjob/doNow/1700000000000000102', method: 'POST' },
      { path: '/job/nbxtjob/clearRemove', method: 'POST' },
      { path: '/somewhere/else', method: 'POST' },
    ] as const;
    for (const entry of unsafe) {
      expect(entryIsSafe(registry, { ...entry, safe: true }), entry.path).toBe(false);
      expect(entryRequest(registry, { ...entry, safe: true }).safe, entry.path).toBe(false);
    }
    const safe = [
      { path: '/merchant/merchantInfo/export', method: 'POST' },
      { path: '/job/nbxtjob/export/error/42', method: 'GET' },
      { path: '/somewhere/else', method: 'GET' },
    ] as const;
    for (const entry of safe) {
      expect(entryIsSafe(registry, { ...entry, safe: true }), entry.path).toBe(true);
      expect(entryIsSafe(registry, { ...entry, safe: false }), entry.path).toBe(false);
    }
  });
});
