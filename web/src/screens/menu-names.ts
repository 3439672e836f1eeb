import type { TreeNode } from '@nbxt/core/admin-ui/tree.ts';
import { menuCodes, menuTitle } from '@nbxt/core/nav/menu-title.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from '../kit/client.tsx';

/**
 * A menu's, button's or top menu's name in the console's language, looked up as the sidebar's and the
 * top bar's titles are (core/src/nav/menu-title.ts): the catalogue's `<kind>.<code>` while the server's
 * name is the seeded one, else the server's name.
 */
export function useMenuName(kind: 'menu' | 'topmenu' = 'menu'): (code: unknown, name: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: unknown, name: unknown) => {
      const text = name === null || name === undefined ? '' : String(name);
      const title = menuTitle(kind, typeof code === 'string' ? code : '', text);
      return title === text ? text : t(title);
    },
    [kind, t],
  );
}

/**
 * The label of a grant tree's node (menus, buttons and the scopes under them: ids and server names only),
 * the menus' codes read from the menu list; `pending` until they are known (names as sent if they
 * cannot be had).
 */
export function useGrantTreeLabels(): { pending: boolean; labelOf: (node: TreeNode) => string } {
  const menuName = useMenuName();
  const client = useClient();
  const codes = useQuery({
    queryKey: ['resource', 'menu', 'codes'],
    queryFn: async ({ signal }) =>
      menuCodes((await client.resource(platformSpec('menu')).list({ signal })).records),
  });
  const labelOf = useCallback(
    (node: TreeNode) => menuName(codes.data?.get(String(node.id)), node.title ?? node.id),
    [menuName, codes.data],
  );
  return { pending: codes.isPending, labelOf };
}
