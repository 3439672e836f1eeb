import { notifications } from '@mantine/notifications';
import { errorText, type Translate } from '../base/errors.ts';

/** The kit's notifications: a success, a failure (the server's msg), a warning; all dropped by `clearNotices`. */
export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });
export const notifyFailure = (message: string) => notifications.show({ color: 'red', message });
export const warn = (message: string) => notifications.show({ color: 'yellow', message });
export const clearNotices = () => notifications.clean();

/**
 * The console's one handler of a failed call (platform.md §8): the error's text (the server's msg; none
 * for a silent code, unless a `fallback` message key is given) shown as a failure notice, and returned for
 * a dialog to keep.
 */
export function notifyError(error: unknown, t: Translate, fallback?: string): string | undefined {
  const text = errorText(error, t) ?? (fallback ? t(fallback) : undefined);
  if (text) notifyFailure(text);
  return text;
}
