import { describe, expect, it } from 'vitest';
import { registry } from '../../../core/src/resources/registry.ts';
import {
  callButtonCode,
  mayUse,
  operationButtonCode,
  standardButtonCode,
  standardButtons,
} from '../../../core/src/session/button-codes.ts';
import { permissionMap } from '../../../core/src/session/permissions.ts';

describe('button permission codes', () => {
  it('names standard buttons as Saber menus do', () => {
    expect(standardButtonCode(registry.param!, 'add')).toBe('param_add');
    expect(standardButtonCode(registry['dict-biz']!, 'delete')).toBe('dictbiz_delete');
    expect(standardButtonCode(registry['data-scope']!, 'view')).toBe('datascope_view');
    expect(operationButtonCode(registry['crm-customer']!, 'transfer')).toBe('crm-customer_transfer');
  });

  it('offers add/edit only with submit and delete only with remove', () => {
    expect(standardButtons(registry.param!)).toEqual(['add', 'edit', 'delete', 'view']);
    expect(standardButtons(registry['log-usual']!)).toEqual(['view']);
  });

  it('maps a call to the button it needs: submit by id, remove, declared operations; reads need none', () => {
    const spec = registry['crm-customer']!;
    expect(callButtonCode(spec, 'submit', false)).toBe('crm-customer_add');
    expect(callButtonCode(spec, 'submit', true)).toBe('crm-customer_edit');
    expect(callButtonCode(spec, 'remove')).toBe('crm-customer_delete');
    expect(callButtonCode(spec, 'transfer')).toBe('crm-customer_transfer');
    expect(callButtonCode(spec, 'list')).toBeUndefined();
    expect(callButtonCode(spec, 'detail')).toBeUndefined();
  });

  it('filters by the permission map built from the buttons and menus: only held codes pass', () => {
    const map = permissionMap(
      [{ code: 'param', children: [{ code: 'param_add' }, { code: 'param_view' }] }],
      [{ code: 'system', children: [{ code: 'param' }] }],
    );
    const shown = standardButtons(registry.param!).filter((b) =>
      mayUse(map, standardButtonCode(registry.param!, b)),
    );
    expect(shown).toEqual(['add', 'view']);
    expect(mayUse(undefined, 'param_add')).toBe(false);
  });
});
