/** Rendering cron errors in a language. */
import { translate } from '../i18n/index.ts';
import type { Lang } from '../i18n/types.ts';
import type { CronError } from './types.ts';

export function cronErrorMessage(error: CronError, lang: Lang = 'en'): string {
  const field = error.field ? translate(`cron.field.${error.field}`, lang) : '';
  return translate(error.key, lang, { ...error.params, field, token: error.token });
}
