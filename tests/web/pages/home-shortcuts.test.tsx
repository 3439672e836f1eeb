// @vitest-environment happy-dom

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../../core/src/modules/index.ts';
import { moduleMenus } from '../../../core/src/modules/menus.ts';
import { menuRoutes, readMenu } from '../../../core/src/nav/menu.ts';
import { GENERIC_MENU_ICON, knownMenuIcon } from '../../../core/src/nav/menu-icons.ts';
import { Shortcuts } from '../../../web/src/pages/HomePage.tsx';
import { setupTexts } from '../kit/harness.tsx';

afterEach(cleanup);

interface Node {
  id: string;
  parentId: string;
  name: string;
  path: string;
  source: string;
  children: Node[];
}

/** The seeded menus (the platform's and the modules'), as GET /blade-system/menu/routes sends them. */
function seededMenu(): Node[] {
  const platform = (
    JSON.parse(readFileSync(join(process.cwd(), 'fixtures/sandbox/menu.json'), 'utf8')) as {
      id: string;
      parentId: string;
      name: string;
      path: string;
      source: string;
      category: number;
    }[]
  ).filter((row) => row.category === 1);
  const modules = moduleMenus(MODULES)
    .filter((m) => m.category === 1)
    .map((m) => ({
      id: `module:${m.code}`,
      parentId: m.parent ? `module:${m.parent}` : '0',
      name: m.text.zh,
      path: m.path,
      source: m.source,
    }));
  const nodes = [...platform, ...modules].map((row): Node => ({ ...row, children: [] }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: Node[] = [];
  for (const node of nodes) (byId.get(node.parentId)?.children ?? roots).push(node);
  return roots;
}

/** A Tabler icon's class: IconUserShield draws `tabler-icon-user-shield`. */
const drawnClass = (name: string) =>
  `tabler-icon-${name
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()}`;

describe('the welcome page’s shortcuts', () => {
  beforeAll(setupTexts);

  it('draw each page with its menu entry’s icon (its own, else its group’s), not one icon for all', () => {
    const raw = seededMenu();
    const menu = readMenu(raw);
    const routes = menuRoutes(menu);
    // Each page's entry and the groups above it, read from the menu as the server sends it.
    const expected = new Map<string, string>();
    const visit = (nodes: Node[], above: Node[]) => {
      for (const node of nodes) {
        const chain = [node, ...above];
        if (node.children.length === 0 && node.path.startsWith('/'))
          expected.set(
            node.path,
            chain.map((n) => knownMenuIcon(n.source)).find((icon) => icon !== undefined) ?? GENERIC_MENU_ICON,
          );
        visit(node.children, chain);
      }
    };
    visit(raw, []);
    const { container } = render(
      <MantineProvider>
        <Shortcuts routes={routes} menu={menu} />
      </MantineProvider>,
    );
    const cards = [...container.querySelectorAll('a')];
    expect(cards).toHaveLength(routes.length);
    const drawn = new Set<string>();
    for (const card of cards) {
      const path = card.getAttribute('href') ?? '';
      const svg = card.querySelector('svg.tabler-icon');
      const icon = expected.get(path);
      expect(icon, path).toBeDefined();
      expect(svg?.classList.contains(drawnClass(icon ?? '')), `${path}: ${svg?.getAttribute('class')}`).toBe(
        true,
      );
      drawn.add(svg?.getAttribute('class') ?? '');
    }
    // The seeded menus name many icons: the shortcuts show them, not the one gear of before.
    expect(drawn.size).toBeGreaterThan(10);
  });
});
