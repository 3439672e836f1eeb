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
 * load beside them instead of one round trip after each chunk. A file the page links already is not asked
 * for again: one preloaded (by index.html's script or an earlier page), and a stylesheet the loader of a
 * chunk linked (a preload of a sheet in use is never used: Chrome warns of it a few seconds later).
 */
export function preloadRouteChunks(group: string | undefined): void {
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href));
  const chunks = written<Record<string, string[]>>('nbxt-route-chunks', {});
  const links = [...new Set([...(chunks['shell'] ?? []), ...(group ? (chunks[group] ?? []) : [])])]
    .map((file) => `/${file}`)
    .filter((href) => !linked.has(new URL(href, document.baseURI).href))
    .map(link);
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
