/** Rendering cron errors in a language. */
import { translate } from '../i18n/index.ts';
import { type Lang, languages } from '../i18n/types.ts';
import type { CronError } from './types.ts';

/** The error as one sentence; a language other than zh or en gets the English text. */
export function cronErrorMessage(error: CronError, lang: Lang = 'en'): string {
  const language = languages.includes(lang) ? lang : 'en';
  const field = error.field ? translate(`cron.field.${error.field}`, language) : '';
  return translate(error.key, language, { ...error.params, field, token: error.token });
}
