import { isEmpty } from './empty.ts';
import { type Check, failed, passed } from './result.ts';

/** Mainland China mobile numbers: 11 digits, a leading 1, then a network digit 3–9. */
const mainlandMobile = /^1[3-9][0-9]{9}$/;

/**
 * Phone numbers (profile, SMS features): not empty, exactly 11 characters, and a mainland mobile number.
 *
 * The original front end tests the value against a landline pattern and reports 格式不正确 when it
 * *matches*, so a landline passes and an ordinary mobile number can fail: the check is inverted
 * (platform.md §5, business-modules.md §5 note this). We implement the intended rule instead: a value that
 * is not a mainland mobile number is a format error.
 */
export function validatePhone(phone: unknown): Check {
  if (isEmpty(phone)) return failed('validate.phone.required', 'phone');
  const text = String(phone);
  if (text.length !== 11) return failed('validate.phone.length', 'phone');
  if (!mainlandMobile.test(text)) return failed('validate.phone.format', 'phone');
  return passed;
}
