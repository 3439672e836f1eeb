import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { ApiError } from '@nbxt/core/http/errors.ts';
import { user } from '@nbxt/core/resources/system/user.ts';
import { registerGuestParams } from '@nbxt/core/session/guest.ts';
import { validateRegistration } from '@nbxt/core/validate/account.ts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { errorText } from '../base/errors.ts';
import { signOut } from '../base/expiry.ts';
import { client, siteTenantId } from '../base/runtime.ts';

const EMPTY = { tenantId: '', name: '', account: '', password: '', password2: '' };
type Values = typeof EMPTY;

/**
 * A guest asks for an account (platform.md §4–5, §8): the checks in the spec's order as warnings, then
 * register-guest (bound to the third-party identity when there is one); on success the user is told to
 * wait for an administrator, signed out and sent to /login.
 */
export function RegistrationForm({
  initial,
  oauthId,
  footer,
}: {
  initial?: Partial<Values>;
  oauthId?: string | undefined;
  /** Below the submit button (a link back, a sign-out). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>({
    ...EMPTY,
    ...initial,
    tenantId: siteTenantId ?? initial?.tenantId ?? '',
  });
  const [loading, setLoading] = useState(false);
  const bind = (name: keyof Values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
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
      await client.resource(user).call('registerGuest', registerGuestParams(values, oauthId));
    } catch (error) {
      // §8: the server message, or the catalogue's submit-failed text when there is none.
      const text = error instanceof ApiError ? errorText(error, t) : undefined;
      notifications.show({ color: 'red', message: text || t('error.submitFailed') });
      setLoading(false);
      return;
    }
    setLoading(false);
    const leave = async () => {
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
      onClose: () => void leave(),
    });
  };

  return (
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
        {footer}
      </Stack>
    </form>
  );
}
