/** A synchronous key/value port: localStorage in the browser, a conf profile in the CLI, a Map in tests. */
export interface KeyValueStore {
  get(key: string): string | null | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStore(
  initial: Record<string, string> = {},
): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/**
 * The keys of the stored session (platform.md §9): tokens under `<productKey>-access-token` and
 * `<productKey>-refresh-token`, everything else under `<siteKey>-<name>`.
 */
export interface StorageKeys {
  accessToken: string;
  refreshToken: string;
  item(name: string): string;
}

export function storageKeys(productKey = 'nbxt', siteKey = productKey): StorageKeys {
  return {
    accessToken: `${productKey}-access-token`,
    refreshToken: `${productKey}-refresh-token`,
    item: (name) => `${siteKey}-${name}`,
  };
}
