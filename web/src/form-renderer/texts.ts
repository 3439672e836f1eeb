import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { formRendererMessages } from '@nbxt/core/i18n/messages/form-renderer.ts';
import type { Messages } from '@nbxt/core/i18n/types.ts';
import i18next from 'i18next';
import { addAreaMessages } from '../app/i18n.ts';

/** The renderer's texts and the rules' messages of the form area (form.rule.*), added with its code. */
export const rendererTexts: Messages = {
  ...Object.fromEntries(Object.entries(formMessages).filter(([key]) => key.startsWith('form.rule.'))),
  ...formRendererMessages,
};

let added = false;
export function addRendererTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  addAreaMessages(rendererTexts);
}
