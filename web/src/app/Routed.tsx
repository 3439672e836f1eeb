import { Center, Loader } from '@mantine/core';
import { resolveNavigation } from '@nbxt/core/nav/guard.ts';
import { IFRAME_ROUTE } from '@nbxt/core/nav/iframe.ts';
import { menuRoutes } from '@nbxt/core/nav/menu.ts';
import {
  type ConsoleRoute,
  consoleRoute,
  HOME_PATHS,
  ROUTE_TABLE,
  routeGroup,
} from '@nbxt/core/nav/route-table.ts';
import { findRoute, matchPath, normalisePath, type RouteMeta } from '@nbxt/core/nav/routes.ts';
import type { Tab } from '@nbxt/core/nav/tabs.ts';
import { type ComponentType, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { noteLocation } from '../base/chunk-load.ts';
import { signOut } from '../base/expiry.ts';
import { lazyPage } from '../base/lazy.tsx';
import { useMenu } from '../base/menu.ts';
import { routeOpens, useRouteAccess } from '../base/route-access.ts';
import { isGuestSession, type SessionSnapshot, sessionOwner, useSession } from '../base/session.ts';
import type { ShellProps } from '../shell/Shell.tsx';
import { moduleGroupPage, preloadModuleScreen } from './group-pages.ts';
import { preloadRouteChunks } from './preload.ts';
import { useWecomCallback } from './wecom-callback.ts';

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
const Shell = lazyPage<ShellProps>(() =>
  import('../shell/Shell.tsx').then((shell) => {
    shell.prefetchShellData();
    return shell;
  }),
);
const PublicOverlays = otherPage((pages) => pages.Overlays);
const IframePage = otherPage((pages) => pages.IframePage);
const AboutPage = otherPage((pages) => pages.AboutPage);
const ContactsPage = otherPage((pages) => pages.ContactsPage);
const TestPage = otherPage((pages) => pages.TestPage);
const QueryScope = otherPage((pages) => pages.QueryScope);

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
    routes: ROUTE_TABLE,
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
  const view = consoleRoute(here)?.view;
  // The page's first data waits until the user may open it: a page of another's menu sends no call.
  const opens = routeOpens(here);
  const page =
    view?.kind === 'module'
      ? preloadModuleScreen(view.module, view.screen, opens)
      : view?.page === 'home'
        ? HomePage.preload()
        : undefined;
  return Promise.all([Shell.preload(), page]).then(() => undefined);
}

/** The pages outside the screen groups, by the route table's key; `error` and `iframe` take props. */
const PAGES: Record<'login' | 'register' | 'registerSuccess' | 'lock' | 'home' | 'about' | 'contacts', Page> =
  {
    login: LoginPage,
    register: RegisterPage,
    registerSuccess: RegisterSuccessPage,
    lock: LockPage,
    home: HomePage,
    about: AboutPage,
    contacts: ContactsPage,
  };
const ERROR_CODES: Record<string, '403' | '404' | '500'> = { '/403': '403', '/404': '404', '/500': '500' };

/** The route's parameters and the address's query: what a module screen reads its record from. */
function routeParams(pattern: string, path: string, query: Record<string, string>): Record<string, string> {
  return { ...query, ...matchPath(pattern, path) };
}

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

/** The table's public routes, matched before the menu's (the rest after it: the menu titles its pages). */
const PUBLIC_TABLE = ROUTE_TABLE.filter((route) => route.public);

/** Applies the navigation guard (platform.md §2.3) to every location, then renders the page. */
export function Routed() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useTranslation();
  const session = useSession();
  const menu = useMenu(sessionOwner(session));
  const here = normalisePath(location);
  useWecomCallback(search);
  // Each navigation is a new visit: a page whose code failed to load in an earlier one loads anew.
  noteLocation(search ? `${here}?${search}` : here);
  // Menu routes before the console's own: a page is titled (and its tab labelled) as the menu names it.
  const routes = useMemo(
    () => [...PUBLIC_TABLE, ...menuRoutes(menu.data ?? []), ...ROUTE_TABLE],
    [menu.data],
  );
  // A signed-in reload on a menu route: wait for the menu before calling the path unknown.
  const waitForMenu = session.signedIn && menu.isPending && here !== '/' && !findRoute(ROUTE_TABLE, here);
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
        {code ? <ErrorPage code={code} /> : pagePublic(here, search, title)}
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
  const route = consoleRoute(path);
  const title = t(tab.label);
  const view = route?.view;
  const access = useRouteAccess(path);
  if (!route || !view) return <ErrorPage code="404" embedded />;
  // Only the routes of the user's menu open (DESIGN.md Invariants, Permissions); the others show 403
  // inside the shell, and their screen (with its data calls) is never rendered.
  if (access === 'unknown') return <PageLoader />;
  if (access === 'closed') return <ErrorPage code="403" embedded />;
  if (view.kind === 'module') return <ModulePage route={route} path={path} query={tab.query} title={title} />;
  switch (view.page) {
    case 'home':
      return <HomePage />;
    case 'iframe':
      return <IframePage path={path} query={tab.query} />;
    case 'test':
      return <TestPage title={title} />;
    default:
      return <ErrorPage code="404" embedded />;
  }
}

function ModulePage(props: {
  route: ConsoleRoute;
  path: string;
  query: Record<string, string>;
  title: string;
}) {
  const { route, path, query, title } = props;
  if (route.view.kind !== 'module') return null;
  const { module, screen } = route.view;
  const Screen = moduleGroupPage(module);
  return (
    <Screen
      key={screen.path}
      module={module}
      screen={screen}
      params={routeParams(route.path, path, query)}
      title={title}
    />
  );
}

/** A page outside the shell: the platform's own or a public module screen. */
function pagePublic(path: string, search: string, title: string) {
  const route = consoleRoute(path);
  const view = route?.view;
  if (route && view?.kind === 'module')
    return (
      <QueryScope>
        <ModulePage
          route={route}
          path={path}
          query={Object.fromEntries(new URLSearchParams(search))}
          title={title}
        />
      </QueryScope>
    );
  const Page =
    view?.kind === 'page' && Object.hasOwn(PAGES, view.page)
      ? PAGES[view.page as keyof typeof PAGES]
      : undefined;
  return Page ? <Page /> : <ErrorPage code="404" />;
}
