import { AppShell, Burger, Button, Group, ScrollArea, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys, useViewportSize } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type MenuItem, menuRoutes } from '@nbxt/core/nav/menu.ts';
import { screenTier } from '@nbxt/core/nav/menu-search.ts';
import {
  addTab,
  closeAll,
  closeOthers,
  closeTab,
  type Tab,
  type TabChange,
  tabFor,
  tabLocation,
} from '@nbxt/core/nav/tabs.ts';
import {
  IconBuildingCommunity,
  IconHome,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSearch,
} from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Activity, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { dictionaries } from '../app/dictionaries.ts';
import { errorText } from '../app/errors.ts';
import { useLook } from '../app/look.ts';
import { useMenu } from '../app/menu.ts';
import { queryClient } from '../app/query.ts';
import { client } from '../app/runtime.ts';
import { SCREEN_ROUTES } from '../app/screens.ts';
import { isGuestSession, sessionOwner, useSession } from '../app/session.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import {
  type TopMenu,
  topMenuRoutesQuery,
  usePermission,
  useTenantName,
  useTopMenuRoutes,
  useTopMenus,
} from './data.ts';
import { ErrorLogButton } from './ErrorLog.tsx';
import { GuestRegistration } from './GuestRegistration.tsx';
import { MenuSearch } from './MenuSearch.tsx';
import classes from './Shell.module.css';
import { Sidebar } from './Sidebar.tsx';
import { TabBar } from './TabBar.tsx';
import { saveTabs, useTabs } from './tab-store.ts';
import {
  ColourPicker,
  FullscreenButton,
  LockButton,
  NoticePopover,
  ThemePicker,
  Tool,
  UserMenu,
  WecomButton,
} from './tools.tsx';

/** Used when the menu cannot be read: the screens this version provides. */
function fallbackMenu(t: (key: string) => string): MenuItem[] {
  return SCREEN_ROUTES.map((route) => ({
    id: route.path,
    label: t(route.title),
    title: route.title,
    path: route.path,
    icon: '',
    children: [],
  }));
}

export interface ShellProps {
  /** The current path (no query) and query string (with `?`, or ''). */
  here: string;
  search: string;
  /** Message key or menu label of the current page. */
  title: string;
  /** Renders the page of a tab (every open tab stays mounted, hidden unless active). */
  render: (tab: Tab) => ReactNode;
}

/** The main shell (platform.md §2.4): top bar, top menu, sidebar, tab bar and the open pages. */
export default function Shell(props: ShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ShellFrame {...props} />
    </QueryClientProvider>
  );
}

