import { describe, expect, it } from 'vitest';
import { referencedEntries, refNameIndex, refNamesText } from '../../../core/src/resources/ref-names.ts';
import { getResource, registry } from '../../../core/src/resources/registry.ts';

describe('references by the names of the records they hold', () => {
  const permission = getResource('form-permission')!;
  const field = (name: string) => permission.fields.find((f) => f.name === name)!;

  it('one list per referenced entry that can be listed, never the entry itself', () => {
    const fields = [field('roleIds'), field('deptIds'), field('formKey')];
    expect(referencedEntries(permission, fields, getResource).map((t) => t.name)).toEqual(['role', 'dept']);
    const dept = getResource('dept')!;
    const parent = { name: 'parentId', label: 'x', text: { zh: 'x', en: 'x' }, ref: 'dept' };
    expect(referencedEntries(dept, [parent], getResource)).toEqual([]);
    expect(referencedEntries(permission, fields, () => undefined)).toEqual([]);
  });

  it("names a comma list of ids (a tree's children too), ids it lacks as they are", () => {
    const dept = getResource('dept')!;
    const records = [{ id: '1', deptName: '总部', children: [{ id: '2', deptName: '技术部' }] }];
    const index = new Map(refNameIndex(dept, [field('deptIds')], records));
    expect(refNamesText(index, field('deptIds'), '2,1,9', '、')).toBe('技术部、总部、9');
    expect(refNamesText(index, field('deptIds'), '', '、')).toBeUndefined();
    expect(refNamesText(index, field('roleIds'), '1', '、')).toBeUndefined();
  });

  it('a reference by another key than the id (a tenant by its code) is named by that key', () => {
    const authorize = getResource('task-authorize')!;
    const from = authorize.fields.find((f) => f.name === 'fromTenantId')!;
    const tenant = getResource('tenant')!;
    const index = new Map(
      refNameIndex(tenant, [from], [{ id: '7', tenantId: '100001', tenantName: '示例街道' }]),
    );
    expect(refNamesText(index, from, '100001', ', ')).toBe('示例街道');
    expect(refNamesText(index, from, '7', ', ')).toBe('7');
  });
});

describe('tenants named in the registry', () => {
  it('names the tenant a platform record belongs to by the tenant code it holds (users, roles, departments)', () => {
    const owners = Object.values(registry).flatMap((spec) =>
      spec.fields
        .filter((f) => f.name === 'tenantId' && f.text.zh === '所属租户')
        .map((f) => [spec.name, f] as const),
    );
    expect(owners.map(([name]) => name)).toEqual(expect.arrayContaining(['user', 'role', 'dept']));
    for (const [name, field] of owners)
      expect({ name, ref: field.ref, refKey: field.refKey }).toEqual({
        name,
        ref: 'tenant',
        refKey: 'tenantId',
      });
  });
});
