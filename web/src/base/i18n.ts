import { defaultLang, type Lang, languages, type Messages } from '@nbxt/core/i18n/types.ts';
import { ZH_TITLES } from '@nbxt/core/nav/zh-titles.data.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import signInZh from './texts/signin-zh.ts';

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

/** The sign-in texts of each language: the default one is in the entry, the others load when shown. */
const SIGN_IN_TEXTS: Record<Lang, () => Promise<{ default: Record<string, string> }>> = {
  zh: async () => ({ default: signInZh }),
  en: () => import('./texts/signin-en.ts'),
};

/**
 * The default language's texts i18next starts with: one object, which i18next keeps as its catalogue (a
 * second start, in tests, finds what was added since).
 */
const START_TEXTS: Record<string, string> = { ...ZH_TITLES, ...signInZh };

/**
 * Start i18next with the texts of the sign-in route, the menus' names and the screens' titles in the default
 * language, Chinese (the titles: core/src/nav/zh-titles.data.ts); another language's arrive with
 * `loadSignInTexts` and `loadAllMessages`. The rest of core's catalogue and the registry's labels arrive
 * with the first page past sign-in, in the current language only (`loadAllMessages`).
 */
export function initI18n(lang: Lang) {
  void i18next.use(initReactI18next).init({
    resources: { [defaultLang]: { translation: START_TEXTS } },
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

const signInLoaded = new Map<Lang, Promise<void>>();

/** Add the sign-in texts of a language (a small chunk, the default language's already there); once. */
export function loadSignInTexts(lang: Lang): Promise<void> {
  if (lang === defaultLang) return Promise.resolve();
  let loading = signInLoaded.get(lang);
  if (!loading) {
    loading = SIGN_IN_TEXTS[lang]().then(
      ({ default: texts }) => void i18next.addResourceBundle(lang, 'translation', texts, true),
      (error: unknown) => {
        signInLoaded.delete(lang);
        throw error;
      },
    );
    signInLoaded.set(lang, loading);
  }
  return loading;
}

/** The texts past sign-in of each language, one chunk each (the build bundles their values only). */
const TEXTS: Record<Lang, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('./texts/zh.ts'),
  en: () => import('./texts/en.ts'),
};
const loaded = new Map<Lang, Promise<void>>();

/**
 * Add the rest of the catalogue (every other area) in one language, by default the current one; once. The
 * entries' labels come with the screen groups that show them (addRegistryMessages: the platform's groups
 * add the platform entries', a module's group its registry's).
 */
export function loadAllMessages(lang: Lang = pickLanguage(i18next.language)): Promise<void> {
  let loading = loaded.get(lang);
  if (!loading) {
    loading = TEXTS[lang]().then(
      ({ default: texts }) => void i18next.addResourceBundle(lang, 'translation', texts, true),
      (error: unknown) => {
        loaded.delete(lang);
        throw error;
      },
    );
    loaded.set(lang, loading);
  }
  return loading;
}

/** Each route group's own texts (group-texts.ts), one chunk per group and language. */
const GROUP_TEXTS = import.meta.glob<{ default: Record<string, string> }>('./texts/groups/*.ts');
const groupsLoaded = new Map<string, Promise<void>>();
const groupsShown = new Set<string>();

/**
 * Add a route group's own texts (if it has any: group-texts.ts) in one language, by default the current
 * one; once. The group's page waits for them (web/src/app/group-pages.ts), and a switch of language
 * brings the new language's of every group shown.
 */
export function loadGroupTexts(group: string, lang: Lang = pickLanguage(i18next.language)): Promise<void> {
  const load = GROUP_TEXTS[`./texts/groups/${group}-${lang}.ts`];
  if (!load) return Promise.resolve();
  groupsShown.add(group);
  const key = `${group}-${lang}`;
  let loading = groupsLoaded.get(key);
  if (!loading) {
    loading = load().then(
      ({ default: texts }) => void i18next.addResourceBundle(lang, 'translation', texts, true, false),
      (error: unknown) => {
        groupsLoaded.delete(key);
        throw error;
      },
    );
    groupsLoaded.set(key, loading);
  }
  return loading;
}

/**
 * Show every text in another language. Once the rest of the catalogue is in use (past sign-in), the new
 * language's arrives first (with the own texts of the groups shown), so that no text shows as its key
 * meanwhile.
 */
export async function switchLanguage(lang: Lang): Promise<void> {
  await loadSignInTexts(lang);
  if (loaded.size > 0) await loadAllMessages(lang);
  await Promise.all([...groupsShown].map((group) => loadGroupTexts(group, lang)));
  await i18next.changeLanguage(lang);
}

/**
 * Add an area of the catalogue in every language (a screen group's own texts, left out of the texts past
 * sign-in), when its code loads; never overwriting what is there.
 */
export function addAreaMessages(messages: Messages): void {
  const resources = i18nResources(messages);
  for (const lang of languages)
    i18next.addResourceBundle(lang, 'translation', resources[lang].translation, true, false);
}

const registriesAdded = new Set<() => Messages>();

/**
 * Add the labels of a registry (the modules' entries, fields and choices) in every language: a module's
 * screen group does when it loads, before it renders (it holds the registry anyway); once per registry (the
 * full one, or the form modules', web/src/kit/module-registry.tsx).
 */
export function addRegistryMessages(messages: () => Messages): void {
  // Before i18next starts (a test importing a group), the screen's first render adds them.
  if (registriesAdded.has(messages) || !i18next.isInitialized) return;
  registriesAdded.add(messages);
  const resources = i18nResources(messages());
  for (const lang of languages)
    i18next.addResourceBundle(lang, 'translation', resources[lang].translation, true);
}
