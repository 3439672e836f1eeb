/**
 * GET chat/nbxtchatstaff/outList (business-modules.md §7 Chat): the users connected to the chat broker in
 * the caller's tenant, the caller excepted, paged (the widget asks for page 1, size 99).
 */
import type { Principal, RequestContext } from '../context.ts';
import { ok, type Reply } from '../wire.ts';
import type { ChatBroker } from './broker.ts';

export const CHAT_OUT_LIST = '/chat/nbxtchatstaff/outList';

export function onlineUsersCall(ctx: RequestContext, principal: Principal, broker: ChatBroker): Reply | null {
  if (ctx.path !== CHAT_OUT_LIST || ctx.method !== 'GET') return null;
  const current = Math.max(1, Number(ctx.query.get('current')) || 1);
  const size = Math.max(1, Number(ctx.query.get('size')) || 10);
  const others = broker.online(principal.tenantId).filter((u) => u.account !== principal.account);
  const records = others.slice((current - 1) * size, current * size).map((u) => ({
    id: u.userId,
    account: u.account,
    name: u.name,
    online: '1',
  }));
  return ok({ records, total: others.length, size, current, pages: Math.ceil(others.length / size) });
}
