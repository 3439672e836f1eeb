import { resourceMessages } from '../resources/registry.ts';
import { appsUiMessages } from './messages/apps-ui.ts';
import { businessUiMessages } from './messages/business-ui.ts';
import { chatMessages } from './messages/chat.ts';
import { consoleMessages } from './messages/console.ts';
import { contractUiMessages } from './messages/contract-ui.ts';
import { cronMessages } from './messages/cron.ts';
import { designerMessages } from './messages/designer.ts';
import { exportMessages } from './messages/export.ts';
import { fieldRuleMessages } from './messages/field-rules.ts';
import { formMessages } from './messages/form.ts';
import { formRendererMessages } from './messages/form-renderer.ts';
import { householdMessages } from './messages/household.ts';
import { householdUiMessages } from './messages/household-ui.ts';
import { idcardMessages } from './messages/idcard.ts';
import { kitMessages } from './messages/kit.ts';
import { menuMessages } from './messages/menu.ts';
import { merchantMessages } from './messages/merchant.ts';
import { noticeUiMessages } from './messages/notice-ui.ts';
import { platformMessages } from './messages/platform.ts';
import { regionMessages } from './messages/region.ts';
import { shellMessages } from './messages/shell.ts';
import { shellUiMessages } from './messages/shell-ui.ts';
import { systemUiMessages } from './messages/system-ui.ts';
import { validateMessages } from './messages/validate.ts';
import { workflowMessages } from './messages/workflow.ts';
import { fillPlaceholders } from './translator.ts';
import { defaultLang, type Lang, type Message, type Messages } from './types.ts';

export * from './types.ts';

/**
 * The message catalogue: every user-facing text, keyed. Core returns keys; web and cli render them.
 * Each area keeps its texts in messages/<area>.ts and is merged here.
 */
export const catalogue = {
  ...platformMessages,
  ...cronMessages,
  ...consoleMessages,
  ...formMessages,
  // Typed as plain Messages: its keys would make the catalogue's key union too complex for tsc.
  ...(designerMessages as Messages),
  ...formRendererMessages,
  ...idcardMessages,
  ...validateMessages,
  ...fieldRuleMessages,
  ...householdMessages,
  ...householdUiMessages,
  ...regionMessages,
  ...merchantMessages,
  ...businessUiMessages,
  ...shellMessages,
  ...shellUiMessages,
  ...systemUiMessages,
  ...noticeUiMessages,
  ...kitMessages,
  ...workflowMessages,
  ...exportMessages,
  ...menuMessages,
  ...contractUiMessages,
  ...chatMessages,
  ...appsUiMessages,
} as const;

export type MessageKey = keyof typeof catalogue;

/** Labels of resources and their fields, derived from the registry (one source of truth). */
const registryMessages: Messages = resourceMessages();

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

/** Render a message, replacing `{name}` placeholders with `params`. Unknown keys render as themselves. */
export function translate(
  key: string,
  lang: Lang = defaultLang,
  params?: Record<string, string | number>,
): string {
  // Read as plain Messages: indexing the catalogue's own type makes a union of every message for tsc.
  const message: Message | undefined = isMessageKey(key)
    ? (catalogue as Messages)[key]
    : Object.hasOwn(registryMessages, key)
      ? registryMessages[key]
      : undefined;
  return fillPlaceholders(message ? message[lang] : key, params);
}
