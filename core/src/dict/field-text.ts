import { cellText } from '../admin-ui/list-prefs.ts';
import { parseRegionValue, regionDisplay } from '../form/region-picker.ts';
import { timeText } from '../resources/date-format.ts';
import type { FieldSpec } from '../resources/types.ts';
import {
  BOOLEAN_DICTIONARY,
  type DictItem,
  type Dictionaries,
  dictLabel,
  UNNAMED_CODE_DICTIONARY,
  UNNAMED_CODE_SET,
} from './items.ts';

/** An amount as the spec shows amounts: grouped, two decimals (120000 → 120,000.00). */
export function moneyText(value: unknown): string | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : undefined;
}

/**
 * The label of a coded value: its dictionary item's, or for a comma list (several picked) each item's,
 * codes the dictionary lacks kept as they are; undefined when the dictionary holds none of it.
 */
export function codedText(items: readonly DictItem[] | undefined, value: unknown): string | undefined {
  const label = dictLabel(items, value);
  if (label !== undefined || typeof value !== 'string' || !value.includes(',')) return label;
  const codes = value.split(',').filter((code) => code !== '');
  const labels = codes.map((code) => dictLabel(items, code));
  return labels.some((l) => l !== undefined)
    ? codes.map((code, i) => labels[i] ?? code).join(', ')
    : undefined;
}

/**
 * What a field's value shows instead of itself, undefined when it shows as it is: the label of a coded
 * value (the field's dictionary; yes or no for a boolean), a picked region's names for an area
 * (浙江省/杭州市), an amount of money formatted, a time in the user's zone and the console's format (an
 * ISO-8601 or GMT text, epoch milliseconds: `timeText`). The console and the CLI show values through it.
 */
export function valueLabel(
  field: Pick<FieldSpec, 'dict' | 'kind' | 'type' | 'unnamedCodes'>,
  value: unknown,
  dictionaries: Dictionaries | undefined,
): string | undefined {
  if (field.unnamedCodes && value !== undefined && value !== null && value !== '')
    return dictLabel(dictionaries?.[UNNAMED_CODE_DICTIONARY], UNNAMED_CODE_SET);
  const time = timeText(field, value);
  if (time !== undefined) return time;
  if (field.kind === 'area' && isRegion(value)) return regionDisplay(parseRegionValue(value));
  if (field.dict) {
    const label = codedText(dictionaries?.[field.dict], value);
    if (label !== undefined) return label;
  }
  if (typeof value === 'boolean' || (field.type === 'boolean' && (value === 'true' || value === 'false')))
    return dictLabel(dictionaries?.[BOOLEAN_DICTIONARY], value);
  return field.kind === 'money' ? moneyText(value) : undefined;
}

/**
 * What a list cell or a detail shows for a field's value: its label (`valueLabel`), else the value itself
 * (blank as an em dash, objects as JSON).
 */
export function fieldText(
  field: Pick<FieldSpec, 'dict' | 'kind' | 'type' | 'unnamedCodes'>,
  value: unknown,
  dictionaries: Dictionaries | undefined,
): string {
  return valueLabel(field, value, dictionaries) ?? cellText(value);
}

/** Whether a field's values are labelled by a dictionary (the server's or the console's own). */
export const labelledByDictionary = (field: Pick<FieldSpec, 'dict' | 'unnamedCodes'>): boolean =>
  Boolean(field.dict || field.unnamedCodes);

/** A region picker's value (the §3.2 object or its JSON text), not a plain area name. */
const isRegion = (value: unknown) =>
  (typeof value === 'object' && value !== null && 'value' in value) ||
  (typeof value === 'string' && value.startsWith('{"') && parseRegionValue(value).value.length > 0);

/** Kinds whose values have a short, fixed shape (a phone number, an amount, an ID card number, a year). */
const WHOLE_KINDS = new Set(['phone', 'mobile', 'money', 'idcard', 'year', 'month', 'code']);

/**
 * Whether a list cell shows the field's value whole, never cut: values of a short fixed shape (numbers,
 * times, phone and ID numbers, amounts, yes/no), whose cut copy reads as another value (1369028038 for
 * 13690280380), and a dictionary's labels (a few words of a fixed set: 机关… says nothing of 机关单位).
 * Free text (names, addresses, titles) is cut to its column with the whole in its title.
 */
export function shownWhole(field: Pick<FieldSpec, 'kind' | 'type' | 'dict' | 'unnamedCodes'>): boolean {
  if (labelledByDictionary(field)) return true;
  if (field.kind !== undefined) return WHOLE_KINDS.has(field.kind);
  return (
    field.type === 'number' || field.type === 'date' || field.type === 'datetime' || field.type === 'boolean'
  );
}
