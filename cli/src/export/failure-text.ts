import { downloadFailureKey } from '@nbxt/core/export/failure.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import { messageOf } from '../failures.ts';

/** The sentence for a failed download: a clearer text where the error's own would mislead. */
export function downloadFailureText(error: unknown): string {
  const key = downloadFailureKey(error);
  return key ? translate(key) : messageOf(error);
}
