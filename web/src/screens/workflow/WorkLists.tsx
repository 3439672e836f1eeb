import type { Row } from '@nbxt/core/crud/client.ts';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { FLOW_STATUS, LEAVE_PROCESS_KEY, leaveRoutes } from '@nbxt/core/workflow/constants.ts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { client } from '../../app/runtime.ts';
import { type ListContext, ResourceList } from '../../crud/ResourceList.tsx';
import type { RowAction } from '../../crud/RowActions.tsx';
import { notifyError, notifyOk } from '../notify.ts';

type Props = { title?: string | undefined };

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Only the leave process has console pages in this version (platform.md §2.2). */
const isLeave = (row: Row) =>
  str(row.key ?? row.processDefinitionKey) === LEAVE_PROCESS_KEY ||
  str(row.processDefinitionId ?? row.id).startsWith(`${LEAVE_PROCESS_KEY}:`);

/** /work/start: the processes the user may start, each with 发起 opening its start form. */
export function WorkStartScreen({ title }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ResourceList
      spec={platformResource('work-start')!}
      options={{
        title,
        rowActions: (row) =>
          isLeave(row)
            ? [
                {
                  key: 'start',
                  label: t('workflow.action.start'),
                  icon: <IconPlayerPlay size={14} />,
                  onClick: () => navigate(leaveRoutes.form(str(row.id))),
                  primary: true,
                },
              ]
            : [],
      }}
    />
  );
}

/** The task lists: claim a task to do, handle a task, see the detail of a sent or finished one. */
function TaskList({ resource, title }: Props & { resource: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const claim = async (row: Row, ctx: ListContext) => {
    try {
      await client.resource(resource).call('claimTask', { taskId: str(row.taskId) });
      notifyOk(t, 'workflow.claim.done');
      ctx.refresh();
    } catch (error) {
      notifyError(t, error);
    }
  };
  const action = (row: Row, ctx: ListContext): RowAction | undefined => {
    const status = str(row.status);
    if (status === FLOW_STATUS.claim)
      return { key: 'claim', label: t('workflow.action.claim'), onClick: () => void claim(row, ctx) };
    if (!isLeave(row)) return undefined;
    if (status === FLOW_STATUS.todo)
      return {
        key: 'handle',
        label: t('workflow.action.handle'),
        onClick: () =>
          navigate(leaveRoutes.handle(str(row.taskId), str(row.processInstanceId), str(row.businessId))),
      };
    return {
      key: 'detail',
      label: t('workflow.action.detail'),
      onClick: () => navigate(leaveRoutes.detail(str(row.processInstanceId), str(row.businessId))),
    };
  };
  return (
    <ResourceList
      spec={platformResource(resource)!}
      options={{
        title,
        rowActions: (row, ctx) => {
          const main = action(row, ctx);
          return main ? [{ ...main, primary: true }] : [];
        },
      }}
    />
  );
}

export const WorkClaimScreen = ({ title }: Props) => <TaskList resource="work-claim" title={title} />;
export const WorkTodoScreen = ({ title }: Props) => <TaskList resource="work-todo" title={title} />;
export const WorkSendScreen = ({ title }: Props) => <TaskList resource="work-send" title={title} />;
export const WorkDoneScreen = ({ title }: Props) => <TaskList resource="work-done" title={title} />;
