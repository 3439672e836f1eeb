import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@nbxt/core/http/errors.ts';
import { md5Hex } from '@nbxt/core/session/md5.ts';
import { validateRegistration } from '@nbxt/core/validate/account.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { errorText } from '../app/errors.ts';
import { signOut } from '../app/expiry.ts';
import { client, siteTenantId } from '../app/runtime.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

const EMPTY = { tenantId: '', name: '', account: '', password: '', password2: '' };

/** Guest registration (platform.md §4–5): checks in the spec's order, then wait for an administrator. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState({ ...EMPTY, tenantId: siteTenantId ?? '' });
  const [loading, setLoading] = useState(false);
  const bind = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.currentTarget.value })),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const check = validateRegistration(values, { tenantKnown: Boolean(siteTenantId) });
    if (!check.ok) {
      notifications.show({ color: 'yellow', message: t(check.message) });
      return;
    }
    setLoading(true);
    try {
      await client.resource('user').call('registerGuest', {
        tenantId: values.tenantId.trim(),
        name: values.name.trim(),
        account: values.account.trim(),
        // Like sign-in, only the MD5 of the typed password travels.
        password: md5Hex(values.password),
      });
    } catch (error) {
      // §8: the server's message, or 提交失败 when there is none.
      const text = error instanceof ApiError ? errorText(error, t) : undefined;
      notifications.show({ color: 'red', message: text || t('error.submitFailed') });
      setLoading(false);
      return;
    }
    setLoading(false);
    const done = async () => {
      await signOut();
      navigate('/login', { replace: true });
    };
    modals.openConfirmModal({
      title: t('shell.register.noticeTitle'),
      children: <Text fz="sm">{t('shell.register.submitted')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      cancelProps: { display: 'none' },
      closeOnClickOutside: false,
      // Confirming closes the dialog too: leave once, on close.
      onClose: () => void done(),
    });
  };

  return (
    <AuthLayout title={t('console.register.title')} subtitle={t('console.register.subtitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {siteTenantId ? null : <TextInput label={t('console.register.tenantId')} {...bind('tenantId')} />}
          <TextInput label={t('console.register.name')} {...bind('name')} />
          <TextInput label={t('console.register.account')} autoComplete="username" {...bind('account')} />
          <PasswordInput
            label={t('console.register.password')}
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordInput
            label={t('console.register.password2')}
            autoComplete="new-password"
            {...bind('password2')}
          />
          <Button type="submit" size="md" fullWidth loading={loading} mt="xs">
            {t('console.register.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} href="/login" fz="sm">
              {t('console.register.backToLogin')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
