import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** Pages whose modules arrive in later versions (public pages of §2.1, or, embedded, inside the shell). */
export default function PendingPage({ title, embedded = false }: { title: string; embedded?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={embedded ? 420 : '100vh'} p="xl">
      <Stack align="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconTools size={40} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{t('console.page.pending')}</Text>
        <Button component={Link} href="/home" variant="light">
          {t('console.error.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
