import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { CONSOLE_MODULES, type ModuleSpec } from '../../../core/src/modules/index.ts';
import { PLATFORM_MODULES } from '../../../core/src/modules/platform/index.ts';
import { declaredScreen } from '../../../core/src/modules/screens.ts';
import { resolveNavigation } from '../../../core/src/nav/guard.ts';
import {
  type ConsoleRoute,
  consoleRoute,
  ROUTE_TABLE,
  routeGroup,
  routeGroups,
  routeTable,
} from '../../../core/src/nav/route-table.ts';
import { business, forms, platformPublic, platformShell } from '../../data/spec-routes.ts';

/** A concrete address of a spec route: `{name}` filled in. */
const address = (route: string) => route.replace(/\{(\w+)\}/g, (_, name: string) => `${name}-1`);

const open = (path: string, token: string | undefined, table: readonly ConsoleRoute[] = ROUTE_TABLE) =>
  resolveNavigation({ path, token, locked: false, routes: table });

describe('console route table: the routes of the three specs', () => {
  const all = [...new Set([...platformPublic, ...platformShell, ...business, ...forms])];

  it.each(all)('%s has an entry', (route) => {
    if (route.endsWith('/*')) {
      // An area named by its prefix: the table has its routes.
      const prefix = route.slice(0, -1);
      expect(ROUTE_TABLE.some((entry) => entry.path.startsWith(prefix))).toBe(true);
      return;
    }
    const entry = consoleRoute(address(route));
    expect(entry, route).toBeDefined();
    expect(entry!.path.replace(/:(\w+)\*?/g, '{$1}')).toBe(route);
  });

  it('opens the public routes of platform.md §2.1 signed out, and no route inside the shell', () => {
    for (const route of platformPublic) {
      expect(consoleRoute(address(route))!.public, route).toBe(true);
      expect(open(address(route), undefined).path, route).toBe(address(route));
    }
    for (const route of platformShell.filter((r) => !r.endsWith('/*'))) {
      expect(consoleRoute(address(route))!.public, route).toBe(false);
      expect(open(address(route), undefined).path, route).toBe('/login');
    }
  });

  it('opens every route inside the shell, signed in, by its address', () => {
    for (const route of [...platformShell, ...business, ...forms].filter((r) => !r.endsWith('/*'))) {
      const opened = open(address(route), 'token');
      expect(opened.path, route).toBe(address(route));
      expect(opened.route.tab || opened.route.public, route).toBe(true);
    }
  });

  it('sends only a truly unknown address to /login (which sends a signed-in user home)', () => {
    expect(consoleRoute('/contractLibrary/noSuchPage')).toBeUndefined();
    expect(open('/contractLibrary/noSuchPage', undefined).path).toBe('/login');
    expect(open('/contractLibrary/noSuchPage', 'token').path).toBe('/home');
    expect(open('/nowhere', 'token').path).toBe('/home');
  });

  it('titles every route with a text of the catalogue or the registry', () => {
    for (const route of ROUTE_TABLE) {
      expect(translate(route.title, 'zh'), route.path).not.toBe(route.title);
      expect(translate(route.title, 'en'), route.path).not.toBe(route.title);
    }
  });

  it('has one entry per pattern', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });
});

