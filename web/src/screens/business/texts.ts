import { businessUiMessages } from '@nbxt/core/i18n/messages/business-ui.ts';
import { languages } from '@nbxt/core/i18n/types.ts';
import i18next from 'i18next';

/**
 * The business screens' area of the catalogue (biz.*), in every language, added by their screens when
 * they first render: the console's texts past sign-in leave it out (no other screen shows it).
 */
let added = false;

export function addBusinessTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  for (const lang of languages) {
    const texts = Object.fromEntries(Object.entries(businessUiMessages).map(([key, m]) => [key, m[lang]]));
    i18next.addResourceBundle(lang, 'translation', texts, true, false);
  }
}
