import { Badge } from '@mantine/core';
import { checkForm } from '@nbxt/core/form/check.ts';
import { fieldAtPath } from '@nbxt/core/form/designer-moves.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { problemTextIn } from '@nbxt/core/form/problem-words.ts';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './designer.module.css';
import { useProblemTexts } from './problem-texts.ts';

/**
 * core's checker run as one edits, its problems each a button that selects the field. It checks the form
 * when the browser is idle after an edit (useIdleValue), in a component of its own: an edit's frame is
 * the canvas's, and the check of a large form (a few milliseconds) follows it, redrawing this list only.
 */
export const ProblemList = memo(function ProblemList({
  form,
  currentForm,
  onPick,
}: {
  form: PlainObject;
  /** The form as it is now, where a clicked problem's field is looked up. */
  currentForm: () => PlainObject;
  onPick: (prop: string) => void;
}) {
  const { t } = useTranslation();
  const texts = useProblemTexts();
  const checked = useIdleValue(form);
  const problems = useMemo(() => checkForm(checked).problems, [checked]);
  if (problems.length === 0) return null;
  return (
    <section className={classes.problems} aria-label={t('designer.problems')}>
      <Badge color="red" size="xs" mb={2}>
        {t('designer.problems.count', { count: problems.length })}
      </Badge>
      {problems.slice(0, 50).map((problem) => (
        <div key={`${problem.key}-${problem.path.join('.')}`}>
          <button
            type="button"
            onClick={() => {
              const prop = fieldAtPath(currentForm(), problem.path);
              if (prop) onPick(prop);
            }}
          >
            {problemTextIn(problem, texts)}
          </button>
        </div>
      ))}
    </section>
  );
});

/** How long an idle check may wait for the browser to be idle (then it runs anyway). */
const IDLE_TIMEOUT_MS = 200;

/** `value` as of the browser's last idle moment after it changed (the first value at once). */
function useIdleValue<T>(value: T): T {
  const [idle, setIdle] = useState(value);
  useEffect(() => {
    if (Object.is(idle, value)) return;
    const browser = globalThis as {
      requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
      cancelIdleCallback?: (handle: number) => void;
    };
    if (browser.requestIdleCallback && browser.cancelIdleCallback) {
      const handle = browser.requestIdleCallback(() => setIdle(() => value), { timeout: IDLE_TIMEOUT_MS });
      const cancel = browser.cancelIdleCallback;
      return () => cancel(handle);
    }
    const timer = setTimeout(() => setIdle(() => value), 0);
    return () => clearTimeout(timer);
  }, [value, idle]);
  return idle;
}
