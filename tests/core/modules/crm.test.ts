import { describe, expect, it } from 'vitest';
import { contract } from '../../../core/src/modules/contract.ts';
import { crm } from '../../../core/src/modules/crm.ts';
import { allOperations, buildRequest, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** What business-modules.md says of the CRM (§7 CRM, §9), as the declarations show it. */

const spec = (name: string) => registry[name]!;
const operation = (name: string, op: string) => allOperations(spec(name))[op]!;
const call = (name: string, op: string) =>
  `${operation(name, op).method} ${operationPath(spec(name), operation(name, op))}`;

describe('CRM declarations', () => {
  it('contacts and addresses offer list, submit and remove, and their lists are fetched with size 99', () => {
    for (const name of ['crm-contact', 'crm-address']) {
      expect(spec(name).standard, name).toEqual(['list', 'submit', 'remove']);
      expect(call(name, 'list')).toMatch(/^GET \/crm\/(nbxtCrmContact|crmAddress)\/list$/);
      const screens = [...crm.screens, ...contract.screens].filter(
        (s) => s.resource === name && s.view !== 'detail',
      );
      expect(screens.length, name).toBeGreaterThan(0);
      for (const screen of screens) {
        // The page size is the screen's, not a filter: the list call sends it as its size.
        expect(screen.pageSize, screen.path).toBe(99);
        expect(screen.filters?.['size'], screen.path).toBeUndefined();
        expect(buildRequest(spec(name), 'list', { size: screen.pageSize }).query).toEqual({ size: '99' });
      }
    }
  });

  it('customers: submit, GET importProcess/{id}, POST export (safe download), POST transfer', () => {
    expect(call('crm-customer', 'submit')).toBe('POST /crm/nbxtCrmCustomer/submit');
    expect(operation('crm-customer', 'importProcess')).toMatchObject({
      method: 'GET',
      reply: 'progress',
      params: { id: { in: 'path', required: true } },
    });
    expect(operation('crm-customer', 'import')).toMatchObject({
      args: 'multipart',
      role: 'import',
      importSteps: { progress: 'importProcess' },
    });
    expect(operation('crm-customer', 'export')).toMatchObject({
      method: 'POST',
      safe: true,
      download: 'export',
    });
    expect(operation('crm-customer', 'transfer')).toMatchObject({
      method: 'POST',
      safe: false,
      role: 'rows',
      effect: { target: 'ids', sets: { ownerId: 'userId' } },
    });
    expect(spec('crm-customer').fields.find((f) => f.name === 'ownerId')?.ref).toBe('user');
  });

  it('looks users up by name and companies by two path arguments and by id', () => {
    expect(call('user', 'selectByName')).toBe('GET /blade-user/selectByName/{name}');
    expect(buildRequest(spec('user'), 'selectByName', { name: '张三' }).path).toBe(
      `/blade-user/selectByName/${encodeURIComponent('张三')}`,
    );
    const rough = buildRequest(spec('company-search'), 'getRough', { keyword: '宁波', pageNum: 1 });
    expect(rough).toMatchObject({
      method: 'GET',
      path: `/companySearch/getRough/${encodeURIComponent('宁波')}/1`,
    });
    expect(call('company-search', 'getDetail')).toBe('GET /companySearch/getDetail/{id}');
    for (const op of Object.values(spec('company-search').operations)) expect(op.safe).toBe(true);
  });

  it('the blog is standard under nbxt-crm', () => {
    expect(spec('crm-blog').path).toBe('/nbxt-crm/nbxtblog');
    expect(spec('crm-blog').standard).toEqual(['list', 'detail', 'submit', 'remove']);
  });

  it('lists each entry a user works with and relates contacts, addresses and contracts to a customer', () => {
    for (const name of ['crm-customer', 'crm-contact', 'crm-address', 'crm-blog'])
      expect(
        crm.screens.some((s) => s.view === 'list' && s.resource === name && s.menu),
        name,
      ).toBe(true);
    const detail = crm.screens.find((s) => s.view === 'detail')!;
    for (const r of detail.related!)
      expect(spec(r.resource).fields.find((f) => f.name === r.field)?.ref, r.resource).toBe('crm-customer');
  });
});
