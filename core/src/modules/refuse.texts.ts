import type { Messages } from '../i18n/types.ts';

/** The refuse module's own screens' texts: the charts. */
export const refuseTexts = {
  'refuse.year': { zh: '年度', en: 'Year' },
} as const satisfies Messages;
