import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { operationInitial, operationInputs } from '@nbxt/core/resources/operation-inputs.ts';
import { recordArgs } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { RegistryProvider, useRegistryChoices, useResourceLookup } from '../crud/registry-context.tsx';
import { useRun } from './hooks.ts';
import { warn } from './notices.ts';
import { OperationDialog } from './OperationDialog.tsx';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * Starting an operation from a button: a rows operation needs a selection (请选择至少一条数据); one that
 * takes more than its records opens its dialog (OperationDialog); another data-changing one asks first
 * (确定{action}?), then it runs (useRun: success text, reload or download).
 */
export function useStartOperation(spec: ResourceSpec) {
  const { t, text } = useRegistryText();
  const run = useRun(spec);
  // The modal host sits beside the pages: the dialog gets this screen's registry (a module's entries).
  const lookup = useResourceLookup();
  const choices = useRegistryChoices();
  const label = (name: string) => text(operationKey(spec.name, name), spec.operations[name]?.text);
  const start = (name: string, ids: readonly string[] = [], row?: Row) => {
    const op = spec.operations[name];
    if (!op) return;
    if (op.role === 'rows' && ids.length === 0) {
      warn(t('crud.selectAtLeastOne'));
      return;
    }
    const args = op.role === 'row' || op.role === 'rows' ? recordArgs(spec, op, ids) : {};
    const inputs = operationInputs(spec, op);
    if (inputs.length > 0) {
      const id = modals.open({
        title: label(name),
        radius: 'md',
        closeOnClickOutside: false,
        children: (
          <RegistryProvider lookup={lookup} choices={choices}>
            <OperationDialog
              spec={spec}
              name={name}
              args={args}
              inputs={inputs}
              initial={operationInitial(spec, op, op.role === 'row' ? row : undefined)}
              onDone={() => modals.close(id)}
            />
          </RegistryProvider>
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
