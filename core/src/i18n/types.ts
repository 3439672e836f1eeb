export type Lang = 'zh' | 'en';
export const languages: readonly Lang[] = ['zh', 'en'];
export const defaultLang: Lang = 'zh';

/** One user-facing text in every language. Chinese texts are copied verbatim from the spec. */
export interface Message {
  zh: string;
  en: string;
}
export type Messages = Record<string, Message>;
