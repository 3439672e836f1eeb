import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { platformSpec } from '@nbxt/core/resources/platform.ts';
import { validatePhone } from '@nbxt/core/validate/phone.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperation, useTask } from '../kit/hooks.ts';

const RESEND_SECONDS = 60;

/** Profile tab "phone binding": send a validation code to the phone, then bind it with that code. */
export function PhoneBinding() {
  const { t } = useTranslation();
  const info = useOperation(platformSpec('user'), 'info');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ id: string; phone: string }>();
  // The fields checked so far (the phone by 发送验证码 or 绑定, the code by 绑定): from then on each shows
  // the message of its value as it is now, so a corrected one's message goes at once.
  const [tried, setTried] = useState<{ phone?: boolean; code?: boolean }>({});
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const phoneCheck = validatePhone(phone);
  const codeOk = sent !== undefined && sent.phone === phone && /^\d{4,8}$/.test(code);
  const errors = {
    phone: tried.phone && !phoneCheck.ok ? t(phoneCheck.message) : undefined,
    code: tried.code && !codeOk ? t('sys.info.codeRequired') : undefined,
  };
  const checkPhone = () => {
    setTried((v) => ({ ...v, phone: true }));
    return phoneCheck.ok;
  };

  const send = useTask((client) => client.resource(platformSpec('sms')).call('sendValidate', { phone }), {
    success: 'sys.info.codeSent',
    onSuccess: (data) => {
      setSent({ id: String(data?.id ?? ''), phone });
      setWait(RESEND_SECONDS);
    },
  });
  const bind = useTask(
    (client) =>
      client.resource(platformSpec('user')).call('bindPhone', { phone, value: code, id: sent?.id ?? '' }),
    {
      success: 'sys.info.bound',
      reload: ['user'],
      onSuccess: () => {
        setCode('');
        setSent(undefined);
        setTried({});
      },
    },
  );
  const unbind = useTask((client) => client.resource(platformSpec('user')).call('cancelPhone', {}), {
    success: 'sys.info.unbound',
    reload: ['user'],
  });

  const current = String(info.data?.phone ?? '');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!checkPhone()) return;
        setTried({ phone: true, code: true });
        if (codeOk) bind.run();
      }}
    >
      <Stack gap="md" maw={420}>
        <Group gap="xs">
          <Text c="dimmed">{t('sys.info.currentPhone')}</Text>
          <Text fw={500} data-testid="current-phone">
            {current || t('sys.info.noPhone')}
          </Text>
          {current ? (
            <Button
              variant="subtle"
              size="compact-sm"
              color="red"
              loading={unbind.pending}
              onClick={() => unbind.run()}
            >
              {t('sys.info.unbind')}
            </Button>
          ) : null}
        </Group>
        <TextInput
          name="phone"
          label={t('sys.info.phone')}
          withAsterisk
          inputMode="tel"
          value={phone}
          error={errors.phone}
          onChange={(e) => setPhone(e.currentTarget.value.trim())}
        />
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            name="phoneCode"
            label={t('sys.info.phoneCode')}
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            style={{ flex: 1 }}
            value={code}
            error={errors.code}
            onChange={(e) => setCode(e.currentTarget.value.trim())}
          />
          <Button
            mt={25}
            variant="light"
            disabled={wait > 0}
            loading={send.pending}
            onClick={() => {
              if (checkPhone()) send.run();
            }}
          >
            {wait > 0 ? t('sys.info.resendIn', { seconds: wait }) : t('sys.info.sendCode')}
          </Button>
        </Group>
        <Group>
          <Button type="submit" loading={bind.pending}>
            {t('sys.info.bind')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
