/**
 * The family housing list editor (forms-and-survey.md §2.4): one closable tag per home, 住房1, 住房2, …,
 * a + 添加 button, and a 住房信息 dialog whose confirm writes the entry back. Read-only mode disables
 * every change (the dialog still opens, to view).
 */
import type { MessageKey } from '../i18n/index.ts';
import type { MessageParams } from '../validate/result.ts';

export interface HousingEntry {
  housingArea?: unknown;
  /** Dictionary `trim`. */
  decoration?: unknown;
  /** Dictionary `housingCharacter` (label dictValue, value dictKey as a number). */
  housingNature?: number;
  /** Appliance count, dictionary `electricAppNum`. */
  heaInfo?: unknown;
  [field: string]: unknown;
}

export interface HousingEditor {
  entries: HousingEntry[];
  readOnly: boolean;
  /** The open dialog: which entry (entries.length for a new one) and its draft. */
  dialog?: { index: number; draft: HousingEntry };
}

export const housingDialogTitle: MessageKey = 'household.housing.title';
export const housingAddLabel: MessageKey = 'household.housing.add';

export function housingEditor(entries: readonly HousingEntry[] = [], readOnly = false): HousingEditor {
  return { entries: [...entries], readOnly };
}

/** The tags, numbered from 1 in list order (住房{n}). */
export function housingTags(editor: HousingEditor): { message: MessageKey; params: MessageParams }[] {
  return editor.entries.map((_, i) => ({ message: 'household.housing.tag', params: { n: i + 1 } }));
}

/** Clicking a tag opens its entry in the dialog. */
export function openHousing(editor: HousingEditor, index: number): HousingEditor {
  const entry = editor.entries[index];
  return entry ? { ...editor, dialog: { index, draft: { ...entry } } } : editor;
}

/** + 添加 opens the dialog on a new, empty entry. */
export function addHousing(editor: HousingEditor): HousingEditor {
  if (editor.readOnly) return editor;
  return { ...editor, dialog: { index: editor.entries.length, draft: {} } };
}

/** Confirming writes the draft back (a new entry is appended) and closes the dialog. */
export function confirmHousing(editor: HousingEditor, draft: HousingEntry): HousingEditor {
  if (!editor.dialog) return editor;
  if (editor.readOnly) return { ...editor, dialog: undefined };
  const entries = [...editor.entries];
  entries[editor.dialog.index] = { ...draft };
  return { ...editor, entries, dialog: undefined };
}

export function cancelHousing(editor: HousingEditor): HousingEditor {
  return { ...editor, dialog: undefined };
}

/** Closing a tag removes its entry; later tags are renumbered. */
export function closeHousing(editor: HousingEditor, index: number): HousingEditor {
  if (editor.readOnly || index < 0 || index >= editor.entries.length) return editor;
  return { ...editor, entries: editor.entries.filter((_, i) => i !== index) };
}

/** The dictionaries of the entry's coded fields (§3.3 Housing entry). */
export const housingDictionaries = {
  decoration: 'trim',
  housingNature: 'housingCharacter',
  heaInfo: 'electricAppNum',
} as const;

/**
 * A dictionary key chosen for a field, as the entry stores it: housingNature is the dictKey as a number
 * (label dictValue, value dictKey; number); the others keep the key's text. Nothing chosen: undefined.
 */
export function housingFieldValue(field: keyof typeof housingDictionaries, key: string | null | undefined) {
  if (key === null || key === undefined || key === '') return undefined;
  if (field !== 'housingNature') return key;
  const n = Number(key);
  return Number.isFinite(n) ? n : undefined;
}
