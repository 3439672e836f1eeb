import { Button, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { PROCESS_STATE, SUSPENSION } from '@nbxt/core/workflow/constants.ts';
import { useTranslation } from 'react-i18next';
import { client } from '../../app/runtime.ts';
import type { ListContext } from '../../crud/ResourceList.tsx';
import { ResourceList } from '../../crud/ResourceList.tsx';
import { notifyError, notifyOk } from '../notify.ts';

type Props = { title?: string | undefined };

/** Process deployments: activate a suspended process or suspend an active one (`change-state`). */
export function FlowManagerScreen({ title }: Props) {
  const { t } = useTranslation();
  const change = (row: Row, ctx: ListContext) => {
    const active = Number(row.suspensionState) === SUSPENSION.active;
    const state = active ? PROCESS_STATE.suspend : PROCESS_STATE.active;
    const label = t(active ? 'workflow.state.suspended' : 'workflow.state.active');
    modals.openConfirmModal({
      title: label,
      children: t('workflow.state.confirm', { action: label }),
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: async () => {
        try {
          await client.resource('flow-manager').call('changeState', { processId: String(row.id), state });
          notifyOk(t);
          ctx.refresh();
        } catch (error) {
          notifyError(t, error);
        }
      },
    });
  };
  return (
    <ResourceList
      spec={getResource('flow-manager')!}
      options={{
        title,
        rowActions: (row, ctx) => (
          <Button size="compact-sm" variant="subtle" onClick={() => change(row, ctx)}>
            {t(
              Number(row.suspensionState) === SUSPENSION.active
                ? 'workflow.state.suspended'
                : 'workflow.state.active',
            )}
          </Button>
        ),
      }}
    />
  );
}

/** Running processes: end one, with an optional reason (`delete-process-instance`). */
export function FlowFollowScreen({ title }: Props) {
  const { t } = useTranslation();
  const remove = (row: Row, ctx: ListContext) => {
    let reason = '';
    modals.openConfirmModal({
      title: t('workflow.follow.delete'),
      children: (
        <TextInput
          label={t('workflow.follow.reason')}
          data-autofocus
          onChange={(event) => {
            reason = event.currentTarget.value;
          }}
        />
      ),
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await client.resource('flow-follow').call('deleteProcessInstance', {
            processInstanceId: String(row.processInstanceId),
            deleteReason: reason,
          });
          notifyOk(t);
          ctx.refresh();
        } catch (error) {
          notifyError(t, error);
        }
      },
    });
  };
  return (
    <ResourceList
      spec={getResource('flow-follow')!}
      options={{
        title,
        rowActions: (row, ctx) => (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => remove(row, ctx)}>
            {t('workflow.follow.delete')}
          </Button>
        ),
      }}
    />
  );
}
