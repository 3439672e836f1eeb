/**
 * Toolbar writes that change many records from others (business-modules.md §7), none taking arguments:
 * monitor records generated for the approved monitored tenants, invoices synced from the tax platform,
 * companies' contact numbers filled from the platform's company records. The read that follows shows
 * each (core's effect.shows, tests/sandbox/write-effects.test.ts).
 */
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { tenantOf } from './resources.ts';
import { findRows, insertRow, type Row, transaction, updateRow } from './store.ts';
import { Failure, formatDateTime, MSG, ok, type Reply, thrown } from './wire.ts';

const rowsOf = (state: SandboxState, name: string, principal: Principal): Row[] => {
  const spec = state.registry[name]!;
  return findRows(state.db, spec, { tenantId: tenantOf(spec, principal) });
};
const empty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * POST monitorTenant/generate: a monitor record of today for each approved monitored tenant (verifyStatus
 * 1) that has none of today yet, to be scored; its monitor is the signed-in user.
 */
function generateMonitorRecords(state: SandboxState, principal: Principal): Reply {
  const records = state.registry['monitor-record']!;
  const now = formatDateTime();
  const today = now.slice(0, 10);
  const existing = rowsOf(state, 'monitor-record', principal);
  transaction(state.db, () => {
    for (const tenant of rowsOf(state, 'monitor-tenant', principal)) {
      if (String(tenant.verifyStatus) !== '1') continue;
      const done = existing.some(
        (r) => r.monitorTenantId === tenant.id && String(r.monitorTime ?? '').startsWith(today),
      );
      if (done) continue;
      const id = state.nextId();
      insertRow(state.db, records, id, principal.tenantId, {
        id,
        tenantId: principal.tenantId,
        monitorTenantId: tenant.id,
        monitorTenant: tenant.tenantName,
        monitorTime: now,
        monitorPerson: String(principal.user.realName ?? principal.user.name ?? principal.account),
        createUser: principal.userId,
        createTime: now,
        updateTime: now,
        status: 1,
        isDeleted: 0,
      });
    }
  });
  return ok(true);
}

/**
 * POST contractInvoiceList/sync: the invoices waiting to be issued (status 0) come back from the tax
 * platform issued (status 1), with their number and date.
 */
function syncInvoices(state: SandboxState, principal: Principal): Reply {
  const spec = state.registry['contract-invoice-list']!;
  const today = formatDateTime().slice(0, 10);
  transaction(state.db, () => {
    for (const invoice of rowsOf(state, 'contract-invoice-list', principal)) {
      if (String(invoice.status) !== '0') continue;
      updateRow(state.db, spec, String(invoice.id), {
        ...invoice,
        status: '1',
        invoiceNo: empty(invoice.invoiceNo) ? String(invoice.id).slice(-8) : invoice.invoiceNo,
        invoiceDate: empty(invoice.invoiceDate) ? today : invoice.invoiceDate,
        updateTime: formatDateTime(),
      });
    }
  });
  return ok(true);
}

/** The platform's company records that carry a company's contact by its social credit code. */
const REGISTRIES = ['risk-company', 'hidden-danger-company'];

/**
 * POST safetyManageTenant/initContactNumber: each company without a contact number takes the one the
 * platform's company records (risk and hidden-danger companies) hold for its social credit code.
 */
function initContactNumbers(state: SandboxState, principal: Principal): Reply {
  const spec = state.registry['safety-manage-tenant']!;
  const known = new Map<string, Row>();
  for (const name of REGISTRIES)
    for (const row of rowsOf(state, name, principal))
      if (!empty(row.contactPhone) && !known.has(String(row.socialCreditCode)))
        known.set(String(row.socialCreditCode), row);
  transaction(state.db, () => {
    for (const company of rowsOf(state, 'safety-manage-tenant', principal)) {
      const source = known.get(String(company.socialCreditCode));
      if (!empty(company.contactNumber) || !source) continue;
      updateRow(state.db, spec, String(company.id), {
        ...company,
        contactNumber: source.contactPhone,
        contactPerson: empty(company.contactPerson) ? source.contactPerson : company.contactPerson,
        updateTime: formatDateTime(),
      });
    }
  });
  return ok(true);
}

const CALLS: Record<string, (state: SandboxState, principal: Principal) => Reply> = {
  '/monitorTenant/generate': generateMonitorRecords,
  '/contract/contractInvoiceList/sync': syncInvoices,
  '/safetyManage/safetyManageTenant/initContactNumber': initContactNumbers,
};

/** One of these writes, or null for any other request. */
export function batchWriteCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const call = CALLS[ctx.path];
  if (!call) return null;
  if (ctx.method !== 'POST') throw new Failure(thrown(405, MSG.methodNotSupported));
  return call(state, principal);
}
