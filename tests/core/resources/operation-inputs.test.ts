import { describe, expect, it } from 'vitest';
import { contractInvoiceList } from '../../../core/src/modules/contract-finance.ts';
import { contractInfo } from '../../../core/src/modules/contract-info.ts';
import { crmCustomer } from '../../../core/src/modules/crm.ts';
import { taskGroup } from '../../../core/src/modules/task-definitions.ts';
import { operationInitial, operationInputs } from '../../../core/src/resources/operation-inputs.ts';

const inputs = (spec: typeof contractInfo, name: string) =>
  operationInputs(spec, spec.operations[name]!).map((i) => [i.param, i.field.name, i.field.dict, i.required]);

describe('what an operation asks for beyond its records', () => {
  it('shows an argument as the field its effect sets (a contract status change: value as bizStatus)', () => {
    expect(inputs(contractInfo, 'changeStatus')).toEqual([
      ['value', 'value', 'contract-info.bizStatus', true],
    ]);
    const [input] = operationInputs(contractInfo, contractInfo.operations['changeStatus']!);
    expect(input!.field.label).toBe('contract-info.bizStatus');
  });

  it('leaves out the records’ own argument (contractId, ids, a path id)', () => {
    expect(inputs(contractInfo, 'changeActualExecutor').map(([p]) => p)).toEqual(['actualExecutor']);
    expect(inputs(contractInvoiceList, 'statusChange').map(([p]) => p)).toEqual(['status']);
    expect(inputs(taskGroup, 'statusChange').map(([p]) => p)).toEqual(['status']);
    // The new owner of customers: the ownerId field, a user picker, under the argument's name.
    const [owner] = operationInputs(crmCustomer, crmCustomer.operations['transfer']!);
    expect([owner!.param, owner!.field.ref]).toEqual(['userId', 'user']);
  });

  it('asks nothing of an operation whose only argument is its record', () => {
    expect(operationInputs(contractInvoiceList, contractInvoiceList.operations['sync']!)).toEqual([]);
  });

  it('starts from the record’s value; a two-way toggle starts on the other value', () => {
    const status = contractInfo.operations['changeStatus']!;
    expect(operationInitial(contractInfo, status, { bizStatus: '2' })).toEqual({ value: '2' });
    expect(operationInitial(contractInfo, status, undefined)).toEqual({ value: '' });
    const toggle = taskGroup.operations['statusChange']!;
    expect(operationInitial(taskGroup, toggle, { status: 1 })).toEqual({ status: '0' });
    expect(operationInitial(taskGroup, toggle, { status: '0' })).toEqual({ status: '1' });
  });
});
