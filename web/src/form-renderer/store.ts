import type { FillProblem } from '@nbxt/core/form/fill-rules.ts';
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * The values and problems of one filled-in form, with subscriptions per key: a field re-renders when its
 * own value or problem changes, never the whole form per keystroke.
 */
export class FormStore {
  values: Record<string, unknown>;
  problems: Record<string, FillProblem> = {};
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly onValues: (values: Record<string, unknown>) => void;

  constructor(values: Record<string, unknown>, onValues: (values: Record<string, unknown>) => void) {
    this.values = values;
    this.onValues = onValues;
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  private notify(key: string): void {
    for (const listener of this.listeners.get(key) ?? []) listener();
  }

  get(prop: string): unknown {
    return Object.hasOwn(this.values, prop) ? this.values[prop] : undefined;
  }

  set(prop: string, value: unknown): void {
    if (Object.is(this.get(prop), value)) return;
    this.values = { ...this.values, [prop]: value };
    this.notify(`v:${prop}`);
    // A problem goes once its field changes (it comes back on the next submit).
    this.clearProblems(prop);
    this.onValues(this.values);
  }

  /** Values from outside (the props): notify the fields whose value differs. */
  replace(values: Record<string, unknown>): void {
    if (values === this.values) return;
    const before = this.values;
    this.values = values;
    for (const key of new Set([...Object.keys(before), ...Object.keys(values)]))
      if (!Object.is(before[key], values[key])) this.notify(`v:${key}`);
  }

  /** Problems of a check: every field whose problem changes hears of it. */
  setProblems(problems: Record<string, FillProblem>): void {
    const before = this.problems;
    this.problems = problems;
    for (const key of new Set([...Object.keys(before), ...Object.keys(problems)]))
      if (before[key] !== problems[key]) this.notify(`p:${key}`);
  }

  private clearProblems(prop: string): void {
    const stale = Object.keys(this.problems).filter((key) => key === prop || key.startsWith(`${prop}.`));
    if (stale.length === 0) return;
    const next = { ...this.problems };
    for (const key of stale) delete next[key];
    this.setProblems(next);
  }
}

export function useFieldValue(store: FormStore, prop: string): unknown {
  const subscribe = useCallback((l: Listener) => store.subscribe(`v:${prop}`, l), [store, prop]);
  return useSyncExternalStore(subscribe, () => store.get(prop));
}

export function useProblem(store: FormStore, key: string): FillProblem | undefined {
  const subscribe = useCallback((l: Listener) => store.subscribe(`p:${key}`, l), [store, key]);
  return useSyncExternalStore(subscribe, () => store.problems[key]);
}
