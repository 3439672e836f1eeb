import type { Texts } from '@nbxt/core/form/problem-words.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Core's problem texts (problem-words.ts) in the console's catalogue: the designer's texts come with its
 * route group in the current language only (web/src/base/group-texts.ts), not core's two-language one.
 */
export function useProblemTexts(): Texts {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      text: (key: string, params?: Record<string, string | number>) => t(key, params ?? {}),
      has: (key: string) => i18n.exists(key),
    }),
    [t, i18n],
  );
}
