import { useSyncExternalStore } from 'react';

type Fields = Record<string, unknown>;

/**
 * The questionnaire's plain fields outside React state: a field subscribes to its own value, so a keystroke
 * re-renders the field typed into (and whatever shows that field), not the questionnaire around it.
 */
export interface FieldStore {
  get(): Fields;
  field(name: string): unknown;
  /** Replace the fields (`update` gets the current ones); listeners of the fields that changed are told. */
  update(update: (fields: Fields) => Fields): void;
  subscribe(name: string, listener: () => void): () => void;
}

export function createFieldStore(initial: Fields): FieldStore {
  let fields = initial;
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: () => fields,
    field: (name) => fields[name],
    update(update) {
      const before = fields;
      fields = update(before);
      for (const [name, set] of listeners) {
        if (!Object.is(before[name], fields[name])) for (const listener of set) listener();
      }
    },
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
  };
}

export function useFieldValue(store: FieldStore, name: string): unknown {
  return useSyncExternalStore(
    (listener) => store.subscribe(name, listener),
    () => store.field(name),
  );
}
