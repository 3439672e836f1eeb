/**
 * Calls started before the code that shows their result has loaded (the route's first list page), by
 * query key: the query that needs the result takes the call in flight instead of starting another.
 */
const started = new Map<string, Promise<unknown>>();

export function startEarly(key: readonly unknown[], call: () => Promise<unknown>): void {
  const id = JSON.stringify(key);
  if (!started.has(id)) started.set(id, call());
}

/** The call started early for this key, once (later fetches of the key are the query's own). */
export function takeEarly<T>(key: readonly unknown[]): Promise<T> | undefined {
  const id = JSON.stringify(key);
  const call = started.get(id);
  started.delete(id);
  return call as Promise<T> | undefined;
}
