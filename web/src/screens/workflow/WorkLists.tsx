import { Button } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { FLOW_STATUS, LEAVE_PROCESS_KEY, leaveRoutes } from '@nbxt/core/workflow/constants.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { client } from '../../app/runtime.ts';
import { type ListContext, ResourceList } from '../../crud/ResourceList.tsx';
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
      spec={getResource('work-start')!}
      options={{
        title,
        rowActions: (row) =>
          isLeave(row) ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => navigate(leaveRoutes.form(str(row.id)))}
            >
              {t('workflow.action.start')}
            </Button>
          ) : null,
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
  const action = (row: Row, ctx: ListContext) => {
    const status = str(row.status);
    if (status === FLOW_STATUS.claim)
      return (
        <Button size="compact-sm" variant="subtle" onClick={() => void claim(row, ctx)}>
          {t('workflow.action.claim')}
        </Button>
      );
    if (!isLeave(row)) return null;
    if (status === FLOW_STATUS.todo)
      return (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() =>
            navigate(leaveRoutes.handle(str(row.taskId), str(row.processInstanceId), str(row.businessId)))
          }
        >
          {t('workflow.action.handle')}
        </Button>
      );
    return (
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => navigate(leaveRoutes.detail(str(row.processInstanceId), str(row.businessId)))}
      >
        {t('workflow.action.detail')}
      </Button>
    );
  };
  return <ResourceList spec={getResource(resource)!} options={{ title, rowActions: action }} />;
}

export const WorkClaimScreen = ({ title }: Props) => <TaskList resource="work-claim" title={title} />;
export const WorkTodoScreen = ({ title }: Props) => <TaskList resource="work-todo" title={title} />;
export const WorkSendScreen = ({ title }: Props) => <TaskList resource="work-send" title={title} />;
export const WorkDoneScreen = ({ title }: Props) => <TaskList resource="work-done" title={title} />;
