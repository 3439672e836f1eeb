import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { menuRoutes, menuTrail, readMenu } from '../../../core/src/nav/menu.ts';
import { menuCodes, menuTitle } from '../../../core/src/nav/menu-title.ts';

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

describe('menu entries with a target', () => {
  it('carry it from the entry or its meta; _self and none mean in place', () => {
    const menu = readMenu([
      { id: '1', name: '帮助', path: '/desk/notice', target: '_blank' },
      { id: '2', name: '报表', path: '/report', meta: { target: 'report' } },
      { id: '3', name: '参数', path: '/system/param', target: '_self' },
      { id: '4', name: '用户', path: '/system/user' },
    ]);
    expect(menu.map((m) => m.target)).toEqual(['_blank', 'report', undefined, undefined]);
  });
});

describe("menu titles in the console's language (generateTitle(name, meta.i18n))", () => {
  const seeded = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../../fixtures/sandbox/${file}`, import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >[];

  it('titles a menu the catalogue knows by its key, and the routes and tabs with it', () => {
    const menu = readMenu([
      {
        id: '1',
        code: 'system',
        name: '系统管理',
        path: '/system',
        children: [{ id: '11', code: 'param', name: '参数管理', path: '/system/param' }],
      },
    ]);
    expect(menu[0]).toMatchObject({ label: '系统管理', title: 'menu.system' });
    const [route] = menuRoutes(menu);
    expect(route!.title).toBe('menu.param');
    expect(translate(route!.title, 'en')).toBe('Parameters');
    expect(translate(route!.title, 'zh')).toBe('参数管理');
  });

  it("keeps the server's name for a menu it does not know, or one renamed on the server", () => {
    const [unknown, renamed, byMeta] = readMenu([
      { id: '1', code: 'reports', name: '报表', path: '/report' },
      { id: '2', code: 'param', name: '系统参数设置', path: '/system/param' },
      { id: '3', code: 'x', name: '日志管理', path: '/monitor/log', meta: { i18n: 'log' } },
    ]);
    expect(unknown!.title).toBe('报表');
    expect(renamed!.title).toBe('系统参数设置');
    // meta.i18n names the key before the code does.
    expect(byMeta!.title).toBe('menu.log');
  });

  it('has an English name for every menu, button and top menu the sandbox seeds', () => {
    const menus = seeded('menu.json');
    // Pages (category 1) and buttons (category 2) alike.
    expect(new Set(menus.map((m) => Number(m['category'])))).toEqual(new Set([1, 2]));
    for (const m of menus) {
      const title = menuTitle('menu', String(m['code']), String(m['name']));
      expect(title, String(m['code'])).toBe(`menu.${m['code']}`);
      expect(translate(title, 'zh')).toBe(m['name']);
      expect(translate(title, 'en'), String(m['code'])).not.toMatch(/[\u4e00-\u9fff]/);
    }
    for (const m of seeded('topmenu.json')) {
      const title = menuTitle('topmenu', String(m['code']), String(m['name']));
      expect(title, String(m['name'])).toBe(`topmenu.${m['code']}`);
      expect(translate(title, 'en')).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('menu codes by id (the grant trees carry ids and names only)', () => {
  it('reads them from every level of a menu list, skipping what has no id or code', () => {
    const codes = menuCodes([
      {
        id: '1',
        code: 'user',
        children: [{ id: 11, code: 'user_reset', children: [{ id: '111', name: 'no code' }] }],
      },
      { code: 'orphan' },
      'junk',
    ]);
    expect([...codes]).toEqual([
      ['1', 'user'],
      ['11', 'user_reset'],
    ]);
    expect(menuCodes({ not: 'a list' }).size).toBe(0);
  });
});
