import { Badge, Box, Stack, Tabs, Title } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import type { Page } from '@nbxt/core/crud/page.ts';
import { monitorUserRole } from '@nbxt/core/modules/monitor-supervision.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { yearFilters } from '@nbxt/core/resources/year-filters.ts';
import dayjs from 'dayjs';
import type { ListSource } from '../../crud/list-query.ts';
import { ResourceList } from '../../crud/ResourceList.tsx';
import { useClient } from '../../kit/client.tsx';
import { Dashboard } from '../../kit/Dashboard.tsx';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { addBusinessTexts } from './texts.ts';

/**
 * A public dashboard (/monitorStatic, /safetyDataView, /ljScreen): the figures, charts and lists of its
 * entry, outside the shell and with no way into it. An entry whose calls are asked for a year (the refuse
 * classification's ranking) shows the current one.
 */
export function PublicDashboard({ screen, title }: ModuleScreenProps) {
  addBusinessTexts();
  const { t, text } = useRegistryText();
  const spec = getResource(screen.resource!)!;
  const year = dayjs().year();
  const filters = yearFilters(spec, year);
  return (
    <Box p="lg" component="main">
      <Dashboard
        spec={spec}
        title={title ?? text(spec.label, spec.text)}
        filters={filters}
        actions={
          Object.keys(filters).length > 0 ? (
            <Badge variant="light" size="lg">
              {t('biz.dashboard.year', { year })}
            </Badge>
          ) : undefined
        }
      />
    </Box>
  );
}

/**
 * The user-role page (§2 Monitoring: "lists users and assistants"): the supervisors (page) and the
 * assistants (assistantPage); an assistant is added (saveAssist, a user) and removed (removeAssit: id and
 * userId) with the entry's operations.
 */
export function MonitorMemberList({ title }: ModuleScreenProps) {
  addBusinessTexts();
  const { t, text } = useRegistryText();
  const client = useClient();
  const spec = monitorUserRole;
  const assistants: NonNullable<ListSource['load']> = ({ current, size, filters, signal }) =>
    client.resource(spec).call<Page<Row>>('assistantPage', { ...filters, current, size }, signal);
  return (
    <Stack gap="md">
      <Title order={3}>{title ?? text(spec.label, spec.text)}</Title>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">{t('biz.members.users')}</Tabs.Tab>
          <Tabs.Tab value="assistants">{t('biz.members.assistants')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <ResourceList spec={spec} options={{ title: t('biz.members.users'), embedded: true }} />
        </Tabs.Panel>
        <Tabs.Panel value="assistants" pt="md">
          <ResourceList
            spec={spec}
            options={{
              title: t('biz.members.assistants'),
              embedded: true,
              load: assistants,
              loadKey: 'assistantPage',
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
