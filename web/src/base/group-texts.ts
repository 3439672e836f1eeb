import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import type { Lang, Messages } from '@nbxt/core/i18n/types.ts';
import { formModulesTexts } from '@nbxt/core/modules/form-modules.texts.ts';

/**
 * The texts a route group shows and no other part of the console needs, by group: bundled per language
 * (web/src/base/texts/groups/<group>-<lang>.ts, whose values the build writes), loaded with the group's
 * code in the current language only (loadGroupTexts, web/src/base/i18n.ts; the build counts the default
 * language's with the group).
 */
export const GROUP_AREAS: Record<string, Messages> = {
  // The form designer's own (its palette, panels, toolbar, problems) and the form modules' screens'.
  forms: { ...designerMessages, ...formModulesTexts },
  // The applications' and the tool apps' screens (the form modules').
  apps: formModulesTexts,
  toolapps: formModulesTexts,
};

/** A group's texts in one language. */
export function groupTexts(group: string, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(GROUP_AREAS[group] ?? {}).map(([key, text]) => [key, text[lang]]));
}
