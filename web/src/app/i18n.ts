import { consoleMessages } from '@nbxt/core/i18n/messages/console.ts';
import { menuMessages } from '@nbxt/core/i18n/messages/menu.ts';
import { platformMessages } from '@nbxt/core/i18n/messages/platform.ts';
import { defaultLang, type Lang, languages, type Messages } from '@nbxt/core/i18n/types.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Resources = Record<Lang, { translation: Record<string, string> }>;

/** i18next resources from core's messages (core keeps every text; the console only renders them). */
export function i18nResources(messages: Messages): Resources {
  const out = {} as Resources;
  for (const lang of languages) {
    out[lang] = {
      translation: Object.fromEntries(Object.entries(messages).map(([key, m]) => [key, m[lang]])),
    };
  }
  return out;
}

export function pickLanguage(stored: string | undefined): Lang {
  return (languages as readonly string[]).includes(stored ?? '') ? (stored as Lang) : defaultLang;
}

/**
 * Start i18next with the texts of the sign-in route (platform and console areas) and the menus' names
 * (the guard titles a menu page before the rest arrives). The rest of core's catalogue and the
 * registry's labels arrive with the first page past sign-in (`loadAllMessages`).
 */
export function initI18n(lang: Lang) {
  void i18next.use(initReactI18next).init({
    resources: i18nResources({ ...platformMessages, ...consoleMessages, ...menuMessages }),
    lng: lang,
    fallbackLng: defaultLang,
    // Keys contain dots; placeholders are core's `{name}`.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  return i18next;
}

let everything: Promise<void> | undefined;

/** Add the whole catalogue (every area, registry labels) to i18next; loaded once, lazily. */
export function loadAllMessages(): Promise<void> {
  everything ??= import('./messages-all.ts').then(({ allMessages }) => {
    const resources = i18nResources(allMessages());
    for (const lang of languages)
      i18next.addResourceBundle(lang, 'translation', resources[lang].translation, true);
  });
  return everything;
}
