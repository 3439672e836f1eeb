import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Filters } from '@nbxt/core/crud/client.ts';
import { readRows } from '@nbxt/core/crud/page.ts';
import { kitMessages } from '@nbxt/core/i18n/messages/kit.ts';
import { figureValues } from '@nbxt/core/resources/replies.ts';
import { filterArgs, operationsWithRole } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { type ReactNode, Suspense } from 'react';
import { errorText } from '../base/errors.ts';
import { lazyPart } from '../base/lazy.tsx';
import { ChartPanel, ChartTable } from './ChartPanel.tsx';
import { useOperation } from './hooks.ts';
import { ReadOnlyTable, usePublicDictionaries } from './PublicList.tsx';
import { StatisticsHeader } from './StatisticsHeader.tsx';
import { operationKey, useRegistryText } from './texts.ts';

const ChartDrawing = lazyPart(() => import('./ChartDrawing.tsx'));

/**
 * A screen of figures (a monitoring or safety dashboard, public or in the shell): an entry's `statistics`
 * operations as figures and as a bar chart of them, its `chart` operations drawn, and the records its
 * `lookup` list operations return as tables. `actions` sit beside the title (a send button); `filters`
 * go with every call (a year).
 */
export function Dashboard({
  spec,
  title,
  actions,
  figureCharts = true,
  filters = {},
}: {
  spec: ResourceSpec;
  title: string;
  actions?: ReactNode;
  figureCharts?: boolean;
  filters?: Filters;
}) {
  const lists = operationsWithRole(spec, 'lookup').filter(([, op]) => op.reply === 'records' && op.safe);
  const statistics = operationsWithRole(spec, 'statistics');
  return (
    <Stack gap="md" component="section" aria-label={title} data-dashboard>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <StatisticsHeader spec={spec} filters={filters} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {figureCharts
          ? statistics.map(([name]) => <FiguresChart key={name} spec={spec} name={name} filters={filters} />)
          : null}
        <ChartPanel spec={spec} filters={filters} />
      </SimpleGrid>
      {lists.map(([name]) => (
        <RecordsTable key={name} spec={spec} name={name} filters={filters} />
      ))}
    </Stack>
  );
}

/** The figures of a statistics operation as bars (the same call as the figures above: asked for once). */
function FiguresChart({ spec, name, filters }: { spec: ResourceSpec; name: string; filters: Filters }) {
  const { t, text } = useRegistryText();
  const op = spec.operations[name]!;
  const reply = useOperation(spec, name, filterArgs(op, filters));
  const title = text(operationKey(spec.name, name), op.text ?? spec.text);
  // A breakdown (figures counting records of one kind) when the call has one, else every count.
  const parts = new Set(Object.entries(op.figures ?? {}).flatMap(([key, f]) => (f.where ? [key] : [])));
  const figures = figureValues(spec, name, op, reply.data).filter(
    (f) => !f.money && (parts.size === 0 || parts.has(f.key)),
  );
  const data = {
    x: 'figure',
    series: [
      {
        key: 'value',
        label: 'kit.dashboard.value',
        text: kitMessages['kit.dashboard.value'],
        count: figures.every((f) => f.count),
      },
    ],
    rows: figures.map((f) => ({ figure: text(f.label, f.text), value: f.value ?? 0 })),
  };
  const labels = { value: t('kit.dashboard.value') };
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-busy={reply.isFetching}>
      <Text component="figcaption" fw={600} mb="sm">
        {title}
      </Text>
      {reply.isPending ? (
        <Loader size="sm" aria-label={t('kit.chart.loading')} />
      ) : reply.isError ? (
        <Text fz="sm" c="red" role="alert">
          {errorText(reply.error, t)}
        </Text>
      ) : (
        <>
          <Suspense fallback={<Loader size="sm" aria-label={t('kit.chart.loading')} />}>
            <ChartDrawing data={data} labels={labels} kind="bar" />
          </Suspense>
          <ChartTable title={title} data={data} labels={labels} xLabel={t('kit.dashboard.figure')} />
        </>
      )}
    </Paper>
  );
}

/** The records a lookup operation returns, under its summary's title, in the entry's list columns. */
function RecordsTable({ spec, name, filters }: { spec: ResourceSpec; name: string; filters: Filters }) {
  const { t, text } = useRegistryText();
  const op = spec.operations[name]!;
  const reply = useOperation(spec, name, filterArgs(op, filters));
  const dictionaries = usePublicDictionaries();
  const title = text(operationKey(spec.name, name), op.text ?? spec.text);
  const _columns = spec.fields.filter((f) => f.list);
  const rows = readRows(reply.data);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} aria-busy={reply.isFetching}>
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {reply.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(reply.error, t)}
        </Alert>
      ) : null}
      <ReadOnlyTable
        spec={spec}
        rows={rows}
        dictionaries={dictionaries}
        pending={reply.isPending}
        minWidth={640}
      />
    </Paper>
  );
}
