import { Group, TextInput, UnstyledButton } from '@mantine/core';
import type { Captcha } from '@nbxt/core/session/session.ts';
import { IconShieldCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../base/runtime.ts';

export interface CaptchaState {
  current: Captcha | undefined;
  renew: () => void;
}

/** The captcha of the sign-in form (captcha mode only): fetched at once, renewed on demand. */
export function useCaptcha(enabled: boolean): CaptchaState {
  const [current, setCurrent] = useState<Captcha>();
  const renew = useCallback(() => {
    if (!enabled) return;
    client.session.captcha().then(setCurrent, () => setCurrent(undefined));
  }, [enabled]);
  useEffect(renew, [renew]);
  return { current, renew };
}

/** The code field with its picture beside it; clicking the picture fetches a new one. */
export function CaptchaField({
  captcha,
  value,
  error,
  onChange,
}: {
  captcha: CaptchaState;
  value: string;
  error: string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={t('console.login.captcha')}
        placeholder={t('console.login.captchaPlaceholder')}
        leftSection={<IconShieldCheck size={16} />}
        autoComplete="off"
        value={value}
        error={error}
        onChange={onChange}
      />
      <UnstyledButton
        onClick={captcha.renew}
        aria-label={t('console.login.captchaImage')}
        style={{ height: 36, marginBottom: error ? 22 : 0 }}
      >
        {captcha.current ? (
          <img src={captcha.current.image} alt={t('console.login.captchaImage')} height={36} width={98} />
        ) : null}
      </UnstyledButton>
    </Group>
  );
}
