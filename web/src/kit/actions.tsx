import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { argumentInputs, recordArgs, rowArgs } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useRun } from './hooks.ts';
import { warn } from './notices.ts';
import { OperationArgsForm } from './OperationArgsDialog.tsx';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * Starting an operation from a button: a rows operation needs a selection (请选择至少一条数据); one that
 * needs more than the records (a result, a score) asks for it in a dialog, which is its confirmation; another
 * data-changing one asks first (确定{action}?); then it runs (useRun: success text, reload or download).
 */
export function useStartOperation(spec: ResourceSpec) {
  const { t, text } = useRegistryText();
  const run = useRun(spec);
  const label = (name: string) => text(operationKey(spec.name, name), spec.operations[name]?.text);
  const start = (name: string, ids: readonly string[] = [], row: Record<string, unknown> = {}) => {
    const op = spec.operations[name];
    if (!op) return;
    if (op.role === 'rows' && ids.length === 0) {
      warn(t('crud.selectAtLeastOne'));
      return;
    }
    const onRecords = op.role === 'row' || op.role === 'rows';
    const args = onRecords ? { ...rowArgs(op, row), ...recordArgs(spec, op, ids) } : {};
    const inputs = onRecords ? argumentInputs(spec, op, row) : [];
    if (inputs.length > 0) {
      const id = modals.open({
        title: label(name),
        children: (
          <OperationArgsForm
            inputs={inputs}
            submit={(values) => run.runAsync({ name, args: { ...args, ...values } })}
            onDone={() => modals.close(id)}
            onCancel={() => modals.close(id)}
          />
        ),
      });
      return;
    }
    if (op.safe) {
      run.run({ name, args });
      return;
    }
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('kit.op.confirm', { action: label(name) })}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => run.run({ name, args }),
    });
  };
  return { start, label, pending: run.pending };
}
