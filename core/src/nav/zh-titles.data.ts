import { menuMessages } from '../i18n/messages/menu.ts';
import { titleMessages } from './title-messages.ts';

/**
 * The Chinese names of every menu and top menu the catalogue knows (`menu.<code>`, `topmenu.<code>`: the
 * platform's, the modules' menus and buttons, the business areas) and of every module screen
 * (`screen.<module>.<path>`): what the server sends for a seeded menu (menuTitle compares it), and the
 * console's titles in its default language. Data: the console's build writes it as a literal
 * (scripts/build/web.ts), so that titling carries neither module declarations nor the other language's
 * names (those come with its texts past sign-in: web/src/base/messages-all.ts).
 */
export const ZH_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({ ...menuMessages, ...titleMessages() }).map(([key, text]) => [key, text.zh]),
);
