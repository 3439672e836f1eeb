import { isPublicOperation } from '../../core/src/resources/grants.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import { calledOperations, screensOf } from './button-permissions.ts';
import type { Principal, RequestContext } from './context.ts';

/**
 * The calls served without a token (platform.md §2.1), decided by core's one rule (grants.ts
 * `isPublicOperation`): a call is public when an operation it names is. The reads of the public module
 * screens are answered as nobody of tenant 000000 (whose records the screens show); everything else still
 * asks for one.
 */
export function isPublicCall(registry: Registry, ctx: Pick<RequestContext, 'method' | 'path'>): boolean {
  const screens = screensOf(registry);
  return calledOperations(registry, ctx.method, ctx.path).some(({ spec, name }) =>
    isPublicOperation(spec, name, screens),
  );
}

export const PUBLIC_READER: Principal = {
  userId: '',
  tenantId: '000000',
  account: '',
  clientId: '',
  roleIds: [],
  roleAliases: [],
  deptId: '',
  administrator: false,
  user: {},
};
