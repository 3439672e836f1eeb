import { area } from '../resources/area.ts';
import { module } from './types.ts';

/**
 * Region and dictionary (forms-and-survey.md §7): the areas the region picker loads level by level
 * (area/nbxtarea). blade-system/region (CRUD, lazy-tree, detail by code) and blade-system/dict/dictionary
 * are system entries (resources/system.ts), reused as they are.
 */

export { area };

export const areas = module({
  name: 'area',
  text: { zh: '区域管理', en: 'Areas' },
  icon: 'IconMap',
  resources: [area],
  screens: [
    {
      path: '/area/nbxtarea',
      view: 'list',
      resource: 'area',
      menu: true,
      text: { zh: '区域管理', en: 'Areas' },
    },
  ],
});
