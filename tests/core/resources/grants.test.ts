import { describe, expect, it } from 'vitest';
import { entryScreens } from '../../../core/src/resources/entry-screens.ts';
import {
  changeGrant,
  GRANT_OVERRIDES,
  granted,
  type Holder,
  operationGrant,
} from '../../../core/src/resources/grants.ts';
import { allOperations, findOperation } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { standardButtonCode } from '../../../core/src/session/button-codes.ts';

const screens = entryScreens();
const spec = (name: string) => registry[name]!;
const holder = (codes: string[], roleAliases: string[] = ['clerk']): Holder => ({
  signedIn: true,
  roleAliases,
  holds: (code) => codes.includes(code),
});

describe('one grant per operation, by rule over the whole registry', () => {
  it('gives every operation of every entry a grant; changes and exports a button unless overridden', () => {
    for (const entry of Object.values(registry))
      for (const [name, op] of Object.entries(allOperations(entry))) {
        const grant = operationGrant(entry, name, screens);
        const overridden = GRANT_OVERRIDES[`${entry.name}.${name}`] ?? GRANT_OVERRIDES[`${entry.name}.*`];
        const where = `${entry.name}.${name}`;
        if (op.public) expect(grant, where).toEqual({ kind: 'public' });
        else if (overridden) expect(grant, where).toEqual({ kind: overridden });
        else if (!op.safe || op.download === 'export') expect(grant.kind, where).toBe('button');
        else expect(['menu', 'signed-in', 'public'], where).toContain(grant.kind);
      }
  });

  it('names only operations that exist in its override list', () => {
    for (const key of Object.keys(GRANT_OVERRIDES)) {
      const [entry, name] = key.split('.') as [string, string];
      expect(registry[entry], key).toBeDefined();
      if (name !== '*') expect(findOperation(registry[entry]!, name), key).toBeDefined();
    }
  });

  it('submit adds or edits, remove deletes, an export needs its own button', () => {
    const param = spec('param');
    expect(changeGrant(param, 'submit')).toEqual({ kind: 'button', code: 'param_add' });
    expect(changeGrant(param, 'submit', true)).toEqual({ kind: 'button', code: 'param_edit' });
    expect(changeGrant(param, 'remove')).toEqual({
      kind: 'button',
      code: standardButtonCode(param, 'delete'),
    });
    expect(changeGrant(spec('crm-customer'), 'export')).toEqual({
      kind: 'button',
      code: 'crm-customer_export',
    });
    expect(changeGrant(param, 'list')).toEqual(undefined);
    // An operation of the entry's own named submit (a rows action: handle warnings) has its own button.
    expect(changeGrant(spec('monitor-warning-record'), 'submit')).toEqual({
      kind: 'button',
      code: 'monitor-warning-record_submit',
    });
  });

  it('reserves tenants, clients and menus to administrators, password resets and grants to admins', () => {
    expect(operationGrant(spec('tenant'), 'list', screens)).toEqual({ kind: 'administrator' });
    expect(operationGrant(spec('client'), 'submit', screens)).toEqual({ kind: 'administrator' });
    expect(operationGrant(spec('menu'), 'remove', screens)).toEqual({ kind: 'administrator' });
    expect(operationGrant(spec('user'), 'resetPassword', screens)).toEqual({ kind: 'admin' });
    expect(operationGrant(spec('role'), 'grant', screens)).toEqual({ kind: 'admin' });
    expect(operationGrant(spec('menu'), 'routes', screens)).toEqual({ kind: 'signed-in' });
  });

  it("the shell's chat widget (every signed-in user's round button) lists who is online, and sends files", () => {
    const clerk = holder([]);
    expect(granted(operationGrant(spec('chat-staff'), 'outList', screens), clerk)).toBe(true);
    expect(granted(operationGrant(spec('oss'), 'putFile', screens), clerk)).toBe(true);
    expect(
      granted(operationGrant(spec('chat-staff'), 'outList', screens), { ...clerk, signedIn: false }),
    ).toBe(false);
  });

  it('grants reads to the menus of the screens that show the entry and of those that name its records', () => {
    expect(operationGrant(spec('param'), 'list', screens)).toEqual({ kind: 'menu', codes: ['param'] });
    const users = operationGrant(spec('user'), 'list', screens);
    expect(users.kind).toBe('menu');
    // The customer list names its owners (a user): its menu reads their names.
    expect(users.kind === 'menu' && users.codes).toEqual(
      expect.arrayContaining(['user', 'crm-nbxtCrmCustomer']),
    );
  });

  it('lets administrators do everything, tenant administrators all but the platform administrator’s', () => {
    const tenantList = operationGrant(spec('tenant'), 'list', screens);
    const reset = operationGrant(spec('user'), 'resetPassword', screens);
    const add = changeGrant(spec('param'), 'submit')!;
    expect(granted(tenantList, holder([], ['administrator']))).toBe(true);
    expect(granted(tenantList, holder([], ['admin']))).toBe(false);
    expect(granted(reset, holder([], ['admin']))).toBe(true);
    expect(granted(reset, holder(['user_resetPassword']))).toBe(false);
    expect(granted(add, holder(['param_add']))).toBe(true);
    expect(granted(add, holder(['param_edit']))).toBe(false);
    expect(granted(add, { ...holder(['param_add']), signedIn: false })).toBe(false);
    expect(granted({ kind: 'public' }, { ...holder([]), signedIn: false })).toBe(true);
  });
});
