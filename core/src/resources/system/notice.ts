import { resource, text } from '../define.ts';
import { date, long, num } from './fields.ts';

/** The notices (platform.md §7.5): the shell's notice list reads them. */
export const notice = resource('notice', {
  path: '/blade-desk/notice',
  zh: '通知公告',
  en: 'Notices',
  fields: [
    text('title', '通知标题', 'Title', { required: 'notice.title.required', list: true, filter: 'like' }),
    num('category', '通知类型', 'Category', { list: true, dict: 'notice' }),
    date('releaseTime', '通知日期', 'Release time', { list: true }),
    long('content', '通知内容', 'Content'),
  ],
});
