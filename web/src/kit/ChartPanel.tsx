import { Loader, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Filters } from '@nbxt/core/crud/client.ts';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import { type ChartData, chartData } from '@nbxt/core/resources/replies.ts';
import { chartArgs, operationsWithRole } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_FAILED, errorText } from '../base/errors.ts';
import { lazyPart } from '../base/lazy.tsx';
import { useDictionaries } from './dictionaries.ts';
import { useOperation } from './hooks.ts';
import { operationKey, useRegistryText } from './texts.ts';

// The chart library's chunk is asked for when a chart is first shown, never with a list's first render.
const ChartDrawing = lazyPart(() => import('./ChartDrawing.tsx'));

/**
 * The `chart` operations of an entry, drawn (lines over a date category, bars otherwise; `kind` decides
 * instead), each with a visually hidden table of its values for screen readers. Asked for again with the
 * list's filters.
 */
export function ChartPanel({
  spec,
  filters = {},
  kind,
}: {
  spec: ResourceSpec;
  filters?: Filters;
  kind?: 'bar' | 'line' | undefined;
}) {
  const ops = operationsWithRole(spec, 'chart');
  if (ops.length === 0) return null;
  return (
    <>
      {ops.map(([name]) => (
        <Chart key={name} spec={spec} name={name} filters={filters} kind={kind} />
      ))}
    </>
  );
}

function Chart({
  spec,
  name,
  filters,
  kind,
}: {
  spec: ResourceSpec;
  name: string;
  filters: Filters;
  kind: 'bar' | 'line' | undefined;
}) {
  const { t, text } = useRegistryText();
  const op = spec.operations[name]!;
  const reply = useOperation(spec, name, chartArgs(op, filters));
  const title = text(operationKey(spec.name, name), op.text ?? spec.text);
  const raw = chartData(spec, name, op, reply.data);
  const labels = Object.fromEntries(raw.series.map((s) => [s.key, text(s.label, s.text)]));
  const xField = spec.fields.find((f) => f.name === raw.x);
  // Coded categories (a role, a status) by their labels, as the list shows them.
  const dictionaries = useDictionaries(Boolean(xField?.dict));
  const data =
    xField?.dict && dictionaries.data
      ? {
          ...raw,
          rows: raw.rows.map((row) => ({
            ...row,
            [raw.x]: fieldText(xField, row[raw.x], dictionaries.data),
          })),
        }
      : raw;
  const drawn = kind ?? (xField?.type === 'date' || xField?.type === 'datetime' ? 'line' : 'bar');
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-busy={reply.isFetching}>
      <Stack gap="sm">
        <Text component="figcaption" fw={600}>
          {title}
        </Text>
        {reply.isPending ? (
          <Loader size="sm" aria-label={t('kit.chart.loading')} />
        ) : reply.isError ? (
          <Text fz="sm" c="red" role="alert">
            {errorText(reply.error, t)}
          </Text>
        ) : data.rows.length === 0 ? (
          // Nothing to draw: said in words, and the drawing's code is not asked for.
          <Text fz="sm" c="dimmed" py="md" ta="center">
            {t('console.crud.empty')}
          </Text>
        ) : (
          <DrawingFailed>
            <Suspense fallback={<Loader size="sm" aria-label={t('kit.chart.loading')} />}>
              <ChartDrawing data={data} labels={labels} kind={drawn} />
            </Suspense>
          </DrawingFailed>
        )}
        <ChartTable
          title={title}
          data={data}
          labels={labels}
          xLabel={xField ? text(xField.label, xField.text) : data.x}
        />
      </Stack>
    </Paper>
  );
}

/** A chart's values as a table for screen readers (the drawing is hidden from them), out of sight. */
export function ChartTable({
  title,
  data,
  labels,
  xLabel,
}: {
  title: string;
  data: ChartData;
  /** Series labels in the current language, by series key. */
  labels: Record<string, string>;
  xLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <VisuallyHidden>
      <Table>
        <caption>{t('kit.chart.table', { title })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{xLabel}</Table.Th>
            {data.series.map((s) => (
              <Table.Th key={s.key} scope="col">
                {labels[s.key]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={String(row[data.x])}>
              <Table.Th scope="row">{row[data.x]}</Table.Th>
              {data.series.map((s) => (
                <Table.Td key={s.key}>{row[s.key]}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** A drawing whose code could not be had ('Loading chunk failed'): said in place; the list and the table stay. */
class DrawingFailed extends Component<{ children: ReactNode }, { failed: string | undefined }> {
  override state = { failed: undefined as string | undefined };
  static getDerivedStateFromError(error: unknown) {
    return { failed: error instanceof Error && error.message ? error.message : CHUNK_FAILED };
  }
  override render() {
    return this.state.failed ? (
      <Text fz="sm" c="dimmed" role="status">
        {this.state.failed}
      </Text>
    ) : (
      this.props.children
    );
  }
}
