import { type EditorIssue, type EditorState, validateEditor } from '@nbxt/core/cron/editor.ts';
import { cronMessages } from '@nbxt/core/i18n/messages/cron.ts';
import { languages } from '@nbxt/core/i18n/types.ts';
import i18next, { type TFunction } from 'i18next';

/** The editor's problems (the spec's range and day/week messages), in the console's words. */
export const scheduleIssues = (state: EditorState): EditorIssue[] => validateEditor(state);

/** One problem as a sentence: a range names its input; an engine error names its field. */
export function editorIssueText(issue: EditorIssue, t: TFunction): string {
  const params: Record<string, unknown> = { ...issue.params };
  if (issue.key === 'cron.editor.outOfRange')
    params.label = t(`cron.editor.input.${String(issue.params.label)}`);
  if (issue.error) {
    params.field = issue.error.field ? t(`cron.field.${issue.error.field}`) : '';
    params.token = issue.error.token;
  }
  return t(issue.key, params);
}

/**
 * The cron area of the catalogue, in every language, added when the editor's code loads (the console's
 * texts past sign-in leave it out: no other screen shows it).
 */
let added = false;

export function addScheduleTexts(): void {
  if (added) return;
  added = true;
  for (const lang of languages) {
    const texts = Object.fromEntries(Object.entries(cronMessages).map(([key, m]) => [key, m[lang]]));
    i18next.addResourceBundle(lang, 'translation', texts, true, false);
  }
}
