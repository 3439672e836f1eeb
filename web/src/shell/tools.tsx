import {
  ActionIcon,
  Avatar,
  Button,
  Group,
  Indicator,
  Loader,
  Menu,
  Modal,
  Paper,
  PasswordInput,
  Popover,
  ScrollArea,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { THEMES } from '@nbxt/core/nav/themes.ts';
import {
  IconBell,
  IconBrandWechat,
  IconBuilding,
  IconCheck,
  IconChevronDown,
  IconDashboard,
  IconLock,
  IconLogout,
  IconMail,
  IconMaximize,
  IconMessage,
  IconMinimize,
  IconPalette,
  IconShirt,
  IconSpeakerphone,
  IconUser,
} from '@tabler/icons-react';
import { lazy, type MouseEvent, type ReactNode, type Ref, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { errorText } from '../app/errors.ts';
import { signOut } from '../app/expiry.ts';
import { setThemeName, useLook } from '../app/look.ts';
import { client, consoleState } from '../app/runtime.ts';
import { type SessionSnapshot, sessionOwner } from '../app/session.ts';
import { OnDemand, useOpenedOnce } from '../components/on-demand.tsx';
import { useNotices } from './data.ts';
import classes from './Shell.module.css';

type T = (key: string) => string;

/**
 * An icon button of the top bar with its tooltip (the tooltip text is also its accessible name); `popup`
 * when it opens a menu or a popover.
 */
export function Tool({
  label,
  onClick,
  visibleFrom,
  popup,
  ref,
  children,
}: {
  label: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  visibleFrom?: 'xs' | 'sm' | 'md';
  popup?: 'dialog' | 'menu';
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        size="lg"
        className={classes.tool}
        aria-label={label}
        aria-haspopup={popup}
        onClick={onClick}
        visibleFrom={visibleFrom}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const ColourPanel = lazy(() => import('./on-first-use.ts').then((m) => ({ default: m.ColourPanel })));

/**
 * The theme colour picker (default #409EFF): the primary palette of every widget follows it. The picker
 * loads when first opened.
 */
export function ColourPicker() {
  const { t } = useTranslation();
  return (
    <OnDemand
      trigger={(open, { opened, setOpened }) => (
        <Tool label={t('shell.ui.colour')} popup="dialog" onClick={open ?? (() => setOpened(!opened))}>
          <IconPalette size={20} stroke={1.6} />
        </Tool>
      )}
      render={(target, { opened, setOpened }) => (
        <Popover
          opened={opened}
          onChange={setOpened}
          trapFocus
          returnFocus
          position="bottom-end"
          shadow="md"
          width={240}
          withArrow
        >
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown>
            <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
              <ColourPanel />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
      )}
    />
  );
}

/** The theme picker: the eleven named themes with a preview of their chrome. */
export function ThemePicker() {
  const { t } = useTranslation();
  const { theme: current, colour } = useLook();
  const [opened, setOpened] = useState(false);
  const shown = useOpenedOnce(opened);
  const paint = (value: string) =>
    value === 'primary' ? colour : value === 'primary-light' ? `${colour}22` : value || colour;
  return (
    <>
      <Tool label={t('shell.ui.theme')} onClick={() => setOpened(true)}>
        <IconShirt size={20} stroke={1.6} />
      </Tool>
      {shown ? (
        <Modal opened={opened} onClose={() => setOpened(false)} title={t('shell.ui.themePick')} size="xl">
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
            {THEMES.map((theme) => {
              const active = theme.name === current.name;
              return (
                <UnstyledButton
                  key={theme.name}
                  aria-label={t(theme.label)}
                  aria-pressed={active}
                  className={classes.themeCard}
                  data-active={active || undefined}
                  onClick={() => setThemeName(theme.name)}
                >
                  <Paper radius={theme.radius} withBorder className={classes.themePreview} bg={theme.page}>
                    <div
                      className={classes.previewHeader}
                      style={{ background: theme.primaryHeader ? colour : theme.header.bg }}
                    />
                    <div className={classes.previewBody}>
                      <div className={classes.previewNav} style={{ background: theme.navbar.bg }}>
                        <div
                          className={classes.previewActive}
                          style={{ background: paint(theme.navbar.activeBg) }}
                        />
                      </div>
                    </div>
                  </Paper>
                  <Group justify="center" gap={4} mt={6}>
                    {active ? <IconCheck size={14} color="var(--mantine-primary-color-filled)" /> : null}
                    <Text fz="sm" fw={active ? 600 : 400}>
                      {t(theme.label)}
                    </Text>
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Modal>
      ) : null}
    </>
  );
}

/** The notice popover: tabs mail, message and notice; 350 wide, a 300-high scroll area. */
export function NoticePopover({ session }: { session: SessionSnapshot }) {
  const { t } = useTranslation();
  const notices = useNotices(sessionOwner(session), true);
  const count = notices.data?.length ?? 0;
  const empty = (
    <Text c="dimmed" ta="center" pt={110} fz="sm">
      {t('shell.ui.notice.empty')}
    </Text>
  );
  return (
    <OnDemand
      trigger={(open, { opened, setOpened }) => (
        <Indicator
          color="orange"
          label={count > 99 ? '99+' : count}
          size={16}
          disabled={count === 0}
          offset={4}
          className={classes.indicator}
        >
          <Tool label={t('shell.ui.notice')} popup="dialog" onClick={open ?? (() => setOpened(!opened))}>
            <IconBell size={20} stroke={1.6} />
          </Tool>
        </Indicator>
      )}
      render={(target, { opened, setOpened }) => (
        <Popover
          width={350}
          position="bottom-end"
          shadow="md"
          opened={opened}
          onChange={setOpened}
          trapFocus
          returnFocus
          withArrow
        >
          <Popover.Target>{target}</Popover.Target>
          <Popover.Dropdown p={0} data-testid="notice-popover">
            <Tabs defaultValue="notice">
              <Tabs.List grow>
                <Tabs.Tab value="mail" leftSection={<IconMail size={14} />}>
                  {t('shell.ui.notice.mail')}
                </Tabs.Tab>
                <Tabs.Tab value="message" leftSection={<IconMessage size={14} />}>
                  {t('shell.ui.notice.message')}
                </Tabs.Tab>
                <Tabs.Tab value="notice" leftSection={<IconSpeakerphone size={14} />}>
                  {t('shell.ui.notice.notice')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="mail">
                <ScrollArea h={300}>{empty}</ScrollArea>
              </Tabs.Panel>
              <Tabs.Panel value="message">
                <ScrollArea h={300}>{empty}</ScrollArea>
              </Tabs.Panel>
              <Tabs.Panel value="notice">
                <ScrollArea h={300} type="auto">
                  {count === 0
                    ? empty
                    : notices.data!.map((notice) => (
                        <div key={notice.id} className={classes.noticeItem}>
                          <Text fz="sm" fw={500} lineClamp={1}>
                            {notice.title}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            {notice.releaseTime}
                          </Text>
                        </div>
                      ))}
                </ScrollArea>
              </Tabs.Panel>
            </Tabs>
          </Popover.Dropdown>
        </Popover>
      )}
    />
  );
}

export function FullscreenButton() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Tool
      label={t(fullscreen ? 'shell.ui.exitFullscreen' : 'shell.ui.fullscreen')}
      onClick={() => void toggle()}
    >
      {fullscreen ? <IconMinimize size={20} stroke={1.6} /> : <IconMaximize size={20} stroke={1.6} />}
    </Tool>
  );
}

/** The corporate-chat suite id is configured per site (index.html), like the client credentials. */
function suiteId(): string {
  return (
    document.querySelector('meta[name="nbxt-wecom-suite-id"]')?.getAttribute('content')?.trim() ||
    'nbxt-suite'
  );
}

/** Install to corporate chat (permission owntenant_edit): fetch the pre-authorisation URL, open it in a new window. */
export function WecomButton() {
  const { t } = useTranslation();
  const install = async () => {
    // Open the window within the click (popup blockers), then send it to the address once known.
    const target = window.open('about:blank', '_blank');
    try {
      const url = await client.call('GET', '/wx/cp/getPreAuthUrl', { query: { suiteId: suiteId() } });
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error('no address');
      if (target) target.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      target?.close();
      notifications.show({ color: 'red', message: errorText(error, t) ?? t('error.unknown') });
    }
  };
  return (
    <Tool label={t('shell.ui.wecom')} onClick={() => void install()}>
      <IconBrandWechat size={20} stroke={1.6} />
    </Tool>
  );
}

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
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const failure = consoleState.lock(password);
        if (failure) return setError(t(failure));
        modals.close(LOCK_MODAL);
        navigate('/lock');
      }}
    >
      <Stack>
        <PasswordInput
          label={t('console.lock.password')}
          value={password}
          error={error}
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
        <UnstyledButton
          className={classes.user}
          aria-label={name}
          aria-haspopup="menu"
          data-testid="user-menu"
          onClick={open}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar src={user?.avatar || null} radius="xl" size={32} color="brand" variant="filled">
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
            <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
              {t('console.shell.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    />
  );
}