function ShellFrame({ here, search, title, render }: ShellProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const owner = sessionOwner(session);
  const menu = useMenu(owner);
  const { width } = useViewportSize();
  const look = useLook();
  // Screen tiers (platform.md §9): the top menu needs tier 3, the pickers tier 2; a phone (tier 0) keeps
  // search, notices, language and the user menu (which also locks).
  const tier = width === 0 ? 3 : screenTier(width);
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  const [searching, setSearching] = useState(false);
  const [topMenuId, setTopMenuId] = useState<string>();
  const guest = isGuestSession(session);
  const topMenus = useTopMenus(guest ? '' : owner);
  const topRoutes = useTopMenuRoutes(owner, topMenuId);
  const tenantName = useTenantName(session.state?.tenantId);
  const canInstall = usePermission(session, 'owntenant_edit');

  // A guest gets no menu at all (not the fallback), only the registration dialog.
  const fullMenu = guest
    ? []
    : menu.isError || (menu.data && menu.data.length === 0)
      ? fallbackMenu(t)
      : (menu.data ?? []);
  const sideMenu = topMenuId && topRoutes.data ? topRoutes.data : fullMenu;
  useHotkeys([['mod+K', () => setSearching(true)]]);
  // The mobile drawer closes once a page is chosen.
  const [shownHere, setShownHere] = useState(here);
  if (shownHere !== here) {
    setShownHere(here);
    closeMobile();
  }

  // Tabs: the current page joins (or replaces its same-path tab in) the stored list.
  const stored = useTabs();
  const current = useMemo(() => tabFor(`${here}${search}`, title), [here, search, title]);
  const tabs = useMemo(() => addTab(stored, current), [stored, current]);
  useEffect(() => {
    if (tabs !== stored && JSON.stringify(tabs) !== JSON.stringify(stored)) saveTabs(tabs);
  }, [tabs, stored]);

  // Pages are mounted when first shown (not all stored tabs at load), then kept while their tab is open.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([here]));
  if (!visited.has(here)) setVisited(new Set([...visited, here]));

  const apply = (change: TabChange) => {
    saveTabs(change.tabs);
    if (change.active.value !== here) navigate(tabLocation(change.active));
  };
  const clearCache = () =>
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('shell.clearCache.confirm')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      onConfirm: async () => {
        try {
          await client.call('GET', '/blade-auth/oauth/clear-cache');
          dictionaries.clear();
          await queryClient.invalidateQueries();
          notifications.show({ color: 'green', message: t('shell.clearCache.done') });
        } catch (error) {
          const message = errorText(error, t);
          if (message) notifications.show({ color: 'red', message });
        }
      },
    });

  const openTopMenu = async (item: TopMenu) => {
    setTopMenuId(item.id);
    if (item.path.startsWith('/')) return navigate(item.path);
    // A top menu without its own page opens the first page of its part of the menu.
    try {
      const first = menuRoutes(await queryClient.fetchQuery(topMenuRoutesQuery(owner, item.id)))[0];
      if (first) navigate(first.path);
    } catch (error) {
      const message = errorText(error, t);
      if (message) notifications.show({ color: 'red', message });
    }
  };
  const name = tenantName.data || t('console.product');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" gap="xs" wrap="nowrap">
          <Burger
            opened={mobileOpened}
            onClick={toggleMobile}
            hiddenFrom="sm"
            size="sm"
            color="currentColor"
          />
          <Tool
            label={t(desktopOpened ? 'shell.ui.collapse' : 'shell.ui.expand')}
            onClick={toggleDesktop}
            visibleFrom="sm"
          >
            {desktopOpened ? (
              <IconLayoutSidebarLeftCollapse size={20} stroke={1.6} />
            ) : (
              <IconLayoutSidebarLeftExpand size={20} stroke={1.6} />
            )}
          </Tool>
          <UnstyledButton
            component={Link}
            href="/home"
            className={classes.logo}
            aria-label={name}
            data-testid="logo"
          >
            <ThemeIcon size={32} radius="md" variant={look.theme.primaryHeader ? 'white' : 'filled'}>
              <IconBuildingCommunity size={19} />
            </ThemeIcon>
            <Text fw={700} fz="md" visibleFrom="xs" className={classes.logoText} data-testid="logo-title">
              {name}
            </Text>
          </UnstyledButton>
          {tier >= 3 ? (
            <ScrollArea type="never" className={classes.topMenu}>
              <Group gap={2} wrap="nowrap" role="menubar" aria-label={t('shell.ui.topMenu')}>
                <Button
                  variant="subtle"
                  size="compact-md"
                  role="menuitem"
                  className={classes.topItem}
                  data-active={!topMenuId || undefined}
                  leftSection={<IconHome size={16} />}
                  onClick={() => {
                    setTopMenuId(undefined);
                    navigate('/home');
                  }}
                >
                  {t('shell.ui.home')}
                </Button>
                {(topMenus.data ?? []).map((item) => (
                  <Button
                    key={item.id}
                    variant="subtle"
                    size="compact-md"
                    role="menuitem"
                    className={classes.topItem}
                    data-active={topMenuId === item.id || undefined}
                    onClick={() => void openTopMenu(item)}
                  >
                    {t(item.title)}
                  </Button>
                ))}
              </Group>
            </ScrollArea>
          ) : (
            <div style={{ flex: 1 }} />
          )}
          <Group gap={2} wrap="nowrap" className={classes.tools}>
            <Tool label={t('shell.ui.search')} onClick={() => setSearching(true)}>
              <IconSearch size={20} stroke={1.6} />
            </Tool>
            {tier >= 2 ? <ColourPicker /> : null}
            {tier >= 1 ? <ErrorLogButton /> : null}
            {tier >= 1 ? <LockButton /> : null}
            {tier >= 2 ? <ThemePicker /> : null}
            {guest ? null : <NoticePopover session={session} />}
            {canInstall && tier >= 1 ? <WecomButton /> : null}
            <div className={classes.lang}>
              <LanguageSwitch />
            </div>
            {tier >= 2 ? <FullscreenButton /> : null}
            <UserMenu session={session} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea}>
          <Sidebar
            items={sideMenu}
            pending={menu.isPending || (Boolean(topMenuId) && topRoutes.isPending)}
            here={here}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <TabBar
          tabs={tabs}
          active={here}
          actions={{
            select: (tab) => navigate(tabLocation(tab)),
            close: (tab) => apply(closeTab(tabs, tab.value, here)),
            closeOthers: (tab) => apply(closeOthers(tabs, tab.value)),
            closeAll: () => apply(closeAll()),
            clearCache,
            search: () => setSearching(true),
          }}
        />
        <div className={classes.page}>
          {tabs
            .filter((tab) => visited.has(tab.value) || tab.value === here)
            .map((tab) => (
              // A shown page stays mounted while its tab is open: switching tabs keeps filters, paging and
              // half-filled dialogs.
              <Activity key={tab.value} mode={tab.value === here ? 'visible' : 'hidden'}>
                <ErrorBoundary embedded>{render(tab)}</ErrorBoundary>
              </Activity>
            ))}
        </div>
      </AppShell.Main>
      <MenuSearch opened={searching} onClose={() => setSearching(false)} menu={fullMenu} onOpen={navigate} />
      {guest && session.state ? <GuestRegistration user={session.state.user} /> : null}
    </AppShell>
  );
}
