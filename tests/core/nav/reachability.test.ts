import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MODULES, MODULES } from '../../../core/src/modules/index.ts';
import { moduleMenus } from '../../../core/src/modules/menus.ts';
import type { ModuleSpec } from '../../../core/src/modules/types.ts';
import { reachableRoutes, SHELL_LINKS, unreachableRoutes } from '../../../core/src/nav/reachability.ts';
import { ROUTE_TABLE } from '../../../core/src/nav/route-table.ts';

/** The menus the sandbox seeds: the platform's (fixtures) and every module's; their pages, not buttons. */
const platformMenu = JSON.parse(
  readFileSync(new URL('../../../fixtures/sandbox/menu.json', import.meta.url), 'utf8'),
) as { path: string; category: number }[];
const menuPaths = (modules: readonly ModuleSpec[] = MODULES) => [
  ...platformMenu.filter((m) => m.category === 1).map((m) => m.path),
  ...moduleMenus(modules)
    .filter((m) => m.category === 1)
    .map((m) => m.path),
  ...SHELL_LINKS,
];

describe('every route inside the shell is reachable by clicking (platform.md §2.4)', () => {
  it('from the seeded menus, the shell and the declared links of the screens reached', () => {
    const lost = unreachableRoutes(menuPaths()).map((route) => route.path);
    expect(lost).toEqual([]);
  });

  it('a screen whose only way in is dropped is found unreachable', () => {
    // The household questionnaire is opened from the household lists and detail pages only.
    const unlinked = CONSOLE_MODULES.map((m) => ({
      ...m,
      screens: m.screens.map(({ links, ...screen }) => ({
        ...screen,
        ...(links ? { links: links.filter((link) => link.path !== '/lowIncome/questionnaire/:id') } : {}),
      })),
    }));
    const lost = unreachableRoutes(menuPaths(unlinked), ROUTE_TABLE, unlinked).map((route) => route.path);
    expect(lost).toEqual(['/lowIncome/questionnaire/:id']);
  });

  it('follows rows to detail pages and a detail page’s related lists to theirs', () => {
    const reached = reachableRoutes(['/lowIncome/nbxtlowincomefamily']);
    expect(reached).toContain('/lowIncome/familyDetail');
    expect(reached.has('/lowIncome/otherPoorPeopleDetail')).toBe(false);
  });
});
