import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { RegistrationForm } from '../components/RegistrationForm.tsx';

/** Guest registration (platform.md §4–5): checks in the spec's order, then wait for an administrator. */
export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('console.register.title')} subtitle={t('console.register.subtitle')}>
      <RegistrationForm
        footer={
          <Group justify="center">
            <Anchor component={Link} href="/login" fz="sm">
              {t('console.register.backToLogin')}
            </Anchor>
          </Group>
        }
      />
    </AuthLayout>
  );
}
