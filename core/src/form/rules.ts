/**
 * The validation rules a field implies (forms-and-survey.md §5.3): `required` adds a required rule whose
 * message depends on the field type, and `pattern` adds a pattern rule.
 */
import { formFillMessages } from '../i18n/messages/form-fill.ts';
import { translator } from '../i18n/translator.ts';
import type { Lang } from '../i18n/types.ts';

const translate = translator(formFillMessages);

import { getOwn, type PlainObject } from './plain.ts';
import { requiredMessageKey } from './rule-keys.ts';

export interface ValidationRule {
  required?: boolean;
  pattern?: string;
  message: string;
  trigger?: string;
}

export { requiredMessageKey } from './rule-keys.ts';

function labelOf(field: PlainObject): string {
  const label = getOwn(field, 'label');
  if (typeof label === 'string' || typeof label === 'number') return String(label);
  const prop = getOwn(field, 'prop');
  return typeof prop === 'string' ? prop : '';
}

/** The required rule the designer adds when `required` is switched on. */
export function requiredRule(field: PlainObject, lang: Lang = 'zh'): ValidationRule {
  return {
    required: true,
    message: translate(requiredMessageKey(getOwn(field, 'type')), lang, { label: labelOf(field) }),
  };
}

/** Rules implied by `required: true` and a non-empty `pattern`. */
export function impliedRules(field: PlainObject, lang: Lang = 'zh'): ValidationRule[] {
  const rules: ValidationRule[] = [];
  if (getOwn(field, 'required') === true) rules.push(requiredRule(field, lang));
  const pattern = getOwn(field, 'pattern');
  if (typeof pattern === 'string' && pattern !== '')
    rules.push({ pattern, message: translate('form.rule.pattern', lang, { label: labelOf(field) }) });
  return rules;
}
