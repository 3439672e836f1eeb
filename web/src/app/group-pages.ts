import type { RouteScreen } from '@nbxt/core/modules/types.ts';
import { loadGroupTexts } from '../base/i18n.ts';
import { type LazyPage, lazyPage } from '../base/lazy.tsx';
import type { ModuleGroupScreen } from '../kit/module-group.tsx';
import type { RoutedScreenProps } from '../kit/screen-group.tsx';

/** The screen group every module without a file of its own under web/src/screens/groups/ uses. */
export const GENERIC_MODULE_GROUP = 'modules';

/** Every route group's file, web/src/screens/groups/<name>.tsx, each its own chunk (named after it). */
const GROUP_FILES = import.meta.glob<{ default: unknown }>('../screens/groups/*.tsx');

/**
 * A route group's file, so a module's group needs no entry here nor in the build. A name with no file of
 * its own (a module without custom screens) loads the generic module group. With the group's own texts
 * in the current language (loadGroupTexts).
 */
async function groupFile<T>(name: string): Promise<{ default: T }> {
  const load =
    GROUP_FILES[`../screens/groups/${name}.tsx`] ??
    GROUP_FILES[`../screens/groups/${GENERIC_MODULE_GROUP}.tsx`]!;
  const [module] = await Promise.all([load() as Promise<{ default: T }>, loadGroupTexts(name)]);
  return module;
}

const pages = new Map<string, LazyPage<never>>();

function groupPage<P extends object>(name: string): LazyPage<P> {
  let page = pages.get(name);
  if (!page) {
    page = lazyPage<P>(() => groupFile(name)) as LazyPage<never>;
    pages.set(name, page);
  }
  return page as unknown as LazyPage<P>;
}

/**
 * Each route group's screens, one lazily loaded chunk per group (the build reports what each group loads:
 * scripts/build/web.ts, `npm run bench -- console-bundle`).
 */
export const moduleGroupPage = (module: string) => groupPage<RoutedScreenProps>(module);

const prefetched = new Map<string, Promise<void>>();

/**
 * Load a group and, once its code is here and the user may open the page (`opens`), start the screen's
 * first data call into the query cache so that the screen renders with it (once per page load: the screen
 * keeps its data fresh afterwards). Resolves once the code, its styles and that first data are here (or
 * failed, or not to be had).
 */
function preloadGroup<T>(
  group: string,
  key: string,
  opens: Promise<boolean>,
  prefetch: (module: T) => Promise<void> | undefined,
) {
  let data = prefetched.get(key);
  if (!data) {
    data = Promise.all([groupFile<T>(group), opens]).then(
      ([module, open]) => (open ? prefetch(module.default) : undefined),
      () => undefined,
    );
    prefetched.set(key, data);
  }
  return Promise.all([data, groupPage(group).preload()]).then(() => undefined);
}

export function preloadModuleScreen(
  module: string,
  screen: RouteScreen,
  opens: Promise<boolean>,
): Promise<void> {
  return preloadGroup<ModuleGroupScreen>(module, `${module}:${screen.path}`, opens, (screens) =>
    screens.prefetch(module, screen),
  );
}
