import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { socialCallback } from '@nbxt/core/session/guest.ts';
import { IconAlertCircle, IconBuilding, IconLock, IconUser } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { errorText } from '../base/errors.ts';
import { resetSessionCaches } from '../base/expiry.ts';
import { setLoginNotice, useLoginNotice } from '../base/notice.ts';
import { client, consoleState, siteCaptchaMode, siteTenantId } from '../base/runtime.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';
import { CaptchaField, useCaptcha } from './login-captcha.tsx';
import { PhoneSignIn } from './login-phone.tsx';
import { SignInStarts } from './login-starts.tsx';

/** The default tenant of platform.md §1 (tenant mode on). */
const DEFAULT_TENANT = '000000';

/** Codes of third-party redirects already submitted: a code is used once (a re-render resends nothing). */
const submittedCodes = new Set<string>();

/**
 * Sign-in by tenant, account and password — with a captcha when the site's captcha mode is on — or by a
 * code sent to the phone (platform.md §4, §7.2); a third party's redirect back here (source, code, state)
 * signs in with the social grant instead, and the buttons below start a third-party or corporate-chat
 * sign-in.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const notice = useLoginNotice();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const search = useSearch();
  const callback = useMemo(
    () => socialCallback(new URLSearchParams(search), siteTenantId ?? DEFAULT_TENANT),
    [search],
  );
  const [social, setSocial] = useState(() => callback !== undefined && !submittedCodes.has(callback.code));

  useEffect(() => {
    if (!callback || submittedCodes.has(callback.code)) return;
    submittedCodes.add(callback.code);
    setSocial(true);
    resetSessionCaches();
    client.session.socialLogin(callback).then(
      () => {
        consoleState.reset();
        navigate('/', { replace: true });
      },
      (failure: unknown) => {
        setError(errorText(failure, t) ?? t('console.login.failed'));
        setSocial(false);
        navigate('/login', { replace: true });
      },
    );
  }, [callback, navigate, t]);
  const [mode, setMode] = useState<'account' | 'phone'>('account');
  const captcha = useCaptcha(siteCaptchaMode);
  const [values, setValues] = useState({
    tenantId: siteTenantId ?? DEFAULT_TENANT,
    account: '',
    password: '',
    captchaCode: '',
  });
  // Each field's message, from the first try on that of its value as it is now (the kit's rule).
  const live = useLiveProblems(
    (now: typeof values) =>
      (
        [
          [
            'tenantId',
            Boolean(siteTenantId) || now.tenantId.trim() !== '',
            'console.login.tenantPlaceholder',
          ],
          ['account', now.account.trim() !== '', 'console.login.accountPlaceholder'],
          ['password', now.password !== '', 'console.login.passwordPlaceholder'],
          [
            'captchaCode',
            !siteCaptchaMode || now.captchaCode.trim() !== '',
            'console.login.captchaPlaceholder',
          ],
        ] as const
      ).flatMap(([field, ok, message]) => (ok ? [] : [{ field, message: t(message) }])),
    values,
  );
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    error: live.of(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (live.attempt().length > 0) return;
    setError(undefined);
    setLoginNotice(undefined);
    setLoading(true);
    // Nothing cached for a previous user survives into the new session.
    resetSessionCaches();
    try {
      await client.session.login({
        tenantId: (siteTenantId ?? values.tenantId).trim(),
        account: values.account.trim(),
        password: values.password,
        ...(captcha.current
          ? { captcha: { key: captcha.current.key, code: values.captchaCode.trim() } }
          : {}),
      });
      // platform.md §4: sign-in success clears all open tabs and the lock.
      consoleState.reset();
      navigate('/', { replace: true });
    } catch (failure) {
      setError(errorText(failure, t) ?? t('console.login.failed'));
      setLoading(false);
      // A captcha answers one attempt: the next one needs a fresh picture.
      if (siteCaptchaMode) {
        setValues((v) => ({ ...v, captchaCode: '' }));
        captcha.renew();
        // The emptied code is no mistake of the user's: no message until the next try.
        live.reset();
      }
    }
  };
  const signedIn = () => {
    consoleState.reset();
    navigate('/', { replace: true });
  };

  if (social)
    return (
      <AuthLayout title={t('login.title')} subtitle={t('console.login.subtitle')}>
        <Group justify="center" gap="sm" py="xl" role="status">
          <Loader size="sm" />
          <Text fz="sm">{t('console.login.social')}</Text>
        </Group>
      </AuthLayout>
    );

  return (
    <AuthLayout title={t('login.title')} subtitle={t('console.login.subtitle')}>
      <SegmentedControl
        fullWidth
        mb="md"
        aria-label={t('console.login.modes')}
        value={mode}
        onChange={(value) => setMode(value === 'phone' ? 'phone' : 'account')}
        data={[
          { value: 'account', label: t('console.login.modeAccount') },
          { value: 'phone', label: t('console.login.modePhone') },
        ]}
      />
      {mode === 'phone' ? (
        <PhoneSignIn
          tenantId={(siteTenantId ?? values.tenantId).trim() || DEFAULT_TENANT}
          onSignedIn={signedIn}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" ref={live.ref}>
            <InvalidAnnouncement said={live.said} />
            {notice && !error ? (
              <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
                {t(notice)}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {error}
              </Alert>
            ) : null}
            {siteTenantId ? null : (
              <TextInput
                label={t('login.tenantId')}
                placeholder={t('console.login.tenantPlaceholder')}
                leftSection={<IconBuilding size={16} />}
                autoComplete="organization"
                {...bind('tenantId')}
              />
            )}
            <TextInput
              label={t('login.account')}
              placeholder={t('console.login.accountPlaceholder')}
              leftSection={<IconUser size={16} />}
              autoComplete="username"
              data-autofocus
              {...bind('account')}
            />
            <PasswordInput
              label={t('login.password')}
              placeholder={t('console.login.passwordPlaceholder')}
              leftSection={<IconLock size={16} />}
              autoComplete="current-password"
              {...bind('password')}
            />
            {siteCaptchaMode ? <CaptchaField captcha={captcha} {...bind('captchaCode')} /> : null}
            <Button type="submit" size="md" fullWidth loading={loading} mt="xs">
              {t('login.submit')}
            </Button>
            <Group justify="center" gap={4}>
              <Text fz="sm" c="dimmed">
                {t('console.login.noAccount')}
              </Text>
              <Anchor component={Link} href="/register" fz="sm">
                {t('login.register')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      )}
      <SignInStarts tenantId={(siteTenantId ?? values.tenantId).trim() || DEFAULT_TENANT} />
    </AuthLayout>
  );
}
