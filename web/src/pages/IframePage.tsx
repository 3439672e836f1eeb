import { Anchor, Card, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { iframeSource } from '@nbxt/core/nav/iframe.ts';
import { IconExternalLink, IconWorldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `/myiframe/{routerPath}` (platform.md §2.1): an external page embedded inside the shell. */
export default function IframePage({ path, query }: { path: string; query: Record<string, string> }) {
  const { t } = useTranslation();
  const src = iframeSource(path, query);
  if (!src)
    return (
      <Center mih={420}>
        <Stack align="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray">
            <IconWorldOff size={34} />
          </ThemeIcon>
          <Text c="dimmed">{t('shell.ui.iframe.invalid')}</Text>
        </Stack>
      </Center>
    );
  return (
    <Card withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Group
        justify="space-between"
        px="md"
        py={8}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Text fz="sm" c="dimmed" truncate>
          {src}
        </Text>
        <Anchor href={src} target="_blank" rel="noreferrer" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconExternalLink size={14} />
            {t('shell.ui.iframe.open')}
          </Group>
        </Anchor>
      </Group>
      <iframe
        title={src}
        src={src}
        style={{ border: 0, width: '100%', height: 'calc(100vh - 210px)', display: 'block' }}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </Card>
  );
}