describe('console route table: module screens', () => {
  const screens = CONSOLE_MODULES.flatMap((module) => module.screens.map((screen) => ({ module, screen })));

  it("routes every module screen to its module and screen, in the module's route group, titled by its text", () => {
    expect(screens.length).toBeGreaterThan(0);
    for (const { module, screen } of screens) {
      const entry = ROUTE_TABLE.find((route) => route.path === screen.path);
      // The route carries what routing needs of the screen, not its texts; the module group reads the rest.
      const { path, view } = screen;
      expect(entry?.view, screen.path).toEqual({
        kind: 'module',
        module: module.name,
        screen: {
          path,
          view,
          ...(screen.public ? { public: true } : {}),
          ...(screen.menu ? { menu: true } : {}),
        },
      });
      expect(
        declaredScreen(
          module.name,
          entry!.view.kind === 'module' ? entry!.view.screen : screen,
          CONSOLE_MODULES,
        ),
      ).toBe(screen);
      expect(entry!.group).toBe(module.name);
      expect(entry!.public).toBe(screen.public === true);
      expect(entry!.tab).toBe(screen.public !== true);
      expect(translate(entry!.title, 'zh')).toBe(screen.text.zh);
      expect(translate(entry!.title, 'en')).toBe(screen.text.en);
    }
  });

  it('opens a detail route no menu lists by its address, signed in', () => {
    const opened = open('/job/nbxtjobDetail?id=42', 'token');
    expect(opened.path).toBe('/job/nbxtjobDetail');
    expect(opened.route).toMatchObject({
      group: 'jobs',
      view: { kind: 'module', screen: { view: 'detail' } },
    });
    expect(routeGroup('/job/nbxtjob')).toBe('jobs');
  });

  it('fails when two declarations claim one path: two modules, or a module and a page of the platform', () => {
    const claiming = (name: string, path: string, open = false): ModuleSpec => ({
      name,
      text: { zh: name, en: name },
      resources: [],
      screens: [{ path, view: 'list', text: { zh: '列表', en: 'List' }, ...(open ? { public: true } : {}) }],
    });
    expect(() => routeTable([claiming('a', '/x/list'), claiming('b', '/x/list')])).toThrow(
      /\/x\/list is declared twice \(module a, module b\)/,
    );
    expect(() => routeTable([claiming('a', '/about', true)])).toThrow(/\/about is declared twice/);
    // The shipped declarations: one claim per path.
    expect(() => routeTable()).not.toThrow();
    expect(routeTable([claiming('a', '/x/list')]).filter((r) => r.path === '/x/list')).toHaveLength(1);
  });

  it('renders the public pages of §2.1 no platform page shows from the modules that declare them', () => {
    for (const path of ['/labor/report', '/monitorStatic', '/safetyDataView', '/nbxtFormDesigner'])
      expect(consoleRoute(path), path).toMatchObject({ public: true, view: { kind: 'module' } });
    expect(open('/labor/report?dataId=3', undefined).path).toBe('/labor/report');
  });

  it('keeps the platform groups and home, and gives each module with screens a group of its own name', () => {
    const groups = routeGroups();
    for (const group of [
      'lists',
      'system',
      'dict',
      'notice',
      'resource',
      'develop',
      'workflow',
      'profile',
      'home',
    ])
      expect(groups).toContain(group);
    for (const module of CONSOLE_MODULES.filter((m) => m.screens.length > 0))
      expect(groups).toContain(module.name);
    // Two modules of one name, or one named like home or the generic module group, would share a file.
    const names = CONSOLE_MODULES.map((m) => m.name);
    expect(names.length).toBe(new Set(names).size);
    for (const name of names) expect(['home', 'modules']).not.toContain(name);
  });
});

describe('console route table: platform pages', () => {
  it('renders /about and /contacts signed out and /test/index inside the shell', () => {
    expect(consoleRoute('/about')).toMatchObject({ public: true, view: { kind: 'page', page: 'about' } });
    expect(consoleRoute('/contacts')).toMatchObject({
      public: true,
      view: { kind: 'page', page: 'contacts' },
    });
    expect(consoleRoute('/test/index')).toMatchObject({
      public: false,
      tab: true,
      view: { kind: 'page', page: 'test' },
    });
    expect(open('/test/index', undefined).path).toBe('/login');
  });

  it('keeps the platform screens in their groups and the landing pages in home', () => {
    expect(consoleRoute('/system/user')).toMatchObject({
      group: 'system',
      view: { kind: 'module', module: 'system', screen: { view: 'custom' } },
    });
    expect(PLATFORM_MODULES.map((m) => m.name)).toEqual(
      expect.arrayContaining(['system', 'dict', 'resource', 'develop', 'workflow', 'profile', 'notice']),
    );
    expect(consoleRoute('/work/process/leave/detail/1/2')).toMatchObject({ group: 'workflow' });
    for (const path of ['/home', '/payslip', '/dbh', '/wel/index', '/wel/dashboard'])
      expect(consoleRoute(path), path).toMatchObject({ group: 'home', view: { kind: 'page', page: 'home' } });
    expect(routeGroup('/about')).toBeUndefined();
  });
});
