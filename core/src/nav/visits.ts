import type { KeyValueStore } from '../session/storage.ts';
import { normalisePath, type RouteMeta } from './routes.ts';

/**
 * The screens a user opens most, counted on this device (a store port: localStorage in the console), for
 * the welcome page's shortcuts. Counts are kept per user (`owner`: tenant and account), for the pages of
 * the user's menu only; nothing goes to the server.
 */

/** The most pages a user's counts keep (the least used go first when more are opened). */
export const MAX_COUNTED = 50;

export type VisitCounts = Record<string, number>;

const keyOf = (owner: string) => `nbxt-visits-${owner}`;

export function readVisits(store: KeyValueStore, owner: string): VisitCounts {
  const raw = store.get(keyOf(owner));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] > 0,
      ),
    );
  } catch {
    return {};
  }
}

/** One more visit of a page; the least used are forgotten beyond MAX_COUNTED pages. */
export function recordVisit(store: KeyValueStore, owner: string, path: string): VisitCounts {
  if (!owner) return {};
  const page = normalisePath(path);
  const counts = readVisits(store, owner);
  counts[page] = (counts[page] ?? 0) + 1;
  const kept = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_COUNTED);
  const next = Object.fromEntries(kept);
  store.set(keyOf(owner), JSON.stringify(next));
  return next;
}

/**
 * The shortcuts the welcome page offers: the user's menu pages by how often they were opened (most first;
 * ties in menu order), then the menu's first pages to make up `limit`. Pages no longer in the menu are not
 * offered, whatever their count.
 */
export function mostUsed(routes: readonly RouteMeta[], counts: VisitCounts, limit: number): RouteMeta[] {
  const used = routes
    .map((route, index) => ({ route, index, count: counts[route.path] ?? 0 }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((entry) => entry.route);
  const rest = routes.filter((route) => !used.includes(route));
  return [...used, ...rest].slice(0, limit);
}
