import { module } from '../types.ts';
import { customScreen, listScreen } from './screens.ts';

/** Resources (platform.md §4): object storage, attachments and SMS. */
export const resource = module({
  name: 'resource',
  text: { zh: '资源管理', en: 'Resources' },
  resources: [],
  screens: [
    customScreen('/resource/oss', 'oss', '对象存储', 'Object storage'),
    listScreen('/resource/attach', 'attach', '附件管理', 'Attachments'),
    customScreen('/resource/sms', 'sms', '短信配置', 'SMS'),
  ],
});
