import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { FLOW_STATUS, LEAVE_PROCESS_KEY, leaveRoutes } from '@nbxt/core/workflow/constants.ts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useTask } from '../../kit/hooks.ts';
import { type ListContext, ResourceList } from '../../kit/ResourceList.tsx';
import type { RowAction } from '../../kit/RowActions.tsx';

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
      spec={platformSpec('work-start')}
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
type TaskResource = 'work-claim' | 'work-todo' | 'work-send' | 'work-done';

function TaskList({ resource, title }: Props & { resource: TaskResource }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const spec = platformSpec(resource);
  const claimTask = useTask(
    (client, { row }: { row: Row; ctx: ListContext }) =>
      client.resource(spec).send('claimTask', { taskId: str(row.taskId) }),
    { success: 'workflow.claim.done', onSuccess: (_data, { ctx }) => ctx.refresh() },
  );
  const claim = (row: Row, ctx: ListContext) => claimTask.run({ row, ctx });
  const action = (row: Row, ctx: ListContext): RowAction | undefined => {
    const status = str(row.status);
    if (status === FLOW_STATUS.claim)
      return { key: 'claim', label: t('workflow.action.claim'), onClick: () => claim(row, ctx) };
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
      spec={spec}
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
