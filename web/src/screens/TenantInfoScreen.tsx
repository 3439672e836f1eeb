import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { cellText } from '@nbxt/core/admin-ui/list-prefs.ts';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { useClient } from '../kit/client.tsx';

/** Organisation info (/info/tenantinfo): the signed-in user's tenant, read only. */
export default function TenantInfoScreen({ title }: { title?: string }) {
  const { t } = useTranslation();
  const client = useClient();
  const spec = platformSpec('tenant');
  const tenant = useQuery({
    queryKey: ['resource', 'tenant', 'mine'],
    queryFn: async ({ signal }) => {
      const me = await client.resource(platformSpec('user')).call('info', {}, signal);
      return client.resource(platformSpec('tenant')).detail({ tenantId: String(me?.tenantId ?? '') }, signal);
    },
  });
  return (
    <Stack gap="md" maw={760}>
      <Title order={3}>{title ?? t('shell.ui.tenantInfo')}</Title>
      <Paper withBorder radius="md" p="lg">
        {tenant.isError ? (
          <Alert color="red" role="alert">
            {errorText(tenant.error, t)}
          </Alert>
        ) : !tenant.data ? (
          <Text c="dimmed">{t('sys.list.loading')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
            {spec.fields
              .filter((f) => f.type !== 'id')
              .map((f) => (
                <Stack key={f.name} gap={2}>
                  <Text fz="xs" c="dimmed" fw={500}>
                    {t(f.label)}
                  </Text>
                  <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                    {cellText(tenant.data[f.name])}
                  </Text>
                </Stack>
              ))}
          </SimpleGrid>
        )}
      </Paper>
    </Stack>
  );
}
