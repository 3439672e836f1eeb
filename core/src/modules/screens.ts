import type { ModuleSpec, ScreenLink, ScreenSpec } from './types.ts';

/**
 * The detail page a list of a module opens its rows on: the module's `detail` screen of the same entry,
 * on the same side of sign-in (a public list's rows open a public page, a console list's a console page).
 */
export function detailScreenOf(
  module: string,
  list: ScreenSpec,
  modules: readonly ModuleSpec[],
): ScreenSpec | undefined {
  if (!list.resource) return undefined;
  return modules
    .find((m) => m.name === module)
    ?.screens.find(
      (screen) =>
        screen.view === 'detail' &&
        screen.resource === list.resource &&
        (screen.public === true) === (list.public === true),
    );
}

/** The module's detail page a related list's rows open (on the same side of sign-in as the page showing it). */
export function relatedDetail(
  module: ModuleSpec,
  page: ScreenSpec,
  resource: string,
): ScreenSpec | undefined {
  return detailScreenOf(module.name, { ...page, view: 'list', resource }, [module]);
}

/** The address of a screen showing one record: its `:id` parameter filled in, else `?id=`. */
export function screenAddress(screen: ScreenSpec, id: string): string {
  const value = encodeURIComponent(id);
  return screen.path.includes(':id') ? screen.path.replace(/:id\b/, value) : `${screen.path}?id=${value}`;
}

/**
 * The address a link opens for a record (none for a toolbar link): the record's `key` (its id field unless
 * named) in the route's `:id`, else in the query as `param` (`id`).
 */
export function linkAddress(link: ScreenLink, record?: Record<string, unknown>, idField = 'id'): string {
  if (link.on === 'toolbar' || !record) return link.path;
  const value = encodeURIComponent(String(record[link.key ?? idField] ?? ''));
  if (link.path.includes(':')) return link.path.replace(/:\w+/, value);
  return `${link.path}?${link.param ?? 'id'}=${value}`;
}

/** The whole declaration of a routed screen (a route carries only what routing needs). */
export function declaredScreen(
  module: string,
  screen: Pick<ScreenSpec, 'path'>,
  modules: readonly ModuleSpec[],
): ScreenSpec | undefined {
  return modules.find((m) => m.name === module)?.screens.find((s) => s.path === screen.path);
}

/**
 * The list a module's form or detail page returns to: the module's list screen of the same entry, on the
 * same side of sign-in; none when the module lists that entry on no route of its own.
 */
export function listScreenOf(
  module: string,
  page: ScreenSpec,
  modules: readonly ModuleSpec[],
): ScreenSpec | undefined {
  if (!page.resource) return undefined;
  return modules
    .find((m) => m.name === module)
    ?.screens.find(
      (screen) =>
        (screen.view === 'list' || screen.view === 'tree') &&
        screen.resource === page.resource &&
        !screen.path.includes(':') &&
        (screen.public === true) === (page.public === true),
    );
}
