import { ZH_TITLES } from './zh-titles.data.ts';

/**
 * What to title a menu or top menu with: the catalogue key `<kind>.<key>` when the catalogue has one and
 * its zh text is the name the server sends, else that name. Front ends render the title with
 * `translate` (an unknown key renders as itself), so a seeded menu follows the language, and a menu
 * renamed on the server, or one the catalogue does not know, shows the server's name.
 */
export function menuTitle(kind: 'menu' | 'topmenu', key: string, name: string): string {
  const id = `${kind}.${key}`;
  if (Object.hasOwn(ZH_TITLES, id) && ZH_TITLES[id] === name) return id;
  // A list's standard button (`user_add`) without a text of its own: the standard button's text.
  const standard = kind === 'menu' ? STANDARD_BUTTON.exec(key)?.[1] : undefined;
  const button = `menu.button.${standard}`;
  return standard && Object.hasOwn(ZH_TITLES, button) && ZH_TITLES[button] === name ? button : name;
}

const STANDARD_BUTTON = /_(add|edit|delete|view)$/;

/**
 * The codes of a menu list's entries (`menu/list`: a forest of rows with `id`, `code` and `children`), by
 * id: the grant trees name their nodes by id and server name only.
 */
export function menuCodes(forest: unknown): Map<string, string> {
  const codes = new Map<string, string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (node === null || typeof node !== 'object') continue;
      const { id, code, children } = node as Record<string, unknown>;
      if ((typeof id === 'string' || typeof id === 'number') && typeof code === 'string')
        codes.set(String(id), code);
      walk(children);
    }
  };
  walk(forest);
  return codes;
}
