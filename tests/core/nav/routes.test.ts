import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../core/src/nav/route-table.ts';
import { findRoute, matchPath, normalisePath, PUBLIC_ROUTES } from '../../../core/src/nav/routes.ts';
import { platformPublic } from '../../data/spec-routes.ts';

describe('route table (platform.md §2.1)', () => {
  it('lists every public route of the spec, the platform pages here and the rest as modules declare them', () => {
    const paths = [...PUBLIC_ROUTES, ...ROUTE_TABLE.filter((r) => r.view.kind === 'module' && r.public)].map(
      (r) => r.path,
    );
    // The spec's public routes (tests/data/spec-routes.ts) in the table's pattern syntax.
    const pattern = (path: string) =>
      path.replace(/\{routerPath\}/, ':routerPath*').replace(/\{(\w+)\}/g, ':$1');
    for (const path of platformPublic.map(pattern)) expect(paths).toContain(path);
    expect(PUBLIC_ROUTES.every((r) => r.public)).toBe(true);
  });

  it('titles /payslip and /dbh like /home (the same page)', () => {
    const title = (p: string) => findRoute(PUBLIC_ROUTES, p)?.title;
    expect(title('/payslip')).toBe(title('/home'));
    expect(title('/dbh')).toBe(title('/home'));
    expect(title('/login')).toBe('login.title');
  });

  it('matches parameters and the rest of an iframe path', () => {
    expect(
      matchPath('/nbxtFormDesigner/app/:appId/form/:formId', '/nbxtFormDesigner/app/12/form/34'),
    ).toEqual({
      appId: '12',
      formId: '34',
    });
    expect(
      matchPath('/toolApp/designer/app/:appId/form/:formId', '/toolApp/designer/app/1/form'),
    ).toBeUndefined();
    expect(matchPath('/myiframe/:routerPath*', '/myiframe/urlPath/a%20b')).toEqual({
      routerPath: 'urlPath/a b',
    });
    expect(matchPath('/myiframe/:routerPath*', '/myiframe')).toBeUndefined();
    expect(matchPath('/labor/report', '/labor/report?dataId=3')).toEqual({});
    expect(matchPath('/labor/report', '/labor/report/extra')).toBeUndefined();
  });

  it('normalises paths: no query, hash or trailing slash', () => {
    expect(normalisePath('/system/param/?a=1#x')).toBe('/system/param');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('home')).toBe('/home');
  });
});
