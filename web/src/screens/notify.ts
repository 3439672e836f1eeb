import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { errorText } from '../app/errors.ts';

/** Success and failure notifications of the administration actions (server `msg` on failure). */
export function notifyOk(t: TFunction, key = 'sys.op.success'): void {
  notifications.show({ color: 'teal', message: t(key) });
}

export function notifyError(t: TFunction, error: unknown): void {
  const text = errorText(error, t);
  if (text) notifications.show({ color: 'red', message: text });
}

export function warnSelectOne(t: TFunction): void {
  notifications.show({ color: 'yellow', message: t('crud.selectAtLeastOne') });
}
