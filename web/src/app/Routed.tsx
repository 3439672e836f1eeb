import { Center, Loader } from '@mantine/core';
import { resolveNavigation } from '@nbxt/core/nav/guard.ts';
import { IFRAME_ROUTE } from '@nbxt/core/nav/iframe.ts';
import { menuRoutes } from '@nbxt/core/nav/menu.ts';
import { findRoute, matchPath, normalisePath, PUBLIC_ROUTES, type RouteMeta } from '@nbxt/core/nav/routes.ts';
import type { Tab } from '@nbxt/core/nav/tabs.ts';
import { type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { ShellProps } from '../shell/Shell.tsx';
import { signOut } from './expiry.ts';
import { GROUP_PAGES, preloadScreen } from './group-pages.ts';
import { lazyPage } from './lazy.tsx';
import { useMenu } from './menu.ts';
import { preloadRouteChunks } from './preload.ts';
import { HOME_PATHS, routeGroup, SCREEN_ROUTES, screenFor } from './screens.ts';
import { isGuestSession, type SessionSnapshot, sessionOwner, useSession } from './session.ts';

const LoginPage = lazyPage(() => import('../pages/LoginPage.tsx'), { deferred: false });
/** The small pages besides sign-in and home, loaded together (one chunk rather than six). */
const otherPage = <P extends object>(
  pick: (pages: typeof import('../pages/other-pages.ts')) => ComponentType<P>,
) => lazyPage<P>(() => import('../pages/other-pages.ts').then((pages) => ({ default: pick(pages) })));
const RegisterPage = otherPage((pages) => pages.RegisterPage);
const RegisterSuccessPage = otherPage((pages) => pages.RegisterSuccessPage);
const LockPage = otherPage((pages) => pages.LockPage);
const ErrorPage = otherPage((pages) => pages.ErrorPage);
const HomePage = lazyPage(() => import('../pages/HomePage.tsx'));
const PendingPage = otherPage((pages) => pages.PendingPage);
const Shell = lazyPage<ShellProps>(() =>
  import('../shell/Shell.tsx').then((shell) => {
    shell.prefetchShellData();
    return shell;
  }),
);
const PublicOverlays = otherPage((pages) => pages.Overlays);
const IframePage = otherPage((pages) => pages.IframePage);

type Page = ComponentType<object>;

/** Signed in, the home page and embedded pages open inside the shell, with a tab like the menu's pages. */
function opensInShell(route: RouteMeta, session: SessionSnapshot): boolean {
  return !route.public || (session.signedIn && (HOME_PATHS.has(route.path) || route.path === IFRAME_ROUTE));
}

/**
 * What the console's entry asks for before its first render: for a page inside the shell that the guard
 * lets open as it is (with the routes known before the menu), the page (`preloadPage`); else nothing.
 */
export function preloadOpeningPage(path: string, session: SessionSnapshot): Promise<void> | undefined {
  const here = normalisePath(path);
  const { path: opens, route } = resolveNavigation({
    path: here,
    token: session.token,
    locked: session.locked,
    routes: STATIC_ROUTES,
    guest: isGuestSession(session),
  });
  return opens === here && opensInShell(route, session) && routeGroup(here) ? preloadPage(here) : undefined;
}

/**
 * Start loading what a page inside the shell renders: the shell's code, the page's code and first data,
 * their styles and texts; resolves once all is here (or failed). The console's entry asks for it before
 * its first render, Routed again as it renders (the same loads).
 */
export function preloadPage(here: string): Promise<void> {
  const screen = screenFor(here);
  const page = screen
    ? preloadScreen(screen.group, screen.resource)
    : HOME_PATHS.has(here)
      ? HomePage.preload()
      : undefined;
  return Promise.all([Shell.preload(), page]).then(() => undefined);
}

/** Pages of the public routes that exist in this version; the others show a "later version" page. */
const PUBLIC_PAGES: Record<string, Page> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/register/success': RegisterSuccessPage,
  '/lock': LockPage,
  '/home': HomePage,
  '/payslip': HomePage,
  '/dbh': HomePage,
};
const ERROR_CODES: Record<string, '403' | '404' | '500'> = { '/403': '403', '/404': '404', '/500': '500' };

/**
 * Pages inside the shell that are not menu routes (platform.md §2.2): the first page and the console, and
 * the user dropdown's info pages (their screens come with system administration; until then, pending).
 */
