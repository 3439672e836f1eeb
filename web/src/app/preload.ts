import { matchPath, normalisePath } from '@nbxt/core/nav/routes.ts';
import { keys } from '../base/keys.ts';

/**
 * What each route group needs, as the build wrote it into index.html (scripts/build/web.ts, `routeChunks`):
 * `shell` for every page past sign-in, then one list of chunks and their stylesheets per group.
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

function chunksOf(group: string): string[] {
  routeChunks ??= written<Record<string, string[]>>('nbxt-route-chunks', {});
  return routeChunks[group] ?? [];
}

let asked: Set<string> | undefined;

/** A script as a module to preload, a stylesheet as a style. */
function link(href: string): HTMLLinkElement {
  const element = document.createElement('link');
  const style = href.endsWith('.css');
  element.rel = style ? 'preload' : 'modulepreload';
  if (style) element.as = 'style';
  element.href = href;
  return element;
}

/**
 * Ask for the shell's and a route group's chunks and stylesheets at once (preload), so that their imports
 * load beside them instead of one round trip after each chunk. Those asked for already (by index.html's
 * script or the links it holds) are not asked for again.
 */
export function preloadRouteChunks(group: string | undefined): void {
  asked ??= new Set(
    [...document.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map(
      (l) => l.getAttribute('href') ?? '',
    ),
  );
  const links = [...chunksOf('shell'), ...(group ? chunksOf(group) : [])]
    .map((file) => `/${file}`)
    .filter((href) => !asked!.has(href))
    .map((href) => {
      asked!.add(href);
      return link(href);
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
  if (group) preloadRouteChunks(group);
}
