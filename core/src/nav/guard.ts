import {
  findRoute,
  HOME_PATH,
  LOCK_PATH,
  LOGIN_PATH,
  normalisePath,
  ROOT_PATH,
  type RouteMeta,
} from './routes.ts';

/** What the guard knows about one navigation (platform.md §2.3). */
export interface GuardInput {
  path: string;
  /** The stored access token: null/undefined when there is none, '' when the entry exists but is empty. */
  token: string | null | undefined;
  /** The lock flag of the stored session state. */
  locked: boolean;
  /** Static routes plus the signed-in user's menu routes. */
  routes: readonly RouteMeta[];
  /** A signed-in guest (platform.md §1): it may wait for approval, not use the back office. */
  guest?: boolean;
}

export type GuardDecision =
  | { action: 'allow'; route: RouteMeta }
  | { action: 'redirect'; to: string }
  /** The token entry exists but is empty: sign out, then go to `to`. */
  | { action: 'logout'; to: string };

/**
 * One step of the navigation guard:
 * - `/` goes to /home; a locked screen sends every navigation to /lock;
 * - a signed-in user opening /login goes to `/`; an empty token forces logout and /login;
 * - signed out, only public pages open, the rest go to /login; an unknown path goes to /login;
 * - a guest, signed in, opens only public pages: the others (typed or linked) go to /home.
 */
export function guard(input: GuardInput): GuardDecision {
  const path = normalisePath(input.path);
  if (path === ROOT_PATH) return { action: 'redirect', to: HOME_PATH };
  const route = findRoute(input.routes, path);
  const hasToken = input.token !== null && input.token !== undefined;
  if (hasToken) {
    if (input.locked && path !== LOCK_PATH) return { action: 'redirect', to: LOCK_PATH };
    if (path === LOGIN_PATH) return { action: 'redirect', to: ROOT_PATH };
    if (input.token!.trim() === '') return { action: 'logout', to: LOGIN_PATH };
    if (!route) return { action: 'redirect', to: LOGIN_PATH };
    if (input.guest && !route.public) return { action: 'redirect', to: HOME_PATH };
    return { action: 'allow', route };
  }
  if (route?.public) return { action: 'allow', route };
  return { action: 'redirect', to: LOGIN_PATH };
}

export interface Resolution {
  /** Where the visitor ends up. */
  path: string;
  route: RouteMeta;
  /** The session must be cleared (empty token). */
  logout: boolean;
}

/** Follow the guard's redirects to the page that finally opens (the query of the first path is dropped). */
export function resolveNavigation(input: GuardInput): Resolution {
  let current = input;
  let logout = false;
  for (let hop = 0; hop < 8; hop++) {
    const decision = guard(current);
    if (decision.action === 'allow')
      return { path: normalisePath(current.path), route: decision.route, logout };
    if (decision.action === 'logout') {
      logout = true;
      current = { ...current, path: decision.to, token: undefined, locked: false };
    } else {
      current = { ...current, path: decision.to };
    }
  }
  throw new Error(`navigation guard loops at ${input.path}`);
}
