import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The 403, 404 and 500 pages (platform.md §8). */
export default function ErrorPage({
  code,
  embedded = false,
}: {
  code: '403' | '404' | '500';
  embedded?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Center mih={embedded ? 420 : '100vh'} p="xl">
      <Stack align="center" gap="md">
        <Title
          order={1}
          fz={120}
          fw={800}
          lh={1}
          style={{
            backgroundImage:
              'linear-gradient(135deg, var(--mantine-color-brand-3), var(--mantine-color-brand-7))',
            backgroundClip: 'text',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {code}
        </Title>
        <Text c="dimmed" fz="lg">
          {t(`console.error.${code}.text`)}
        </Text>
        <Button component={Link} href="/home" variant="light" leftSection={<IconArrowLeft size={16} />}>
          {t('console.error.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
