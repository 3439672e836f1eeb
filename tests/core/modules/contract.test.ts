import { describe, expect, it } from 'vitest';
import { contract } from '../../../core/src/modules/contract.ts';
import { allOperations, buildRequest, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import type { OperationSpec, ResourceSpec } from '../../../core/src/resources/types.ts';

/** What business-modules.md says of the contract library (§2, §3, §4, §7), as the declarations show it. */

const entry = (name: string): ResourceSpec => {
  const spec = registry[name];
  if (!spec) throw new Error(`no entry ${name}`);
  return spec;
};
const operation = (name: string, op: string): OperationSpec => {
  const found = allOperations(entry(name))[op];
  if (!found) throw new Error(`${name} has no ${op}`);
  return found;
};
const call = (name: string, op: string) => {
  const o = operation(name, op);
  return `${o.method} ${operationPath(entry(name), o)}`;
};

describe('contract library declarations', () => {
  it('reads each verb over its comma list: every contractInvoiceList and contractCompanySecond call is a POST', () => {
    for (const op of Object.values(allOperations(entry('contract-invoice-list'))))
      expect(op.method).toBe('POST');
    for (const op of Object.values(allOperations(entry('contract-company-second'))))
      expect(op.method).toBe('POST');
    expect(entry('contract-invoice-list').list.style).toBe('page-post');
    // "POST pageDispatch, pageService, … submit, updateServiceTenant; GET changeStatus, servicesRemove, …".
    expect(call('contract-service', 'list')).toBe('POST /serve/contractService/pageService');
    expect(call('contract-service', 'updateServiceTenant')).toBe(
      'POST /serve/contractService/updateServiceTenant',
    );
    expect(call('contract-service', 'changeStatus')).toBe('GET /serve/contractService/changeStatus');
    expect(call('contract-service', 'servicesRemove')).toBe('GET /serve/contractService/servicesRemove');
  });

  it('never retries a GET that changes data, and reads POST pages, charts and exports as safe', () => {
    expect(operation('contract-service', 'changeStatus').safe).toBe(false);
    expect(operation('contract-service', 'servicesRemove')).toMatchObject({
      safe: false,
      effect: { target: 'ids', remove: true },
    });
    expect(operation('contract-service', 'findByContractNo').safe).toBe(true);
    for (const op of ['pageDispatch', 'list', 'pageContract', 'listService'])
      expect(operation('contract-service', op).safe, op).toBe(true);
    expect(operation('contract-invoice-list', 'list').safe).toBe(true);
    expect(operation('contract-invoice-list', 'sync').safe).toBe(false);
    expect(operation('contract-business', 'repayExport')).toMatchObject({
      method: 'POST',
      safe: true,
      download: 'export',
    });
  });

  it('analysis calls are POST charts with current and size in the query and the filters in the body', () => {
    const spec = entry('contract-business');
    for (const name of ['cusVolume', 'roleAnalysis', 'repay', 'progress']) {
      const op = operation('contract-business', name);
      expect(op, name).toMatchObject({
        method: 'POST',
        safe: true,
        args: 'body',
        reply: 'chart',
        role: 'chart',
      });
      expect(
        spec.fields.some((f) => f.name === op.chart!.x),
        name,
      ).toBe(true);
      const request = buildRequest(spec, name, { current: 2, size: 20, customerName: '宁波' });
      expect(request.query).toEqual({ current: '2', size: '20' });
      expect(request.json).toEqual({ customerName: '宁波' });
    }
  });

  it('totals calls are GET statistics whose figures sum numeric fields or count by declared values', () => {
    const totals: [string, string][] = [
      ['contract-business', 'cvTotal'],
      ['contract-business', 'roleTotal'],
      ['contract-business', 'progressTotal'],
      ['contract-info', 'statisticsContractAmount'],
      ['contract-company-received', 'total'],
      ['contract-company-invoice', 'total'],
      ['contract-info-received', 'total'],
      ['contract-info-invoice', 'total'],
      ['contract-info-received', 'totalCommission'],
    ];
    for (const [name, op] of totals) {
      const spec = entry(name);
      const o = operation(name, op);
      expect(o, `${name}.${op}`).toMatchObject({ method: 'GET', reply: 'figures', role: 'statistics' });
      for (const figure of Object.values(o.figures!)) {
        expect(figure.zh && figure.en).toBeTruthy();
        if (figure.sum)
          expect(spec.fields.find((f) => f.name === figure.sum)?.type, figure.sum).toBe('number');
        for (const [field, value] of Object.entries(figure.where ?? {}))
          expect(spec.fields.find((f) => f.name === field)?.choices?.map((c) => c.value)).toContain(value);
      }
    }
  });

  it('status changes say what they change: contract status by contractId and value, invoices by ids and status', () => {
    expect(operation('contract-info', 'changeStatus')).toMatchObject({
      method: 'POST',
      params: { contractId: { in: 'query', required: true }, value: { in: 'query', required: true } },
      effect: { target: 'contractId', sets: { bizStatus: 'value' } },
      role: 'row',
    });
    expect(operation('contract-info', 'changeContractNo').effect?.sets).toEqual({ contractNo: 'contractNo' });
    expect(operation('contract-info', 'changeActualExecutor').effect?.sets).toEqual({
      actualExecutor: 'actualExecutor',
    });
    expect(operation('contract-invoice-list', 'statusChange')).toMatchObject({
      params: { ids: { type: 'ids', in: 'query' }, status: { in: 'query' } },
      effect: { target: 'ids', sets: { status: 'status' } },
      role: 'rows',
    });
    expect(operation('contract-service-execute', 'changeExecutor')).toMatchObject({
      params: { ids: { type: 'ids' }, executor: { required: true } },
      effect: { target: 'ids', sets: { executor: 'executor' } },
    });
    // The effects set fields the entries have.
    for (const spec of contract.resources)
      for (const [name, op] of Object.entries(spec.operations))
        for (const field of Object.keys(op.effect?.sets ?? {}))
          expect(
            spec.fields.map((f) => f.name),
            `${spec.name}.${name}`,
          ).toContain(field);
  });

  it('the contract payload carries contractNo, actualExecutor, bizStatus, submitFlag and crmTenantId', () => {
    const names = entry('contract-info').fields.map((f) => f.name);
    for (const name of ['contractNo', 'actualExecutor', 'bizStatus', 'submitFlag', 'crmTenantId'])
      expect(names).toContain(name);
    expect(call('contract-info', 'detail')).toBe('GET /contractLibrary/contractInfo/detail/{id}');
    expect(buildRequest(entry('contract-info'), 'detail', { id: '7' }).path).toBe(
      '/contractLibrary/contractInfo/detail/7',
    );
    // "Received records and invoices carry contractId", naming a contract.
    for (const name of [
      'contract-info-received',
      'contract-info-invoice',
      'contract-company-received',
      'contract-invoice-list',
    ])
      expect(entry(name).fields.find((f) => f.name === 'contractId')?.ref, name).toBe('contract-info');
  });

  it('invoice data detail takes socialCreditCode; invoice logs take invoiceId; check takes crmTenantId', () => {
    expect(operation('contract-invoice-data', 'detail').params.socialCreditCode).toEqual({
      type: 'string',
      in: 'query',
      required: false,
    });
    expect(
      buildRequest(entry('contract-invoice-data'), 'detail', { socialCreditCode: '91330200X' }).query,
    ).toEqual({
      socialCreditCode: '91330200X',
    });
    expect(operation('contract-invoice-list', 'detailLogs').params.invoiceId).toMatchObject({
      required: true,
    });
    expect(operation('contract-business', 'check').params.crmTenantId).toMatchObject({ required: true });
  });

  it('"standard; POST list" keeps both lists of business categories', () => {
    expect(call('contract-biz-category', 'list')).toBe('GET /contractLibrary/contractBizCategory/list');
    expect(call('contract-biz-category', 'options')).toBe('POST /contractLibrary/contractBizCategory/list');
    expect(entry('contract-dispatch').standard).toEqual(['list', 'detail', 'submit', 'remove']);
  });

  it('the commissions and "mine" lists are views of their backend resource, sharing its calls', () => {
    expect(call('contract-commission', 'list')).toBe(
      'GET /contractLibrary/contractInfoReceived/commissionPage',
    );
    expect(operation('contract-commission', 'totalCommission')).toBe(
      operation('contract-info-received', 'totalCommission'),
    );
    expect(call('contract-service-execute-mine', 'list')).toBe(
      'GET /contractLibrary/contractServiceExecute/pageForMine',
    );
    expect(operation('contract-commission', 'list')).toBe(
      operation('contract-info-received', 'commissionPage'),
    );
    expect(operation('contract-service-execute-mine', 'list')).toBe(
      operation('contract-service-execute', 'pageForMine'),
    );
    expect(operation('contract-service-execute-mine', 'callbackCheck')).toBe(
      operation('contract-service-execute', 'callbackCheck'),
    );
  });
});

describe('contract library screens', () => {
  const screen = (path: string) => contract.screens.find((s) => s.path === path);

  it('declares every route of §2', () => {
    expect(screen('/contractLibrary/nbxtAddContract')).toMatchObject({
      view: 'custom',
      custom: 'addContract',
      resource: 'contract-info',
    });
    expect(screen('/contractLibrary/nbxtContractDetail')).toMatchObject({
      view: 'detail',
      resource: 'contract-info',
    });
    expect(screen('/contractLibrary/nbxtSelectAddress')).toMatchObject({
      view: 'custom',
      resource: 'crm-address',
    });
    expect(screen('/contractLibrary/contractServeRecords')?.resource).toBe('contract-service-execute');
    expect(screen('/contractLibrary/contractAddService')).toMatchObject({
      view: 'form',
      resource: 'contract-service',
    });
    expect(screen('/contractLibrary/contractServeRecordsVerify')?.resource).toBe('contract-service-execute');
    expect(screen('/contractLibrary/nbxtContractDetail')?.menu).toBeFalsy();
  });

  it('the contract detail relates its services, receipts, invoices and change records by contractId', () => {
    const related = screen('/contractLibrary/nbxtContractDetail')!.related!;
    expect(related.map((r) => r.resource)).toEqual([
      'contract-service',
      'contract-info-received',
      'contract-info-invoice',
      'contract-change-record',
    ]);
    for (const r of related)
      expect(entry(r.resource).fields.find((f) => f.name === r.field)?.ref, r.resource).toBe('contract-info');
    // The change records' list takes the contract in its path: the related field is that argument.
    expect(operation('contract-change-record', 'list').params.contractId).toMatchObject({ in: 'path' });
  });

  it('gives each list with statistics a list screen, "mine" and all for service execution', () => {
    const lists = contract.screens.filter((s) => s.view === 'list').map((s) => s.resource);
    for (const name of [
      'contract-info',
      'contract-collection-management',
      'contract-company-invoice',
      'contract-company-received',
      'contract-info-received',
      'contract-commission',
      'contract-change-record',
      'contract-dispatch',
      'contract-service-execute',
      'contract-service-execute-mine',
    ])
      expect(lists, name).toContain(name);
    // Every entry of the module is on a screen.
    for (const spec of contract.resources)
      expect(
        contract.screens.some((s) => s.resource === spec.name),
        spec.name,
      ).toBe(true);
  });
});

describe('contract library fields', () => {
  it('declare labels, 3–7 columns, 1–3 filters, refs to entries and labelled choices', () => {
    for (const spec of contract.resources) {
      const columns = spec.fields.filter((f) => f.list).length;
      expect(columns, spec.name).toBeGreaterThanOrEqual(3);
      expect(columns, spec.name).toBeLessThanOrEqual(7);
      const filters = spec.fields.filter((f) => f.filter).length;
      expect(filters, spec.name).toBeGreaterThanOrEqual(1);
      expect(filters, spec.name).toBeLessThanOrEqual(3);
      for (const f of spec.fields) {
        expect(f.text.zh && f.text.en, `${spec.name}.${f.name}`).toBeTruthy();
        if (f.ref) expect(registry[f.ref], `${spec.name}.${f.name} → ${f.ref}`).toBeDefined();
        for (const c of f.choices ?? []) expect(c.zh && c.en).toBeTruthy();
      }
    }
  });
});
