import type { KeyValueStore } from '@nbxt/core/session/storage.ts';

export type Listener = () => void;

/**
 * A KeyValueStore that tells its listeners about every change: what the console renders (signed in or
 * not, lock flag) always follows what the session stored, whoever wrote it (sign-in, refresh, a 401,
 * another browser tab).
 */
export interface ObservableStore extends KeyValueStore {
  subscribe(listener: Listener): () => void;
  /** Increases on every change: a cheap snapshot for useSyncExternalStore. */
  version(): number;
  /** Tell the listeners about a change made behind the store's back (another tab's `storage` event). */
  notify(): void;
}

export function observableStore(backing: KeyValueStore): ObservableStore {
  const listeners = new Set<Listener>();
  let version = 0;
  const changed = () => {
    version++;
    for (const listener of [...listeners]) listener();
  };
  return {
    get: (key) => backing.get(key),
    set(key, value) {
      if (backing.get(key) === value) return;
      backing.set(key, value);
      changed();
    },
    remove(key) {
      if (backing.get(key) === null || backing.get(key) === undefined) return;
      backing.remove(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    notify: changed,
  };
}

/** localStorage as a KeyValueStore; a Map when storage is unavailable (private mode, tests). */
export function browserStore(storage: Storage | undefined): KeyValueStore {
  if (!storage) {
    const map = new Map<string, string>();
    return { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
  }
  return {
    get: (key) => storage.getItem(key),
    set: (key, value) => storage.setItem(key, value),
    remove: (key) => storage.removeItem(key),
  };
}
