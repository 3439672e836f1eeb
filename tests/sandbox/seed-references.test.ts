import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../core/src/resources/registry.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';
import { type Api, openApi } from './helpers.ts';

type Row = Record<string, unknown>;

/**
 * Seeded rows of the contract library, CRM and task system read as real data: names from the fields'
 * samples or names (never “label + n”), names beside references that are the referenced records' names,
 * contracts signed with customers that exist.
 */
describe('sandbox: seeded names and references', () => {
  let api: Api;
  let db: DatabaseSync;
  beforeAll(async () => {
    api = await openApi();
    db = new DatabaseSync(api.sandbox.dbFile);
  });
  afterAll(async () => {
    db?.close();
    await api?.sandbox.close();
  });

  const rows = (name: string, tenant?: string): Row[] =>
    (
      db.prepare(`SELECT tenant_id, data FROM ${tableOf(registry[name]!)} WHERE is_deleted = 0`).all() as {
        tenant_id: string;
        data: string;
      }[]
    )
      .filter((r) => tenant === undefined || r.tenant_id === tenant)
      .map((r) => JSON.parse(r.data) as Row);
  const byId = (name: string) => new Map(rows(name).map((r) => [String(r[registry[name]!.idField]), r]));

  it('never seeds a field of these modules as its label and a number', () => {
    const modules = /^(contract|crm|company-search|task|nbxt-task|service-manage)/;
    const specs = Object.values(registry).filter((spec) => modules.test(spec.name));
    expect(specs.length).toBeGreaterThan(20);
    for (const spec of specs)
      for (const row of rows(spec.name))
        for (const f of spec.fields) {
          const value = row[f.name];
          if (typeof value === 'string')
            expect(value, `${spec.name}.${f.name}`).not.toMatch(new RegExp(`^${f.text.zh}\\d+$`));
        }
  });

  it('keeps dates in their order and state-bound values to their states (a deadline after the launch, a finish time once done)', () => {
    let ordered = 0;
    let bound = 0;
    for (const spec of Object.values(registry))
      for (const f of spec.fields) {
        if (!f.notBefore && !f.onlyWhen) continue;
        for (const row of rows(spec.name)) {
          const value = row[f.name];
          if (f.notBefore && typeof value === 'string' && typeof row[f.notBefore] === 'string') {
            expect(
              value.slice(0, 10) >= String(row[f.notBefore]).slice(0, 10),
              `${spec.name}.${f.name}`,
            ).toBe(true);
            ordered++;
          }
          if (f.onlyWhen && !f.onlyWhen.values.includes(String(row[f.onlyWhen.field]))) {
            expect(value, `${spec.name}.${f.name}`).toBeUndefined();
            bound++;
          }
        }
      }
    expect(ordered).toBeGreaterThan(10);
    expect(bound).toBeGreaterThan(5);
    // Done executions keep their finish time.
    expect(rows('task-execute').some((r) => String(r.status) === '2' && r.finishTime)).toBe(true);
  });

  it('takes declared samples (task groups, roles, tools, log operations, contract names)', () => {
    const cases: [string, string][] = [
      ['task-group', 'groupName'],
      ['task-role', 'roleName'],
      ['nbxt-task-tool', 'toolName'],
      ['task-launch-log', 'operateType'],
      ['task-execute-log', 'operateType'],
      ['contract-biz-category', 'categoryName'],
      ['contract-info', 'contractName'],
    ];
    for (const [name, field] of cases) {
      const samples = registry[name]!.fields.find((f) => f.name === field)!.samples as readonly string[];
      // A name a picker lists is not taken twice: a later record of the same name is its next issue
      // (物业服务合同（二期）, seed rule picker-labels-distinct).
      const values = rows(name).map((r) => String(r[field]).replace(/（[一二三四五六七八九十]+期）$/, ''));
      for (const value of values) expect(samples, `${name}.${field}`).toContain(value);
      expect(new Set(values).size, `${name}.${field} varies`).toBeGreaterThan(2);
    }
    for (const name of rows('contract-info').map((r) => String(r.contractName)))
      expect(name).toMatch(/(合同|协议)(（[一二三四五六七八九十]+期）)?$/);
  });

  it('names kind-less fields by their names: departments, banks, positions, industries', () => {
    for (const r of rows('task-role-user')) expect(String(r.deptName)).toMatch(/(办公室|中心|科|部)$/);
    for (const r of rows('contract-company-second')) expect(String(r.bankName)).toMatch(/银行/);
    for (const r of rows('crm-contact')) expect(String(r.position)).toMatch(/^[\u4e00-\u9fa5]{2,6}$/);
    for (const r of rows('crm-customer')) expect(String(r.industry)).toMatch(/业$/);
  });

  it('gives companies valid unified social credit codes (GB 32100 check character)', () => {
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    const codes = [
      ...rows('crm-customer').map((r) => String(r.socialCreditCode)),
      ...rows('company-search').map((r) => String(r.creditCode)),
    ];
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      expect(code).toMatch(/^91330\d{3}MA\d{6}[0-9X][0-9A-Z]$/);
      const sum = [...code.slice(0, 17)].reduce((acc, c, i) => acc + chars.indexOf(c) * weights[i]!, 0);
      expect(code[17], code).toBe(chars[(31 - (sum % 31)) % 31]);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('draws a change’s before and after by what changed, never the same', () => {
    const changes = rows('contract-change-record');
    expect(changes.length).toBeGreaterThan(10);
    for (const r of changes) {
      expect(r.afterValue).not.toBe(r.beforeValue);
      if (r.changeType === '1') expect(String(r.beforeValue)).toMatch(/^[A-Z]{2}\d{4}/);
      if (r.changeType === '3')
        expect(['草稿', '待审核', '执行中', '已完成', '已终止']).toContain(r.afterValue);
    }
  });

  it('seeds a dozen or more customers per tenant with types, stages and owners who are users', () => {
    const users = byId('user');
    const spec = registry['crm-customer']!;
    const choice = (field: string) => spec.fields.find((f) => f.name === field)!.choices!.map((c) => c.value);
    for (const tenant of ['000000', '100001']) {
      const customers = rows('crm-customer', tenant);
      expect(customers.length, tenant).toBeGreaterThanOrEqual(tenant === '000000' ? 12 : 5);
      for (const c of customers) {
        expect(choice('customerType')).toContain(c.customerType);
        expect(choice('customerStatus')).toContain(c.customerStatus);
        const owner = users.get(String(c.ownerId));
        expect(owner?.tenantId, `${c.customerName}'s owner`).toBe(tenant);
        expect(c.ownerName).toBe(owner!.realName);
      }
    }
  });

  it('signs contracts with customers that exist, and names them so everywhere', () => {
    const customers = byId('crm-customer');
    const contracts = byId('contract-info');
    const tenantOf = (r: Row) => String(r.tenantId);
    for (const c of contracts.values()) {
      const customer = customers.get(String(c.crmTenantId));
      expect(customer, `${c.contractNo}'s customer`).toBeDefined();
      expect(tenantOf(customer!)).toBe(tenantOf(c));
      expect(c.customerName).toBe(customer!.customerName);
    }
    const contractOf = (r: Row) => contracts.get(String(r.contractId))!;
    for (const r of rows('contract-business')) {
      expect(r.contractNo).toBe(contractOf(r).contractNo);
      expect(r.crmTenantId).toBe(contractOf(r).crmTenantId);
      expect(r.customerName).toBe(contractOf(r).customerName);
    }
    for (const r of rows('contract-collection-management'))
      expect(r.customerName).toBe(contractOf(r).customerName);
    for (const r of rows('contract-company-received')) expect(r.payerName).toBe(contractOf(r).customerName);
  });

  it('gives executions their launch’s title and executor’s name; authorisations join two tenants', () => {
    const launches = byId('task-launch');
    const users = byId('user');
    for (const r of rows('task-execute')) {
      expect(r.taskName).toBe(launches.get(String(r.launchId))!.launchName);
      expect(r.executorName).toBe(users.get(String(r.executor))!.realName);
    }
    const tenants = new Set(rows('tenant').map((t) => t.tenantId));
    const grants = rows('task-authorize');
    expect(grants.length).toBeGreaterThan(5);
    for (const g of grants) {
      expect(tenants).toContain(g.fromTenantId);
      expect(tenants).toContain(g.toTenantId);
      expect(g.toTenantId).not.toBe(g.fromTenantId);
    }
  });

  it('keeps a saved or changed record’s names in step with what it references', async () => {
    const customer = rows('crm-customer', '000000')[0]!;
    const user = [...byId('user').values()].find(
      (u) => u.tenantId === '000000' && u.id !== customer.ownerId,
    )!;
    const token = (await api.token()).access_token;
    const moved = await api.call(
      token,
      'POST',
      `/api/crm/nbxtCrmCustomer/transfer?ids=${customer.id}&userId=${user.id}`,
    );
    expect(moved.json.success).toBe(true);
    expect(byId('crm-customer').get(String(customer.id))!.ownerName).toBe(user.realName);
    const saved = await api.call(token, 'POST', '/api/contractLibrary/contractInfo/submit', {
      contractNo: 'HT-T-1',
      contractName: '测试合同',
      crmTenantId: customer.id,
      contractAmount: 1000,
      signDate: '2026-01-01',
    });
    expect(saved.json.success).toBe(true);
    const filed = [...byId('contract-info').values()].find((c) => c.contractNo === 'HT-T-1')!;
    expect(filed.customerName).toBe(customer.customerName);
  });
});
