import * as z from 'zod/mini';

/**
 * Dictionary items (platform.md §3): `dictKey` is the stored value, `dictValue` its label. Records hold
 * the key as a number or a string (`category: 1`, `dictKey: "1"`), so keys compare as text.
 */
export interface DictItem {
  dictKey: string;
  dictValue: string;
}

/** The console's dictionary of true and false (yes, no): JSON booleans are labelled by it. */
export const BOOLEAN_DICTIONARY = 'console.boolean';

/** The console's label of a code nobody names (FieldSpec.unnamedCodes): set, whatever its code. */
export const UNNAMED_CODE_DICTIONARY = 'console.unnamedCode';
export const UNNAMED_CODE_SET = 'set';

/** Every dictionary by code, as `dictionary/all` gives it. */
export type Dictionaries = Record<string, DictItem[]>;

const keyText = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const itemSchema = z.looseObject({ dictKey: keyText, dictValue: keyText });
const itemsSchema = z.array(itemSchema);
const allSchema = z.record(z.string(), itemsSchema);

const slim = (items: readonly DictItem[]): DictItem[] =>
  items.map(({ dictKey, dictValue }) => ({ dictKey, dictValue }));

/** The items of one dictionary (`dictionary?code=`), keys and labels as text. */
export function readDictItems(data: unknown): DictItem[] {
  return slim(itemsSchema.parse(data));
}

/** The reply of `dictionary/all`: items by code. */
export function readDictionaries(data: unknown): Dictionaries {
  const parsed = allSchema.parse(data ?? {});
  return Object.fromEntries(Object.entries(parsed).map(([code, items]) => [code, slim(items)]));
}

/** The label of a stored value, or undefined when the dictionary does not hold it. */
export function dictLabel(items: readonly DictItem[] | undefined, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const key = String(value);
  return items?.find((item) => item.dictKey === key)?.dictValue;
}

/**
 * Choices of a select: value the key, label the text; the first of duplicated keys wins, blank keys go.
 * A current value the dictionary lacks (a sealed item) is kept as a choice of its own, so that editing
 * a record does not silently blank it.
 */
export function dictOptions(
  items: readonly DictItem[] | undefined,
  current?: string,
): { value: string; label: string }[] {
  const seen = new Set<string>();
  const options: { value: string; label: string }[] = [];
  for (const item of items ?? []) {
    if (item.dictKey === '' || seen.has(item.dictKey)) continue;
    seen.add(item.dictKey);
    options.push({ value: item.dictKey, label: item.dictValue });
  }
  if (current && !seen.has(current)) options.push({ value: current, label: current });
  return options;
}
