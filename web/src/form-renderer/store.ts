import type { FillProblem } from '@nbxt/core/form/fill-rules.ts';
import { useCallback, useSyncExternalStore } from 'react';

type Listener = () => void;

const sameProblem = (a: FillProblem | undefined, b: FillProblem) =>
  a !== undefined &&
  a.text === b.text &&
  a.key === b.key &&
  JSON.stringify(a.params) === JSON.stringify(b.params);

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

  /**
   * The form's check, from the first submit on (the kit's live rule, web/src/kit/live-problems.ts): every
   * change makes the problems those of the values now, so a corrected field's message goes at once and a
   * field emptied again says so. Undefined before the first submit, and again after a reset.
   */
  recheck: ((values: Record<string, unknown>) => Record<string, FillProblem>) | undefined;

  set(prop: string, value: unknown): void {
    if (Object.is(this.get(prop), value)) return;
    this.values = { ...this.values, [prop]: value };
    this.notify(`v:${prop}`);
    if (this.recheck) this.setProblems(this.recheck(this.values));
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

  /** Problems of a check: every field whose problem changes (by its text) hears of it, no other. */
  setProblems(problems: Record<string, FillProblem>): void {
    const before = this.problems;
    const kept = Object.fromEntries(
      Object.entries(problems).map(([key, p]) => [key, sameProblem(before[key], p) ? before[key]! : p]),
    );
    this.problems = kept;
    for (const key of new Set([...Object.keys(before), ...Object.keys(kept)]))
      if (before[key] !== kept[key]) this.notify(`p:${key}`);
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
