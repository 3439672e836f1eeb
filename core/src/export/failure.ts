import { HttpError } from '../http/errors.ts';
import type { MessageKey } from '../i18n/index.ts';

/**
 * The message key of a download failure whose own text would mislead, if any. A download answered with a
 * JSON success envelope instead of a file is rejected by the transport as an HttpError of status 200 that
 * carries the envelope's `msg` (usually 操作成功): shown as it is, a failure would read as a success.
 */
export function downloadFailureKey(error: unknown): MessageKey | undefined {
  return error instanceof HttpError && error.status === 200 ? 'export.notAFile' : undefined;
}
