import { contractTexts } from '../modules/contract.texts.ts';
import { epidemicTexts } from '../modules/epidemic.texts.ts';
import { formModulesTexts } from '../modules/form-modules.texts.ts';
import { householdTexts } from '../modules/household.texts.ts';
import { laborTexts } from '../modules/labor.texts.ts';
import { moduleRolesTexts } from '../modules/module-roles.texts.ts';
import { monitorTexts } from '../modules/monitor.texts.ts';
import { developTexts } from '../modules/platform/develop.texts.ts';
import { dictTexts } from '../modules/platform/dict.texts.ts';
import { noticeTexts } from '../modules/platform/notice.texts.ts';
import { profileTexts } from '../modules/platform/profile.texts.ts';
import { resourceTexts } from '../modules/platform/resource.texts.ts';
import { systemTexts } from '../modules/platform/system.texts.ts';
import { refuseTexts } from '../modules/refuse.texts.ts';
import { safetyTexts } from '../modules/safety.texts.ts';
import { shorturlTexts } from '../modules/shorturl.texts.ts';
import { wechatTexts } from '../modules/wechat.texts.ts';
import { resourceMessages } from '../resources/registry.ts';
import { chatMessages } from './messages/chat.ts';
import { consoleMessages } from './messages/console.ts';
import { cronMessages } from './messages/cron.ts';
import { designerMessages } from './messages/designer.ts';
import { exportMessages } from './messages/export.ts';
import { fieldRuleMessages } from './messages/field-rules.ts';
import { formMessages } from './messages/form.ts';
import { formFillMessages } from './messages/form-fill.ts';
import { formRendererMessages } from './messages/form-renderer.ts';
import { householdMessages } from './messages/household.ts';
import { idcardMessages } from './messages/idcard.ts';
import { kitMessages } from './messages/kit.ts';
import { menuMessages } from './messages/menu.ts';
import { merchantMessages } from './messages/merchant.ts';
import { platformMessages } from './messages/platform.ts';
import { regionMessages } from './messages/region.ts';
import { richTextMessages } from './messages/rich-text.ts';
import { shellMessages } from './messages/shell.ts';
import { shellUiMessages } from './messages/shell-ui.ts';
import { validateMessages } from './messages/validate.ts';
import { workflowMessages } from './messages/workflow.ts';
import { fillPlaceholders } from './translator.ts';
import { defaultLang, type Lang, type Message, type Messages } from './types.ts';

export * from './types.ts';

/**
 * The texts of the modules' own screens, each kept beside its module's declaration
 * (core/src/modules/<module>.texts.ts, core/src/modules/platform/<module>.texts.ts).
 */
export const moduleTexts = {
  ...systemTexts,
  ...dictTexts,
  ...noticeTexts,
  ...resourceTexts,
  ...developTexts,
  ...profileTexts,
  ...formModulesTexts,
  ...contractTexts,
  ...householdTexts,
  ...monitorTexts,
  ...safetyTexts,
  ...epidemicTexts,
  ...laborTexts,
  ...refuseTexts,
  ...moduleRolesTexts,
  ...shorturlTexts,
  ...wechatTexts,
} as const;

/**
 * The message catalogue: every user-facing text, keyed. Core returns keys; web and cli render them.
 * Each area keeps its texts in messages/<area>.ts, each module its screens' in its <module>.texts.ts; all
 * are merged here.
 */
export const catalogue = {
  ...platformMessages,
  ...cronMessages,
  ...consoleMessages,
  ...formMessages,
  ...formFillMessages,
  // Typed as plain Messages: its keys would make the catalogue's key union too complex for tsc.
  ...(designerMessages as Messages),
  ...formRendererMessages,
  ...idcardMessages,
  ...validateMessages,
  ...fieldRuleMessages,
  ...householdMessages,
  ...regionMessages,
  ...merchantMessages,
  ...shellMessages,
  ...shellUiMessages,
  ...richTextMessages,
  ...kitMessages,
  ...workflowMessages,
  ...exportMessages,
  ...menuMessages,
  ...chatMessages,
  ...moduleTexts,
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
