import { module } from '../types.ts';
import { customScreen } from './screens.ts';

/** The user dropdown's pages (platform.md §3): personal info and organisation info. */
export const profile = module({
  name: 'profile',
  text: { zh: '个人中心', en: 'Profile' },
  resources: [],
  screens: [
    customScreen('/info/index', 'profile', '个人信息', 'User info', undefined),
    customScreen('/info/tenantinfo', 'tenant-info', '机构信息', 'Organisation info', undefined),
  ],
});
