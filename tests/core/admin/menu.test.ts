import { describe, expect, it } from 'vitest';
import { isMenu, menuDraft, menuScopeFilters } from '../../../core/src/admin/menu.ts';
import { childDraft } from '../../../core/src/admin-ui/lazy-tree.ts';

describe('menu administration', () => {
  it('tells menus (category 1) from buttons (category 2), numbers or strings', () => {
    expect(isMenu({ category: 1 })).toBe(true);
    expect(isMenu({ category: '1' })).toBe(true);
    expect(isMenu({ category: 2 })).toBe(false);
    expect(isMenu({})).toBe(false);
  });

  it('presets the parent of a new child and the kind chosen', () => {
    expect(menuDraft('42', 'button')).toEqual({ initial: { category: '2' }, fixed: { parentId: '42' } });
    expect(menuDraft(undefined, 'menu')).toEqual({ initial: { category: '1' }, fixed: { parentId: '0' } });
    expect(childDraft('7')).toEqual({ initial: {}, fixed: { parentId: '7' } });
  });

  it('filters the scopes of a menu by its exact id', () => {
    expect(menuScopeFilters('1123598815738675208')).toEqual({ menuId_equal: '1123598815738675208' });
  });
});
