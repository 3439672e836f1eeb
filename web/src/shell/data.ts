import { BUSINESS_AREAS } from '@nbxt/core/modules/business-areas.ts';
import { type MenuItem, readMenu } from '@nbxt/core/nav/menu.ts';
import { filterMenuByRoles } from '@nbxt/core/nav/menu-search.ts';
import { menuTitle } from '@nbxt/core/nav/menu-title.ts';
import { routeGroup } from '@nbxt/core/nav/route-table.ts';
import { declaredPart, usableTopMenus } from '@nbxt/core/nav/top-menus.ts';
import { menu } from '@nbxt/core/resources/system/menu.ts';
import { notice } from '@nbxt/core/resources/system/notice.ts';
import { tenant } from '@nbxt/core/resources/system/tenant.ts';
import { hasPermission, type PermissionMap, permissionMap } from '@nbxt/core/session/permissions.ts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useMenu } from '../base/menu.ts';
import { queryClient } from '../base/query.ts';
import { useOpens } from '../base/route-access.ts';
import { client } from '../base/runtime.ts';
import { isGuestSession, type SessionSnapshot, sessionOwner, sessionSnapshot } from '../base/session.ts';

/** One item of `GET /blade-system/menu/top-menu`. */
export interface TopMenu {
  id: string;
  code: string;
  name: string;
  /** What to show: a message key when the catalogue translates this top menu, else its name. */
  title: string;
  path: string;
}

const topMenusQuery = (owner: string) => ({
  queryKey: ['shell', 'top-menu', owner],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: async (): Promise<TopMenu[]> => {
    const data = await client.resource(menu).call('topMenu');
    if (!Array.isArray(data)) return [];
    return data
      .filter((row): row is Record<string, unknown> => row !== null && typeof row === 'object')
      .map((row) => {
        const name = String(row['name'] ?? '');
        return {
          id: String(row['id'] ?? ''),
          code: String(row['code'] ?? ''),
          name,
          title: menuTitle('topmenu', String(row['code'] ?? ''), name),
          path: String(row['path'] ?? ''),
        };
      });
  },
});

export function useTopMenus(owner: string) {
  return useQuery({ ...topMenusQuery(owner), enabled: Boolean(owner) });
}

/** The sidebar of one top menu (`routes?topMenuId=`), filtered by meta roles like the full menu. */
export const topMenuRoutesQuery = (owner: string, topMenuId: string | undefined) => ({
  queryKey: ['shell', 'routes', owner, topMenuId],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: async () => {
    const data = await client.resource(menu).call('routes', { topMenuId });
    return readMenu(filterMenuByRoles(data, client.session.state()?.user.roleName ?? ''));
  },
});

export function useTopMenuRoutes(owner: string, topMenuId: string | undefined) {
  return useQuery({ ...topMenuRoutesQuery(owner, topMenuId), enabled: Boolean(owner && topMenuId) });
}

/**
 * The top menus the header offers (core's usableTopMenus: one leading to no page the user may open is not)
 * and each one's part of the user's menu: the part the server sent (`routes?topMenuId=`), else, for a
 * business area, its part as declared (core's declaredPart: read from the whole menu, no call). A business
 * area's part is asked for when it is first opened (platform.md §2.4); the platform's own top menus (系统设置,
 * 资源: no page of their own, no declared part) are asked for theirs at once, so that a role they hold nothing
 * for is not offered them. `settled` once the list, the whole menu and those parts are known.
 */
