import * as z from 'zod/mini';
import type { TreeNode } from '../admin-ui/tree.ts';

/**
 * Shapes of reply data the platform's screens read beyond what a reply kind says (types.ts `data`): each
 * a zod schema whose output is the call's reply type (typed.ts), checked against the sandbox's replies by
 * the contract tests.
 */

const idValue = z.union([z.string(), z.number()]);

/** A tree node: its id, its title and its children (a menu, a department, a role, a data scope). */
export const treeNode: z.ZodMiniType<TreeNode> = z.looseObject({
  id: idValue,
  title: z.optional(z.unknown()),
  get children() {
    return z.optional(z.array(treeNode));
  },
});

export const forest = /* #__NO_SIDE_EFFECTS__ */ () => z.array(treeNode);

/** The menus, data scopes and API scopes a role may be granted (menu grant-tree). */
export const grantTrees = /* #__NO_SIDE_EFFECTS__ */ () =>
  z.looseObject({ menu: forest(), dataScope: forest(), apiScope: forest() });

/** The ids granted to roles, by kind (menu role-tree-keys); none for roles granted nothing. */
export const grantKeys = /* #__NO_SIDE_EFFECTS__ */ () =>
  z.nullable(
    z.looseObject({ menu: z.array(idValue), dataScope: z.array(idValue), apiScope: z.array(idValue) }),
  );

/** The menus a top menu may show, and those it shows (menu grant-top-tree, top-tree-keys). */
export const topMenuTree = /* #__NO_SIDE_EFFECTS__ */ () => z.looseObject({ menu: forest() });
export const topMenuKeys = /* #__NO_SIDE_EFFECTS__ */ () => z.looseObject({ menu: z.array(idValue) });

/** One level of a lazily loaded tree (region lazy-tree): each node says whether it has children. */
export const lazyLevel = /* #__NO_SIDE_EFFECTS__ */ () =>
  z.array(z.looseObject({ id: z.string(), title: z.string(), hasChildren: z.boolean() }));

/** The areas under a parent (area lazy-list), as the region picker offers them. */
export const regionChoices = /* #__NO_SIDE_EFFECTS__ */ () =>
  z.array(z.looseObject({ code: z.string(), name: z.string() }));

/** What a validation code's send returns: the id the binding names it by (sms send-validate). */
export const sentCode = /* #__NO_SIDE_EFFECTS__ */ () => z.looseObject({ id: z.string() });
