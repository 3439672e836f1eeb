import { menuMessages } from '../i18n/messages/menu.ts';
import { MODULES } from '../modules/index.ts';
import { screenMenuCode } from '../modules/menus.ts';
import type { ModuleSpec } from '../modules/types.ts';
import { menuCodeOf } from '../session/button-codes.ts';
import type { EntryScreens } from './grants.ts';
import { registry as fullRegistry } from './registry.ts';
import type { Registry, ResourceSpec } from './types.ts';

/**
 * Which menus show each entry, over the whole registry (what grants its reads, grants.ts):
 * - a module's entry: the menus of the module's screens that show it, else the module's own menu;
 * - a platform entry: its platform menu (`menu.<code>` in the catalogue), if it has one;
 * - and the menus of the entries that name its records (a reference, a search, a detail's related list):
 *   a screen reads the names of what it references (an entry no screen of its own shows has no menu).
 */
export function entryScreens(
  registry: Registry = fullRegistry,
  modules: readonly ModuleSpec[] = MODULES,
): EntryScreens {
  const own = new Map<string, Set<string>>();
  const publicEntries = new Set<string>();
  const add = (map: Map<string, Set<string>>, name: string, codes: Iterable<string>) => {
    const set = map.get(name) ?? new Set<string>();
    for (const code of codes) set.add(code);
    map.set(name, set);
  };
  for (const m of modules) {
    for (const s of m.screens) if (s.public && s.resource) publicEntries.add(s.resource);
    for (const spec of m.resources) {
      const screens = m.screens.filter((s) => s.menu && s.resource === spec.name).map(screenMenuCode);
      add(own, spec.name, screens.length > 0 ? screens : [m.name]);
    }
  }
  for (const spec of Object.values(registry)) {
    if (own.has(spec.name)) continue;
    const code = menuCodeOf(spec);
    add(own, spec.name, Object.hasOwn(menuMessages, `menu.${code}`) ? [code] : []);
  }
  const all = new Map<string, Set<string>>();
  for (const [name, codes] of own) add(all, name, codes);
  const readers = (spec: ResourceSpec): string[] =>
    [
      ...spec.fields.flatMap((f) => [f.ref, f.search?.resource]),
      ...modules.flatMap((m) =>
        m.screens
          .filter((s) => s.resource === spec.name)
          .flatMap((s) => (s.related ?? []).map((r) => r.resource)),
      ),
    ].filter((name): name is string => name !== undefined && name !== spec.name);
  // An entry no screen of its own shows stays open to every signed-in user.
  for (const spec of Object.values(registry))
    for (const target of readers(spec)) if (own.get(target)?.size) add(all, target, own.get(spec.name) ?? []);
  return {
    menus: (spec) => [...(all.get(spec.name) ?? [])],
    publicScreen: (spec) => publicEntries.has(spec.name),
  };
}
