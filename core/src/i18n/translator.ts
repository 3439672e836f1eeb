import { defaultLang, type Lang, type Messages } from './types.ts';

/** A text with its `{name}` placeholders replaced by `params` (placeholders without a value left as written). */
export function fillPlaceholders(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * `translate` over one area's messages: for parts of core the console loads on demand, which must not carry
 * the whole catalogue (and the registry's labels) with them. Unknown keys render as themselves.
 */
export function translator(messages: Messages) {
  return (key: string, lang: Lang = defaultLang, params?: Record<string, string | number>): string =>
    fillPlaceholders(Object.hasOwn(messages, key) ? messages[key]![lang] : key, params);
}