const shellRoute = (path: string, title: string): RouteMeta => ({ path, title, public: false, tab: true });
const SHELL_ROUTES: readonly RouteMeta[] = [
  shellRoute('/wel/index', 'shell.ui.wel'),
  shellRoute('/wel/dashboard', 'shell.ui.dashboard'),
  shellRoute('/info/index', 'shell.ui.userInfo'),
  shellRoute('/info/tenantinfo', 'shell.ui.tenantInfo'),
];
const STATIC_ROUTES = [...PUBLIC_ROUTES, ...SCREEN_ROUTES, ...SHELL_ROUTES];

function Spinner() {
  return (
    <Center h="100vh">
      <Loader />
    </Center>
  );
}

function PageLoader() {
  return (
    <Center py="xl">
      <Loader />
    </Center>
  );
}

/** Applies the navigation guard (platform.md §2.3) to every location, then renders the page. */
export function Routed() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  const session = useSession();
  const menu = useMenu(sessionOwner(session));
  const here = normalisePath(location);
  // Menu routes before the console's own: a page is titled (and its tab labelled) as the menu names it.
  const routes = useMemo(
    () => [...PUBLIC_ROUTES, ...menuRoutes(menu.data ?? []), ...SCREEN_ROUTES, ...SHELL_ROUTES],
    [menu.data],
  );
  // A signed-in reload on a menu route: wait for the menu before calling the path unknown.
  const waitForMenu = session.signedIn && menu.isPending && here !== '/' && !findRoute(STATIC_ROUTES, here);
  const resolution = resolveNavigation({
    path: here,
    token: session.token,
    locked: session.locked,
    routes,
    guest: isGuestSession(session),
  });
  const settled = !waitForMenu && resolution.path === here;

  useEffect(() => {
    if (waitForMenu) return;
    if (resolution.logout) void signOut({ server: false });
    if (resolution.path !== here) navigate(resolution.path, { replace: true });
  }, [waitForMenu, resolution.logout, resolution.path, here, navigate]);

  const title = t(resolution.route.title);
  useEffect(() => {
    if (settled) document.title = title;
  }, [settled, title]);

  const route = resolution.route;
  const inShell = opensInShell(route, session);
  const group = routeGroup(here);
  // The chunks of the shell and the page, together (index.html asked already for those of the page it
  // opened with); after the page's first data (below), which goes ahead of them in the browser's queue.
  useEffect(() => {
    if (settled && inShell) preloadRouteChunks(group);
  }, [settled, inShell, group]);

  if (!settled) return <Spinner />;
  if (!inShell) {
    const code = ERROR_CODES[route.path];
    // The notifications and the modal host for the public pages but sign-in (the shell has its own).
    return (
      <>
        {code ? <ErrorPage code={code} /> : pagePublic(route.path, title)}
        {route.path === '/login' ? null : <PublicOverlays />}
      </>
    );
  }
  // The page's data and code load alongside the shell's rather than after it.
  void preloadPage(here);
  // A boundary of its own: while the shell's code loads, this component's effects (the menu call) run.
  return (
    <Suspense fallback={<Spinner />}>
      <Shell here={here} search={search ? `?${search}` : ''} title={route.title} render={renderTab} />
    </Suspense>
  );
}

/** One function for every render, so that the shell's open pages re-render only when their tabs change. */
const renderTab = (tab: Tab) => <ShellPage tab={tab} />;

/** The page of one tab of the shell; a page whose code is not loaded yet shows a loader inside the shell. */
function ShellPage({ tab }: { tab: Tab }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <TabPage tab={tab} />
    </Suspense>
  );
}

function TabPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const path = tab.value;
  if (HOME_PATHS.has(path)) return <HomePage />;
  if (matchPath(IFRAME_ROUTE, path)) return <IframePage path={path} query={tab.query} />;
  const screen = screenFor(path);
  if (screen) {
    const Screen = GROUP_PAGES[screen.group];
    return <Screen key={screen.resource} resource={screen.resource} title={t(tab.label)} />;
  }
  if (SHELL_ROUTES.some((route) => route.path === path)) return <PendingPage title={t(tab.label)} embedded />;
  return <ErrorPage code="404" embedded />;
}

function pagePublic(path: string, title: string) {
  const Page = PUBLIC_PAGES[path];
  return Page ? <Page /> : <PendingPage title={title} />;
}
