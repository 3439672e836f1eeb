import { Button, Card, Group, Select, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import type { Problem } from '@nbxt/core/validate/result.ts';
import {
  type ApprovalDecision,
  buildCompletion,
  buildLeaveStart,
  type LeaveStartPayload,
} from '@nbxt/core/workflow/leave.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession } from '../../base/session.ts';
import { DateTimeField } from '../../components/DateFields.tsx';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useList, useTask } from '../../kit/hooks.ts';
import { useLiveProblems } from '../../kit/live-problems.ts';
import { HistoryTimeline, LeaveInfo, PageStack, ProcessDiagram } from './LeaveParts.tsx';
import { useCloseToStart, useTabPath } from './route.ts';

type Props = { title?: string | undefined };

const FIELDS = ['startTime', 'endTime', 'reason', 'taskUser'] as const;
type Field = (typeof FIELDS)[number];

/** The work lists, reloaded after a start or a decision so the next visit shows the new state. */
const WORK_LISTS = ['work-start', 'work-claim', 'work-todo', 'work-send', 'work-done'];

/** /work/process/leave/form/{processDefinitionId}: start a leave request. */
export function LeaveFormScreen({ title }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const { path, params } = useTabPath('leave-form');
  const close = useCloseToStart(path);
  const [values, setValues] = useState<Record<Field, string>>({
    startTime: '',
    endTime: '',
    reason: '',
    taskUser: String(session.state?.user.userId ?? ''),
  });
  const users = useList(platformSpec('user'), { current: 1, size: 100 });
  const start = useTask(
    (client, payload: LeaveStartPayload) =>
      client.resource(platformSpec('flow-leave')).call('startProcess', payload),
    { success: 'workflow.leave.started', reload: WORK_LISTS, onSuccess: close },
  );
  const build = (now: typeof values) =>
    buildLeaveStart({ ...now, processDefinitionId: params.processDefinitionId });
  // From the first try on, each field's message is that of its value as it is now (a corrected one goes).
  const live = useLiveProblems((now: typeof values) => {
    const built = build(now);
    return built.ok ? [] : built.problems;
  }, values);
  const errors: Partial<Record<string, string>> = problemMap(live.problems, t);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = build(values);
    if (live.attempt().length === 0 && built.ok) start.run(built.payload);
  };
  const set = (field: Field) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const options = (users.data?.records ?? []).map((user: Row) => ({
    value: String(user.id),
    label: String(user.realName || user.name || user.account || user.id),
  }));
  return (
    <PageStack title={title ?? t('workflow.page.leaveForm')}>
      <Card withBorder radius="md" p="lg" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" ref={live.ref}>
            <InvalidAnnouncement said={live.said} />
            {(['startTime', 'endTime'] as const).map((field) => (
              <DateTimeField
                key={field}
                name={field}
                label={t(`flow-leave.${field}`)}
                placeholder={t('workflow.leave.timePlaceholder')}
                withAsterisk
                value={values[field]}
                error={errors[field]}
                onChange={set(field)}
              />
            ))}
            <Textarea
              label={t('flow-leave.reason')}
              withAsterisk
              autosize
              minRows={3}
              value={values.reason}
              error={errors.reason}
              onChange={(e) => set('reason')(e.currentTarget.value)}
            />
            <Select
              label={t('flow-leave.taskUser')}
              withAsterisk
              searchable
              data={options}
              value={values.taskUser || null}
              error={errors.taskUser ?? errors.processDefinitionId}
              onChange={(value) => set('taskUser')(value ?? '')}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close}>
                {t('workflow.action.close')}
              </Button>
              <Button type="submit" loading={start.pending}>
                {t('workflow.leave.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </PageStack>
  );
}

function problemMap(problems: readonly Problem[], t: (key: string) => string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const problem of problems) {
    const field = problem.field ?? 'form';
    if (!map[field]) map[field] = t(problem.message);
  }
  return map;
}

/**
 * /work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}: the request, the approval
 * comment with agree (flag ok) or reject, the history and the diagram; done, the tab closes and the
 * console lands on /work/start (platform.md §2.4).
 */
export function LeaveHandleScreen({ title }: Props) {
  const { t } = useTranslation();
  const { path, params } = useTabPath('leave-handle');
  const close = useCloseToStart(path);
  const taskId = params.taskId ?? '';
  const processInstanceId = params.processInstanceId ?? '';
  const [comment, setComment] = useState('');
  const complete = useTask(
    (client, payload: unknown) => client.resource(platformSpec('work-todo')).call('completeTask', payload),
    { success: 'sys.op.success', reload: WORK_LISTS, onSuccess: close },
  );
  const decide = (decision: ApprovalDecision) => {
    const built = buildCompletion({ taskId, processInstanceId, comment }, decision);
    if (!built.ok) {
      // 请先填写批复意见 (platform.md §5): a warning, nothing sent.
      notifications.show({ color: 'yellow', message: t(built.message) });
      return;
    }
    complete.run(built.payload);
  };
  return (
    <PageStack title={title ?? t('workflow.page.leaveHandle')}>
      <LeaveInfo businessId={params.businessId ?? ''} />
      <Card withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Textarea
            label={t('workflow.approval.comment')}
            withAsterisk
            autosize
            minRows={3}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('workflow.action.close')}
            </Button>
            <Button color="red" variant="light" loading={complete.pending} onClick={() => decide('reject')}>
              {t('workflow.approval.reject')}
            </Button>
            <Button loading={complete.pending} onClick={() => decide('agree')}>
              {t('workflow.approval.agree')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <HistoryTimeline processInstanceId={processInstanceId} />
      <ProcessDiagram processInstanceId={processInstanceId} />
    </PageStack>
  );
}

/** /work/process/leave/detail/{processInstanceId}/{businessId}: the request, its history and diagram. */
export function LeaveDetailScreen({ title }: Props) {
  const { t } = useTranslation();
  const { params } = useTabPath('leave-detail');
  const [, navigate] = useLocation();
  const processInstanceId = params.processInstanceId ?? '';
  return (
    <PageStack title={title ?? t('workflow.page.leaveDetail')}>
      <LeaveInfo businessId={params.businessId ?? ''} />
      <HistoryTimeline processInstanceId={processInstanceId} />
      <ProcessDiagram processInstanceId={processInstanceId} />
      <Group>
        <Button variant="default" onClick={() => navigate('/work/done')}>
          {t('workflow.action.back')}
        </Button>
      </Group>
    </PageStack>
  );
}
