import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../../../core/src/nav/routes.ts';
import { MAX_COUNTED, mostUsed, readVisits, recordVisit } from '../../../core/src/nav/visits.ts';
import { memoryStore } from '../../../core/src/session/storage.ts';

const route = (path: string): RouteMeta => ({ path, title: `menu.${path}`, public: false, tab: true });
const MENU = ['/desk/notice', '/system/user', '/drainage/drain', '/drainage/shop', '/labor/info'].map(route);

describe('the welcome page’s most used screens', () => {
  it('counts visits per user, by page (query and trailing slash aside)', () => {
    const store = memoryStore();
    recordVisit(store, '000000-admin', '/drainage/shop?id=1');
    recordVisit(store, '000000-admin', '/drainage/shop/');
    recordVisit(store, '000000-clerk', '/labor/info');
    expect(readVisits(store, '000000-admin')).toEqual({ '/drainage/shop': 2 });
    expect(readVisits(store, '000000-clerk')).toEqual({ '/labor/info': 1 });
    // Nobody signed in: nothing counted.
    expect(recordVisit(store, '', '/labor/info')).toEqual({});
  });

  it('offers the most used first, ties in menu order, then the menu’s first pages', () => {
    const counts = { '/labor/info': 3, '/drainage/shop': 1, '/drainage/drain': 1 };
    expect(mostUsed(MENU, counts, 4).map((r) => r.path)).toEqual([
      '/labor/info',
      '/drainage/drain',
      '/drainage/shop',
      '/desk/notice',
    ]);
    // Nothing counted yet: the menu's first pages.
    expect(mostUsed(MENU, {}, 2).map((r) => r.path)).toEqual(['/desk/notice', '/system/user']);
    // A counted page no longer in the menu is not offered.
    expect(mostUsed(MENU, { '/gone': 9 }, 1).map((r) => r.path)).toEqual(['/desk/notice']);
  });

  it('reads damaged counts as none, and keeps the most used pages only', () => {
    const store = memoryStore({ 'nbxt-visits-u': '{not json' });
    expect(readVisits(store, 'u')).toEqual({});
    store.set('nbxt-visits-u', JSON.stringify({ '/a': 'x', '/b': -1, '/c': 2 }));
    expect(readVisits(store, 'u')).toEqual({ '/c': 2 });
    for (let i = 0; i < MAX_COUNTED + 5; i++) recordVisit(store, 'u', `/p${i}`);
    recordVisit(store, 'u', '/c');
    const kept = readVisits(store, 'u');
    expect(Object.keys(kept)).toHaveLength(MAX_COUNTED);
    expect(kept['/c']).toBe(3);
  });
});
