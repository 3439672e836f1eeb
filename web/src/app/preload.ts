/**
 * The chunks each route group needs, as the build wrote them into index.html (scripts/build/web.ts,
 * `RouteChunks`): `shell` for every page past sign-in, then one list per group.
 */
let routeChunks: Record<string, string[]> | undefined;

function chunksOf(group: string): string[] {
  if (typeof document === 'undefined') return [];
  if (!routeChunks) {
    const text = document.getElementById('nbxt-route-chunks')?.textContent;
    try {
      routeChunks = text ? (JSON.parse(text) as Record<string, string[]>) : {};
    } catch {
      routeChunks = {};
    }
  }
  return routeChunks[group] ?? [];
}

const asked = new Set<string>();

/**
 * Ask for the shell's and a route group's chunks at once (modulepreload), so that their imports load
 * beside them instead of one round trip after each chunk.
 */
export function preloadRouteChunks(group: string | undefined): void {
  const links = [...chunksOf('shell'), ...(group ? chunksOf(group) : [])]
    .filter((file) => !asked.has(file))
    .map((file) => {
      asked.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/${file}`;
      return link;
    });
  // All at once: one change of the document's head.
  if (links.length > 0) document.head.append(...links);
}
