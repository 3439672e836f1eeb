/** Tenant settings and data sources, and the public tenant lookup by domain. */
import type { RequestContext, SandboxState } from '../context.ts';
import { idsParam, requireAdministrator } from '../resources.ts';
import { findRows, getRow, type Row, updateRow } from '../store.ts';
import { formatDateTime, ok, type Reply, status } from '../wire.ts';
import { type Route, required, spec } from './route.ts';

export const tenantRoutes: Record<string, Route> = {
  '/blade-system/tenant/setting': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const ids = idsParam(ctx);
      const tenantSpec = spec(state, 'tenant');
      const changes: Row = {};
      const accountNumber = ctx.query.get('accountNumber');
      if (accountNumber) changes.accountNumber = Number(accountNumber);
      const expireTime = ctx.query.get('expireTime');
      if (expireTime) changes.expireTime = expireTime;
      let hit = 0;
      for (const id of ids) {
        const row = getRow(state.db, tenantSpec, id, null);
        if (!row) continue;
        updateRow(state.db, tenantSpec, id, { ...row, ...changes, updateTime: formatDateTime() });
        hit++;
      }
      return status(hit > 0);
    },
  },
  '/blade-system/tenant/datasource': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const tenantSpec = spec(state, 'tenant');
      const row = findRows(state.db, tenantSpec, {
        tenantId: null,
        exact: { tenantId: required(ctx, 'tenantId') },
      })[0];
      if (!row) return status(false);
      updateRow(state.db, tenantSpec, String(row.id), {
        ...row,
        datasourceId: required(ctx, 'datasourceId'),
      });
      return status(true);
    },
  },
};

/** `GET /blade-system/tenant/info?domain=`: public, the tenant serving a domain (empty when none). */
export function tenantInfo(state: SandboxState, ctx: RequestContext): Reply {
  const domain = ctx.query.get('domain') ?? '';
  const tenant = domain
    ? findRows(state.db, spec(state, 'tenant'), { tenantId: null, exact: { domain } })[0]
    : undefined;
  return ok(
    tenant
      ? { tenantId: tenant.tenantId, domain: tenant.domain, backgroundUrl: tenant.backgroundUrl ?? '' }
      : {},
  );
}
