import { describe, expect, it } from 'vitest';
import { revenueFields, systemGeneratedIncomeFields } from '../../../core/src/household/fields.ts';
import { household } from '../../../core/src/modules/household.ts';
import { allOperations, buildRequest, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** forms-and-survey.md §7 Household survey and the /lowIncome routes of §2.1. */

const spec = (name: string) => registry[name]!;
const request = (name: string, opName: string, args: Record<string, unknown>) => {
  const { operation: _, signal: __, ...rest } = buildRequest(spec(name), opName, args);
  return rest;
};
const call = (name: string, opName: string) => {
  const op = allOperations(spec(name))[opName]!;
  return `${op.method} ${operationPath(spec(name), op)}`;
};

describe('household survey calls', () => {
  it('reads "POST … one, save (…), remove, doe" as POSTs, the template list as a POST page with its filters in the body', () => {
    expect(call('report-mould', 'detail')).toBe('POST /lowIncome/reportMould/one');
    expect(call('report-mould', 'submit')).toBe('POST /lowIncome/reportMould/save');
    expect(call('report-mould', 'doe')).toBe('POST /lowIncome/reportMould/doe');
    expect(request('report-mould', 'list', { status: 2, current: 1, size: 10 })).toMatchObject({
      method: 'POST',
      path: '/lowIncome/reportMould/page',
      query: { current: '1', size: '10' },
      json: { status: 2 },
    });
    // A read under POST: safe; the unknown `doe` is not.
    expect(spec('report-mould').operations.detail!.safe).toBe(true);
    expect(spec('report-mould').operations.doe!.safe).toBe(false);
  });

  it('householder calls take the arguments the spec names, where BladeX reads them', () => {
    expect(request('householder', 'remove', { ids: ['1', '2'], delType: '1' })).toMatchObject({
      method: 'POST',
      path: '/lowIncome/householder/remove',
      query: { ids: '1,2', delType: '1' },
    });
    expect(request('householder', 'removeAll', { mid: '9', idCards: '330102199001011234' })).toMatchObject({
      query: { mid: '9', idCards: '330102199001011234' },
    });
    expect(request('householder', 'editIdCard', { id: '5', idCard: '330102199001011234' })).toMatchObject({
      method: 'POST',
      json: { id: '5', idCard: '330102199001011234' },
    });
    expect(request('householder', 'publishReport', { id: '5', mname: '标准模板' })).toMatchObject({
      query: { id: '5', mname: '标准模板' },
    });
    expect(() => buildRequest(spec('householder'), 'publishReport', { id: '5' })).toThrow(/mname/);
    expect(request('householder', 'importProcess', { id: '77' })).toMatchObject({
      method: 'GET',
      path: '/lowIncome/householder/importProcess/77',
    });
  });

  it('"GET holderReportDetail, holderReport, transfer, importProcess/{id}, importResult/{id}": reads are safe, transfer is not', () => {
    const ops = spec('householder').operations;
    for (const name of ['holderReportDetail', 'holderReport', 'transfer', 'importProcess', 'importResult'])
      expect(ops[name]!.method, name).toBe('GET');
    expect(ops.holderReportDetail!.safe).toBe(true);
    expect(ops.transfer!.safe).toBe(false);
    expect(ops.checkHolder).toMatchObject({ method: 'POST', safe: true });
    expect(ops.import!.importSteps).toEqual({ progress: 'importProcess', result: 'importResult' });
  });

  it('other masses: GET remove and GET one by id, GET export of the chosen ids', () => {
    expect(call('other-masses', 'remove')).toBe('GET /lowIncome/otherMasses/remove');
    expect(spec('other-masses').operations.remove).toMatchObject({
      safe: false,
      effect: { target: 'id', remove: true },
    });
    expect(call('other-masses', 'detail')).toBe('GET /lowIncome/otherMasses/one');
    expect(request('other-masses', 'export', { idList: ['3', '4'] })).toMatchObject({
      method: 'GET',
      path: '/lowIncome/otherMasses/export',
      query: { idList: '3,4' },
    });
    // No POST remove beside the GET one.
    expect(spec('other-masses').standard).not.toContain('remove');
  });

  it('families are standard CRUD; starting an investigation sends the family as the data parameter', () => {
    for (const name of ['low-income-family', 'low-income-family-file', 'low-income-family-member'])
      expect(spec(name).standard).toEqual(['list', 'detail', 'submit', 'remove']);
    expect(request('low-income-family', 'initiate', { data: '{"id":"1"}' })).toMatchObject({
      method: 'POST',
      path: '/lowIncome/InitiatingInvestigation/nbxtLowIncomeFamily',
      query: { data: '{"id":"1"}' },
    });
    expect(request('low-income-tenant-setting', 'remove', { ids: '1', selectFlag: '0' })).toMatchObject({
      query: { ids: '1', selectFlag: '0' },
    });
  });

  it('the householder’s system-generated figures are read-only, as the survey form has them (§5.1)', () => {
    const fields = new Map(spec('householder').fields.map((f) => [f.name, f]));
    for (const name of [...systemGeneratedIncomeFields, ...revenueFields, 'numberOfFamily'])
      expect(fields.get(name)?.readOnly, name).toBe(true);
    expect(fields.get('idCard')).toMatchObject({ kind: 'idcard' });
    expect(fields.get('phoneCheck')).toMatchObject({ dict: 'yes_no' });
  });

  it('keeps the legacy entries and their export names', () => {
    expect(spec('householder').operations.export).toMatchObject({ method: 'POST', download: 'export' });
    expect(spec('inv-report').operations.excelDownload).toMatchObject({ method: 'GET', download: 'export' });
    expect(spec('inv-report').operations.exportSummary).toMatchObject({ method: 'GET', download: 'export' });
    expect(spec('other-masses').operations.export).toMatchObject({ method: 'GET', download: 'export' });
    for (const name of ['householder', 'inv-report', 'other-masses'])
      expect(household.resources.map((r) => r.name)).toContain(name);
  });
});

describe('household survey screens', () => {
  const screens = new Map(household.screens.map((s) => [s.path, s]));

  it('declares every /lowIncome route of §2.1', () => {
    const routes = [
      'lowIncomeAddModel',
      'lowIncomeDataList',
      'lowIncomeReportDetail',
      'lowIncomeVersionDetail',
      'otherPoorPeopleDetail',
      'HouseholdDetail',
      'questionnaire/:id',
      'questionnaireModify',
      'questionnaireView',
      'dataSourcesModify',
      'dataSourceNew',
      'dataSourceRecord',
      'dataSourceRecordView',
      'dataSourceView',
      'lowIncomeSearch',
      'reportPrint',
    ];
    for (const route of routes) expect(screens.has(`/lowIncome/${route}`), route).toBe(true);
  });

  it('the questionnaire and the report print are screens of their own; detail pages are not in the menu', () => {
    expect(screens.get('/lowIncome/questionnaire/:id')).toMatchObject({
      view: 'custom',
      custom: 'questionnaire',
    });
    expect(screens.get('/lowIncome/reportPrint')).toMatchObject({ view: 'custom', custom: 'reportPrint' });
    for (const screen of household.screens)
      if (screen.view === 'detail') expect(screen.menu, screen.path).toBeFalsy();
    expect(screens.get('/lowIncome/HouseholdDetail')!.related).toContainEqual({
      resource: 'low-income-family',
      field: 'holderId',
    });
  });
});
