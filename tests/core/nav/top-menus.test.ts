import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../core/src/nav/menu.ts';
import { routeAccess } from '../../../core/src/nav/route-access.ts';
import {
  declaredPart,
  fittingTopMenus,
  homeMenu,
  topMenuHolding,
  topMenuLeads,
  usableTopMenus,
} from '../../../core/src/nav/top-menus.ts';

const item = (path: string, children: MenuItem[] = []): MenuItem => ({
  id: path,
  label: path,
  title: path,
  path,
  icon: '',
  children,
});

/** A clerk's menu: parameters only (what the sandbox's clerk holds under 系统设置). */
const clerk = new Set(['/system/param']);
const opens = (path: string) => routeAccess(path, { admin: false, menuPaths: clerk }) === 'open';

const TOP = [
  { id: 'home', path: '/wel/index' },
  { id: 'system', path: '' },
  { id: 'resource', path: '' },
  { id: 'street', path: '/system/user' },
];
/** Each top menu's part of the clerk's menu, as `routes?topMenuId=` answers it (the clerk's own menus under it). */
const parts: Record<string, MenuItem[]> = {
  system: [item('/system', [item('/system/param')])],
  resource: [],
};

describe('the top menus the header offers (platform.md §2.4, §6)', () => {
  it('offers those leading to a page the user may open: its own page, else a page of its part of the menu', () => {
    expect(usableTopMenus(TOP, (id) => parts[id], opens).map((m) => m.id)).toEqual(['home', 'system']);
  });

  it('hides a top menu whose part holds only pages the user may not open, or nothing at all', () => {
    expect(topMenuLeads({ id: 'x', path: '' }, [item('/system', [item('/system/user')])], opens)).toBe(false);
    expect(topMenuLeads({ id: 'x', path: '' }, [], () => true)).toBe(false);
    expect(topMenuLeads({ id: 'resource', path: '' }, parts['resource'], opens)).toBe(false);
  });

  it('offers a top menu whose part is not read yet (it is read when the menu is first opened)', () => {
    expect(topMenuLeads({ id: 'system', path: '' }, undefined, () => false)).toBe(true);
    expect(usableTopMenus(TOP, () => undefined, opens).map((m) => m.id)).toEqual([
      'home',
      'system',
      'resource',
    ]);
  });

  it('offers every top menu that leads anywhere to an administrator', () => {
    const admin = (path: string) => routeAccess(path, { admin: true, menuPaths: undefined }) === 'open';
    const full: Record<string, MenuItem[]> = { ...parts, resource: [item('/resource/oss')] };
    expect(usableTopMenus(TOP, (id) => full[id], admin).map((m) => m.id)).toEqual([
      'home',
      'system',
      'resource',
      'street',
    ]);
  });
});

describe('the home sidebar and the top menu a page is under', () => {
  const full = [
    item('/desk', [item('/desk/notice')]),
    item('/system', [item('/system/user'), item('/system/param')]),
    item('/drainage', [item('/drainage/drain'), item('/drainage/shop')]),
    item('/work', [item('/work/start')]),
  ];
  const areaParts: Record<string, MenuItem[]> = {
    city: [item('/drainage', [item('/drainage/drain'), item('/drainage/shop')])],
    system: [item('/system', [item('/system/param')])],
  };
  const tops = [
    { id: 'city', path: '' },
    { id: 'system', path: '' },
  ];

  it('lists on 首页 what no offered top menu holds, dropping groups left empty', () => {
    const home = homeMenu(full, Object.values(areaParts));
    expect(home.map((m) => m.path)).toEqual(['/desk', '/system', '/work']);
    // The system group keeps what its top menu does not hold.
    expect(home[1]!.children.map((m) => m.path)).toEqual(['/system/user']);
  });

  it('lists the whole menu when nothing is held, or everything is', () => {
    expect(homeMenu(full, [])).toEqual(full);
    expect(homeMenu(full, [full])).toEqual(full);
  });

  it('finds the first offered top menu whose sidebar holds a page', () => {
    expect(topMenuHolding('/drainage/shop', tops, (id) => areaParts[id])?.id).toBe('city');
    expect(topMenuHolding('/system/param', tops, (id) => areaParts[id])?.id).toBe('system');
    expect(topMenuHolding('/work/start', tops, (id) => areaParts[id])).toBeUndefined();
    // A part not known yet holds nothing.
    expect(topMenuHolding('/drainage/shop', tops, () => undefined)).toBeUndefined();
  });
});

