import { cellText } from '../admin-ui/list-prefs.ts';
import type { FieldSpec } from '../resources/types.ts';
import { type Dictionaries, dictLabel } from './items.ts';

/**
 * What a list cell or a detail shows for a field's value: the dictionary's label when the field names a
 * dictionary that holds the value, else the value itself (blank as an em dash, objects as JSON).
 */
export function fieldText(
  field: Pick<FieldSpec, 'dict'>,
  value: unknown,
  dictionaries: Dictionaries | undefined,
): string {
  const label = field.dict ? dictLabel(dictionaries?.[field.dict], value) : undefined;
  return label ?? cellText(value);
}
