import { describe, expect, it } from 'vitest';
import { resource, text } from '../../../core/src/resources/define.ts';
import { recordTitle, titleField } from '../../../core/src/resources/record-title.ts';
import { getResource } from '../../../core/src/resources/registry.ts';

describe("a record's name", () => {
  it('is its title, else a name of a person or company, else its natural key, else its first listed text', () => {
    expect(titleField(getResource('contract-info')!)?.name).toBe('contractName');
    expect(titleField(getResource('crm-customer')!)?.name).toBe('customerName');
    // A scope's menu is named by the menu's name (用户管理), not its code (user).
    expect(recordTitle(getResource('menu')!, { id: '1', name: '用户管理', code: 'user' })).toBe('用户管理');
    const coded = resource('coded', {
      path: '/x/coded',
      zh: '编码',
      en: 'Coded',
      naturalKey: 'code',
      fields: [text('note', '备注', 'Note', { list: true }), text('code', '编码', 'Code')],
    });
    expect(titleField(coded)?.name).toBe('code');
    const plain = resource('plain', {
      path: '/x/plain',
      zh: '普通',
      en: 'Plain',
      fields: [text('hidden', '隐藏', 'Hidden'), text('shown', '显示', 'Shown', { list: true })],
    });
    expect(titleField(plain)?.name).toBe('shown');
  });

  it('is not the field a reference names it by (a tenant referenced by its code is named by its name)', () => {
    const tenant = getResource('tenant')!;
    expect(titleField(tenant)?.name).toBe('tenantId');
    expect(titleField(tenant, 'tenantId')?.name).toBe('tenantName');
    expect(recordTitle(tenant, { id: '1', tenantId: '100001', tenantName: '示例街道' }, 'tenantId')).toBe(
      '示例街道',
    );
  });

  it("is a role's name, not its alias (its natural key): the permission dialog's and lists' roles", () => {
    const role = getResource('role')!;
    expect(titleField(role)?.name).toBe('roleName');
    expect(recordTitle(role, { id: '1', roleName: '管理员', roleAlias: 'admin' })).toBe('管理员');
  });

  it("is the record's id when its name is blank", () => {
    const spec = getResource('crm-customer')!;
    expect(recordTitle(spec, { id: '7', customerName: '润泽商贸' })).toBe('润泽商贸');
    expect(recordTitle(spec, { id: '7', customerName: '' })).toBe('7');
  });
});
