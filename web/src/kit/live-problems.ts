import { useCallback, useEffect, useRef, useState } from 'react';
import { useInvalidSubmit } from '../components/InvalidSubmit.tsx';

/**
 * The problems a form of its own shows (a screen checking its values with one of core's rules): none
 * until the user first tries to submit; from then on those of the values as they are now, so a corrected
 * field's message goes as soon as the field is valid and a field emptied again says so at once (the kit's
 * record forms clear a field's message as it changes, Mantine's form does). A failed try is said as the
 * record forms say it (useInvalidSubmit): `ref` on the form, `said` to InvalidAnnouncement; the first
 * invalid field takes the focus, scrolled into view however long the form.
 */
export function useLiveProblems<T, P extends { field?: string | undefined; message: string }>(
  check: (value: T) => P[],
  value: T,
) {
  const [tried, setTried] = useState(false);
  const invalid = useInvalidSubmit<HTMLDivElement>();
  const problems = tried ? check(value) : [];
  return {
    problems,
    /** The message of a field's first problem, while shown (an input's `error`). */
    of: (field: string): string | undefined => problems.find((p) => p.field === field)?.message,
    ref: invalid.ref,
    said: invalid.said,
    /**
     * The problems of the values now (or of `now`, what this try checks when the check reads more than
     * the values: a code asked for only on sign-in, not on sending it); from this first try on they are
     * shown as they change.
     */
    attempt: (now: T = value): P[] => {
      setTried(true);
      const found = check(now);
      invalid.report(Object.fromEntries(found.map((p, i) => [String(i), p.message])));
      return found;
    },
    /** Back to a fresh form (after a save): nothing shown until the next try. */
    reset: () => setTried(false),
  };
}

/**
 * The same rule for a Mantine form (`@mantine/form`, the kit's record forms): no message until the user
 * first tries to submit; from then on every field's message is that of its value as it is now, so a
 * corrected field's message goes as soon as it is valid (not on any keystroke) and a field emptied again
 * says so at once. Call the function it returns when the user tries to submit (valid or not).
 */
export function useLiveValidation(form: { values: unknown; validate: () => unknown }): () => void {
  const tried = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked when the values change, not the form object
  useEffect(() => {
    if (tried.current) form.validate();
  }, [form.values]);
  return () => {
    tried.current = true;
  };
}

const sameProblems = (a: readonly { field?: string | undefined; message: string }[], b: typeof a) =>
  a.length === b.length && a.every((p, i) => p.field === b[i]!.field && p.message === b[i]!.message);

/**
 * The same rule for a form whose values live outside React's state (a store a keystroke re-renders one
 * field of: the questionnaire): `check` reads the values as they are. No message until the first try
 * (`attempt`); from then on, each change (`changed`, called after the value is stored) makes the
 * problems those of the values now, the form re-rendered only when they differ. Before the first try a
 * change clears its field's message from `report` (a field's own check when it is left).
 */
export function useLiveStoreProblems<P extends { field?: string | undefined; message: string }>(
  check: () => P[],
) {
  const tried = useRef(false);
  const latest = useRef(check);
  latest.current = check;
  const [problems, setProblems] = useState<P[]>([]);
  const invalid = useInvalidSubmit<HTMLDivElement>();
  const changed = useCallback((field?: string) => {
    if (tried.current) {
      const now = latest.current();
      setProblems((ps) => (sameProblems(ps, now) ? ps : now));
    } else if (field !== undefined)
      setProblems((ps) => (ps.some((p) => p.field === field) ? ps.filter((p) => p.field !== field) : ps));
  }, []);
  const report = useCallback((field: string, problem?: P) => {
    if (tried.current) return;
    setProblems((ps) => [...ps.filter((p) => p.field !== field), ...(problem ? [problem] : [])]);
  }, []);
  return {
    problems,
    ref: invalid.ref,
    said: invalid.said,
    changed,
    report,
    attempt: (): P[] => {
      tried.current = true;
      const found = latest.current();
      setProblems(found);
      invalid.report(Object.fromEntries(found.map((p, i) => [String(i), p.message])));
      return found;
    },
  };
}
