import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Said {
  text: string;
  /** Which failed submit: the same errors again are said again. */
  attempt: number;
}

/**
 * A form's failed submit made known to a screen reader (WCAG 3.3.1): how many errors, said by a live
 * region, and the focus on the first invalid field, whose error the input names through aria-describedby.
 * `ref` goes on the form, `report` gets the errors of each failed submit, `said` to InvalidAnnouncement.
 */
export function useInvalidSubmit<F extends HTMLElement = HTMLFormElement>() {
  const { t } = useTranslation();
  const ref = useRef<F>(null);
  const [said, setSaid] = useState<Said>();
  useEffect(() => {
    if (said) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [said]);
  const report = (errors: Record<string, unknown>) => {
    const messages = Object.values(errors).filter((m): m is string => typeof m === 'string' && m !== '');
    if (messages.length === 0) return;
    // The count only: the first invalid field takes the focus and its error is read with it.
    const text = t('console.form.invalid', { count: messages.length });
    setSaid((s) => ({ text, attempt: (s?.attempt ?? 0) + 1 }));
  };
  return { ref, report, said };
}

/**
 * The live region of useInvalidSubmit, out of sight (the errors show under their fields), there from the
 * start so that what it gets is read. Not an alert: the dialog's failure alert stays the only one.
 */
export function InvalidAnnouncement({ said }: { said: Said | undefined }) {
  return (
    <VisuallyHidden aria-live="assertive" aria-atomic="true">
      {said ? <span key={said.attempt}>{said.text}</span> : null}
    </VisuallyHidden>
  );
}
