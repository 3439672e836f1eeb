import { languages } from '@nbxt/core/i18n/types.ts';
import { epidemicTexts } from '@nbxt/core/modules/epidemic.texts.ts';
import { monitorTexts } from '@nbxt/core/modules/monitor.texts.ts';
import { safetyTexts } from '@nbxt/core/modules/safety.texts.ts';
import i18next from 'i18next';

/**
 * The business screens' texts (biz.*: the monitoring, safety and epidemic modules' own), in every language, added by their screens when
 * they first render: the console's texts past sign-in leave it out (no other screen shows it).
 */
let added = false;

export function addBusinessTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  for (const lang of languages) {
    const texts = Object.fromEntries(
      Object.entries({ ...monitorTexts, ...safetyTexts, ...epidemicTexts }).map(([key, m]) => [key, m[lang]]),
    );
    i18next.addResourceBundle(lang, 'translation', texts, true, false);
  }
}
