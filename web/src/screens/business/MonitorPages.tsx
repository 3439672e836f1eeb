import { Badge, Box } from '@mantine/core';
import { monitorUserRole } from '@nbxt/core/modules/monitor-supervision.ts';
import { resourceNamed } from '@nbxt/core/resources/registry.ts';
import { yearFilters } from '@nbxt/core/resources/year-filters.ts';
import dayjs from 'dayjs';
import { useClient } from '../../kit/client.tsx';
import { Dashboard } from '../../kit/Dashboard.tsx';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { ListTabs, operationPages } from './ListTabs.tsx';
import { addBusinessTexts } from './texts.ts';

/**
 * A public dashboard (/monitorStatic, /safetyDataView, /ljScreen): the figures, charts and lists of its
 * entry, outside the shell and with no way into it. An entry whose calls are asked for a year (the refuse
 * classification's ranking) shows the current one.
 */
export function PublicDashboard({ screen, title }: ModuleScreenProps) {
  addBusinessTexts();
  const { t, text } = useRegistryText();
  const spec = resourceNamed(screen.resource);
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
  return (
    <ListTabs
      spec={spec}
      title={title ?? text(spec.label, spec.text)}
      tabs={[
        { value: 'users', label: t('biz.members.users') },
        {
          value: 'assistants',
          label: t('biz.members.assistants'),
          options: operationPages(client.resource(spec), 'assistantPage'),
        },
      ]}
    />
  );
}
