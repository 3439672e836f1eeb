import { describe, expect, it } from 'vitest';
import { ALWAYS_OPEN, routeAccess } from '../../../core/src/nav/route-access.ts';
import { ROUTE_TABLE } from '../../../core/src/nav/route-table.ts';

const inShell = ROUTE_TABLE.filter((route) => !route.public && !ALWAYS_OPEN.has(route.path));
/** A concrete address of a route pattern. */
const address = (pattern: string) => pattern.replace(/:\w+/g, '1');

describe('who opens a route inside the shell', () => {
  it('opens only public and always-open pages to a user whose menu holds nothing', () => {
    for (const route of inShell)
      expect(routeAccess(address(route.path), { admin: false, menuPaths: new Set() }), route.path).toBe(
        'closed',
      );
    for (const path of ['/home', '/wel/index', '/info/index', '/lock', '/about', '/contacts'])
      expect(routeAccess(path, { admin: false, menuPaths: new Set() }), path).toBe('open');
  });

  it("opens every route of the user's menu, and every route to an administrator", () => {
    for (const route of inShell) {
      const path = address(route.path);
      expect(routeAccess(path, { admin: false, menuPaths: new Set([path]) }), path).toBe('open');
      expect(routeAccess(path, { admin: true, menuPaths: undefined }), path).toBe('open');
    }
  });

  it('opens the pages a screen opens (a detail, a work item) with a menu screen of their group', () => {
    const menu = new Set(['/crm/nbxtCrmCustomer']);
    expect(routeAccess('/crm/nbxtCrmCustomerDetail', { admin: false, menuPaths: menu })).toBe('open');
    expect(routeAccess('/crm/nbxtCrmContact', { admin: false, menuPaths: menu })).toBe('closed');
    expect(routeAccess('/system/user', { admin: false, menuPaths: new Set(['/system/param']) })).toBe(
      'closed',
    );
    expect(
      routeAccess('/work/process/leave/detail/1/2', { admin: false, menuPaths: new Set(['/work/todo']) }),
    ).toBe('open');
  });

  it('waits for the menu where it needs it', () => {
    expect(routeAccess('/system/user', { admin: false, menuPaths: undefined })).toBe('unknown');
    expect(routeAccess('/info/index', { admin: false, menuPaths: undefined })).toBe('open');
  });
});
