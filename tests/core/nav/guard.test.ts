import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GuardInput, guard, resolveNavigation } from '../../../core/src/nav/guard.ts';
import { ROUTE_TABLE } from '../../../core/src/nav/route-table.ts';
import type { RouteMeta } from '../../../core/src/nav/routes.ts';

const paramRoute: RouteMeta = { path: '/system/param', title: 'resource.param', public: false, tab: true };
// The console's public routes: the platform's pages and the modules' public screens.
const routes = [...ROUTE_TABLE.filter((route) => route.public), paramRoute];
const input = (path: string, token: string | null | undefined, locked = false): GuardInput => ({
  path,
  token,
  locked,
  routes,
});

describe('navigation guard (platform.md §2.3)', () => {
  it('sends / to /home, signed in or not', () => {
    expect(guard(input('/', undefined))).toEqual({ action: 'redirect', to: '/home' });
    expect(guard(input('/', 'tok'))).toEqual({ action: 'redirect', to: '/home' });
  });

  it('opens public pages without signing in and sends the rest to /login', () => {
    for (const path of [
      '/login',
      '/register',
      '/register/success',
      '/lock',
      '/404',
      '/403',
      '/500',
      '/home',
    ]) {
      expect(guard(input(path, undefined))).toMatchObject({ action: 'allow' });
    }
    expect(guard(input('/nbxtFormDesigner/app/1/form/2', undefined))).toMatchObject({ action: 'allow' });
    expect(guard(input('/system/param', undefined))).toEqual({ action: 'redirect', to: '/login' });
    expect(guard(input('/wel/index', null))).toEqual({ action: 'redirect', to: '/login' });
  });

  it('sends a signed-in user opening /login to /', () => {
    expect(guard(input('/login', 'tok'))).toEqual({ action: 'redirect', to: '/' });
    expect(resolveNavigation(input('/login', 'tok')).path).toBe('/home');
  });

  it('forces logout and /login when the stored token is empty', () => {
    expect(guard(input('/system/param', ''))).toEqual({ action: 'logout', to: '/login' });
    expect(guard(input('/home', '  '))).toEqual({ action: 'logout', to: '/login' });
    expect(resolveNavigation(input('/system/param', ''))).toMatchObject({ path: '/login', logout: true });
  });

  it('sends every navigation of a locked session to /lock', () => {
    for (const path of ['/home', '/system/param', '/login', '/nope']) {
      expect(guard(input(path, 'tok', true))).toEqual({ action: 'redirect', to: '/lock' });
    }
    expect(guard(input('/lock', 'tok', true))).toMatchObject({ action: 'allow' });
  });

  it('sends unknown paths to /login (a signed-in user then lands on /home)', () => {
    expect(guard(input('/no/such/page', undefined))).toEqual({ action: 'redirect', to: '/login' });
    expect(guard(input('/no/such/page', 'tok'))).toEqual({ action: 'redirect', to: '/login' });
    expect(resolveNavigation(input('/no/such/page', 'tok')).path).toBe('/home');
    expect(resolveNavigation(input('/no/such/page', undefined)).path).toBe('/login');
  });

  it('opens menu routes for a signed-in user, with their title', () => {
    expect(guard(input('/system/param', 'tok'))).toEqual({ action: 'allow', route: paramRoute });
    expect(resolveNavigation(input('/system/param/', 'tok')).route.title).toBe('resource.param');
  });

  it('titles the login page 登录 (its message key)', () => {
    expect(resolveNavigation(input('/system/param', undefined)).route.title).toBe('login.title');
  });

  it('keeps a signed-in guest on public pages: a typed admin address goes to /home', () => {
    const guest = (path: string): GuardInput => ({ ...input(path, 'tok'), guest: true });
    expect(guard(guest('/system/param'))).toEqual({ action: 'redirect', to: '/home' });
    expect(guard(guest('/home'))).toMatchObject({ action: 'allow' });
    expect(guard(guest('/lock'))).toMatchObject({ action: 'allow' });
    expect(resolveNavigation(guest('/system/param')).path).toBe('/home');
    expect(guard(input('/system/param', 'tok'))).toMatchObject({ action: 'allow' });
  });

  it('always ends on a page the guard allows, whatever the path and state', () => {
    const segment = fc.constantFrom('login', 'home', 'system', 'param', 'lock', 'x', '', '404');
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.constantFrom(undefined, null, '', 'tok'),
        fc.boolean(),
        (parts, token, locked) => {
          const end = resolveNavigation(input(`/${parts.join('/')}`, token, locked));
          const after = { ...input(end.path, end.logout ? undefined : token, end.logout ? false : locked) };
          expect(guard(after)).toMatchObject({ action: 'allow' });
          if (token === 'tok' && locked) expect(end.path).toBe('/lock');
          if (token === undefined || token === null) expect(end.route.public).toBe(true);
        },
      ),
    );
  });
});
