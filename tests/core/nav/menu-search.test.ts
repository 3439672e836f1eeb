import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { readMenu } from '../../../core/src/nav/menu.ts';
import { filterMenuByRoles, screenTier, searchMenu } from '../../../core/src/nav/menu-search.ts';

const raw = [
  {
    id: '1',
    name: '系统管理',
    path: '/system',
    children: [
      { id: '11', name: '参数管理', path: '/system/param', children: [] },
      { id: '12', name: 'Users', path: '/system/user', meta: { roles: ['administrator'] } },
      { id: '13', name: 'user groups', path: '/system/group', meta: { roles: 'tenant,guest' } },
    ],
  },
  { id: '2', name: 'Reports', path: '/report', meta: { roles: [] } },
  { id: '3', name: '参数说明', path: '/help/param' },
];

describe('menu search (platform.md §2.4)', () => {
  const menu = readMenu(raw);

  it('matches the start of a name, case-insensitive, over the whole tree', () => {
    expect(searchMenu(menu, 'user').map((h) => h.item.path)).toEqual(['/system/user', '/system/group']);
    expect(searchMenu(menu, 'USERS').map((h) => h.item.path)).toEqual(['/system/user']);
    expect(searchMenu(menu, '参数').map((h) => h.item.path)).toEqual(['/system/param', '/help/param']);
  });

  it('does not match in the middle of a name', () => {
    expect(searchMenu(menu, 'groups')).toEqual([]);
    expect(searchMenu(menu, '管理')).toEqual([]);
  });

  it("matches the names as shown in the console's language", () => {
    const coded = readMenu([
      {
        id: '1',
        code: 'system',
        name: '系统管理',
        children: [{ id: '2', code: 'param', name: '参数管理', path: '/p' }],
      },
    ]);
    const [hit] = searchMenu(coded, 'para', (title) => translate(title, 'en'));
    expect(hit).toMatchObject({ name: 'Parameters', trail: ['System'] });
    expect(searchMenu(coded, '参数', (title) => translate(title, 'en'))).toEqual([]);
    expect(searchMenu(coded, '参数', (title) => translate(title, 'zh'))[0]!.name).toBe('参数管理');
  });

  it('lists pages only, with the groups above them', () => {
    const [hit] = searchMenu(menu, '参数管理');
    expect(hit!.trail).toEqual(['系统管理']);
    expect(searchMenu(menu, '系统')).toEqual([]);
    expect(searchMenu(menu, '').length).toBe(5);
  });
});

describe('sidebar by meta roles (platform.md §2.4, §6)', () => {
  const paths = (data: unknown[]) =>
    readMenu(data).flatMap(function flat(i): string[] {
      return [i.path, ...i.children.flatMap(flat)];
    });

  it('keeps items without roles and items naming one of the user roles', () => {
    expect(paths(filterMenuByRoles(raw, 'administrator'))).toEqual([
      '/system',
      '/system/param',
      '/system/user',
      '/help/param',
    ]);
    expect(paths(filterMenuByRoles(raw, 'guest,staff'))).toEqual([
      '/system',
      '/system/param',
      '/system/group',
      '/help/param',
    ]);
    expect(paths(filterMenuByRoles(raw, ['tenant']))).toContain('/system/group');
  });

  it('hides items whose roles exclude the user (an empty list excludes everyone)', () => {
    expect(paths(filterMenuByRoles(raw, ''))).toEqual(['/system', '/system/param', '/help/param']);
    expect(filterMenuByRoles('nope', 'x')).toEqual([]);
  });
});

describe('screen tiers by width (platform.md §9)', () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [992, 2],
    [991, 1],
    [768, 1],
    [767, 0],
    [0, 0],
  ])('%i px → %i', (width, tier) => {
    expect(screenTier(width)).toBe(tier);
  });
});
