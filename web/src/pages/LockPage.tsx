import { Alert, Avatar, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { validateLockPassword } from '@nbxt/core/validate/account.ts';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { signOut } from '../base/expiry.ts';
import { consoleState } from '../base/runtime.ts';
import { useSession } from '../base/session.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';

/** The lock page (platform.md §2.4, §4): every navigation comes here until the lock password is given. */
export default function LockPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [password, setPassword] = useState('');
  // A wrong password is said above the form until the next try.
  const [wrong, setWrong] = useState(false);
  // The password's message (锁屏密码不能为空), from the first try on that of the box as it is now.
  const live = useLiveProblems((typed: string) => {
    const check = validateLockPassword(typed);
    return check.ok ? [] : [{ field: 'password', message: t(check.message) }];
  }, password);
  const user = session.state?.user;
  const name = user?.nickName || user?.realName || user?.account || '';

  const unlock = (event: React.FormEvent) => {
    event.preventDefault();
    setWrong(false);
    if (live.attempt().length > 0) return;
    // Back to the page that was locked (platform.md §2.4), else the root.
    void consoleState
      .unlock(password)
      .then((page) => (page ? navigate(page, { replace: true }) : setWrong(true)));
  };
  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t('console.lock.title')} subtitle={t('console.lock.hint')}>
      <form onSubmit={unlock} noValidate>
        <Stack gap="md" ref={live.ref}>
          <InvalidAnnouncement said={live.said} />
          {name ? (
            <Group gap="sm">
              <Avatar color="brand" radius="xl">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text fw={500}>{name}</Text>
            </Group>
          ) : null}
          {wrong ? (
            <Alert color="red" variant="light" role="alert">
              {t('console.lock.wrongPassword')}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('console.lock.password')}
            error={live.of('password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button type="submit" leftSection={<IconLockOpen size={16} />}>
            {t('console.lock.unlock')}
          </Button>
          {session.signedIn ? (
            <Button variant="subtle" color="gray" onClick={() => void logout()}>
              {t('console.shell.logout')}
            </Button>
          ) : null}
        </Stack>
      </form>
    </AuthLayout>
  );
}
