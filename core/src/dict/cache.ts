import type { KeyValueStore } from '../session/storage.ts';
import { type Dictionaries, readDictionaries } from './items.ts';

/** Storage name of the full dictionary (platform.md §3: cached locally under `dict_all`). */
export const DICT_ALL = 'dict_all';

export interface DictionaryCacheOptions {
  /** `GET /blade-system/dict/dictionary/all`: the envelope's data. */
  load: () => Promise<unknown>;
  store: KeyValueStore;
  /** The storage key (`keys.item(DICT_ALL)`). */
  key: string;
}

/**
 * The full system dictionary, fetched once and kept in storage until cleared (the shell's clear-cache,
 * a dictionary edit). Concurrent callers share one fetch; a failed fetch is not kept.
 */
export class DictionaryCache {
  private readonly options: DictionaryCacheOptions;
  private pending: Promise<Dictionaries> | undefined;
  /** Bumped by clear(): a fetch started before it does not store its stale reply. */
  private generation = 0;

  constructor(options: DictionaryCacheOptions) {
    this.options = options;
  }

  async all(): Promise<Dictionaries> {
    const stored = this.stored();
    if (stored) return stored;
    if (this.pending) return this.pending;
    const generation = this.generation;
    const pending = this.options
      .load()
      .then((data) => {
        const all = readDictionaries(data);
        if (generation === this.generation) this.options.store.set(this.options.key, JSON.stringify(all));
        return all;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = undefined;
      });
    this.pending = pending;
    return pending;
  }

  clear(): void {
    this.generation++;
    this.pending = undefined;
    this.options.store.remove(this.options.key);
  }

  /** What storage holds, or undefined when it holds nothing readable. */
  private stored(): Dictionaries | undefined {
    const text = this.options.store.get(this.options.key);
    if (!text) return undefined;
    try {
      return readDictionaries(JSON.parse(text));
    } catch {
      return undefined;
    }
  }
}
