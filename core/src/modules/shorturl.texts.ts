import type { Messages } from '../i18n/types.ts';

/** The short URLs' own screen's texts: the list's copy action. */
export const shorturlTexts = {
  'shorturl.copy': { zh: '复制短链', en: 'Copy short link' },
  'shorturl.copied': { zh: '已复制:{address}', en: 'Copied: {address}' },
} as const satisfies Messages;
