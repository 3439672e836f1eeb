import { module } from '../types.ts';
import { customScreen } from './screens.ts';

/** Dictionaries (platform.md §4): system and business, and the horizontal and vertical layouts. */
export const dict = module({
  name: 'dict',
  text: { zh: '字典', en: 'Dictionaries' },
  resources: [],
  screens: [
    customScreen('/system/dict', 'dict', '系统字典', 'System dictionary'),
    customScreen('/system/dictbiz', 'dict-biz', '业务字典', 'Business dictionary'),
    customScreen('/dict-horizontal/index', 'dict-horizontal', '字典管理', 'Dictionaries', 'dict'),
    customScreen('/dict-vertical/index', 'dict-vertical', '字典管理', 'Dictionaries', 'dict'),
  ],
});
