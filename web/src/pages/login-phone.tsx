import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { resendSecondsLeft } from '@nbxt/core/session/code-countdown.ts';
import { validatePhone } from '@nbxt/core/validate/phone.ts';
import { IconAlertCircle, IconDeviceMobile, IconMessageCode } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { resetSessionCaches } from '../base/expiry.ts';
import { client } from '../base/runtime.ts';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';

/** Phone-code sign-in (platform.md §7.2): send a code to the phone, then sign in with it (grant user_phone). */
export function PhoneSignIn({ tenantId, onSignedIn }: { tenantId: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeId, setCodeId] = useState<string>();
  // Sending checks the phone; signing in the code too: asked for once a sign-in was tried.
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [loading, setLoading] = useState(false);
  // 发送验证码 waits 60 seconds after a code went out (core's countdown), ticking once a second.
  const [sentAt, setSentAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const wait = resendSecondsLeft(sentAt, now);
  useEffect(() => {
    if (wait === 0) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [wait]);

  // Each field's message, from the first try on that of its value as it is now (the kit's rule). The
  // validation texts load after the sign-in route's: until then the field's placeholder says it.
  const live = useLiveProblems(
    (now: { phone: string; code: string; askCode: boolean }) => {
      const check = validatePhone(now.phone.trim());
      return [
        ...(check.ok
          ? []
          : [
              {
                field: 'phone',
                message: t(check.message, { defaultValue: t('console.login.phonePlaceholder') }),
              },
            ]),
        ...(now.askCode && !now.code.trim()
          ? [{ field: 'code', message: t('console.login.phoneCodePlaceholder') }]
          : []),
      ];
    },
    { phone, code, askCode },
  );

  const send = async () => {
    if (resendSecondsLeft(sentAt, Date.now()) > 0) return;
    if (live.attempt().length > 0) return;
    setSending(true);
    setError(undefined);
    try {
      setCodeId(await client.session.sendPhoneCode(tenantId, phone.trim()));
      const at = Date.now();
      setSentAt(at);
      setNow(at);
    } catch (failure) {
      setError(errorText(failure, t) ?? t('console.login.failed'));
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAskCode(true);
    if (live.attempt({ phone, code, askCode: true }).length > 0 || codeId === undefined) return;
    setLoading(true);
    setError(undefined);
    resetSessionCaches();
    try {
      await client.session.phoneLogin({ tenantId, phone: phone.trim(), codeId, code: code.trim() });
      onSignedIn();
    } catch (failure) {
      setError(errorText(failure, t) ?? t('console.login.failed'));
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        ) : null}
        {codeId !== undefined && !error ? (
          <Alert color="teal" variant="light" role="status">
            {t('console.login.codeSent')}
          </Alert>
        ) : null}
        <TextInput
          label={t('console.login.phone')}
          placeholder={t('console.login.phonePlaceholder')}
          leftSection={<IconDeviceMobile size={16} />}
          autoComplete="tel"
          inputMode="numeric"
          value={phone}
          error={live.of('phone')}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('console.login.phoneCode')}
            placeholder={t('console.login.phoneCodePlaceholder')}
            leftSection={<IconMessageCode size={16} />}
            autoComplete="one-time-code"
            value={code}
            error={live.of('code')}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <Button
            variant="default"
            loading={sending}
            disabled={wait > 0}
            onClick={() => void send()}
            mb={live.of('code') ? 22 : 0}
            miw={128}
          >
            {wait > 0 ? t('console.login.resendIn', { seconds: wait }) : t('console.login.sendCode')}
          </Button>
        </Group>
        <Button type="submit" size="md" fullWidth loading={loading} mt="xs">
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
