import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { modals } from '@mantine/modals';
import { validateLockPassword } from '@nbxt/core/validate/account.ts';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { consoleState } from '../base/runtime.ts';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';
import { Tool } from './ToolButton.tsx';

type T = (key: string) => string;

const LOCK_MODAL = 'lock-screen';

/** Set a lock password (锁屏密码不能为空) and go to /lock. */
export function openLock(t: T, navigate: (to: string) => void) {
  modals.open({
    modalId: LOCK_MODAL,
    title: t('console.lock.set'),
    children: <LockForm t={t} navigate={navigate} />,
  });
}

function LockForm({ t, navigate }: { t: T; navigate: (to: string) => void }) {
  const [password, setPassword] = useState('');
  // The password's message (锁屏密码不能为空), from the first try on that of the box as it is now.
  const live = useLiveProblems((typed: string) => {
    const check = validateLockPassword(typed);
    return check.ok ? [] : [{ field: 'password', message: t(check.message) }];
  }, password);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (live.attempt().length > 0) return;
        // The page locked, where unlocking returns.
        const { pathname, search } = window.location;
        void consoleState.lock(password, pathname + search).then((problem) => {
          if (problem) return;
          modals.close(LOCK_MODAL);
          navigate('/lock');
        });
      }}
    >
      <Stack ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <PasswordInput
          label={t('console.lock.password')}
          value={password}
          error={live.of('password')}
          withAsterisk
          data-autofocus
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => modals.close(LOCK_MODAL)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" leftSection={<IconLock size={16} />}>
            {t('console.lock.lockNow')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function LockButton() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <Tool label={t('shell.ui.lock')} onClick={() => openLock((key) => t(key), navigate)}>
      <IconLock size={20} stroke={1.6} />
    </Tool>
  );
}
