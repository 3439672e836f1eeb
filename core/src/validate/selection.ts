import type { MessageKey } from '../i18n/index.ts';
import { type Check, failed, passed } from './result.ts';

/** The confirmation asked before a bulk delete: 确定将选择数据删除? with 确定/取消. */
export const bulkDeleteConfirmation = {
  message: 'crud.confirmRemove',
  ok: 'common.ok',
  cancel: 'common.cancel',
} as const satisfies Record<string, MessageKey>;

/** Bulk delete with nothing selected warns 请选择至少一条数据; otherwise the confirmation follows. */
export function validateSelection(ids: readonly unknown[]): Check {
  return ids.length === 0 ? failed('crud.selectAtLeastOne') : passed;
}
