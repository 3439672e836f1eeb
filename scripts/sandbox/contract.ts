/**
 * What the contract library's calls do beyond their declarations (business-modules.md §4): a customer is
 * checked before a contract is signed with it, submit files a draft or a contract for review by its
 * submitFlag, and each change of a contract's status, number or actual executor leaves a change record
 * (`contractChangeRecord/list/{id}`).
 */

import { recordTitle } from '../../core/src/resources/record-title.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { operationCall } from './operations.ts';
import { tenantOf } from './resources.ts';
import { getRow, insertRow, type Row } from './store.ts';
import { fail, formatDateTime, ok, paramMissing, type Reply } from './wire.ts';

/** The customer status of a lost customer (crm-customer customerStatus 4, 流失客户): no new contract. */
export const LOST = '4';

export const CUSTOMER_LOST = '该客户已流失，不能签订合同';
export const CUSTOMER_UNKNOWN = '客户不存在';

function customer(state: SandboxState, principal: Principal, id: string): Row | undefined {
  const spec = state.registry['crm-customer']!;
  return getRow(state.db, spec, id, tenantOf(spec, principal));
}

/** `GET contract/contractBusiness/check?crmTenantId=`: whether a contract may be signed with the customer. */
function check(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const id = ctx.query.get('crmTenantId');
  if (!id) throw paramMissing('crmTenantId');
  const found = customer(state, principal, id);
  if (!found) return fail(CUSTOMER_UNKNOWN);
  if (String(found.customerStatus ?? '') === LOST) return fail(CUSTOMER_LOST);
  return ok(true);
}

/** contract-info submit: the draft flag decides the business status; the customer's name is copied. */
export function contractSaveHook(
  state: SandboxState,
  principal: Principal,
  data: Row,
  existing: Row | undefined,
): void {
  const flag = data.submitFlag ?? existing?.submitFlag;
  if (flag !== undefined && flag !== null && (existing === undefined || data.submitFlag !== undefined))
    data.bizStatus = String(flag) === '1' ? '1' : '0';
  const customerId = data.crmTenantId;
  if (typeof customerId === 'string' && customerId !== '') {
    const found = customer(state, principal, customerId);
    if (found) data.customerName = found.customerName;
  }
}

/** The change calls: the changed field, the argument with its new value and the change type. */
const CHANGES: Record<string, { field: string; arg: string; type: string }> = {
  '/contractLibrary/contractInfo/changeContractNo': { field: 'contractNo', arg: 'contractNo', type: '1' },
  '/contractLibrary/contractInfo/changeActualExecutor': {
    field: 'actualExecutor',
    arg: 'actualExecutor',
    type: '2',
  },
  '/contractLibrary/contractInfo/changeStatus': { field: 'bizStatus', arg: 'value', type: '3' },
};

async function recordedChange(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
  change: { field: string; arg: string; type: string },
): Promise<Reply | null> {
  const spec = state.registry['contract-info']!;
  const id = ctx.query.get('contractId') ?? '';
  const before = id ? getRow(state.db, spec, id, tenantOf(spec, principal)) : undefined;
  const reply = await operationCall(state, ctx, principal);
  const body = reply?.body as { success?: boolean } | undefined;
  if (!reply || !before || !body?.success) return reply;
  const records = state.registry['contract-change-record']!;
  const recordId = state.nextId();
  const now = formatDateTime();
  const user = principal.user;
  // A value naming another entry's record (the executor, a user) is recorded by that record's name.
  const ref = spec.fields.find((f) => f.name === change.field)?.ref;
  const target = ref ? state.registry[ref] : undefined;
  const named = (value: string) => {
    const row = target && value ? getRow(state.db, target, value, tenantOf(target, principal)) : undefined;
    return row && target ? recordTitle(target, row) : value;
  };
  insertRow(state.db, records, recordId, principal.tenantId, {
    id: recordId,
    tenantId: principal.tenantId,
    contractId: id,
    changeType: change.type,
    beforeValue: named(String(before[change.field] ?? '')),
    afterValue: named(ctx.query.get(change.arg) ?? ''),
    changeUserName: String(user.realName ?? user.name ?? principal.account),
    changeTime: now,
    createUser: principal.userId,
    createTime: now,
    isDeleted: 0,
  });
  return reply;
}

/** The contract library's own behaviour for this request, or null. */
export function contractCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Reply | Promise<Reply | null> | null {
  if (ctx.path === '/contract/contractBusiness/check' && ctx.method === 'GET')
    return check(state, ctx, principal);
  const change = CHANGES[ctx.path];
  if (change && ctx.method === 'POST') return recordedChange(state, ctx, principal, change);
  return null;
}
