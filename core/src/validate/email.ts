import { isEmpty } from './empty.ts';
import { type Check, failed, passed } from './result.ts';

/** A mailbox as people write one: a name, one @, a domain of dotted parts; no spaces. */
const mailbox = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** An email address (a field of kind `email`: a user's, a customer contact's). Empty is `required`'s business. */
export function validateEmail(value: unknown): Check {
  if (isEmpty(value)) return passed;
  return mailbox.test(String(value).trim()) ? passed : failed('validate.email.format', 'email');
}
