import { type MenuItem, menuRoutes } from '@nbxt/core/nav/menu.ts';
import { type RouteAccess, routeAccess } from '@nbxt/core/nav/route-access.ts';
import { isAdmin } from '@nbxt/core/resources/grants.ts';
import { useMemo } from 'react';
import { settledMenu, useMenu } from './menu.ts';
import { type SessionSnapshot, sessionOwner, sessionSnapshot, useSession } from './session.ts';

const menuPathsOf = (menu: readonly MenuItem[] | undefined): ReadonlySet<string> =>
  new Set(menuRoutes(menu ?? []).map((route) => route.path));

/** The role aliases of the signed-in user (the token's `role_name`, comma-joined). */
export const roleAliasesOf = (session: SessionSnapshot): string[] =>
  (session.state?.user.roleName ?? '').split(',').filter(Boolean);

const admin = (session: SessionSnapshot) => isAdmin({ roleAliases: roleAliasesOf(session) });

/**
 * Whether the signed-in user may open a route inside the shell (core's routeAccess over the user's menu):
 * `unknown` while the menu it needs loads; a menu that cannot be read opens nothing it would govern.
 */
export function useRouteAccess(path: string): RouteAccess {
  const session = useSession();
  const menu = useMenu(sessionOwner(session));
  const paths = useMemo(
    () => (menu.isPending ? undefined : menuPathsOf(menu.data)),
    [menu.isPending, menu.data],
  );
  return routeAccess(path, { admin: admin(session), menuPaths: paths });
}

/**
 * Whether the signed-in user may open a path (routeAccess is not `closed`): what the header's top menus
 * are filtered by. While the menu loads, only what needs no menu opens.
 */
export function useOpens(): (path: string) => boolean {
  const session = useSession();
  const menu = useMenu(sessionOwner(session));
  const isAdmin = admin(session);
  return useMemo(() => {
    const menuPaths = menu.isPending ? new Set<string>() : menuPathsOf(menu.data);
    return (path: string) => routeAccess(path, { admin: isAdmin, menuPaths }) === 'open';
  }, [menu.isPending, menu.data, isAdmin]);
}

/**
 * Resolves once it is known whether the signed-in user may open the route: what a page's first data call
 * waits for before it is sent (a closed page sends none).
 */
export async function routeOpens(path: string): Promise<boolean> {
  const session = sessionSnapshot();
  const quick = routeAccess(path, { admin: admin(session), menuPaths: undefined });
  if (quick !== 'unknown') return quick === 'open';
  const owner = sessionOwner(session);
  if (!owner) return false;
  const menu = await settledMenu(owner);
  return routeAccess(path, { admin: admin(session), menuPaths: menuPathsOf(menu) }) === 'open';
}
