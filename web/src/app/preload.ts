import { matchPath, normalisePath } from '@nbxt/core/nav/routes.ts';
import { keys } from './keys.ts';

/**
 * What each route group needs, as the build wrote it into index.html (scripts/build/web.ts, `RouteChunks`
 * and `routeStyles`): `shell` for every page past sign-in, then one list of chunks per group; the
 * stylesheet of every page past sign-in, and a group's own.
 */
function written<T>(id: string, empty: T): T {
  if (typeof document === 'undefined') return empty;
  try {
    return JSON.parse(document.getElementById(id)?.textContent || 'null') ?? empty;
  } catch {
    return empty;
  }
}

let routeChunks: Record<string, string[]> | undefined;
let routeStyles: Record<string, string> | undefined;

function chunksOf(group: string): string[] {
  routeChunks ??= written<Record<string, string[]>>('nbxt-route-chunks', {});
  return routeChunks[group] ?? [];
}

/** The stylesheet of everything past the sign-in page, named in index.html by the build. */
export function deferredStylesheet(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="nbxt-deferred-css"]')?.getAttribute('content') ?? undefined;
}

/** A screen group's own stylesheet (the Mantine styles only its screens use), if the build wrote one. */
export function groupStylesheet(group: string): string | undefined {
  routeStyles ??= written<Record<string, string>>('nbxt-route-styles', {});
  const file = routeStyles[group];
  return file ? `/${file}` : undefined;
}

let asked: Set<string> | undefined;

function link(rel: string, href: string, as?: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = href;
  if (as) element.as = as;
  return element;
}

/**
 * Ask for the shell's and a route group's chunks at once (modulepreload), so that their imports load
 * beside them instead of one round trip after each chunk. Those index.html's script asked for already are
 * not asked for again.
 */
export function preloadRouteChunks(group: string | undefined): void {
  asked ??= new Set(
    [...document.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href') ?? ''),
  );
  const links = [...chunksOf('shell'), ...(group ? chunksOf(group) : [])]
    .map((file) => `/${file}`)
    .filter((href) => !asked!.has(href))
    .map((href) => {
      asked!.add(href);
      return link('modulepreload', href);
    });
  // All at once: one change of the document's head.
  if (links.length > 0) document.head.append(...links);
}

/**
 * Run by index.html while it is read (web/src/app/route-hints.ts): a signed-in page inside the shell asks
 * for its code and styles there and then, while the entry downloads and runs, rather than once the
 * console has rendered its first pass. The sign-in page and a signed-out visit ask for nothing more.
 */
export function hintRoute(path: string, storage: Pick<Storage, 'getItem'>): void {
  if (!storage.getItem(keys.accessToken)) return;
  const here = normalisePath(path);
  // The table's patterns as the build wrote them: this script does not bundle the route table.
  const group = written<[string, string][]>('nbxt-route-groups', []).find(
    ([pattern]) => matchPath(pattern, here) !== undefined,
  )?.[1];
  if (!group) return;
  preloadRouteChunks(group);
  const styles = [deferredStylesheet(), groupStylesheet(group)].filter((href): href is string => !!href);
  document.head.append(...styles.map((href) => link('preload', href, 'style')));
}
