import { cellText } from '../admin-ui/list-prefs.ts';
import { parseRegionValue, regionDisplay } from '../region/picker.ts';
import type { FieldSpec } from '../resources/types.ts';
import { type Dictionaries, dictLabel } from './items.ts';

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
 * What a list cell or a detail shows for a field's value: the dictionary's label when the field names a
 * dictionary that holds the value, a picked region's names for an area (浙江省/杭州市), an amount of money
 * formatted, else the value itself (blank as an em dash, objects as JSON).
 */
export function fieldText(
  field: Pick<FieldSpec, 'dict' | 'kind'>,
  value: unknown,
  dictionaries: Dictionaries | undefined,
): string {
  if (field.kind === 'area' && isRegion(value)) return regionDisplay(parseRegionValue(value));
  const label = field.dict ? dictLabel(dictionaries?.[field.dict], value) : undefined;
  const money = field.kind === 'money' ? moneyText(value) : undefined;
  return label ?? money ?? cellText(value);
}

/** A region picker's value (the §3.2 object or its JSON text), not a plain area name. */
const isRegion = (value: unknown) =>
  (typeof value === 'object' && value !== null && 'value' in value) ||
  (typeof value === 'string' && value.startsWith('{"') && parseRegionValue(value).value.length > 0);
