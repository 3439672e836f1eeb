import { describe, expect, it } from 'vitest';
import { getResource } from '../../../core/src/resources/registry.ts';
import { argumentInputs, rowArgs } from '../../../core/src/resources/roles.ts';

const spec = (name: string) => getResource(name)!;
const names = (inputs: { name: string }[]) => inputs.map((i) => i.name);

describe('what a row or rows operation asks of the user', () => {
  it('a warning result: everything but the selected ids, labelled by the entry’s field', () => {
    const warnings = spec('monitor-warning-record');
    const inputs = argumentInputs(warnings, warnings.operations['submit']!);
    expect(names(inputs)).toEqual(['result']);
    expect(inputs[0]).toMatchObject({ required: true, field: { name: 'result' } });
  });

  it('a row gives the arguments that name other records, never those written into it', () => {
    const roles = spec('monitor-user-role');
    const remove = roles.operations['removeAssit']!;
    expect(rowArgs(remove, { id: '1', userId: '7', realName: '王' })).toEqual({ id: '1', userId: '7' });
    expect(argumentInputs(roles, remove, { id: '1', userId: '7' })).toEqual([]);
    // changeOrVerify writes verifyStatus: the row's current value is not taken for the user's choice.
    const tenants = spec('monitor-tenant');
    const verify = tenants.operations['changeOrVerify']!;
    expect(rowArgs(verify, { id: '1', verifyStatus: 0 })).toEqual({ id: '1' });
    expect(names(argumentInputs(tenants, verify, { id: '1', verifyStatus: 0 }))).toEqual(['verifyStatus']);
  });

  it('a toolbar call asks for its arguments (the user to make an assistant)', () => {
    const roles = spec('monitor-user-role');
    expect(argumentInputs(roles, roles.operations['saveAssist']!)).toMatchObject([
      { name: 'userId', required: true, field: { name: 'userId' } },
    ]);
  });

  it('nothing to ask when the records are all the operation takes', () => {
    const sms = spec('epidemic-sms');
    expect(argumentInputs(sms, sms.operations['send']!)).toEqual([]);
  });
});

describe('an argument shown as the field it writes', () => {
  it('a contract status change: value shown as bizStatus, its dictionary and label', () => {
    const contract = spec('contract-info');
    const [input] = argumentInputs(contract, contract.operations['changeStatus']!);
    expect(input).toMatchObject({ name: 'value', required: true, field: { name: 'bizStatus' } });
  });

  it('leaves out the records’ own argument, and takes the field the effect sets (the new owner)', () => {
    const contract = spec('contract-info');
    expect(names(argumentInputs(contract, contract.operations['changeActualExecutor']!))).toEqual([
      'actualExecutor',
    ]);
    const customers = spec('crm-customer');
    const [owner] = argumentInputs(customers, customers.operations['transfer']!);
    expect([owner!.name, owner!.field?.ref]).toEqual(['userId', 'user']);
  });

  it('starts from the record’s value; a two-way toggle starts on the other value', () => {
    const contract = spec('contract-info');
    const status = contract.operations['changeStatus']!;
    expect(argumentInputs(contract, status, { bizStatus: '2' })[0]!.initial).toBe('2');
    expect(argumentInputs(contract, status)[0]!.initial).toBe('');
    const groups = spec('task-group');
    const toggle = groups.operations['statusChange']!;
    expect(argumentInputs(groups, toggle, { status: 1 })[0]!.initial).toBe('0');
    expect(argumentInputs(groups, toggle, { status: '0' })[0]!.initial).toBe('1');
  });
});
