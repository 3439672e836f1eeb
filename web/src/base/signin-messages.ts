import { consoleMessages } from '@nbxt/core/i18n/messages/console.ts';
import { menuMessages } from '@nbxt/core/i18n/messages/menu.ts';
import { platformMessages } from '@nbxt/core/i18n/messages/platform.ts';
import type { Lang, Messages } from '@nbxt/core/i18n/types.ts';

/**
 * The texts i18next starts with: the sign-in route's (platform and console areas) and the menus' names
 * (the guard titles a menu page before the rest arrives).
 */
export const signInMessages: Messages = { ...platformMessages, ...consoleMessages, ...menuMessages };

/**
 * The texts i18next starts with, in one language; in Chinese without the menus' names, which the entry has
 * with the other titles (core/src/nav/zh-titles.data.ts).
 */
export function signInTexts(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(signInMessages)
      .filter(([key]) => lang !== 'zh' || !Object.hasOwn(menuMessages, key))
      .map(([key, message]) => [key, message[lang]]),
  );
}
