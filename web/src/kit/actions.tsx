import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { recordArgs, rowArgs } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useRun } from './hooks.ts';
import { warn } from './notices.ts';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * Starting an operation from a button: a rows operation needs a selection (请选择至少一条数据), a
 * data-changing one asks first (确定{action}?), then it runs (useRun: success text, reload or download;
 * a guarded one's check takes its arguments from `record`, the row it acts on).
 */
export function useStartOperation(spec: ResourceSpec) {
  const { t, text } = useRegistryText();
  const run = useRun(spec);
  const label = (name: string) => text(operationKey(spec.name, name), spec.operations[name]?.text);
  const start = (name: string, ids: readonly string[] = [], record?: Row) => {
    const op = spec.operations[name];
    if (!op) return;
    if (op.role === 'rows' && ids.length === 0) {
      warn(t('crud.selectAtLeastOne'));
      return;
    }
    const args =
      op.role === 'row' && record && ids[0] !== undefined
        ? rowArgs(spec, op, ids[0], record)
        : op.role === 'row' || op.role === 'rows'
          ? recordArgs(spec, op, ids)
          : {};
    if (op.safe) {
      run.run({ name, args, record });
      return;
    }
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('kit.op.confirm', { action: label(name) })}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => run.run({ name, args, record }),
    });
  };
  return { start, label, pending: run.pending };
}
