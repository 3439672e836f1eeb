import { chatMessages } from '@nbxt/core/i18n/messages/chat.ts';
import { fieldRuleMessages } from '@nbxt/core/i18n/messages/field-rules.ts';
import { idcardMessages } from '@nbxt/core/i18n/messages/idcard.ts';
import { kitMessages } from '@nbxt/core/i18n/messages/kit.ts';
import { richTextMessages } from '@nbxt/core/i18n/messages/rich-text.ts';
import { shellMessages } from '@nbxt/core/i18n/messages/shell.ts';
import { shellUiMessages } from '@nbxt/core/i18n/messages/shell-ui.ts';
import { validateMessages } from '@nbxt/core/i18n/messages/validate.ts';
import type { Lang, Messages } from '@nbxt/core/i18n/types.ts';
import { titleMessages } from '@nbxt/core/nav/title-messages.ts';

/**
 * The areas of core's catalogue the console shows besides those i18next starts with. The cron, form,
 * household, merchant and export areas belong to parts of core only the CLI uses
 * (tests/web/i18n.test.ts keeps it so); a screen group's own come with its code (group-texts.ts).
 */
export const consoleAreas: Messages = {
  ...shellMessages,
  ...shellUiMessages,
  ...richTextMessages,
  ...kitMessages,
  ...validateMessages,
  // Every registry form checks an ID card field by its kind (身份证格式不正确), not only the survey's.
  ...idcardMessages,
  ...fieldRuleMessages,
  // The shell's chat button (every page past sign-in) and the chat's panel and notices.
  ...chatMessages,
};

/**
 * The modules' menus' and buttons' names and the business areas' (`menu.*`, `topmenu.*`), and every module
 * screen's title (a module screen's tab shows in any group), from the declarations: in Chinese the entry
 * has them (core/src/nav/zh-titles.data.ts, which i18next starts with), in another language they come
 * with its texts past sign-in.
 */
export const titleAreas: Messages = titleMessages();

/**
 * The console's texts past sign-in, in one language (web/src/base/texts/<lang>.ts: the build bundles their
 * values, never this catalogue nor the declarations it reads).
 */
export function textsPastSignIn(lang: Lang): Record<string, string> {
  const areas = lang === 'zh' ? consoleAreas : { ...consoleAreas, ...titleAreas };
  return Object.fromEntries(Object.entries(areas).map(([key, message]) => [key, message[lang]]));
}
