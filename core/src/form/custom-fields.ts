/**
 * The palette's custom fields (forms-and-survey.md §2.6): ready-made configurations of catalogue types
 * that come up in every community form.
 */
import { type PaletteItem, paletteItem } from './catalogue.ts';
import { deepFreeze } from './plain.ts';
import { impliedRules } from './rules.ts';

function custom(type: string, extra: Record<string, unknown>): PaletteItem {
  const base = { ...paletteItem(type)!, ...extra } as PaletteItem;
  const rules = impliedRules(base);
  return rules.length > 0 ? { ...base, rules } : base;
}

export const customFields: readonly { key: string; item: PaletteItem }[] = deepFreeze([
  { key: 'name', item: custom('input', { label: '姓名', required: true }) },
  { key: 'phone', item: custom('input', { label: '手机号码', maxlength: 11, pattern: '^1\\d{10}$' }) },
  // The ID card's rule is the registry's (GB 11643, 身份证格式不正确): a rule of type idcard.
  { key: 'idcard', item: custom('input', { label: '身份证号', maxlength: 18, rules: [{ type: 'idcard' }] }) },
  { key: 'birthday', item: custom('date', { label: '出生日期' }) },
]);
