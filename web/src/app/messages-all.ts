import { catalogue } from '@nbxt/core/i18n/index.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import { signInMessages } from './signin-messages.ts';

/** The texts of core's catalogue that i18next does not start with (every other area), in one language. */
export function textsPastSignIn(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([key]) => !Object.hasOwn(signInMessages, key))
      .map(([key, message]) => [key, message[lang]]),
  );
}
