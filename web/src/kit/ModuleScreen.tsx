import { Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { fieldText } from '@nbxt/core/dict/field-text.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../app/dictionaries.ts';
import { client } from '../app/runtime.ts';
import { LoadFailed } from '../crud/ListParts.tsx';
import { ResourceList } from '../crud/ResourceList.tsx';

export interface ModuleScreenProps {
  module: string;
  screen: ScreenSpec;
  /** The route's parameters and the address's query (`?id=` of a detail page). */
  params: Record<string, string>;
  /** The tab's title (the menu's name, else the screen's). */
  title?: string | undefined;
}

/**
 * The generic screen of a module route (core/src/modules): the registry-driven list for `list` and `tree`
 * views, with the screen's fixed filters; for the other views, a plain page with the title and the
 * record's fields as far as the route tells which record.
 */
export function ModuleScreen({ module, screen, params, title }: ModuleScreenProps) {
  const { t } = useTranslation();
  const heading = title ?? t(`screen.${module}.${screen.path}`);
  const spec = screen.resource ? getResource(screen.resource) : undefined;
  switch (screen.view) {
    case 'list':
    case 'tree':
      if (spec)
        return <ResourceList spec={spec} options={{ title: heading, filters: screen.filters ?? {} }} />;
      return <RecordPage heading={heading} spec={undefined} id={undefined} />;
    case 'detail':
    case 'form':
    case 'custom':
      return <RecordPage heading={heading} spec={spec} id={params['id']} />;
  }
}

/** A page of one record: its fields with their values (the record of `id`), or the fields it has. */
function RecordPage({
  heading,
  spec,
  id,
}: {
  heading: string;
  spec: ResourceSpec | undefined;
  id: string | undefined;
}) {
  const { t } = useTranslation();
  const canRead = Boolean(spec && id && spec.standard.includes('detail'));
  const record = useQuery({
    queryKey: ['resource', spec?.name, 'detail', id],
    queryFn: ({ signal }) => client.resource(spec!).detail(id!, signal),
    enabled: canRead,
  });
  const dictionaries = useDictionaries(Boolean(spec?.fields.some((f) => f.dict)));
  return (
    <Stack gap="md" p="md" role="region" aria-label={heading} data-module-screen>
      <Group gap="sm">
        <Title order={3}>{heading}</Title>
        {spec ? <Badge variant="light">{t(spec.label)}</Badge> : null}
      </Group>
      {!spec ? (
        <Text c="dimmed">{t('console.module.screen')}</Text>
      ) : !canRead ? (
        <Text c="dimmed">{t('console.module.noRecord')}</Text>
      ) : record.isPending ? (
        <Loader size="sm" />
      ) : record.isError ? (
        <LoadFailed error={record.error} onRetry={() => void record.refetch()} />
      ) : null}
      {spec ? (
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {spec.fields.map((field) => (
              <Stack key={field.name} gap={2}>
                <Text fz="xs" c="dimmed">
                  {t(field.label)}
                </Text>
                <Text fz="sm" data-field={field.name}>
                  {record.data ? fieldText(field, record.data[field.name], dictionaries.data) : '—'}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
    </Stack>
  );
}
