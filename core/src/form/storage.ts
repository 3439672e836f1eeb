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
