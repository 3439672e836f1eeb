import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTab,
  closeAll,
  closeOthers,
  closeTab,
  isClosable,
  readTabs,
  searchTabs,
  type Tab,
  tabFor,
  tabLocation,
  WELCOME_TAB,
} from '../../../core/src/nav/tabs.ts';

const tab = (location: string, label = location) => tabFor(location, label);

describe('tab model (platform.md §2.4)', () => {
  it('has label, value, meta and query', () => {
    expect(tabFor('/system/param?a=1&b=x%20y', '参数管理', { keepAlive: true })).toEqual({
      label: '参数管理',
      value: '/system/param',
      meta: { keepAlive: true },
      query: { a: '1', b: 'x y' },
    });
    expect(tabLocation(tabFor('/a?b=1', 'a'))).toBe('/a?b=1');
    expect(tabLocation(tabFor('/a', 'a'))).toBe('/a');
  });

  it('replaces a same-path tab that differs only in query, in place', () => {
    const tabs = [WELCOME_TAB, tab('/a?x=1'), tab('/b')];
    const next = addTab(tabs, tab('/a?x=2'));
    expect(next.map((t) => t.value)).toEqual(['/home', '/a', '/b']);
    expect(next[1]!.query).toEqual({ x: '2' });
  });

  it('never holds two tabs for one path', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/a', '/b?q=1', '/b?q=2', '/c', '/home', '/a?z=3')),
        (locations) => {
          let tabs: Tab[] = [WELCOME_TAB];
          for (const location of locations) tabs = addTab(tabs, tab(location));
          const values = tabs.map((t) => t.value);
          expect(new Set(values).size).toBe(values.length);
        },
      ),
    );
  });

  it('appends a new page at the end', () => {
    expect(addTab([WELCOME_TAB], tab('/a')).map((t) => t.value)).toEqual(['/home', '/a']);
  });

  it('the only remaining tab cannot be closed', () => {
    expect(isClosable([WELCOME_TAB])).toBe(false);
    expect(isClosable([WELCOME_TAB, tab('/a')])).toBe(true);
    const only = [tab('/a')];
    expect(closeTab(only, '/a', '/a').tabs).toEqual(only);
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const tabs = [WELCOME_TAB, tab('/a'), tab('/b'), tab('/c')];
    expect(closeTab(tabs, '/b', '/b').active.value).toBe('/c');
    expect(closeTab(tabs, '/c', '/c').active.value).toBe('/b');
    const other = closeTab(tabs, '/a', '/c');
    expect(other.active.value).toBe('/c');
    expect(other.tabs.map((t) => t.value)).toEqual(['/home', '/b', '/c']);
  });

  it('close others keeps the welcome tab and the chosen one', () => {
    const tabs = [WELCOME_TAB, tab('/a'), tab('/b'), tab('/c')];
    const change = closeOthers(tabs, '/b');
    expect(change.tabs.map((t) => t.value)).toEqual(['/home', '/b']);
    expect(change.active.value).toBe('/b');
    expect(closeOthers(tabs, '/home').tabs).toEqual([WELCOME_TAB]);
  });

  it('close all returns to the welcome tab', () => {
    expect(closeAll()).toEqual({ tabs: [WELCOME_TAB], active: WELCOME_TAB });
  });

  it('searches labels and paths, case-insensitive', () => {
    const tabs = [tabFor('/system/param', 'Params'), tabFor('/system/user', 'Users')];
    expect(searchTabs(tabs, 'PAR').map((t) => t.value)).toEqual(['/system/param']);
    expect(searchTabs(tabs, 'system/u').map((t) => t.value)).toEqual(['/system/user']);
    expect(searchTabs(tabs, '  ')).toHaveLength(2);
  });

  it('reads a stored list defensively', () => {
    expect(readTabs(null)).toEqual([WELCOME_TAB]);
    expect(readTabs('not json')).toEqual([WELCOME_TAB]);
    const stored = JSON.stringify([
      { label: 'A', value: '/a', meta: {}, query: { x: '1', bad: 2 } },
      { label: 'A again', value: '/a/', meta: [], query: null },
      { label: 'no path', value: 'relative' },
      7,
    ]);
    expect(readTabs(stored)).toEqual([{ label: 'A again', value: '/a', meta: {}, query: {} }]);
  });
});
