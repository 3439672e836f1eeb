/**
 * The console's static route table (platform.md §2.1) and a small path matcher. Menu routes of the
 * signed-in user are added at run time (§2.2); everything else is unknown and sends the visitor to /login.
 */

export interface RouteMeta {
  /** Pattern: literal segments and `:name` parameters (`/nbxtFormDesigner/app/:appId/form/:formId`). */
  path: string;
  /** Message key of the page title. */
  title: string;
  /** Opens without signing in (the meta "isAuth: false" of the spec). */
  public: boolean;
  /** Adds a tab when visited (false for pages outside the shell). */
  tab: boolean;
}

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const LOCK_PATH = '/lock';
export const ROOT_PATH = '/';

// Marked free of side effects: a bundle that uses no route table leaves the tables out.
/* @__NO_SIDE_EFFECTS__ */
const page = (path: string, title: string, options: Partial<Omit<RouteMeta, 'path' | 'title'>> = {}) =>
  ({ path, title, public: true, tab: false, ...options }) satisfies RouteMeta;

/**
 * The public or no-authentication routes of platform.md §2.1 that the platform renders itself; the others
 * are modules' public screens (core/src/modules: the big screens, the form designer, the labour report).
 */
export const PUBLIC_ROUTES: readonly RouteMeta[] = [
  page(LOGIN_PATH, 'login.title'),
  page('/register', 'console.register.title'),
  page('/register/success', 'console.register.successTitle'),
  page(LOCK_PATH, 'console.lock.title'),
  page('/404', 'console.error.404.title'),
  page('/403', 'console.error.403.title'),
  page('/500', 'console.error.500.title'),
  page(HOME_PATH, 'console.home.title'),
  page('/payslip', 'console.home.title'),
  page('/dbh', 'console.home.title'),
  page('/about', 'console.page.about'),
  page('/contacts', 'console.page.contacts'),
  page('/myiframe/:routerPath*', 'console.page.iframe'),
];

/** Remove the query, the hash and a trailing slash (except for the root). */
export function normalisePath(path: string): string {
  let clean = path.split(/[?#]/, 1)[0] ?? '';
  if (!clean.startsWith('/')) clean = `/${clean}`;
  if (clean.length > 1) clean = clean.replace(/\/+$/, '') || '/';
  return clean;
}

/**
 * Match a path against a pattern. `:name` takes one segment, `:name*` the rest (at least one segment).
 * Returns the parameters, or undefined when the path does not match.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = normalisePath(pattern).split('/').slice(1);
  const have = normalisePath(path).split('/').slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part.startsWith(':') && part.endsWith('*')) {
      const rest = have.slice(i);
      if (rest.length === 0 || rest[0] === '') return undefined;
      params[part.slice(1, -1)] = rest.map(safeDecode).join('/');
      return params;
    }
    const segment = have[i];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) {
      if (segment === '') return undefined;
      params[part.slice(1)] = safeDecode(segment);
    } else if (part !== segment) {
      return undefined;
    }
  }
  return have.length === want.length ? params : undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function findRoute(routes: readonly RouteMeta[], path: string): RouteMeta | undefined {
  return routes.find((route) => matchPath(route.path, path) !== undefined);
}
