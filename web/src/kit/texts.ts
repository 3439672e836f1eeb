import { useTranslation } from 'react-i18next';

export type Lang = 'zh' | 'en';

/**
 * Texts of registry entries: the catalogue's (resourceMessages puts every operation's and figure's text
 * there) with the declared zh/en beside them for entries the catalogue does not hold yet.
 */
export function useRegistryText() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const text = (key: string, declared?: { zh: string; en: string }): string =>
    declared ? t(key, { defaultValue: declared[lang] }) : t(key);
  return { t, lang, text };
}

/** Catalogue key of an operation's button text. */
export const operationKey = (resource: string, name: string) => `${resource}.op.${name}`;
