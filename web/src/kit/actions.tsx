import { Loader, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { argumentInputs, rowArgs, storesRecord, targetArgs } from '@nbxt/core/resources/roles.ts';
import { appliesTo } from '@nbxt/core/resources/states.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { withChunkTimeout } from '../base/errors.ts';
import { ConfirmFigure } from './ConfirmFigure.tsx';
import { ClientProvider, useClient } from './client.tsx';
import { useRun } from './hooks.ts';
import { rowId } from './list-state.ts';
import { warn } from './notices.ts';
import { OperationArgsForm } from './OperationArgsDialog.tsx';
import { RegistryProvider, useRegistryChoices, useResourceLookup } from './registry-context.tsx';
import { operationKey, useRegistryText } from './texts.ts';

// The record form (an `edits` operation's dialog) is loaded when such a dialog first opens.
const RecordForm = lazy(() =>
  withChunkTimeout(() => import('./RecordForm.tsx')).then((m) => ({ default: m.RecordForm })),
);

/**
 * Starting an operation from a button: an edit or a quick add opens the entry's form, sent through the
 * call; a rows operation needs a selection (请选择至少一条数据); one that
 * needs more than the records (a result, a score) or a toolbar call that cannot go without an argument asks
 * for it in a dialog, which is its confirmation; another
 * data-changing one asks first (确定{action}?); then it runs (useRun: success text, reload or download;
 * a guarded one's check takes its arguments from the row it acts on).
 */
export function useStartOperation(spec: ResourceSpec) {
  const { t, text, lang } = useRegistryText();
  const run = useRun(spec);
  const queryClient = useQueryClient();
  const client = useClient();
  const lookup = useResourceLookup();
  const choices = useRegistryChoices();
  const label = (name: string) => text(operationKey(spec.name, name), spec.operations[name]?.text);
  // The modal host sits outside the screen's providers: what opens in it gets them from here.
  const provided = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ClientProvider client={client}>
        <RegistryProvider lookup={lookup} choices={choices}>
          {children}
        </RegistryProvider>
      </ClientProvider>
    </QueryClientProvider>
  );
  const start = (name: string, ids: readonly string[] = [], record?: Row, selectedRows?: readonly Row[]) => {
    const row: Row = record ?? {};
    const op = spec.operations[name];
    if (!op) return;
    // An edit of the row's record: the entry's form on the row, saved through this call. A toolbar call
    // that stores a record (a quick add): the entry's form, empty, its values sent through this call.
    const edits = op.edits && record;
    if (edits || (op.role === 'toolbar' && storesRecord(op))) {
      const id = modals.open({
        title: label(name),
        size: 'lg',
        children: provided(
          <Suspense fallback={<Loader size="sm" aria-label={t('sys.list.loading')} />}>
            <RecordForm
              spec={spec}
              id={edits ? rowId(spec, record) : undefined}
              record={edits ? record : undefined}
              operation={name}
              onSaved={() => modals.close(id)}
              onCancel={() => modals.close(id)}
            />
          </Suspense>,
        ),
      });
      return;
    }
    if (op.role === 'rows' && ids.length === 0) {
      warn(t('crud.selectAtLeastOne'));
      return;
    }
    // Selected records in a state the action does not apply to (OperationSpec.when): nothing is sent.
    const outOfState = op.role === 'rows' ? (selectedRows ?? []).filter((r) => !appliesTo(op, r)) : [];
    if (outOfState.length > 0) {
      warn(t('kit.op.notInState', { count: outOfState.length, action: label(name) }));
      return;
    }
    const onRecords = op.role === 'row' || op.role === 'rows';
    const args = onRecords ? { ...rowArgs(op, row), ...targetArgs(spec, op, ids) } : {};
    const inputs = argumentInputs(spec, op, row).filter((i) => onRecords || i.type !== 'ids');
    // A toolbar call asks only when it cannot go without (an assistant's user); else it confirms.
    if (onRecords ? inputs.length > 0 : inputs.some((i) => i.required)) {
      const id = modals.open({
        title: label(name),
        children: provided(
          <OperationArgsForm
            spec={spec}
            lookup={lookup}
            inputs={inputs}
            submit={(values) => run.runAsync({ name, args: { ...args, ...values }, record })}
            onDone={() => modals.close(id)}
            onCancel={() => modals.close(id)}
          />,
        ),
      });
      return;
    }
    if (op.safe) {
      run.run({ name, args, record });
      return;
    }
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: provided(
        <>
          <Text fz="sm">{t('kit.op.confirm', { action: label(name) })}</Text>
          {/* A figure read before sending (OperationSpec.confirmShows: the SMS quota left). */}
          {op.confirmShows ? <ConfirmFigure spec={spec} op={op} record={row} /> : null}
          {/* A call on records nobody selected says which (OperationSpec.scope: 全部定时任务的执行记录). */}
          {op.scope ? (
            <Text fz="sm" c="dimmed" mt={4}>
              {t('kit.op.scope', { scope: op.scope[lang] })}
            </Text>
          ) : null}
        </>,
      ),
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => run.run({ name, args, record }),
    });
  };
  // A button that starts an operation is offered only with its grant (core's grants.ts).
  return { start, label, pending: run.pending, may: (name: string) => run.may(name) };
}
