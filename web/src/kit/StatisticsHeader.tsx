import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Filters } from '@nbxt/core/crud/client.ts';
import { figureValues, formatFigure } from '@nbxt/core/resources/replies.ts';
import { filterArgs, operationsWithRole } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useOperation } from './hooks.ts';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * The figures of every `statistics` operation of an entry, above its list: labelled numbers (amounts as
 * money), asked for again with the list's filters.
 */
export function StatisticsHeader({ spec, filters = {} }: { spec: ResourceSpec; filters?: Filters }) {
  const ops = operationsWithRole(spec, 'statistics');
  if (ops.length === 0) return null;
  return (
    <>
      {ops.map(([name]) => (
        <Statistics key={name} spec={spec} name={name} filters={filters} titled={ops.length > 1} />
      ))}
    </>
  );
}

/** `titled`: the figures' name shown above them (an entry with several groups of figures). */
function Statistics({
  spec,
  name,
  filters,
  titled,
}: {
  spec: ResourceSpec;
  name: string;
  filters: Filters;
  titled: boolean;
}) {
  const { text, lang } = useRegistryText();
  const op = spec.operations[name]!;
  const reply = useOperation(spec, name, filterArgs(op, filters));
  const heading = text(operationKey(spec.name, name), op.text ?? { zh: spec.text.zh, en: spec.text.en });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={heading}
      aria-busy={reply.isFetching}
    >
      {titled ? (
        <Text fz="sm" fw={600} mb="xs">
          {heading}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} component="dl" m={0}>
        {figureValues(spec, name, op, reply.data).map((f) => (
          <Box key={f.key}>
            <Text component="dt" fz="xs" c="dimmed">
              {text(f.label, f.text)}
            </Text>
            <Text component="dd" m={0} fz="xl" fw={700} data-figure={f.key}>
              {reply.isPending ? '…' : formatFigure(f.value, f.money, lang)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
