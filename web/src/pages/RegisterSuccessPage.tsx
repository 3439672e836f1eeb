import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthLayout } from '../components/AuthLayout.tsx';

export default function RegisterSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('shell.register.noticeTitle')}>
      <Stack align="center" gap="lg">
        <ThemeIcon size={64} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={38} />
        </ThemeIcon>
        <Text ta="center">{t('shell.register.submitted')}</Text>
        <Button component={Link} href="/login" variant="light">
          {t('console.register.backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
