import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/src/i18n/index.ts';
import { menuMessages } from '../../core/src/i18n/messages/menu.ts';
import { BUSINESS_AREAS } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { moduleMenuMessages, moduleMenus, screenMenuCode } from '../../core/src/modules/menus.ts';
import { menuTitle } from '../../core/src/nav/menu-title.ts';
import { type Api, type Json, openApi } from './helpers.ts';
import { kitModule } from './kit-registry.ts';

function flatten(nodes: Json[]): Json[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe('module menus (core)', () => {
  const menus = moduleMenus([kitModule]);
  const byCode = new Map(menus.map((m) => [m.code, m]));

  it('gives a module a top menu, a child per menu screen and a button per row, rows, toolbar or import operation and per other change', () => {
    expect(byCode.get('kit')).toMatchObject({ category: 1, text: kitModule.text, source: 'IconFlask' });
    expect(byCode.get('kit-case')).toMatchObject({ parent: 'kit', path: '/kit/case', category: 1 });
    expect(byCode.get('kit-contract')).toMatchObject({ parent: 'kit', path: '/kit/contract' });
    // The detail screen is no menu; statistics and lookups are no buttons, an import is a toolbar one.
    expect(menus.filter((m) => m.category === 1).map((m) => m.code)).toEqual([
      'kit',
      'kit-case',
      'kit-contract',
    ]);
    expect(menus.filter((m) => m.category === 2).map((m) => [m.code, m.parent, m.action])).toEqual([
      ['kit-case_close', 'kit-case', 2],
      ['kit-case_drop', 'kit-case', 3],
      // A change the console offers on no list (a custom screen's save) is granted by a button too.
      ['kit-case_save', 'kit-case', 0],
      ['kit-case_count', 'kit-case', 1],
      ['kit-case_importCases', 'kit-case', 1],
    ]);
  });

  it('derives the menu.<code> texts in both languages from the declarations', () => {
    const messages = moduleMenuMessages([kitModule]);
    expect(messages['menu.kit']).toEqual({ zh: '测试模块', en: 'Kit module' });
    expect(messages['menu.kit-case']).toEqual({ zh: '事项', en: 'Cases' });
    expect(messages['menu.kit-case_close']).toEqual({ zh: '关闭', en: 'Close' });
  });

  it('puts the real modules’ menu names in the catalogue and the menu titles', () => {
    for (const m of MODULES) {
      expect(menuTitle('menu', m.name, m.text.zh)).toBe(`menu.${m.name}`);
      expect(translate(`menu.${m.name}`, 'en')).toBe(m.text.en);
      for (const s of m.screens.filter((x) => x.menu))
        expect(translate(`menu.${screenMenuCode(s)}`, 'en')).toBe(s.text.en);
    }
  });
});

describe('module menu codes', () => {
  const codes = moduleMenus().map((m) => m.code);
  /** The platform's menus and buttons: what the sandbox seeds and what the catalogue names. */
  const seeded = JSON.parse(
    readFileSync(new URL('../../fixtures/sandbox/menu.json', import.meta.url), 'utf8'),
  ) as { code: string }[];
  const platform = new Set([
    ...seeded.map((m) => m.code),
    ...Object.keys(menuMessages)
      .filter((key) => key.startsWith('menu.'))
      .map((key) => key.slice('menu.'.length)),
  ]);

  it('never reuse a platform menu code (module, screen or button)', () => {
    expect(platform.has('monitor')).toBe(true);
    expect(codes.length).toBeGreaterThan(MODULES.length);
    expect(codes.filter((code) => platform.has(code))).toEqual([]);
  });

  it('are unique across the modules', () => {
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });
});

describe('sandbox: seeded module menus', () => {
  let api: Api;
  beforeAll(async () => {
    api = await openApi();
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  const menusOf = async (tenant: string, path: string) => {
    const token = (await api.token(tenant)).access_token;
    const r = await api.call(token, 'GET', `/api/blade-system/menu/${path}`);
    expect(r.status).toBe(200);
    return flatten(r.json.data);
  };

  it.each(['000000', '100001'])(
    'lets the admin of %s reach every module screen with a menu',
    async (tenant) => {
      const routes = await menusOf(tenant, 'routes');
      for (const m of MODULES) {
        const top = routes.find((r) => r.code === m.name);
        expect(top, m.name).toMatchObject({ name: m.text.zh, parentId: '0' });
        for (const s of m.screens.filter((x) => x.menu))
          expect(
            routes.find((r) => r.path === s.path && r.parentId === top.id),
            s.path,
          ).toBeDefined();
      }
      const buttons = await menusOf(tenant, 'buttons');
      const expected = moduleMenus().filter((m) => m.category === 2);
      expect(expected.length).toBeGreaterThan(0);
      for (const b of expected) expect(buttons.map((x) => x.code)).toContain(b.code);
    },
  );

  it.each(['000000', '100001'])(
    'gives %s a top menu per business area, whose sidebar holds its modules’ menus and no other',
    async (tenant) => {
      const token = (await api.token(tenant)).access_token;
      const tops = (await api.call(token, 'GET', '/api/blade-system/menu/top-menu')).json.data as Json[];
      for (const area of BUSINESS_AREAS) {
        const top = tops.find((t) => t.code === area.code);
        expect(top, area.code).toMatchObject({ name: area.text.zh, path: '' });
        const part = (await api.call(token, 'GET', `/api/blade-system/menu/routes?topMenuId=${top.id}`)).json
          .data as Json[];
        // The part's roots are the area's modules, in the area's order, each with its screens.
        expect(part.map((m) => m.code)).toEqual(area.modules);
        for (const name of area.modules) {
          const m = MODULES.find((x) => x.name === name)!;
          const paths = flatten(part.filter((x) => x.code === name)).map((x) => x.path);
          for (const s of m.screens.filter((x) => x.menu)) expect(paths, s.path).toContain(s.path);
        }
      }
      // Business comes before the platform's settings.
      const order = tops.map((t) => t.code);
      expect(order.indexOf('area-contract')).toBeLessThan(
        order.indexOf('system') === -1 ? 99 : order.indexOf('system'),
      );
    },
  );

  it('does not grant the module menus to other roles', async () => {
    const routes = await menusOf('000000', 'routes').then(() => api.token('000000', 'hr', '123456'));
    const r = await api.call(routes.access_token, 'GET', '/api/blade-system/menu/routes');
    expect(flatten(r.json.data).some((x) => x.code === MODULES[0]!.name)).toBe(false);
  });
});

describe('module menu names', () => {
  it('name no module screen like a platform menu (a sidebar link must say which it opens)', () => {
    const platform = JSON.parse(
      readFileSync(new URL('../../fixtures/sandbox/menu.json', import.meta.url), 'utf8'),
    ) as { name: string; category: number }[];
    const taken = new Set(platform.filter((m) => m.category === 1).map((m) => m.name));
    const clashes = MODULES.flatMap((m) =>
      m.screens.filter((s) => s.menu && taken.has(s.text.zh)).map((s) => `${s.path} ${s.text.zh}`),
    );
    expect(clashes).toEqual([]);
  });
});
