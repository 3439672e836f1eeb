import { SegmentedControl, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { FLOW_MODE, PROCESS_STATE, SUSPENSION } from '@nbxt/core/workflow/constants.ts';
import { deploymentIdsOf } from '@nbxt/core/workflow/deploy.ts';
import { IconPlayerPause, IconPlayerPlay, IconRocket, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTask } from '../../kit/hooks.ts';
import { OperationButton } from '../../kit/OperationButton.tsx';
import type { ListContext } from '../../kit/ResourceList.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { warnSelectOne } from '../notify.ts';
import { DeployDialog } from './DeployDialog.tsx';

type Props = { title?: string | undefined };

/** A row or toolbar change of a process list: its notice, then the list it was run from reloads. */
const refreshList = { onSuccess: (_data: unknown, { ctx }: { ctx: ListContext }) => ctx.refresh() };

/**
 * Process deployments: shared or tenant processes, deploy files (`deploy-upload`), activate or suspend a
 * process (`change-state`), delete deployments (`delete-deployment`).
 */
export function FlowManagerScreen({ title }: Props) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<number>(FLOW_MODE.common);
  const [uploading, setUploading] = useState(false);
  const changeState = useTask(
    (client, { args }: { args: { processId: string; state: string }; ctx: ListContext }) =>
      client.resource(platformSpec('flow-manager')).call('changeState', args),
    { success: 'sys.op.success', ...refreshList },
  );
  const deleteDeployment = useTask(
    (client, { deploymentIds }: { deploymentIds: string[]; ctx: ListContext }) =>
      client.resource(platformSpec('flow-manager')).call('deleteDeployment', { deploymentIds }),
    { success: 'crud.removeSuccess', ...refreshList },
  );
  const change = (row: Row, ctx: ListContext) => {
    const active = Number(row.suspensionState) === SUSPENSION.active;
    const state = active ? PROCESS_STATE.suspend : PROCESS_STATE.active;
    const label = t(active ? 'workflow.state.suspended' : 'workflow.state.active');
    modals.openConfirmModal({
      title: label,
      children: t('workflow.state.confirm', { action: label }),
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => changeState.run({ args: { processId: String(row.id), state }, ctx }),
    });
  };
  const removeDeployments = (rows: Row[], ctx: ListContext) => {
    const deploymentIds = deploymentIdsOf(rows);
    if (deploymentIds.length === 0) return warnSelectOne(t);
    modals.openConfirmModal({
      title: t('workflow.deployment.delete'),
      children: <Text fz="sm">{t('workflow.deployment.confirmDelete')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteDeployment.run({ deploymentIds, ctx }),
    });
  };
  return (
    <>
      <ResourceList
        spec={platformSpec('flow-manager')}
        options={{
          title,
          filters: { mode },
          toolbar: (ctx) => (
            <>
              <SegmentedControl
                aria-label={t('workflow.deploy.tenants')}
                value={String(mode)}
                onChange={(value) => setMode(Number(value))}
                data={[
                  { value: String(FLOW_MODE.common), label: t('workflow.mode.common') },
                  { value: String(FLOW_MODE.custom), label: t('workflow.mode.custom') },
                ]}
              />
              <OperationButton
                spec={platformSpec('flow-manager')}
                operation="deployUpload"
                leftSection={<IconUpload size={16} />}
                onClick={() => setUploading(true)}
              >
                {t('workflow.deploy.title')}
              </OperationButton>
              <OperationButton
                spec={platformSpec('flow-manager')}
                operation="deleteDeployment"
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() =>
                  removeDeployments(
                    ctx.records.filter((r) => ctx.selected.includes(String(r.id))),
                    ctx,
                  )
                }
              >
                {t('workflow.deployment.delete')}
              </OperationButton>
            </>
          ),
          rowActions: (row, ctx) => {
            const active = Number(row.suspensionState) === SUSPENSION.active;
            return [
              {
                key: 'state',
                operation: 'changeState',
                label: t(active ? 'workflow.state.suspended' : 'workflow.state.active'),
                icon: active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />,
                onClick: () => change(row, ctx),
                primary: true,
              },
              {
                key: 'delete-deployment',
                operation: 'deleteDeployment',
                label: t('workflow.deployment.delete'),
                icon: <IconTrash size={14} />,
                color: 'red',
                onClick: () => removeDeployments([row], ctx),
              },
            ];
          },
        }}
      />
      {uploading ? <DeployDialog onClose={() => setUploading(false)} /> : null}
    </>
  );
}

/** Process models: deploy one (`model/deploy`) beside view and remove. */
export function FlowModelScreen({ title }: Props) {
  const { t } = useTranslation();
  const [deploying, setDeploying] = useState<Row>();
  return (
    <>
      <ResourceList
        spec={platformSpec('flow-model')}
        options={{
          title,
          rowActions: (row) => [
            {
              key: 'deploy',
              operation: 'deploy',
              label: t('workflow.deploy.action'),
              icon: <IconRocket size={14} />,
              onClick: () => setDeploying(row),
              primary: true,
            },
          ],
        }}
      />
      {deploying ? <DeployDialog model={deploying} onClose={() => setDeploying(undefined)} /> : null}
    </>
  );
}

/** Running processes: end one, with an optional reason (`delete-process-instance`). */
export function FlowFollowScreen({ title }: Props) {
  const { t } = useTranslation();
  const end = useTask(
    (client, { args }: { args: { processInstanceId: string; deleteReason: string }; ctx: ListContext }) =>
      client.resource(platformSpec('flow-follow')).call('deleteProcessInstance', args),
    { success: 'sys.op.success', ...refreshList },
  );
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
      onConfirm: () =>
        end.run({ args: { processInstanceId: String(row.processInstanceId), deleteReason: reason }, ctx }),
    });
  };
  return (
    <ResourceList
      spec={platformSpec('flow-follow')}
      options={{
        title,
        rowActions: (row, ctx) => [
          {
            key: 'end',
            operation: 'deleteProcessInstance',
            label: t('workflow.follow.delete'),
            icon: <IconTrash size={14} />,
            color: 'red',
            onClick: () => remove(row, ctx),
            primary: true,
          },
        ],
      }}
    />
  );
}
