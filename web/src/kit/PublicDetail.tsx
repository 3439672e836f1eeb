import { Alert, Box, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { errorText } from '../base/errors.ts';
import { useRecord } from './hooks.ts';
import { usePublicDictionaries } from './PublicList.tsx';
import { useRegistryText } from './texts.ts';

/**
 * The record of a public detail page (platform.md §2.1): what its detail call returns, labelled, coded
 * values by the module's own choices; ids naming other records are left out (their names need a signed-in
 * user), and nothing leads into the shell.
 */
export function PublicDetail({ spec, id, title }: { spec: ResourceSpec; id: string; title: string }) {
  const { t, text } = useRegistryText();
  const record = useRecord(spec, id);
  const dictionaries = usePublicDictionaries();
  const fields = spec.fields.filter((f) => !f.ref && !f.secret);
  return (
    <Stack gap="md" component="section" aria-label={title} data-public-screen>
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="md" p="md" aria-busy={record.isFetching}>
        {record.isPending && !record.isError ? <Loader size="sm" aria-label={t('sys.list.loading')} /> : null}
        {record.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(record.error, t)}
          </Alert>
        ) : null}
        {record.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            {fields.map((f) => (
              <Box key={f.name}>
                <Text component="dt" fz="xs" c="dimmed">
                  {text(f.label, f.text)}
                </Text>
                <Text component="dd" m={0}>
                  {fieldText(f, record.data[f.name], dictionaries)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
      </Paper>
    </Stack>
  );
}
