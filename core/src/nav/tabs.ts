import { normalisePath } from './routes.ts';

/**
 * The tab bar of the shell (platform.md §2.4): one tab per page, keyed by its path. A tab has a label
 * (a message key or a menu label), a value (the path), the route's meta and the query it was opened with.
 */
export interface Tab {
  label: string;
  value: string;
  meta: Record<string, unknown>;
  query: Record<string, string>;
}

/** The welcome tab: what "close all" returns to and the tab bar starts with. */
export const WELCOME_TAB: Tab = { label: 'console.home.title', value: '/home', meta: {}, query: {} };

/** A tab for a location such as `/system/param?x=1` (path and query split). */
export function tabFor(location: string, label: string, meta: Record<string, unknown> = {}): Tab {
  const search = location.includes('?') ? location.slice(location.indexOf('?') + 1).split('#', 1)[0]! : '';
  const query: Record<string, string> = {};
  for (const part of search.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const key = decodeSafely(at < 0 ? part : part.slice(0, at));
    query[key] = at < 0 ? '' : decodeSafely(part.slice(at + 1));
  }
  return { label, value: normalisePath(location), meta, query };
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The address a tab opens: its path plus its query. */
export function tabLocation(tab: Tab): string {
  const query = Object.entries(tab.query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${tab.value}?${query}` : tab.value;
}

/**
 * Add a tab: a tab with the same path (whatever its query) is replaced in place, so there are never two
 * tabs for one page; a new page is appended.
 */
export function addTab(tabs: readonly Tab[], tab: Tab): Tab[] {
  const at = tabs.findIndex((existing) => existing.value === tab.value);
  if (at < 0) return [...tabs, tab];
  return tabs
    .map((existing, index) => (index === at ? tab : existing))
    .filter(
      // Drop any duplicate that slipped in from a stored list.
      (existing, index) => index === at || existing.value !== tab.value,
    );
}

/** The only remaining tab cannot be closed. */
export function isClosable(tabs: readonly Tab[]): boolean {
  return tabs.length > 1;
}

export interface TabChange {
  tabs: Tab[];
  /** The tab to show next (the neighbour of a closed active tab, or the kept one). */
  active: Tab;
}

/**
 * Close the tab of `value`; when it was `active`, its right neighbour (else its left one) becomes active.
 * Closing the only tab changes nothing.
 */
export function closeTab(tabs: readonly Tab[], value: string, active: string): TabChange {
  const list = tabs.length > 0 ? [...tabs] : [WELCOME_TAB];
  const at = list.findIndex((tab) => tab.value === value);
  const current = list.find((tab) => tab.value === active) ?? list[0]!;
  if (at < 0 || !isClosable(list)) return { tabs: list, active: current };
  const rest = list.filter((_, index) => index !== at);
  if (value !== active) return { tabs: rest, active: current };
  return { tabs: rest, active: rest[Math.min(at, rest.length - 1)]! };
}

/** Keep the welcome tab and the tab of `value`. */
export function closeOthers(tabs: readonly Tab[], value: string): TabChange {
  const kept = tabs.find((tab) => tab.value === value);
  const welcome = tabs.find((tab) => tab.value === WELCOME_TAB.value) ?? WELCOME_TAB;
  if (!kept || kept.value === welcome.value) return { tabs: [welcome], active: welcome };
  return { tabs: [welcome, kept], active: kept };
}

/** Close everything: back to the welcome tab alone. */
export function closeAll(): TabChange {
  return { tabs: [WELCOME_TAB], active: WELCOME_TAB };
}

/** Tabs whose (rendered) label or path contains `text`, case-insensitive. */
export function searchTabs(
  tabs: readonly Tab[],
  text: string,
  render: (label: string) => string = (l) => l,
): Tab[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...tabs];
  return tabs.filter(
    (tab) => render(tab.label).toLowerCase().includes(needle) || tab.value.toLowerCase().includes(needle),
  );
}

/** Read a stored tab list; anything malformed is dropped, duplicates collapse, an empty list is the welcome tab. */
export function readTabs(stored: string | null | undefined): Tab[] {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : [];
  } catch {
    raw = [];
  }
  let tabs: Tab[] = [];
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (!item || typeof item !== 'object') continue;
      const { label, value, meta, query } = item as Record<string, unknown>;
      if (typeof label !== 'string' || typeof value !== 'string' || !value.startsWith('/')) continue;
      tabs = addTab(tabs, {
        label,
        value: normalisePath(value),
        meta: isRecord(meta) ? meta : {},
        query: isRecord(query)
          ? Object.fromEntries(
              Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
            )
          : {},
      });
    }
  }
  return tabs.length > 0 ? tabs : [WELCOME_TAB];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
