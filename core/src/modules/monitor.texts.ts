import type { Messages } from '../i18n/types.ts';

/** The monitoring module's own screens' texts: complaint handling and reply, the supervisors page, the public dashboard. */
export const monitorTexts = {
  'biz.complaint.handle': { zh: '处理', en: 'Handle' },
  'biz.complaint.reply': { zh: '回复', en: 'Reply' },
  'biz.complaint.newStatus': { zh: '处理状态', en: 'New status' },
  'biz.members.users': { zh: '监督员', en: 'Supervisors' },
  'biz.members.assistants': { zh: '助理', en: 'Assistants' },
  'biz.dashboard.year': { zh: '{year} 年度', en: 'Year {year}' },
} as const satisfies Messages;