export function useTopMenuParts(owner: string, guest: boolean) {
  const topMenus = useTopMenus(guest ? '' : owner);
  const menu = useMenu(guest ? '' : owner);
  const listed = topMenus.data ?? [];
  const readNow = (item: TopMenu) =>
    Boolean(owner) &&
    !guest &&
    !item.path.startsWith('/') &&
    !BUSINESS_AREAS.some((a) => a.code === item.code);
  // The parts read so far: the platform's at once, a business area's once opened (its query then only
  // follows the cache, which opening the top menu fills).
  const read = useQueries({
    queries: listed.map((item) => ({ ...topMenuRoutesQuery(owner, item.id), enabled: readNow(item) })),
  });
  const full = menu.data;
  const declared = useMemo(
    () =>
      new Map(
        listed.flatMap((item) => {
          const area = BUSINESS_AREAS.find((a) => a.code === item.code);
          return area && full ? [[item.id, declaredPart(full, area.modules, routeGroup)] as const] : [];
        }),
      ),
    [listed, full],
  );
  const partOf = (id: string): readonly MenuItem[] | undefined =>
    read[listed.findIndex((m) => m.id === id)]?.data ?? declared.get(id);
  const opens = useOpens();
  const settled =
    guest ||
    topMenus.isError ||
    (topMenus.isSuccess &&
      !menu.isPending &&
      listed.every((item, i) => !readNow(item) || !read[i]?.isPending));
  const usable = settled ? usableTopMenus(listed, partOf, opens) : [];
  return { usable, partOf, settled };
}

const buttonsQuery = (owner: string) => ({
  queryKey: ['shell', 'buttons', owner],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: () => client.resource(menu).call('buttons'),
});

/**
 * The permission map (platform.md §6): the button list merged with every menu code; undefined until the
 * buttons are known (nothing is offered meanwhile).
 */
export function usePermissionMap(session: SessionSnapshot): PermissionMap | undefined {
  const owner = sessionOwner(session);
  const menu = useMenu(owner);
  const buttons = useQuery({ ...buttonsQuery(owner), enabled: Boolean(owner) });
  const raw = menu.raw;
  const data = buttons.data;
  return useMemo(() => (data === undefined ? undefined : permissionMap(data ?? [], raw ?? [])), [data, raw]);
}

export function usePermission(session: SessionSnapshot, code: string): boolean {
  const map = usePermissionMap(session);
  return map !== undefined && hasPermission(map, code);
}

/** The tenant's name for the logo header; undefined until known (the site title shows meanwhile). */
const tenantNameQuery = (tenantId: string | undefined) => ({
  queryKey: ['shell', 'tenant-name', tenantId],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: async () => {
    const name = (await client.resource(tenant).detail({ tenantId: tenantId ?? '' }))['tenantName'];
    return typeof name === 'string' ? name : '';
  },
});

export function useTenantName(tenantId: string | undefined) {
  return useQuery({ ...tenantNameQuery(tenantId), enabled: Boolean(tenantId) });
}

export interface NoticeItem {
  id: string;
  title: string;
  category: string;
  releaseTime: string;
}

/** The latest notices for the popover (the notice resource, `/blade-desk/notice/list`). */
const noticesQuery = (owner: string) => ({
  queryKey: ['shell', 'notices', owner],
  queryFn: async (): Promise<NoticeItem[]> => {
    const page = await client.resource(notice).list({ current: 1, size: 20 });
    return page.records.map((row) => ({
      id: String(row['id'] ?? ''),
      title: String(row['title'] ?? ''),
      category: String(row['category'] ?? ''),
      releaseTime: String(row['releaseTime'] ?? ''),
    }));
  },
});

export function useNotices(owner: string, enabled: boolean) {
  return useQuery({ ...noticesQuery(owner), enabled: Boolean(owner) && enabled });
}

/**
 * Ask for the shell's data as soon as its code is here, not once it has rendered: the first render then
 * finds it, rather than rendering the shell again for each reply. A guest gets no top menu nor notices.
 */
export function prefetchShellData(): void {
  const session = sessionSnapshot();
  const owner = sessionOwner(session);
  if (!owner) return;
  const prefetch = (query: { queryKey: unknown[]; queryFn: () => Promise<unknown> }) =>
    void queryClient.prefetchQuery(query);
  if (!isGuestSession(session)) {
    prefetch(topMenusQuery(owner));
    prefetch(noticesQuery(owner));
  }
  prefetch(buttonsQuery(owner));
  if (session.state?.tenantId) prefetch(tenantNameQuery(session.state.tenantId));
}
