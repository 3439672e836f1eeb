import { useEffect, useRef, useState } from 'react';
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
    ref: invalid.ref,
    said: invalid.said,
    /** The problems of the values now; from this first try on they are shown as they change. */
    attempt: (): P[] => {
      setTried(true);
      const found = check(value);
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
