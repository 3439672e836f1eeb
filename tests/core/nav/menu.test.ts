import { describe, expect, it } from 'vitest';
import { menuRoutes, menuTrail, readMenu } from '../../../core/src/nav/menu.ts';

const wire = [
  {
    id: '1',
    name: '系统管理',
    path: '/system',
    source: 'iconfont icon-setting',
    children: [
      { id: '11', name: '参数管理', path: '/system/param', children: [] },
      { id: 12, name: '用户管理', path: '/system/user/' },
    ],
  },
  { id: '2', name: '首页', path: '/wel/index' },
  'junk',
  { id: '3', name: '外链', path: 'https://example.com' },
];

describe('menu routes (GET /blade-system/menu/routes)', () => {
  it('reads BladeX names, paths, icons and children', () => {
    const menu = readMenu(wire);
    expect(menu).toHaveLength(3);
    expect(menu[2]!.path).toBe('https://example.com');
    expect(menu[0]).toMatchObject({ id: '1', label: '系统管理', icon: 'iconfont icon-setting' });
    expect(menu[0]!.children.map((c) => [c.id, c.path])).toEqual([
      ['11', '/system/param'],
      ['12', '/system/user'],
    ]);
    expect(readMenu({ not: 'a list' })).toEqual([]);
  });

  it('turns the leaves into signed-in routes titled with the menu label', () => {
    const routes = menuRoutes(readMenu(wire));
    expect(routes.map((r) => r.path)).toEqual(['/system/param', '/system/user', '/wel/index']);
    expect(routes.every((r) => !r.public && r.tab)).toBe(true);
    expect(routes[0]!.title).toBe('参数管理');
  });

  it('finds the groups to open for the current path', () => {
    const menu = readMenu(wire);
    expect(menuTrail(menu, '/system/param')).toEqual(['1', '11']);
    expect(menuTrail(menu, '/nowhere')).toEqual([]);
  });
});

describe('external menu entries', () => {
  it('keep their address and never become routes', () => {
    const menu = readMenu([{ id: '9', name: '文档', path: 'https://example.com/docs' }]);
    expect(menu[0]!.path).toBe('https://example.com/docs');
    expect(menuRoutes(menu)).toEqual([]);
  });
});
