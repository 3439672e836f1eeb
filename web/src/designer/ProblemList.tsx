import { Badge } from '@mantine/core';
import { checkForm } from '@nbxt/core/form/check.ts';
import { fieldAtPath } from '@nbxt/core/form/designer-moves.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { problemText } from '@nbxt/core/form/problem-text.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './designer.module.css';

/**
 * core's checker run as one edits, its problems each a button that selects the field. It checks a deferred
 * copy of the form, in a component of its own so that the deferred render (which follows each edit at
 * once) redraws this list only, not the designer.
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
  const { t, i18n } = useTranslation();
  const checked = useDeferredValue(form);
  const problems = useMemo(() => checkForm(checked).problems, [checked]);
  if (problems.length === 0) return null;
  const lang = i18n.language as Lang;
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
            {problemText(problem, lang)}
          </button>
        </div>
      ))}
    </section>
  );
});
