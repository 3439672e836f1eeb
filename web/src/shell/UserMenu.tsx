import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconBuilding,
  IconChevronDown,
  IconDashboard,
  IconLock,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { signOut } from '../base/expiry.ts';
import type { SessionSnapshot } from '../base/session.ts';
import { OnDemand } from '../components/on-demand.tsx';
import { openLock } from './lock.tsx';
import classes from './Shell.module.css';

/** The user dropdown: dashboard, user info, tenant info, lock, log out with confirmation. */
export function UserMenu({ session }: { session: SessionSnapshot }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const user = session.state?.user;
  const name = user?.nickName || user?.realName || user?.userName || user?.account || '';
  const logout = () =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('console.shell.logoutConfirm')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: async () => {
        await signOut();
        navigate('/login', { replace: true });
      },
    });
  return (
    <OnDemand
      trigger={(open) => (
        // Named by its visible text (the user and the role); below md only the avatar shows, the name is
        // kept for screen readers.
        <UnstyledButton className={classes.user} aria-haspopup="menu" data-testid="user-menu" onClick={open}>
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={user?.avatar || null}
              radius="xl"
              size={32}
              color="brand"
              variant="filled"
              aria-hidden
            >
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={0} visibleFrom="md">
              <Text fz="sm" fw={500} lh={1.2}>
                {name}
              </Text>
              <Text fz="xs" lh={1.2} className={classes.dimmed}>
                {user?.roleName || session.state?.tenantId}
              </Text>
            </Stack>
            <VisuallyHidden hiddenFrom="md">{name}</VisuallyHidden>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      )}
      render={(target, { opened, setOpened }) => (
        <Menu opened={opened} onChange={setOpened} position="bottom-end" width={200} shadow="md">
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconDashboard size={16} />} component={Link} href="/wel/dashboard">
              {t('shell.ui.dashboard')}
            </Menu.Item>
            <Menu.Item leftSection={<IconUser size={16} />} component={Link} href="/info/index">
              {t('shell.ui.userInfo')}
            </Menu.Item>
            <Menu.Item leftSection={<IconBuilding size={16} />} component={Link} href="/info/tenantinfo">
              {t('shell.ui.tenantInfo')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconLock size={16} />}
              onClick={() => openLock((key) => t(key), navigate)}
            >
              {t('console.lock.lockNow')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="var(--mantine-color-error)"
              leftSection={<IconLogout size={16} />}
              onClick={logout}
            >
              {t('console.shell.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    />
  );
}
