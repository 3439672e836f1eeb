import type { MessageKey } from '../i18n/index.ts';
import { isEmpty } from './empty.ts';
import { type Check, failed, type Problem, passed, problemsOf } from './result.ts';

export function required(value: unknown, message: MessageKey, field?: string): Check {
  return isEmpty(value) ? failed(message, field) : passed;
}

/** Check that each listed field of `record` is not empty; problems come in the order of `rules`. */
export function requiredFields<F extends string>(
  record: Partial<Record<F, unknown>>,
  rules: readonly (readonly [F, MessageKey])[],
): Problem[] {
  return problemsOf(rules.map(([field, message]) => required(record[field], message, field)));
}
