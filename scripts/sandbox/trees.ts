/** Forests as BladeX's ForestNodeMerger builds them: a node whose parent is absent becomes a root. */
import type { Row } from './store.ts';

export type TreeRow = Row & { children?: TreeRow[]; hasChildren: boolean };

/** Nests rows (kept in their order) under their parents; empty `children` are left out. */
export function forest(rows: Row[], idKey = 'id', parentKey = 'parentId'): TreeRow[] {
  const nodes = rows.map((row) => ({ ...row, hasChildren: false }) as TreeRow);
  const byId = new Map(nodes.map((node) => [String(node[idKey]), node]));
  const roots: TreeRow[] = [];
  for (const node of nodes) {
    const parent = byId.get(String(node[parentKey] ?? ''));
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** BladeX's TreeNode (title/key/value) for pickers: role tree, menu grant tree, dict tree. */
export function treeNodes(rows: Row[], titleKey: string, idKey = 'id', parentKey = 'parentId'): TreeRow[] {
  return forest(
    rows.map((row) => ({
      id: row[idKey],
      parentId: row[parentKey] ?? '0',
      title: row[titleKey],
      key: row[idKey],
      value: row[idKey],
    })),
  );
}
