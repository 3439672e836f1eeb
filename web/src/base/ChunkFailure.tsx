import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentVisit, subscribeVisits } from './chunk-load.ts';
import type { ChunkLoadError } from './errors.ts';

interface Props {
  error: ChunkLoadError;
  /** The navigation during which the load failed (chunk-load.ts, `currentVisit`). */
  failedVisit: number;
  /** Forget the failure and load the page again. */
  retry: () => void;
  /** In a part of a page (lazy.tsx, `lazyPart`): small, without the page's height. */
  inline?: boolean;
}

/**
 * In place of a page whose code could not be had: a retry (which the next navigation to the page does by
 * itself), or after a deploy that took the page's chunks away, the offer to reload.
 */
export function ChunkFailure({ error, failedVisit, retry, inline = false }: Props) {
  const { t } = useTranslation();
  const visit = useSyncExternalStore(subscribeVisits, currentVisit, currentVisit);
  // Shown again after a navigation (a new location, or its tab shown again): the page loads anew.
  useEffect(() => {
    if (!error.stale && visit > failedVisit) retry();
  }, [error.stale, visit, failedVisit, retry]);
  return (
    <Center mih={inline ? undefined : 320} py={inline ? 'sm' : 'xl'} role="alert">
      <Stack align="center" gap={inline ? 'xs' : 'sm'} maw={480}>
        {inline ? (
          <Text fw={600}>{t('console.error.chunk')}</Text>
        ) : (
          <Title order={2} fz="lg">
            {t('console.error.chunk')}
          </Title>
        )}
        <Text c="dimmed" ta="center">
          {t(error.stale ? 'console.error.chunkStale' : 'console.error.chunkRetry')}
        </Text>
        {error.stale ? (
          <Button onClick={() => window.location.reload()}>{t('console.error.reload')}</Button>
        ) : (
          <Button variant="light" onClick={retry}>
            {t('console.crud.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
