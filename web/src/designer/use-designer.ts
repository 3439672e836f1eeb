import type { FormProblem } from '@nbxt/core/form/check.ts';
import {
  createDesigner,
  type DesignerAction,
  type DesignerDeps,
  type DesignerState,
  importOption,
  reduce,
} from '@nbxt/core/form/designer.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import {
  type DesignerDraft,
  discardDesignerDraft as forgetDraft,
  type KeyValueStorage,
  loadDesignerDraft,
  loadDesignerForm,
  saveDesignerDraft,
  saveDesignerForm,
} from '@nbxt/core/form/storage.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keys } from '../base/keys.ts';

const deps: DesignerDeps = { now: () => Date.now(), random: () => Math.random() };

/** The designer's browser storage: keys prefixed by the site key (forms-and-survey.md §9). */
export const storagePrefix = keys.item('');

export function browserStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export type Dispatch = (action: DesignerAction) => DesignerState;

/**
 * The designer's state (core's state machine) for one screen. `dispatch` returns the new state at once,
 * so that a caller can tell a refused action (the same state back) and say why. With `persist` the form
 * is kept in browser storage, written when the browser is idle after an edit.
 */
export function useDesigner(options: { persist: boolean; initial?: PlainObject | undefined }): {
  state: DesignerState;
  dispatch: Dispatch;
  /** Imports an avue option; an illegal one is refused with its problems and the form stays as it was. */
  importJson: (option: unknown) => FormProblem[] | undefined;
  current: () => DesignerState;
} {
  const { persist } = options;
  const [state, setState] = useState<DesignerState>(() => {
    if (options.initial) return createDesigner(options.initial);
    const storage = persist ? browserStorage() : undefined;
    const stored = storage ? loadDesignerForm(storage, storagePrefix) : null;
    return createDesigner(stored ?? undefined);
  });
  const current = useRef(state);
  const dispatch = useCallback<Dispatch>((action) => {
    const next = reduce(current.current, action, deps);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return next;
  }, []);
  const importJson = useCallback((option: unknown) => {
    const { state: next, problems } = importOption(current.current, option, deps);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    return problems;
  }, []);
  const read = useCallback(() => current.current, []);
  useEffect(() => {
    if (!persist) return;
    const storage = browserStorage();
    if (!storage) return;
    const timer = setTimeout(() => saveDesignerForm(storage, state.form as PlainObject, storagePrefix), 200);
    return () => clearTimeout(timer);
  }, [persist, state.form]);
  return { state, dispatch, importJson, current: read };
}

/** Forgets the kept draft of `scope` (its form was saved). */
export function discardDesignerDraft(scope: string): void {
  const storage = browserStorage();
  if (storage) forgetDraft(storage, scope, storagePrefix);
}

/**
 * A bound designer's unsaved work, kept in browser storage under `scope` (its entry, owner and form) at
 * every change, so that a reload or a lost session wipes nothing: `stored` is what was kept when the screen
 * opened; `discard` forgets it (the form saved, or the user's choice).
 */
export function useDesignerDraft(scope: string | undefined) {
  const [stored] = useState<DesignerDraft | null>(() => {
    const storage = scope ? browserStorage() : undefined;
    return storage && scope ? loadDesignerDraft(storage, scope, storagePrefix) : null;
  });
  const keep = useCallback(
    (draft: DesignerDraft) => {
      const storage = browserStorage();
      if (storage && scope) saveDesignerDraft(storage, scope, draft, storagePrefix);
    },
    [scope],
  );
  const discard = useCallback(() => {
    if (scope) discardDesignerDraft(scope);
  }, [scope]);
  return { stored, keep, discard };
}

/** Undo with Ctrl/Cmd+Z, redo with Ctrl/Cmd+Shift+Z or Ctrl+Y (§2.6); not while typing in a text box. */
export function useUndoKeys(dispatch: Dispatch): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey))
        dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}
