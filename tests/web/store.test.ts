import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../core/src/session/storage.ts';
import { browserStore, observableStore } from '../../web/src/base/store.ts';

describe('observable session store', () => {
  it('tells its listeners about real changes only', () => {
    const store = observableStore(memoryStore());
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set('nbxt-access-token', 'a');
    store.set('nbxt-access-token', 'a');
    store.remove('nbxt-access-token');
    store.remove('nbxt-access-token');
    expect(calls).toBe(2);
    expect(store.version()).toBe(2);
    store.notify();
    expect(calls).toBe(3);
    stop();
    store.set('k', 'v');
    expect(calls).toBe(3);
  });

  it('wraps a Storage, or falls back to memory without one', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    } as unknown as Storage;
    const store = browserStore(storage);
    store.set('a', '1');
    expect(map.get('a')).toBe('1');
    expect(store.get('missing')).toBeNull();
    const memory = browserStore(undefined);
    memory.set('a', '2');
    expect(memory.get('a')).toBe('2');
  });
});
