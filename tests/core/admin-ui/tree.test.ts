import { describe, expect, it } from 'vitest';
import {
  checkState,
  filterTree,
  flattenTree,
  grantedIds,
  labelledForest,
  namesOfIds,
  type TreeNode,
  toggleNode,
  treeIds,
  treeOptions,
} from '../../../core/src/admin-ui/tree.ts';

const forest: TreeNode[] = [
  {
    id: '1',
    title: '系统管理',
    children: [
      { id: '11', title: '用户管理' },
      {
        id: '12',
        title: '角色管理',
        children: [
          { id: '121', title: '新增' },
          { id: '122', title: '删除' },
        ],
      },
    ],
  },
  { id: '2', title: 'Desk' },
];

describe('admin-ui trees', () => {
  it('flattens depth first with depths and skips collapsed children', () => {
    expect(flattenTree(forest).map((n) => `${n.id}:${n.depth}`)).toEqual([
      '1:0',
      '11:1',
      '12:1',
      '121:2',
      '122:2',
      '2:0',
    ]);
    expect(flattenTree(forest, new Set(['12'])).map((n) => n.id)).toEqual(['1', '11', '12', '2']);
    expect(treeIds(forest)).toHaveLength(6);
    expect(treeOptions(forest)[3]).toEqual({ value: '121', label: '新增', depth: 2 });
  });

  it('gives tree pickers value/label nodes, leaves without children', () => {
    expect(
      labelledForest([
        { id: 7, title: '刀锋科技', children: [{ id: '71' }] },
        { id: '8', title: 'X', children: [] },
      ]),
    ).toEqual([
      { value: '7', label: '刀锋科技', children: [{ value: '71', label: '71' }] },
      { value: '8', label: 'X' },
    ]);
    expect(labelledForest(forest).map((n) => n.value)).toEqual(['1', '2']);
  });

  it('derives parent states from the leaves', () => {
    const some = new Set(['121']);
    expect(checkState(forest[0]!, some)).toBe('indeterminate');
    expect(checkState(forest[0]!, new Set(['11', '121', '122']))).toBe('checked');
    expect(checkState(forest[0]!, new Set())).toBe('unchecked');
    // A granted parent without its children is not widened to the whole branch.
    expect(checkState(forest[0]!, new Set(['1']))).toBe('indeterminate');
  });

  it('toggles whole subtrees', () => {
    const on = toggleNode(forest, new Set(), '12');
    expect([...on].sort()).toEqual(['12', '121', '122']);
    expect(checkState(forest[0]!, on)).toBe('indeterminate');
    const all = toggleNode(forest, on, '1');
    expect(checkState(forest[0]!, all)).toBe('checked');
    expect(toggleNode(forest, all, '1').size).toBe(0);
    expect(toggleNode(forest, all, 'missing')).toEqual(all);
  });

  it('sends checked leaves plus the parents they hang from', () => {
    expect(grantedIds(forest, new Set(['121']))).toEqual(['1', '12', '121']);
    expect(grantedIds(forest, new Set(['2', '11']))).toEqual(['1', '11', '2']);
    // A stale parent id alone grants nothing.
    expect(grantedIds(forest, new Set(['1']))).toEqual([]);
  });

  it('filters by title keeping ancestors', () => {
    const found = filterTree(forest, '删除');
    expect(treeIds(found)).toEqual(['1', '12', '122']);
    expect(filterTree(forest, '  ')).toHaveLength(2);
    expect(treeIds(filterTree(forest, 'desk'))).toEqual(['2']);
  });

  it('names comma-joined ids from the titles anywhere in the forest, keeping unknown ids', () => {
    expect(namesOfIds('11,122', forest)).toBe('用户管理,删除');
    expect(namesOfIds(' 2 , 999 ,', forest)).toBe('Desk,999');
    expect(namesOfIds(12, forest)).toBe('角色管理');
    expect(namesOfIds('', forest)).toBe('');
    expect(namesOfIds(null, forest)).toBe('');
    expect(namesOfIds('11', [])).toBe('11');
  });
});
