/**
 * Payslips' quota (business-modules.md §4, §5): a tenant's remaining text messages are the `restQuota` of
 * its active institutions; `validateRestQuota` refuses a send count beyond them, a send uses them up and
 * marks the batch's rows sent, `checkQuota` tells what is left. Seeded batches own the seeded rows.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { SEED_TENANTS } from './generate.ts';
import { findRows, type Row, transaction, updateRow } from './store.ts';
import {
  Failure,
  fail,
  formatDateTime,
  MSG,
  ok,
  paramMissing,
  paramMistyped,
  type Reply,
  thrown,
} from './wire.ts';

const FORMDATA = '/payslip/formdata';
const MECHANISM = '/payslip/nbxtpayslipmechanism';
/** What the check answers when the quota does not cover the send (the spec does not show its text). */
export const QUOTA_SHORT = (left: number) => `剩余短信条数不足，当前剩余${left}条，请先购买套餐`;

const isActive = (row: Row) => String(row.status ?? '1') === '1';

function mechanisms(db: DatabaseSync, registry: Registry, tenantId: string): Row[] {
  return findRows(db, registry['payslip-mechanism']!, { tenantId }).filter(isActive);
}

/** The tenant's remaining quota: the sum over its active institutions. */
export function restQuota(db: DatabaseSync, registry: Registry, tenantId: string): number {
  return mechanisms(db, registry, tenantId).reduce((sum, m) => sum + (Number(m.restQuota) || 0), 0);
}

/** Takes `count` messages from the tenant's institutions in turn. */
function useQuota(db: DatabaseSync, registry: Registry, tenantId: string, count: number): void {
  let left = count;
  for (const m of mechanisms(db, registry, tenantId)) {
    if (left <= 0) break;
    const taken = Math.min(left, Number(m.restQuota) || 0);
    left -= taken;
    updateRow(db, registry['payslip-mechanism']!, String(m.id), {
      ...m,
      restQuota: (Number(m.restQuota) || 0) - taken,
    });
  }
}

function sendCountOf(ctx: RequestContext): number {
  const raw = ctx.query.get('sendCount') ?? ctx.form?.get('sendCount') ?? undefined;
  if (raw === undefined || raw === '') throw paramMissing('sendCount');
  if (!/^\d+$/.test(raw)) throw paramMistyped('sendCount');
  return Number(raw);
}

function send(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const uuid = ctx.query.get('uuid') ?? '';
  if (!uuid) throw paramMissing('uuid');
  const { db, registry } = state;
  const batchSpec = registry['payslip-formdata']!;
  const rowSpec = registry['payslip-detail']!;
  const batch = findRows(db, batchSpec, { tenantId: principal.tenantId, exact: { uuid } })[0];
  if (!batch) return fail(MSG.failure);
  const rows = findRows(db, rowSpec, { tenantId: principal.tenantId, exact: { uuid } });
  const count = Number(batch.sendCount) || rows.length;
  // The server checks again: a send the quota does not cover sends nothing.
  const left = restQuota(db, registry, principal.tenantId);
  if (count > left) return fail(QUOTA_SHORT(left));
  useQuota(db, registry, principal.tenantId, count);
  const now = formatDateTime();
  for (const row of rows)
    updateRow(db, rowSpec, String(row.id), { ...row, sendStatus: '1', sendTime: now, updateTime: now });
  updateRow(db, batchSpec, String(batch.id), { ...batch, updateTime: now });
  return ok(true);
}

/**
 * The free trial's messages (the spec names redeemTrial, not its size: the sandbox's choice), and what a
 * second redeem answers.
 */
export const TRIAL_QUOTA = 100;
export const TRIAL_TAKEN = '试用套餐已领取';

/**
 * POST nbxtpayslipmechanism/redeemTrial: the signed-in tenant's trial package, once: its first active
 * institution gets the trial's messages, which checkQuota then counts.
 */
function redeemTrial(state: SandboxState, principal: Principal): Reply {
  const { db, registry } = state;
  db.exec('CREATE TABLE IF NOT EXISTS payslip_trial (tenant_id TEXT PRIMARY KEY, redeemed_at TEXT)');
  if (db.prepare('SELECT 1 FROM payslip_trial WHERE tenant_id = ?').get(principal.tenantId))
    return fail(TRIAL_TAKEN);
  const [first] = mechanisms(db, registry, principal.tenantId);
  if (!first) return fail(MSG.failure);
  transaction(db, () => {
    updateRow(db, registry['payslip-mechanism']!, String(first.id), {
      ...first,
      restQuota: (Number(first.restQuota) || 0) + TRIAL_QUOTA,
    });
    db.prepare('INSERT INTO payslip_trial VALUES (?, ?)').run(principal.tenantId, formatDateTime());
  });
  return ok(true);
}

/** The payslip calls with behaviour of their own, or null. */
export function payslipCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  if (ctx.path === `${MECHANISM}/redeemTrial`) {
    if (ctx.method !== 'POST') throw new Failure(thrown(405, MSG.methodNotSupported));
    return redeemTrial(state, principal);
  }
  if (!ctx.path.startsWith(`${FORMDATA}/`)) return null;
  const call = ctx.path.slice(FORMDATA.length + 1);
  const method = (wanted: string) => {
    if (ctx.method !== wanted) throw new Failure(thrown(405, MSG.methodNotSupported));
  };
  switch (call) {
    case 'validateRestQuota': {
      method('POST');
      const wanted = sendCountOf(ctx);
      const left = restQuota(state.db, state.registry, principal.tenantId);
      return wanted > left ? fail(QUOTA_SHORT(left)) : ok(true);
    }
    case 'send':
      method('POST');
      return send(state, ctx, principal);
    case 'checkQuota': {
      method('GET');
      const tenantId = ctx.query.get('tenantId') || principal.tenantId;
      if (tenantId !== principal.tenantId && !principal.administrator) return fail(MSG.failure);
      return ok(restQuota(state.db, state.registry, tenantId));
    }
    default:
      return null;
  }
}

/**
 * Seeded rows belong to seeded batches: each tenant's rows are shared out over its batches in turn, a
 * batch's send count is how many rows it has and its rows carry its month.
 */
export function linkPayslipBatches(db: DatabaseSync, registry: Registry): void {
  const batchSpec: ResourceSpec | undefined = registry['payslip-formdata'];
  const rowSpec: ResourceSpec | undefined = registry['payslip-detail'];
  if (!batchSpec || !rowSpec) return;
  for (const tenantId of SEED_TENANTS) {
    const batches = findRows(db, batchSpec, { tenantId });
    if (batches.length === 0) continue;
    const counts = new Map<string, number>();
    findRows(db, rowSpec, { tenantId }).forEach((row, i) => {
      const batch = batches[i % batches.length]!;
      const uuid = String(batch.uuid);
      counts.set(uuid, (counts.get(uuid) ?? 0) + 1);
      updateRow(db, rowSpec, String(row.id), { ...row, uuid, monthOfPayslip: batch.monthOfPayslip });
    });
    for (const batch of batches)
      updateRow(db, batchSpec, String(batch.id), {
        ...batch,
        sendCount: counts.get(String(batch.uuid)) ?? 0,
      });
  }
}