describe('fittingTopMenus: as many top menus as the header has room for, the rest under 更多', () => {
  it('shows all that fit, else as many as fit beside 更多', () => {
    expect(fittingTopMenus([80, 80, 80], 244, 50, 2)).toBe(3);
    expect(fittingTopMenus([80, 80, 80], 243, 50, 2)).toBe(2);
    expect(fittingTopMenus([80, 80, 80], 100, 50, 2)).toBe(0);
    expect(fittingTopMenus([], 0, 50, 2)).toBe(0);
  });

  it('never overflows and leaves out nothing that would fit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 200 }), { maxLength: 14 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 30, max: 90 }),
        (widths, room, more) => {
          const gap = 2;
          const n = fittingTopMenus(widths, room, more, gap);
          const row = (k: number) => widths.slice(0, k).reduce((s, w) => s + w + gap, 0);
          if (n === widths.length) expect(row(n) - (n > 0 ? gap : 0)).toBeLessThanOrEqual(room);
          else {
            if (n > 0) expect(row(n) + more).toBeLessThanOrEqual(room);
            expect(row(n + 1) + more).toBeGreaterThan(room);
            // With some left out, the whole row did not fit.
            expect(row(widths.length) - gap).toBeGreaterThan(room);
          }
        },
      ),
    );
  });
});

describe('declaredPart: a business area’s part of the menu, read from the whole menu', () => {
  const full = [
    item('/desk', [item('/desk/notice')]),
    item('/drainage', [item('/drainage/drain'), item('/drainage/shop')]),
    item('/merchant', [item('/merchant/shop')]),
    item('/mixed', [item('/drainage/report'), item('/system/user')]),
  ];
  const moduleOf = (path: string) => (path.startsWith('/system') ? 'system' : path.split('/')[1]);

  it('keeps the entries opening its modules’ screens, with the groups above them', () => {
    expect(declaredPart(full, ['drainage', 'merchant'], moduleOf)).toEqual([
      full[1],
      full[2],
      item('/mixed', [item('/drainage/report')]),
    ]);
  });

  it('is empty when the menu holds none of its modules (the area is then not offered)', () => {
    const part = declaredPart(full, ['labor'], moduleOf);
    expect(part).toEqual([]);
    expect(topMenuLeads({ id: 'city', path: '' }, part, () => true)).toBe(false);
  });

  it('holds only entries of the whole menu, each of its modules (property)', () => {
    const leaf = fc.constantFrom('/desk/notice', '/drainage/drain', '/merchant/shop', '/labor/info', '/x');
    const tree = fc.array(
      fc.tuple(fc.constantFrom('/g1', '/g2'), fc.array(leaf, { maxLength: 4 })).map(([path, leaves]) =>
        item(
          path,
          leaves.map((l) => item(l)),
        ),
      ),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(tree, fc.subarray(['desk', 'drainage', 'merchant', 'labor']), (menu, modules) => {
        const part = declaredPart(menu, modules, moduleOf);
        const leaves = (items: readonly MenuItem[]): MenuItem[] =>
          items.flatMap((i) => (i.children.length === 0 ? [i] : leaves(i.children)));
        for (const l of leaves(part)) expect(modules).toContain(moduleOf(l.path));
        const all = leaves(menu).filter((l) => modules.includes(moduleOf(l.path) ?? ''));
        expect(leaves(part)).toEqual(all);
      }),
    );
  });
});
