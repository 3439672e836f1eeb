import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flattenLazyTree,
  hasLazyChildren,
  LAZY_ROOT,
  type LazyTreeLine,
  lazyLevelParams,
  openLevels,
  readLazyLevel,
  toggleExpanded,
} from '../../../core/src/admin-ui/lazy-tree.ts';
import type { Row } from '../../../core/src/crud/client.ts';

const roots: Row[] = [
  { id: '1', name: '系统管理', hasChildren: true },
  { id: '2', name: '工作台', hasChildren: false },
];
const levels: Record<string, Row[]> = {
  '1': [
    { id: '11', name: '用户管理', hasChildren: true },
    { id: '12', name: '菜单管理', hasChildren: false },
  ],
  '11': [{ id: '111', name: '新增', hasChildren: false }],
};
const children = (id: string) => levels[id];
const shown = (lines: LazyTreeLine[]) =>
  lines.map((l) =>
    l.kind === 'row'
      ? `${'  '.repeat(l.depth)}${l.id}${l.expanded ? '-' : l.expandable ? '+' : ''}`
      : `${'  '.repeat(l.depth)}…`,
  );

describe('lazy tree lists', () => {
  it('asks for the top level by parentId 0, a node by its id, a search at every level', () => {
    expect(lazyLevelParams(undefined)).toEqual({ parentId: LAZY_ROOT });
    expect(lazyLevelParams(undefined, { name: '  ', code: '' })).toEqual({ parentId: '0' });
    expect(lazyLevelParams(undefined, { name: '用户', code: '' })).toEqual({ name: '用户' });
    // Children of an expanded row are listed whole, whatever the search.
    expect(lazyLevelParams('11', { name: '用户' })).toEqual({ parentId: '11' });
  });

  it('reads a level as a list of records, and refuses anything else', () => {
    expect(readLazyLevel([{ id: '1' }], 'menu lazy-list')).toEqual([{ id: '1' }]);
    for (const bad of [null, { records: [] }, [1], 'x'])
      expect(() => readLazyLevel(bad, 'menu lazy-list')).toThrow(/menu lazy-list/);
  });

  it('reads hasChildren as BladeX sends it', () => {
    for (const yes of [true, 1, 'true', '1']) expect(hasLazyChildren({ hasChildren: yes })).toBe(true);
    for (const no of [false, 0, 'false', null, undefined])
      expect(hasLazyChildren({ hasChildren: no })).toBe(false);
  });

  it('shows only the top level until a row is expanded', () => {
    expect(shown(flattenLazyTree(roots, children, new Set()))).toEqual(['1+', '2']);
  });

  it('shows a pending line while an expanded level loads, then its rows one level deeper', () => {
    const expanded = new Set(['1']);
    expect(shown(flattenLazyTree(roots, () => undefined, expanded))).toEqual(['1-', '  …', '2']);
    const lines = flattenLazyTree(roots, children, new Set(['1', '11']));
    expect(shown(lines)).toEqual(['1-', '  11-', '    111', '  12', '2']);
    expect(openLevels(lines)).toEqual(['1', '11']);
  });

  it('keeps the children of a collapsed row out, and does not load them', () => {
    // 11 stays expanded in the set, but under a collapsed parent it is neither shown nor loaded.
    const lines = flattenLazyTree(roots, children, new Set(['11']));
    expect(shown(lines)).toEqual(['1+', '2']);
    expect(openLevels(lines)).toEqual([]);
  });

  it('never offers to expand a row that reappears under itself', () => {
    const cyclic = (id: string) => (id === '1' ? [{ id: '1', hasChildren: true }] : undefined);
    expect(shown(flattenLazyTree([{ id: '1', hasChildren: true }], cyclic, new Set(['1'])))).toEqual([
      '1-',
      '  1',
    ]);
  });

  it('toggling twice gives the set back', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (ids, id) => {
        const set = new Set(ids);
        expect(toggleExpanded(set, id).has(id)).toBe(!set.has(id));
        expect([...toggleExpanded(toggleExpanded(set, id), id)].sort()).toEqual([...set].sort());
      }),
    );
  });
});
