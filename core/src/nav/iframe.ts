import { matchPath } from './routes.ts';

export const IFRAME_ROUTE = '/myiframe/:routerPath*';

/**
 * The external address a `/myiframe/{routerPath}` page embeds (platform.md §2.1): the `src` query when
 * given, else the router path itself (`/myiframe/https://example.com/a` — a path normaliser may have
 * folded `//` to `/`). Only http(s) addresses are embedded; anything else gives undefined.
 */
export function iframeSource(path: string, query: Record<string, string> = {}): string | undefined {
  const fromQuery = query['src'];
  const routerPath = matchPath(IFRAME_ROUTE, path)?.['routerPath'];
  const candidate = fromQuery || routerPath;
  if (!candidate) return undefined;
  const fixed = candidate.replace(/^(https?):\/(?!\/)/i, '$1://');
  try {
    const url = new URL(fixed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
