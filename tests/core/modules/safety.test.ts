import { describe, expect, it } from 'vitest';
import { safety } from '../../../core/src/modules/safety.ts';
import { consoleRoute } from '../../../core/src/nav/route-table.ts';
import { allOperations, buildRequest, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { calls } from '../../data/spec-calls/safety.ts';

/** What business-modules.md §2/§7 Safety and platform.md §2.1 state, as the declarations show it. */

const entry = (name: string) => {
  const spec = registry[name];
  if (!spec) throw new Error(`no entry ${name}`);
  return spec;
};
const screen = (path: string) => safety.screens.find((s) => s.path === path);

describe('safety routes', () => {
  const SAFETY_PUBLIC = [
    '/safetyManage/detailedList/hiddenDetailedList',
    '/safetyManage/detailedList/riskDetailedList',
    '/safetyManage/detailedList/hiddenReportDetails',
    '/safetyManage/detailedList/identifyDetails',
    '/safetyDataView',
    '/ljScreen',
  ];

  it('opens the detailed lists, /safetyDataView and /ljScreen without sign-in, and nothing else', () => {
    expect(
      safety.screens
        .filter((s) => s.public)
        .map((s) => s.path)
        .sort(),
    ).toEqual([...SAFETY_PUBLIC].sort());
    // The console's route table opens them signed out, from this declaration.
    for (const path of SAFETY_PUBLIC)
      expect(consoleRoute(path), path).toMatchObject({ public: true, view: { module: 'safety' } });
  });

  it('declares the /safetyProd routes of §2, on the entries of the same name', () => {
    expect(screen('/safetyProd/nbxtSafetyProdDangerSourceIdentify')?.resource).toBe(
      'safety-prod-danger-source-identify',
    );
    expect(screen('/safetyProd/nbxtSafetyProdHiddenIdentify')?.resource).toBe('safety-prod-hidden-identify');
    expect(screen('/safetyProd/nbxtSafetyProdInsuranceTenant')?.resource).toBe(
      'safety-prod-insurance-policy',
    );
  });

  it('keeps public and detail pages out of the menu', () => {
    for (const s of safety.screens) if (s.public || s.view === 'detail') expect(s.menu, s.path).toBeFalsy();
  });
});

describe('safety calls', () => {
  it('offers only the page of hidden-danger records and companies (GET page)', () => {
    for (const name of ['hidden-danger-record', 'hidden-danger-company']) {
      const ops = allOperations(entry(name));
      expect(Object.keys(ops), name).toEqual(['list']);
      expect(ops.list).toMatchObject({ method: 'GET', path: 'page', reply: 'page' });
    }
  });

  it('pages company training with a POST whose filters and paging travel in the query', () => {
    const request = buildRequest(entry('safety-manage-train'), 'list', {
      current: 2,
      size: 10,
      trainTitle: '消防',
    });
    expect(request).toMatchObject({
      method: 'POST',
      path: '/safetyManage/safetyManageTrain/page',
      safe: true,
    });
    expect(request.query).toEqual({ current: '2', size: '10', trainTitle: '消防' });
    expect(request.json).toBeUndefined();
  });

  it('assigns policies to a service tenant with ids and serviceTenantId, and changes them so', () => {
    const policy = entry('safety-prod-insurance-policy');
    const request = buildRequest(policy, 'serviceTenant', { ids: ['1', '2'], serviceTenantId: '000001' });
    expect(request).toMatchObject({
      method: 'POST',
      safe: false,
      query: { ids: '1,2', serviceTenantId: '000001' },
    });
    expect(policy.operations.serviceTenant?.effect).toEqual({
      target: 'ids',
      sets: { serviceTenantId: 'serviceTenantId' },
    });
    for (const name of ['tenantPage', 'ownList', 'serviceList'])
      expect(policy.operations[name], name).toMatchObject({ method: 'GET', safe: true });
  });

  it('initialises contact numbers with a POST on the enterprise table', () => {
    const op = entry('safety-manage-tenant').operations.initContactNumber;
    expect(op).toMatchObject({ method: 'POST', path: 'initContactNumber', safe: false, role: 'toolbar' });
  });

  it('reads the risk screen (lists and statistics by risk level) and sends from it', () => {
    const ops = entry('safety-screen').operations;
    for (const name of ['listIdentifyAll', 'listRisk', 'statistics'])
      expect(ops[name], name).toMatchObject({ safe: true });
    expect(ops.statistics?.figures?.major?.where).toEqual({ riskLevel: '1' });
    expect(ops.send).toMatchObject({ method: 'POST', safe: false });
  });

  it('leaves the calls whose shapes the spec does not show out of the spec-call data', () => {
    const notShown = Object.values(registry).flatMap((spec) =>
      Object.values(spec.operations)
        .filter((op) => op.summary.includes('not shown'))
        .map((op) => `${op.method} ${operationPath(spec, op)}`),
    );
    const safetyNotShown = notShown.filter((call) => call.includes('/safetyManage/'));
    expect(safetyNotShown.length).toBeGreaterThan(0);
    for (const call of safetyNotShown) expect(calls, call).not.toContain(call);
  });
});
