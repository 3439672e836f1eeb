import { Alert, Avatar, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { signOut } from '../base/expiry.ts';
import { consoleState } from '../base/runtime.ts';
import { useSession } from '../base/session.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** The lock page (platform.md §2.4, §4): every navigation comes here until the lock password is given. */
export default function LockPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const user = session.state?.user;
  const name = user?.nickName || user?.realName || user?.account || '';

  const unlock = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('validate.lock.passwordRequired'));
    // Back to the page that was locked (platform.md §2.4), else the root.
    const page = consoleState.unlock(password);
    if (!page) return setError(t('console.lock.wrongPassword'));
    navigate(page, { replace: true });
  };
  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t('console.lock.title')} subtitle={t('console.lock.hint')}>
      <form onSubmit={unlock} noValidate>
        <Stack gap="md">
          {name ? (
            <Group gap="sm">
              <Avatar color="brand" radius="xl">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text fw={500}>{name}</Text>
            </Group>
          ) : null}
          {error ? (
            <Alert color="red" variant="light">
              {error}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('console.lock.password')}
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
