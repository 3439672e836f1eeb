import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { isBusinessArea } from '@nbxt/core/modules/business-areas.ts';
import { type MenuItem, menuRoutes } from '@nbxt/core/nav/menu.ts';
import { SCREEN_ROUTES } from '@nbxt/core/nav/route-table.ts';
import { homeMenu, topMenuHolding } from '@nbxt/core/nav/top-menus.ts';
import { recordVisit } from '@nbxt/core/nav/visits.ts';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useMenu } from '../base/menu.ts';
import { queryClient } from '../base/query.ts';
import { visitStore } from '../base/runtime.ts';
import { isGuestSession, sessionOwner, useSession } from '../base/session.ts';
import Overlays from '../components/Overlays.tsx';
import { useOpenedOnce, useSecondPass } from '../components/on-demand.tsx';
import { ButtonPermissions } from '../kit/permissions.tsx';
import ChatButton from './ChatButton.tsx';
import { useTopMenuParts, useTopMenuRoutes } from './data.ts';
import { useHolder } from './holder.ts';
import { OpenTabs, type OpenTabsProps } from './OpenTabs.tsx';
import classes from './Shell.module.css';
import { Sidebar } from './Sidebar.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useScreenTier } from './screen-tier.ts';
import { Tool } from './ToolButton.tsx';
import { HeaderTools, Logo, TopMenuBar } from './TopBar.tsx';

// Loaded when first needed: the menu search when first opened, the registration dialog for guests.
const MenuSearch = lazy(() => import('./on-first-use.ts').then((m) => ({ default: m.MenuSearch })));
const GuestRegistration = lazy(() =>
  import('./on-first-use.ts').then((m) => ({ default: m.GuestRegistration })),
);

const NO_MENU: MenuItem[] = [];
/** The collapsed sidebar's width: one column of icons. */
const RAIL_WIDTH = 64;

/** The main landmark, where the skip link leads. */
const MAIN_ID = 'nbxt-main';

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

export type ShellProps = Omit<OpenTabsProps, 'onSearch'>;

export { prefetchShellData } from './data.ts';

/** The main shell (platform.md §2.4): top bar, top menu, sidebar, tab bar and the open pages. */
export default function Shell(props: ShellProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Overlays />
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
  // Screen tiers (platform.md §9): the top menu needs tier 3, the pickers tier 2; a phone (tier 0) keeps
  // search, notices, language and the user menu (which also locks).
  const tier = useScreenTier();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  // The sm breakpoint (48em) is tier 1's width: below it the sidebar is the burger's drawer.
  const rail = !desktopOpened && tier >= 1;
  const [searching, setSearching] = useState(false);
  const searchShown = useOpenedOnce(searching);
  const [topMenuId, setTopMenuId] = useState<string>();
  const guest = isGuestSession(session);
  const topRoutes = useTopMenuRoutes(owner, topMenuId);
  const holder = useHolder(session);
  // The top bar's tools and menu and the sidebar's items come in a second pass, after the page's first.
  const complete = useSecondPass();

  // A guest gets no menu at all (not the fallback), only the registration dialog.
  const fallback = menu.isError || (menu.data && menu.data.length === 0);
  const fullMenu = useMemo(
    () => (guest ? NO_MENU : fallback ? fallbackMenu(t) : (menu.data ?? NO_MENU)),
    [guest, fallback, t, menu.data],
  );
  // 首页's sidebar: the user's menu less the business areas' (each area's modules are under its top menu).
  const tops = useTopMenuParts(owner, guest);
  const home = homeMenu(
    fullMenu,
    tops.usable.filter((item) => isBusinessArea(item.code)).map((item) => tops.partOf(item.id) ?? []),
  );
  const sideMenu = topMenuId && topRoutes.data ? topRoutes.data : home;
  // A page opened another way (a shortcut, an address, a tab) brings the sidebar that holds it.
  const [followed, setFollowed] = useState<string>();
  const shown = !topMenuId || topRoutes.data;
  if (tops.settled && shown && followed !== here) {
    setFollowed(here);
    const holds = (menu: readonly MenuItem[]) => menuRoutes(menu).some((route) => route.path === here);
    if (!holds(sideMenu)) {
      const holder = topMenuHolding(here, tops.usable, tops.partOf);
      if (holder) setTopMenuId(holder.id);
      else if (topMenuId && holds(home)) setTopMenuId(undefined);
    }
  }
  // The welcome page's shortcuts: the pages of the user's menu, counted as they are opened.
  const counted = useRef<string>(undefined);
  useEffect(() => {
    if (counted.current === `${owner}|${here}`) return;
    if (owner && !guest && menuRoutes(fullMenu).some((route) => route.path === here)) {
      counted.current = `${owner}|${here}`;
      recordVisit(visitStore, owner, here);
    }
  }, [here, owner, guest, fullMenu]);
  const openSearch = useCallback(() => setSearching(true), []);
  useHotkeys([['mod+K', openSearch]]);
  // The mobile drawer closes once a page is chosen.
  const [shownHere, setShownHere] = useState(here);
  if (shownHere !== here) {
    setShownHere(here);
    closeMobile();
  }

  return (
    <AppShell
      header={{ height: 56 }}
      // Collapsed on a desktop, the sidebar narrows to an icon rail (never hidden: its pages stay a click away).
      navbar={{ width: rail ? RAIL_WIDTH : 232, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding={0}
      className={classes.shell}
      data-pass={complete ? 'complete' : 'first'}
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header className={classes.header}>
        <Group h="100%" px="sm" gap="xs" wrap="nowrap">
          <Burger
            opened={mobileOpened}
            onClick={toggleMobile}
            hiddenFrom="sm"
            size="sm"
            color="currentColor"
            aria-label={t(mobileOpened ? 'shell.ui.closeMenu' : 'shell.ui.openMenu')}
            aria-expanded={mobileOpened}
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
          <Logo session={session} />
          {tier >= 3 && complete ? (
            <TopMenuBar owner={owner} guest={guest} current={topMenuId} onChange={setTopMenuId} />
          ) : (
            <div style={{ flex: 1 }} />
          )}
          {complete ? (
            <HeaderTools tier={tier} guest={guest} session={session} onSearch={openSearch} />
          ) : null}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" className={classes.navbar}>
        <AppShell.Section grow component={ScrollArea} scrollbarSize={rail ? 4 : undefined}>
          <Sidebar
            items={sideMenu}
            pending={
              !complete || menu.isPending || (topMenuId ? topRoutes.isPending : !guest && !tops.settled)
            }
            here={here}
            rail={rail}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <ButtonPermissions holder={holder}>
          <OpenTabs here={here} search={search} title={title} render={render} onSearch={openSearch} />
        </ButtonPermissions>
      </AppShell.Main>
      {/* Each on-demand part in a boundary of its own: one still loading (a guest's registration) would
          otherwise hide the others meanwhile, an open menu search with what is typed in it. */}
      <Suspense fallback={null}>
        {searchShown ? (
          <MenuSearch
            opened={searching}
            onClose={() => setSearching(false)}
            menu={fullMenu}
            onOpen={navigate}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {guest && session.state ? <GuestRegistration user={session.state.user} /> : null}
      </Suspense>
      <Suspense fallback={null}>{complete && !guest ? <ChatButton /> : null}</Suspense>
    </AppShell>
  );
}
