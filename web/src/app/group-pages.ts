import type { GroupScreenProps } from '../crud/ResourceListScreen.tsx';
import { type LazyPage, lazyPage } from './lazy.ts';
import type { ScreenGroup } from './screens.ts';

/**
 * Each route group's screens, one lazily loaded chunk per group (the build reports what each group loads:
 * scripts/build/web.ts, `npm run bench -- console-bundle`).
 */
export const GROUP_PAGES: Record<ScreenGroup, LazyPage<GroupScreenProps>> = {
  lists: lazyPage(() => import('../screens/groups/lists.tsx')),
  system: lazyPage(() => import('../screens/groups/system.tsx')),
  dict: lazyPage(() => import('../screens/groups/dict.tsx')),
  notice: lazyPage(() => import('../screens/groups/notice.tsx')),
  resource: lazyPage(() => import('../screens/groups/resource.tsx')),
  develop: lazyPage(() => import('../screens/groups/develop.tsx')),
  workflow: lazyPage(() => import('../screens/groups/workflow.tsx')),
  profile: lazyPage(() => import('../screens/groups/profile.tsx')),
};
