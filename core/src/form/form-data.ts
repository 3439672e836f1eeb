import { formRendererMessages } from '../i18n/messages/form-renderer.ts';
import { translator } from '../i18n/translator.ts';
import { defaultLang, type Lang } from '../i18n/types.ts';
import {
  choiceLabels,
  fieldProp,
  fieldType,
  staticItems,
  switchShown,
  uploadFiles,
  valueFields,
} from './fill.ts';
import { getOwn, isPlainObject, type PlainObject } from './plain.ts';

/**
 * The data filled into a designed form (application and tool-app forms, forms-and-survey.md §3.4, §7): the
 * stored definition and answers as values, the list's columns from the form's fields, answers as shown
 * text (dictionaries as labels), answers to fields the form no longer has, and the related-data dictionary.
 */

/** A JSON text (or an object already) as a plain object; anything else is none. */
export function parseObjectText(text: unknown): PlainObject | undefined {
  if (isPlainObject(text)) return text;
  if (typeof text !== 'string' || text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A form record's definition (its `content`, the designer's avue option). */
export const formDefinition = (record: PlainObject | undefined): PlainObject | undefined =>
  parseObjectText(record?.content);

/** A data record's answers (its `formData`), keyed by field prop. */
export const formAnswers = (record: PlainObject | undefined): PlainObject =>
  parseObjectText(record?.formData) ?? {};

export interface DataColumn {
  prop: string;
  label: string;
  field: PlainObject;
}

/** The columns of a form's data: every field that holds a value, in the form's order. */
export function dataColumns(option: PlainObject | undefined): DataColumn[] {
  if (!option) return [];
  return valueFields(option).map((field) => {
    const prop = fieldProp(field)!;
    const label = getOwn(field, 'label');
    return { prop, label: typeof label === 'string' && label !== '' ? label : prop, field };
  });
}

const rendererText = translator(formRendererMessages);

const CHOICE_TYPES = new Set(['select', 'radio', 'checkbox', 'cascader', 'tree']);

const plainText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(plainText).join(' | ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * An answer as the list shows it: a static dictionary's labels for its values, an upload's file names,
 * else the value as text.
 */
export function answerText(field: PlainObject, value: unknown, lang: Lang = defaultLang): string {
  if (value === null || value === undefined || value === '') return '';
  if (fieldType(field) === 'switch') {
    const shown = switchShown(field, value);
    if (shown) return 'label' in shown ? shown.label : rendererText(shown.key, lang);
  }
  // Files by their names (an upload's entries keep name and address).
  if (fieldType(field) === 'upload')
    return uploadFiles(value, field)
      .map((file) => file.name)
      .join(' | ');
  if (CHOICE_TYPES.has(fieldType(field))) {
    const items = staticItems(field);
    if (items.length > 0) return choiceLabels(field, items, value);
  }
  return plainText(value);
}

/** Answers to fields the form no longer has (its definition changed after they were filled): kept apart. */
export function formerAnswers(option: PlainObject | undefined, answers: PlainObject): [string, string][] {
  const known = new Set(dataColumns(option).map((c) => c.prop));
  return Object.entries(answers)
    .filter(([prop]) => !known.has(prop))
    .map(([prop, value]) => [prop, plainText(value)]);
}

/** The two halves of a related-data link `field@@formKey` (empty when missing). */
export function relParts(rel: unknown): { field: string; formKey: string } {
  const [field = '', formKey = ''] = typeof rel === 'string' ? rel.split('@@') : [];
  return { field: field.trim(), formKey: formKey.trim() };
}

/** The related-data link of a form's field (`field@@formKey`); undefined when both halves are empty. */
export function relLink(field: string, formKey: string): string | undefined {
  const [f, k] = [field.trim(), formKey.trim()];
  return f || k ? `${f}@@${k}` : undefined;
}

/** The related-data dictionary's call for `field@@formKey`: the values of that form's field. */
export function relDictionaryPath(rel: string, key = 'value'): string | undefined {
  const { field, formKey } = relParts(rel);
  if (!field || !formKey) return undefined;
  const part = (s: string) => encodeURIComponent(s.trim());
  return `/tool-app/nbxtToolAppFormData/rel/formKey/${part(formKey)}/field/${part(field)}/${part(key)}`;
}

/** A select linked to another form's field (dicOption rel, params.rel `field@@formKey`) as a remote one. */
function relField(field: PlainObject): PlainObject {
  const params = getOwn(field, 'params');
  const rel = isPlainObject(params) ? getOwn(params, 'rel') : undefined;
  if (typeof rel !== 'string') return field;
  const path = relDictionaryPath(rel);
  return path
    ? { ...field, dicUrl: path, dicMethod: 'get', props: { label: 'label', value: 'value' } }
    : field;
}

/** The option with every related-data select reading its items from the rel call (groups included). */
export function withRelDictionaries(option: PlainObject): PlainObject {
  const columns = (list: unknown) =>
    Array.isArray(list) ? list.map((f) => (isPlainObject(f) ? relField(f) : f)) : list;
  const out: PlainObject = { ...option, column: columns(getOwn(option, 'column')) };
  const group = getOwn(option, 'group');
  if (Array.isArray(group))
    out.group = group.map((g) => (isPlainObject(g) ? { ...g, column: columns(getOwn(g, 'column')) } : g));
  return out;
}

/** The related-data dictionary's items: the distinct values of `field` in the answers (key `id`: the row). */
export function relItems(
  rows: readonly { id: unknown; answers: PlainObject }[],
  field: string,
  key: string,
): { label: string; value: string }[] {
  const seen = new Map<string, { label: string; value: string }>();
  for (const row of rows) {
    const label = plainText(row.answers[field]);
    if (label === '') continue;
    const value = key === 'id' ? String(row.id) : label;
    if (!seen.has(value)) seen.set(value, { label, value });
  }
  return [...seen.values()];
}
