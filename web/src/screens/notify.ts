import type { TFunction } from 'i18next';
import { warn } from '../kit/notices.ts';

/** The warning of an action that needs at least one selected row. */
export function warnSelectOne(t: TFunction): void {
  warn(t('crud.selectAtLeastOne'));
}
