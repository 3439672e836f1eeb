import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { COMPLAINT_STATES, monitorComplaint as spec } from '@nbxt/core/modules/monitor-service.ts';
import { screenAddress } from '@nbxt/core/modules/screens.ts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorText } from '../../base/errors.ts';
import { InvalidAnnouncement } from '../../components/InvalidSubmit.tsx';
import { useAction, useRecord } from '../../kit/hooks.ts';
import { rowId } from '../../kit/list-state.ts';
import { useLiveProblems } from '../../kit/live-problems.ts';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { RecordView } from '../../kit/RecordView.tsx';
import { ResourceList } from '../../kit/ResourceList.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { moduleScreen } from './screens.ts';
import { addBusinessTexts } from './texts.ts';

/** The complaints, each opening its handling page (operate 1) or its reply page (operate 2). */
export function Complaints({ module, title }: ModuleScreenProps) {
  addBusinessTexts();
  const { t } = useRegistryText();
  const [, navigate] = useLocation();
  const open = (custom: string, id: string) => {
    const page = moduleScreen(module, custom);
    if (page) navigate(screenAddress(page, id));
  };
  return (
    <ResourceList
      spec={spec}
      options={{
        title,
        readOnly: true,
        rowActions: (row) => [
          {
            key: 'handle',
            operation: 'handleAndReply',
            label: t('biz.complaint.handle'),
            onClick: () => open('complainDetail', rowId(spec, row)),
            primary: true,
          },
          {
            key: 'reply',
            operation: 'handleAndReply',
            label: t('biz.complaint.reply'),
            onClick: () => open('replyDetail', rowId(spec, row)),
            primary: true,
          },
        ],
      }}
    />
  );
}

/** The reply state (§4: a reply sends status 3); handling chooses among the others. */
const REPLIED = '3';

/**
 * One complaint and what is done to it (business-modules.md §4): handling sends operate 1 with the new
 * status chosen; replying sends operate 2, status 3 and the reply, which must not be empty. Both ask first;
 * a failure shows the server's msg and keeps what was typed.
 */
function ComplaintPage({ params, title, mode }: ModuleScreenProps & { mode: 'handle' | 'reply' }) {
  addBusinessTexts();
  const { t, text, lang } = useRegistryText();
  const id = params['id'];
  const record = useRecord(spec, id);
  const [status, setStatus] = useState<string | null>(null);
  const [reply, setReply] = useState('');
  const action = useAction(spec, 'handleAndReply');
  const field = (name: string) => spec.fields.find((f) => f.name === name)!;
  const replyLabel = text(field('replyContent').label, field('replyContent').text);
  // The one answer's message, from the first try on that of the answer as it is now (the kit's rule).
  const live = useLiveProblems(
    (now: { status: string | null; reply: string }) =>
      mode === 'handle'
        ? now.status
          ? []
          : [{ field: 'status', message: t('sys.form.choose', { label: t('biz.complaint.newStatus') }) }]
        : now.reply.trim()
          ? []
          : [{ field: 'replyContent', message: t('console.crud.enter', { label: replyLabel }) }],
    { status, reply },
  );
  const heading = title ?? text(spec.label, spec.text);
  if (!id)
    return (
      <Stack gap="md">
        <Title order={3}>{heading}</Title>
        <Text c="dimmed">{t('console.module.noRecord')}</Text>
      </Stack>
    );
  const label = t(mode === 'handle' ? 'biz.complaint.handle' : 'biz.complaint.reply');
  const submit = () => {
    if (live.attempt().length > 0) return;
    const args =
      mode === 'handle'
        ? { id, operate: 1, status: Number(status) }
        : { id, operate: 2, status: Number(REPLIED), replyContent: reply.trim() };
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('kit.op.confirm', { action: label })}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: () => action.run(args),
    });
  };
  return (
    <Stack gap="md" component="section" aria-label={heading}>
      <Title order={3}>{heading}</Title>
      <Paper withBorder radius="md" p="md" aria-busy={record.isFetching}>
        {record.isPending && !record.isError ? <Loader size="sm" aria-label={t('sys.list.loading')} /> : null}
        {record.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(record.error, t)}
          </Alert>
        ) : null}
        {record.data ? <RecordView spec={spec} record={record.data} /> : null}
      </Paper>
      {/* The record is read with the menu; handling and replying are offered with their grant. */}
      {action.allowed ? (
        <Paper withBorder radius="md" p="md">
          <Stack
            gap="sm"
            component="form"
            ref={live.ref}
            aria-label={label}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <InvalidAnnouncement said={live.said} />
            {mode === 'handle' ? (
              <Select
                label={t('biz.complaint.newStatus')}
                withAsterisk
                data={COMPLAINT_STATES.filter((c) => c.value !== REPLIED).map((c) => ({
                  value: c.value,
                  label: c[lang],
                }))}
                value={status}
                onChange={setStatus}
                error={live.of('status')}
              />
            ) : (
              <Textarea
                label={replyLabel}
                withAsterisk
                autosize
                minRows={4}
                value={reply}
                onChange={(event) => setReply(event.currentTarget.value)}
                error={live.of('replyContent')}
              />
            )}
            {action.failure ? (
              <Alert color="red" variant="light" role="alert">
                {action.failure}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={action.pending}>
                {label}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

export const ComplainDetail = (props: ModuleScreenProps) => <ComplaintPage {...props} mode="handle" />;
export const ReplyDetail = (props: ModuleScreenProps) => <ComplaintPage {...props} mode="reply" />;
