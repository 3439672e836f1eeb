/**
 * Trees of the administration screens (role grant, department filter, pickers, tree lists): BladeX's
 * TreeNode forests (`id`, `title`, `children`) flattened for display and checked as the grant dialog does.
 */

export interface TreeNode {
  id: string | number;
  title?: unknown;
  children?: TreeNode[];
  [key: string]: unknown;
}

export interface FlatNode<T extends TreeNode = TreeNode> {
  node: T;
  id: string;
  depth: number;
  hasChildren: boolean;
}

const kids = (node: TreeNode): TreeNode[] => (Array.isArray(node.children) ? node.children : []);

/** Depth-first rows of a forest; the children of ids in `collapsed` are left out. */
export function flattenTree<T extends TreeNode>(
  forest: readonly T[],
  collapsed: ReadonlySet<string> = new Set(),
  depth = 0,
): FlatNode<T>[] {
  const out: FlatNode<T>[] = [];
  for (const node of forest) {
    const id = String(node.id);
    const children = kids(node) as T[];
    out.push({ node, id, depth, hasChildren: children.length > 0 });
    if (children.length > 0 && !collapsed.has(id)) out.push(...flattenTree(children, collapsed, depth + 1));
  }
  return out;
}

/** Every id of a forest, depth first. */
export function treeIds(forest: readonly TreeNode[]): string[] {
  return flattenTree(forest).map((n) => n.id);
}

/** The node with this id, anywhere in the forest. */
export function findNode(forest: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of forest) {
    if (String(node.id) === id) return node;
    const found = findNode(kids(node), id);
    if (found) return found;
  }
  return undefined;
}

/** A node and everything below it. */
export function subtreeIds(node: TreeNode): string[] {
  return [String(node.id), ...kids(node).flatMap(subtreeIds)];
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/**
 * A leaf is checked when its id is in the set; a parent follows its children (all checked: checked, some:
 * indeterminate). A parent whose id is granted but whose children are not shows indeterminate, so that a
 * partial grant read back from role-tree-keys is never widened to the whole branch.
 */
export function checkState(node: TreeNode, checked: ReadonlySet<string>): CheckState {
  const children = kids(node);
  if (children.length === 0) return checked.has(String(node.id)) ? 'checked' : 'unchecked';
  const states = children.map((child) => checkState(child, checked));
  if (states.every((s) => s === 'checked')) return 'checked';
  if (states.some((s) => s !== 'unchecked') || checked.has(String(node.id))) return 'indeterminate';
  return 'unchecked';
}

/** Clicking a node: a fully checked node is cleared with its subtree, anything else is checked whole. */
export function toggleNode(
  forest: readonly TreeNode[],
  checked: ReadonlySet<string>,
  id: string,
): Set<string> {
  const node = findNode(forest, id);
  const next = new Set(checked);
  if (!node) return next;
  const ids = subtreeIds(node);
  if (checkState(node, checked) === 'checked') for (const x of ids) next.delete(x);
  else for (const x of ids) next.add(x);
  return next;
}

/**
 * Ids to send to role/grant: every checked leaf and every parent with at least one checked descendant
 * (the original sends checked plus half-checked keys, so the sidebar keeps the parents of granted menus).
 */
export function grantedIds(forest: readonly TreeNode[], checked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      const children = kids(node);
      if (children.length === 0) {
        if (checked.has(String(node.id))) out.push(String(node.id));
        continue;
      }
      if (
        checkState(node, checked) !== 'unchecked' &&
        children.some((c) => checkState(c, checked) !== 'unchecked')
      )
        out.push(String(node.id));
      walk(children);
    }
  };
  walk(forest);
  return out;
}

/** Nodes whose title contains the text (case-insensitive), kept with their ancestors. */
export function filterTree<T extends TreeNode>(forest: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...forest];
  const out: T[] = [];
  for (const node of forest) {
    const children = filterTree(kids(node) as T[], text);
    const hit = String(node.title ?? '')
      .toLowerCase()
      .includes(needle);
    if (hit) out.push(node);
    else if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** Select options of a forest, indented by depth (parent pickers). */
export function treeOptions(forest: readonly TreeNode[]): { value: string; label: string; depth: number }[] {
  return flattenTree(forest).map(({ node, id, depth }) => ({
    value: id,
    label: String(node.title ?? id),
    depth,
  }));
}

/** A forest as value/label nodes (tree pickers): ids as values, titles as labels. */
export interface LabelledNode {
  value: string;
  label: string;
  children?: LabelledNode[];
}

export function labelledForest(forest: readonly TreeNode[]): LabelledNode[] {
  return forest.map((node) => {
    const children = kids(node);
    const value = String(node.id);
    const label = String(node.title ?? value);
    return children.length > 0 ? { value, label, children: labelledForest(children) } : { value, label };
  });
}

/**
 * The names of comma-joined ids (a user's `deptId`, `roleId`, `postId`) from a forest's titles, joined
 * with commas as BladeX joins its own names; an id the forest lacks shows as itself, blanks give ''.
 */
export function namesOfIds(ids: unknown, forest: readonly TreeNode[]): string {
  if (ids === null || ids === undefined) return '';
  const titles = new Map(flattenTree(forest).map(({ id, node }) => [id, node.title]));
  return String(ids)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')
    .map((id) => String(titles.get(id) ?? id))
    .join(',');
}
