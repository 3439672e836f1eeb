import { BUILD_FILE } from './build-file.ts';

/** The waits before each new attempt when a chunk fails to load (a network blip passes in a second). */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load`, tried again after each of `delays` while it fails; rejects with the last failure. */
export async function withRetries<T>(
  load: () => Promise<T>,
  delays: readonly number[] = RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (const delay of delays) {
    try {
      return await load();
    } catch {
      await sleep(delay);
    }
  }
  return load();
}

/**
 * The console's navigations so far, counted by the router (`noteLocation`): a page's load that failed
 * during an earlier navigation is tried again when the page is shown next.
 */
let visits = 0;
let lastLocation: string | undefined;
const listeners = new Set<() => void>();

export const currentVisit = (): number => visits;

/** Called by the router as it renders a location; a new location is a new visit. */
export function noteLocation(location: string): void {
  if (location === lastLocation) return;
  const first = lastLocation === undefined;
  lastLocation = location;
  if (first) return;
  visits += 1;
  // Told after the render that noted it: listeners set state, which a render may not do elsewhere.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function subscribeVisits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The build this page was loaded from, as index.html names it (scripts/build/web.ts). */
export function pageBuild(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector('meta[name="nbxt-build"]')?.getAttribute('content') || undefined;
}

/** The build deployed now, or undefined when it cannot be told (offline, an older build, no file). */
export async function deployedBuild(fetchFile: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetchFile(BUILD_FILE, { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { build } = (await response.json()) as { build?: unknown };
    return typeof build === 'string' ? build : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the console deployed now is another than the one this page runs (known both, and differing). */
export async function isStaleBuild(
  own: string | undefined = pageBuild(),
  deployed: () => Promise<string | undefined> = deployedBuild,
): Promise<boolean> {
  if (!own) return false;
  const now = await deployed();
  return now !== undefined && now !== own;
}
