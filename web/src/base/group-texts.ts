import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { formFillMessages } from '@nbxt/core/i18n/messages/form-fill.ts';
import { workflowMessages } from '@nbxt/core/i18n/messages/workflow.ts';
import type { Lang, Messages } from '@nbxt/core/i18n/types.ts';
import { contractTexts } from '@nbxt/core/modules/contract.texts.ts';
import { formModulesTexts } from '@nbxt/core/modules/form-modules.texts.ts';
import { developTexts } from '@nbxt/core/modules/platform/develop.texts.ts';
import { dictTexts } from '@nbxt/core/modules/platform/dict.texts.ts';
import { noticeTexts } from '@nbxt/core/modules/platform/notice.texts.ts';
import { profileTexts } from '@nbxt/core/modules/platform/profile.texts.ts';
import { resourceTexts } from '@nbxt/core/modules/platform/resource.texts.ts';
import { systemTexts } from '@nbxt/core/modules/platform/system.texts.ts';

/**
 * The texts a route group shows and no other part of the console needs, by group: bundled per language
 * (web/src/base/texts/groups/<group>-<lang>.ts, whose values the build writes), loaded with the group's
 * code in the current language only (loadGroupTexts, web/src/base/i18n.ts; the build counts the default
 * language's with the group).
 */
export const GROUP_AREAS: Record<string, Messages> = {
  // The form designer's own (its palette, panels, toolbar, problems), the form toolkit's (the checker's
  // problems, its notices) and the form modules' screens'.
  forms: { ...designerMessages, ...formMessages, ...formFillMessages, ...formModulesTexts },
  // The applications' and the tool apps' screens (the form modules').
  apps: formModulesTexts,
  toolapps: formModulesTexts,
  // The platform modules' own screens' (core/src/modules/platform/*.texts.ts) and the workflow's.
  system: systemTexts,
  dict: dictTexts,
  resource: resourceTexts,
  develop: developTexts,
  profile: profileTexts,
  notice: noticeTexts,
  workflow: workflowMessages,
  contract: contractTexts,
};

/** A group's texts in one language. */
export function groupTexts(group: string, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(GROUP_AREAS[group] ?? {}).map(([key, text]) => [key, text[lang]]));
}
