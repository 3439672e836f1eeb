/** The code generator's copy and generate calls, and enabling one OSS or SMS configuration. */
import { CONFIG_STATUS } from '../../../core/src/resources/system.ts';
import type { Principal, RequestContext, SandboxState } from '../context.ts';
import { getRow, insertRow, updateRow } from '../store.ts';
import { formatDateTime, okEmpty, type Reply, status } from '../wire.ts';
import { type Route, required, rows, spec } from './route.ts';

export const codeConfigRoutes: Record<string, Route> = {
  '/blade-develop/code/copy': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const codeSpec = spec(state, 'code');
      const row = getRow(state.db, codeSpec, required(ctx, 'id'), null);
      if (!row) return status(false);
      const id = state.nextId();
      const now = formatDateTime();
      insertRow(state.db, codeSpec, id, String(row.tenantId ?? '000000'), {
        ...row,
        id,
        codeName: `${String(row.codeName ?? '')}-copy`,
        createUser: principal.userId,
        createTime: now,
        updateTime: now,
      });
      return status(true);
    },
  },
  '/nbxt-develop/code/gen-code': {
    method: 'POST',
    handle: (_state, ctx) => {
      required(ctx, 'ids');
      return status(true);
    },
  },
  '/blade-resource/oss/enable': {
    method: 'POST',
    handle: (state, ctx, principal) => enableOne(state, ctx, principal, 'oss'),
  },
  '/blade-resource/sms/enable': {
    method: 'POST',
    handle: (state, ctx, principal) => enableOne(state, ctx, principal, 'sms'),
  },
};

/**
 * `enable?id=`: as BladeX's OssServiceImpl/SmsServiceImpl, the tenant's configurations all get status 1
 * and the chosen one 2 (CONFIG_STATUS).
 */
function enableOne(state: SandboxState, ctx: RequestContext, principal: Principal, name: string): Reply {
  const id = required(ctx, 'id');
  const resourceSpec = spec(state, name);
  const all = rows(state, name, principal);
  if (!all.some((r) => r.id === id)) return status(false);
  for (const r of all)
    updateRow(state.db, resourceSpec, String(r.id), {
      ...r,
      status: r.id === id ? CONFIG_STATUS.enabled : CONFIG_STATUS.disabled,
    });
  return okEmpty();
}
