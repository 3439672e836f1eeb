import type { Messages } from '../i18n/types.ts';

/** The labor module's own screen's texts: the public labor report. */
export const laborTexts = {
  'labor.report.readOnly': { zh: '报告已提交，仅供查看', en: 'This report is read-only' },
  'labor.report.submit': { zh: '提交', en: 'Submit' },
  'labor.report.missing': { zh: '未找到报告数据', en: 'No report data found' },
  'labor.report.success': { zh: '您的报告已提交，感谢配合', en: 'Your report has been sent. Thank you.' },
} as const satisfies Messages;
