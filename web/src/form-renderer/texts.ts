import { fieldRuleMessages } from '@nbxt/core/i18n/messages/field-rules.ts';
import { formFillMessages } from '@nbxt/core/i18n/messages/form-fill.ts';
import { formRendererMessages } from '@nbxt/core/i18n/messages/form-renderer.ts';
import { idcardMessages } from '@nbxt/core/i18n/messages/idcard.ts';
import type { Messages } from '@nbxt/core/i18n/types.ts';
import i18next from 'i18next';
import { addAreaMessages } from '../base/i18n.ts';

/** The renderer's texts and the rules' messages (form.rule.*, the ID card's), added with its code. */
export const rendererTexts: Messages = {
  // The rules' messages (form.rule.*) and the region-depth rule's (form.region.*).
  ...formFillMessages,
  ...formRendererMessages,
  // The ID card rule a field may carry (`{ type: 'idcard' }`), the mobile rule's and the upload limits'
  // texts (validate.*), and the region-depth rule's: a public page shows them signed out, before any of
  // the console's areas is loaded.
  ...idcardMessages,
  ...fieldRuleMessages,
};

let added = false;
export function addRendererTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  addAreaMessages(rendererTexts);
}
