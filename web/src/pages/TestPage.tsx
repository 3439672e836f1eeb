import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { user } from '@nbxt/core/resources/system/user.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { client } from '../base/runtime.ts';
import { useSession } from '../base/session.ts';

/** One round trip to the server (the signed-in user's info), timed. */
async function ping(signal: AbortSignal): Promise<number> {
  const started = performance.now();
  await client.resource(user).call('info');
  if (signal.aborted) throw signal.reason;
  return Math.round(performance.now() - started);
}

/** /test/index (platform.md §2.2): the session's user and tenant, and whether the server answers. */
export default function TestPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const user = state?.user;
  const result = useQuery({
    queryKey: ['test-page', 'ping'],
    queryFn: ({ signal }) => ping(signal),
    retry: false,
    gcTime: 0,
  });
  const rows = [
    [
      'console.test.user',
      user ? `${user.realName || user.nickName || user.userName} (${user.account})` : '—',
    ],
    ['console.test.tenant', state?.tenantId ?? '—'],
    ['console.test.role', user?.roleName || '—'],
  ] as const;
  const status = result.isFetching
    ? t('console.test.pinging')
    : result.isError
      ? t('console.test.pingFailed', { error: errorText(result.error, t) })
      : t('console.test.pingOk', { ms: result.data ?? 0 });
  return (
    <Stack gap="md" p="md" role="region" aria-label={title}>
      <Title order={3}>{title}</Title>
      <Card withBorder radius="md">
        <Table variant="vertical">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{t(label)}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>{t('console.test.ping')}</Table.Th>
              <Table.Td>
                <Group gap="sm">
                  <Text
                    fz="sm"
                    c={result.isError ? 'red' : undefined}
                    data-ping={result.isError ? 'failed' : result.isSuccess ? 'ok' : 'pending'}
                  >
                    {status}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => void result.refetch()}
                    disabled={result.isFetching}
                  >
                    {t('console.test.pingAgain')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
