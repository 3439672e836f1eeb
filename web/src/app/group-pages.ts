import type { GroupScreen, GroupScreenProps } from '../crud/ResourceListScreen.tsx';
import { type LazyPage, lazyPage } from './lazy.tsx';
import type { ScreenGroup } from './screens.ts';

type GroupModule = () => Promise<{ default: GroupScreen }>;

const GROUP_MODULES: Record<ScreenGroup, GroupModule> = {
  lists: () => import('../screens/groups/lists.tsx'),
  system: () => import('../screens/groups/system.tsx'),
  dict: () => import('../screens/groups/dict.tsx'),
  notice: () => import('../screens/groups/notice.tsx'),
  resource: () => import('../screens/groups/resource.tsx'),
  develop: () => import('../screens/groups/develop.tsx'),
  workflow: () => import('../screens/groups/workflow.tsx'),
  profile: () => import('../screens/groups/profile.tsx'),
};

/**
 * Each route group's screens, one lazily loaded chunk per group (the build reports what each group loads:
 * scripts/build/web.ts, `npm run bench -- console-bundle`).
 */
export const GROUP_PAGES = Object.fromEntries(
  Object.entries(GROUP_MODULES).map(([group, load]) => [group, lazyPage(load, { group })]),
) as Record<ScreenGroup, LazyPage<GroupScreenProps>>;

const prefetched = new Map<string, Promise<void>>();

/**
 * Load a screen's group and, once its code is here, start the screen's first data call, into the query
 * cache so that the screen renders with it (once per page load: the screen itself keeps its data fresh
 * afterwards). Resolves once the code, its styles and that first data are here (or failed).
 */
export function preloadScreen(group: ScreenGroup, resource: string): Promise<void> {
  let data = prefetched.get(resource);
  if (!data) {
    data = GROUP_MODULES[group]().then(
      (module) => module.default.prefetch(resource),
      () => undefined,
    );
    prefetched.set(resource, data);
  }
  return Promise.all([data, GROUP_PAGES[group].preload()]).then(() => undefined);
}
