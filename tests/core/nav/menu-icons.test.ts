import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MODULES } from '../../../core/src/modules/index.ts';
import type { MenuItem } from '../../../core/src/nav/menu.ts';
import { entryIcon, GENERIC_MENU_ICON, knownMenuIcon, menuIcon } from '../../../core/src/nav/menu-icons.ts';

/**
 * Every menu entry has an icon (issue 30: the collapsed sidebar's rail shows icons, not first letters):
 * the seeded menus' sources (Saber's iconfont classes) and the modules' icons are icons the console draws.
 */

interface Seeded {
  name: string;
  source?: string;
  category?: number;
  children?: Seeded[];
}

const seeded = (file: string): Seeded[] =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/sandbox/${file}`, import.meta.url), 'utf8'));

/** The menus (not buttons) of a forest with a source, with it. */
const sources = (items: readonly Seeded[]): [string, string][] =>
  items.flatMap((item) => [
    ...(item.category !== 2 && item.source ? [[item.name, item.source] as [string, string]] : []),
    ...sources(item.children ?? []),
  ]);

describe('menu icons', () => {
  it('reads Saber’s iconfont classes and the Tabler names of the modules’ menus', () => {
    expect(menuIcon('iconfont iconicon_setting')).toBe('IconSettings');
    expect(menuIcon('iconfont icon-baobiao')).toBe('IconReportAnalytics');
    expect(menuIcon('IconCalendarTime')).toBe('IconCalendarTime');
    expect(menuIcon('')).toBe(GENERIC_MENU_ICON);
    expect(menuIcon('iconfont icon-unheard-of')).toBe(GENERIC_MENU_ICON);
    expect(knownMenuIcon('IconNotATablerName')).toBeUndefined();
  });

  it('every seeded menu with a source, and every module, has an icon the console draws', () => {
    const menus = [...sources(seeded('menu.json')), ...sources(seeded('topmenu.json'))];
    expect(menus.length).toBeGreaterThan(20);
    expect(menus.filter(([, source]) => !knownMenuIcon(source))).toEqual([]);
    expect(CONSOLE_MODULES.filter((m) => m.icon && !knownMenuIcon(m.icon)).map((m) => m.name)).toEqual([]);
  });
});

describe('entryIcon: the icon of the entry opening a page', () => {
  const item = (id: string, icon: string, path = '', children: MenuItem[] = []): MenuItem => ({
    id,
    label: id,
    title: id,
    path,
    icon,
    children,
  });
  const menu = [
    item('system', 'iconfont iconicon_setting', '/system', [
      item('user', 'iconfont iconicon_principal', '/system/user'),
      item('param', '', '/system/param'),
    ]),
    item('job', 'IconCalendarTime', '/job', [item('jobs', '', '/job/nbxtjob')]),
    item('odd', 'iconfont iconicon_unknown', '/odd', [item('page', 'nothing', '/odd/page')]),
  ];

  it('is the entry’s own, else its nearest group’s, else the generic one', () => {
    expect(entryIcon(menu, '/system/user')).toBe('IconUser');
    expect(entryIcon(menu, '/system/param')).toBe('IconSettings');
    expect(entryIcon(menu, '/job/nbxtjob')).toBe('IconCalendarTime');
    expect(entryIcon(menu, '/odd/page')).toBe(GENERIC_MENU_ICON);
    expect(entryIcon(menu, '/not/in/menu')).toBe(GENERIC_MENU_ICON);
  });
});
