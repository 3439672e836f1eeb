/**
 * The calls beyond list/detail/submit/remove that the console and the CLI rely on: dictionaries, role
 * grants and trees, the signed-in user's menus and buttons, tenant lookups, user administration.
 */
import type { Principal, RequestContext, SandboxState } from '../context.ts';
import { Failure, MSG, type Reply, thrown } from '../wire.ts';
import { areaRoutes } from './areas.ts';
import { codeConfigRoutes } from './code-and-configs.ts';
import { dictRoutes } from './dicts.ts';
import { orgRoutes } from './org.ts';
import { roleMenuRoutes } from './roles-menus.ts';
import type { Route } from './route.ts';
import { tenantRoutes } from './tenants.ts';
import { userRoutes } from './users.ts';

const routes: Record<string, Route> = {
  ...dictRoutes('dict'),
  ...dictRoutes('dict-biz'),
  ...roleMenuRoutes,
  ...orgRoutes,
  ...tenantRoutes,
  ...userRoutes,
  ...codeConfigRoutes,
  ...areaRoutes,
};

/** A special call for this path, or null. Wrong method → 405 as Spring answers. */
export function specialCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  const route = routes[ctx.path];
  if (!route) return null;
  if (route.method !== 'ANY' && route.method !== ctx.method)
    throw new Failure(thrown(405, MSG.methodNotSupported));
  return route.handle(state, ctx, principal);
}
