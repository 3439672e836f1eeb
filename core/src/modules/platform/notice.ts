import { module } from '../types.ts';
import { customScreen } from './screens.ts';

/** Notices (platform.md §4), with their rich-text editor. */
export const notice = module({
  name: 'notice',
  text: { zh: '通知公告', en: 'Notices' },
  resources: [],
  screens: [customScreen('/desk/notice', 'notice', '通知公告', 'Notices')],
});
