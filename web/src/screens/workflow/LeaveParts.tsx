import { Alert, Card, Center, Image, Loader, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { historyTimeline } from '@nbxt/core/workflow/history.ts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../base/errors.ts';
import { useClient } from '../../kit/client.tsx';
import { useOperation } from '../../kit/hooks.ts';

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <Alert color="red">{errorText(error, t) || t('error.unknown')}</Alert>;
}

/** The leave request itself (`leave/detail` by business id). */
export function LeaveInfo({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const detail = useOperation(platformSpec('flow-leave'), 'detail', { businessId });
  const body = (() => {
    if (detail.isPending) return <Loader size="sm" />;
    if (detail.isError) return <Failure error={detail.error} />;
    const leave = detail.data;
    if (!leave) return <Text c="dimmed">{t('workflow.leave.notFound')}</Text>;
    const flow = (leave.flow ?? {}) as Row;
    const fields: [string, unknown][] = [
      ['workflow.leave.applicant', flow.assigneeName],
      ['flow-leave.applyTime', leave.applyTime],
      ['flow-leave.startTime', leave.startTime],
      ['flow-leave.endTime', leave.endTime],
      ['flow-leave.taskUser', leave.taskUserName ?? leave.taskUser],
      ['flow-leave.reason', leave.reason],
    ];
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map(([key, value]) => (
          <div key={key}>
            <Text size="sm" c="dimmed">
              {t(key)}
            </Text>
            <Text>{str(value) || '—'}</Text>
          </div>
        ))}
      </SimpleGrid>
    );
  })();
  return <Section title={t('workflow.leave.info')}>{body}</Section>;
}

/** The steps of the process, latest on top (`history-flow-list`). */
export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const history = useOperation(
    platformSpec('flow-process'),
    'historyFlowList',
    { processInstanceId },
    { staleTime: 0 },
  );
  const body = (() => {
    if (history.isPending) return <Loader size="sm" />;
    if (history.isError) return <Failure error={history.error} />;
    let entries: ReturnType<typeof historyTimeline>;
    try {
      entries = historyTimeline(history.data, { newestFirst: true });
    } catch (error) {
      return <Failure error={error} />;
    }
    if (entries.length === 0) return <Text c="dimmed">{t('workflow.history.empty')}</Text>;
    return (
      <Timeline bulletSize={18} lineWidth={2} active={entries.length - 1} reverseActive>
        {entries.map((entry) => (
          <Timeline.Item key={entry.key} title={entry.title} data-testid="flow-history-item">
            {entry.who ? (
              <Text size="sm">
                {t('flow-process.assigneeName')}: {entry.who}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {entry.start}
              {entry.end ? ` → ${entry.end}` : ''}
              {entry.duration ? ` · ${t('flow-process.historyActivityDurationTime')} ${entry.duration}` : ''}
            </Text>
            {entry.comment ? (
              <Text size="sm" mt={4}>
                {t('workflow.approval.comment')}: {entry.comment}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  })();
  return <Section title={t('workflow.history.title')}>{body}</Section>;
}

/**
 * The process diagram: `diagram-view` fetched by core with the token in the header and shown from a
 * blob URL (never a token in a URL).
 */
export function ProcessDiagram({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const diagram = useQuery({
    queryKey: ['resource', 'flow-process', 'diagram', processInstanceId],
    queryFn: async ({ signal }) => {
      const download = await client
        .resource(platformSpec('flow-process'))
        .download('diagramView', { processInstanceId }, signal);
      const blob = await new Response(download.body).blob();
      return new Blob([blob], { type: download.contentType || blob.type || 'image/svg+xml' });
    },
    staleTime: 0,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!diagram.data) return;
    const next = URL.createObjectURL(diagram.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [diagram.data]);
  const body = (() => {
    if (diagram.isError) return <Failure error={diagram.error} />;
    if (!url)
      return (
        <Center>
          <Loader size="sm" />
        </Center>
      );
    return <Image src={url} alt={t('workflow.diagram.title')} fit="contain" mah={360} />;
  })();
  return <Section title={t('workflow.diagram.title')}>{body}</Section>;
}

export function PageStack({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      {children}
    </Stack>
  );
}
