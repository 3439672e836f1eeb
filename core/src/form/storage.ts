/**
 * Optional persistence of the designer (forms-and-survey.md §4) through a storage port shaped like Web
 * Storage: the definition under 'avue-form' (removed when there are no fields) and the beautify
 * settings under 'avue-form-beautifier-options'. Keys may be prefixed by a site key.
 */
import { parseJson } from '../http/json.ts';
import { type BeautifierSettings, beautifierSettingsSchema, defaultBeautifierSettings } from './beautify.ts';
import { type DesignerForm, hasFields } from './designer.ts';
import { isPlainObject, type PlainObject } from './plain.ts';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const designerStorageKeys = { form: 'avue-form', beautifier: 'avue-form-beautifier-options' } as const;

export function saveDesignerForm(storage: KeyValueStorage, form: PlainObject, prefix = ''): void {
  const key = prefix + designerStorageKeys.form;
  if (hasFields(form)) storage.setItem(key, JSON.stringify(form));
  else storage.removeItem(key);
}

/** The stored definition, or null when there is none or it is not a form. */
export function loadDesignerForm(storage: KeyValueStorage, prefix = ''): DesignerForm | null {
  const text = storage.getItem(prefix + designerStorageKeys.form);
  if (text === null) return null;
  try {
    const value = parseJson(text);
    return isPlainObject(value) && Array.isArray(value.column) ? (value as DesignerForm) : null;
  } catch {
    return null;
  }
}

export function saveBeautifierSettings(
  storage: KeyValueStorage,
  settings: BeautifierSettings,
  prefix = '',
): void {
  storage.setItem(
    prefix + designerStorageKeys.beautifier,
    JSON.stringify(beautifierSettingsSchema.parse(settings)),
  );
}

/** Stored settings, the defaults for anything missing, invalid or unreadable. */
export function loadBeautifierSettings(storage: KeyValueStorage, prefix = ''): BeautifierSettings {
  const text = storage.getItem(prefix + designerStorageKeys.beautifier);
  if (text === null) return defaultBeautifierSettings;
  try {
    const parsed = beautifierSettingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : defaultBeautifierSettings;
  } catch {
    return defaultBeautifierSettings;
  }
}

/** A bound designer's unsaved work: the form and its title, kept until it is saved or discarded. */
export interface DesignerDraft {
  form: DesignerForm;
  title: string;
}

/** Where the draft of one form is kept: the entry, the owner and the form (`new` before its first save). */
export const designerDraftKey = (scope: string, prefix = ''): string => `${prefix}avue-form-draft:${scope}`;

export function saveDesignerDraft(
  storage: KeyValueStorage,
  scope: string,
  draft: DesignerDraft,
  prefix = '',
): void {
  storage.setItem(designerDraftKey(scope, prefix), JSON.stringify(draft));
}

/** The kept draft, or null when there is none or it is not one. */
export function loadDesignerDraft(
  storage: KeyValueStorage,
  scope: string,
  prefix = '',
): DesignerDraft | null {
  const text = storage.getItem(designerDraftKey(scope, prefix));
  if (text === null) return null;
  try {
    const value = parseJson(text);
    if (!isPlainObject(value) || !isPlainObject(value.form) || !Array.isArray(value.form.column)) return null;
    return { form: value.form as DesignerForm, title: typeof value.title === 'string' ? value.title : '' };
  } catch {
    return null;
  }
}

export function discardDesignerDraft(storage: KeyValueStorage, scope: string, prefix = ''): void {
  storage.removeItem(designerDraftKey(scope, prefix));
}
