/**
 * Chinese resident identity numbers (GB 11643-1999): the 18-character form (17 digits and a check
 * character) and the legacy 15-digit form (birth year 19YY, no check character).
 *
 * Unlike a bare pattern match, an invalid ID says which part failed: `format` (length or characters),
 * `region` (unknown province code), `birth` (not a real date, or after today) or `checksum`.
 * Everything is integer arithmetic on char codes; "today" is always passed in.
 */
import type { MessageKey } from '../i18n/index.ts';
import { type CivilDate, compareDates, formatDate, isRealDate } from './civil-date.ts';

export type IdCardReason = 'format' | 'region' | 'birth' | 'checksum';
export type Sex = 1 | 2;

export interface ValidIdCard {
  valid: true;
  id: string;
  /** 18 or the legacy 15. */
  length: 18 | 15;
  /** The six-digit administrative division code; its first two digits are the province. */
  region: string;
  birth: CivilDate;
  /** 1 male (odd sequence digit), 2 female (even): the codes the household survey stores. */
  sex: Sex;
}

export interface InvalidIdCard {
  valid: false;
  id: string;
  reason: IdCardReason;
  /** 身份证为必填项 for an empty ID, 身份证格式不正确 otherwise. */
  message: MessageKey;
}

export type IdCardResult = ValidIdCard | InvalidIdCard;

export const idCardMessages = {
  format: 'idcard.format',
  required: 'idcard.required',
} as const satisfies Record<string, MessageKey>;

/** Weights of the 17 digits (2^(18-i) mod 11) and the check character for each remainder mod 11. */
const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const checkCharacters = '10X98765432';

/**
 * Province codes of GB/T 2260 (11–15, 21–23, 31–37, 41–46, 50–54, 61–65, 71) plus 81, 82 and 83,
 * used by the residence permits of Hong Kong, Macao and Taiwan residents. Indexed by the two-digit code.
 */
const knownProvince: readonly boolean[] = (() => {
  const known = new Array<boolean>(100).fill(false);
  const ranges = [
    [11, 15],
    [21, 23],
    [31, 37],
    [41, 46],
    [50, 54],
    [61, 65],
    [71, 71],
    [81, 83],
  ] as const;
  for (const [from, to] of ranges) for (let code = from; code <= to; code++) known[code] = true;
  return known;
})();

export function isKnownProvince(code: number): boolean {
  return knownProvince[code] === true;
}

/** The check character (0–9 or X) of the first 17 digits; undefined unless they are 17 ASCII digits. */
export function checkCharacterOf(first17: string): string | undefined {
  if (first17.length < 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const digit = first17.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    sum += digit * weights[i]!;
  }
  return checkCharacters[sum % 11];
}

function invalid(id: string, reason: IdCardReason): InvalidIdCard {
  return { valid: false, id, reason, message: id.length === 0 ? 'idcard.required' : 'idcard.format' };
}

/** Number of leading ASCII digits of `id` among its first `limit` characters. */
function leadingDigits(id: string, limit: number): number {
  for (let i = 0; i < limit; i++) {
    const code = id.charCodeAt(i);
    if (code < 48 || code > 57) return i;
  }
  return limit;
}

/** A birth year before this is a typo, not a person (`0001…` would otherwise pass as a real date). */
const earliestBirthYear = 1800;

/** Two or four digits at `from` as a number (the caller has checked they are digits). */
function numberAt(id: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i++) value = value * 10 + id.charCodeAt(i) - 48;
  return value;
}

/**
 * Check an ID exactly as given (no trimming: any whitespace makes it a `format` failure) and, when it is
 * valid, read its birth date and sex. `today` bounds the birth date (an ID born after today is invalid).
 */
export function parseIdCard(id: string, today: CivilDate): IdCardResult {
  const length = id.length;
  let yearAt: number;
  let sexAt: number;
  if (length === 18) {
    if (leadingDigits(id, 17) !== 17) return invalid(id, 'format');
    const last = id.charCodeAt(17);
    // 0–9, X or x
    if (!((last >= 48 && last <= 57) || last === 88 || last === 120)) return invalid(id, 'format');
    yearAt = 6;
    sexAt = 16;
  } else if (length === 15) {
    if (leadingDigits(id, 15) !== 15) return invalid(id, 'format');
    yearAt = 6;
    sexAt = 14;
  } else {
    return invalid(id, 'format');
  }

  if (!knownProvince[numberAt(id, 0, 2)]) return invalid(id, 'region');

  const year = length === 18 ? numberAt(id, yearAt, 4) : 1900 + numberAt(id, yearAt, 2);
  const monthAt = length === 18 ? 10 : 8;
  const month = numberAt(id, monthAt, 2);
  const day = numberAt(id, monthAt + 2, 2);
  if (year < earliestBirthYear || !isRealDate(year, month, day)) return invalid(id, 'birth');
  const birth: CivilDate = { year, month, day };
  if (compareDates(birth, today) > 0) return invalid(id, 'birth');

  if (length === 18) {
    const last = id.charCodeAt(17);
    const expected = checkCharacterOf(id)!;
    if ((last === 120 ? 'X' : id[17]) !== expected) return invalid(id, 'checksum');
  }

  const sex: Sex = (id.charCodeAt(sexAt) - 48) % 2 === 1 ? 1 : 2;
  return { valid: true, id, length, region: id.slice(0, 6), birth, sex };
}

export function isValidIdCard(id: string, today: CivilDate): boolean {
  return parseIdCard(id, today).valid;
}

/** Age as the spec defines it (forms-and-survey.md §4): the current year minus the birth year. */
export function ageBySpec(birth: CivilDate, today: CivilDate): number {
  return today.year - birth.year;
}

/**
 * Exact completed years on `today`. Someone born on 29 February completes a year on 1 March in common
 * years (the birthday has not been reached on 28 February).
 */
export function completedYears(birth: CivilDate, today: CivilDate): number {
  const years = today.year - birth.year;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return beforeBirthday ? years - 1 : years;
}

/**
 * The 18-character form of a legacy 15-digit ID: `19` inserted before the two-digit year, then the check
 * character appended. Undefined unless `id15` is 15 ASCII digits (validity is `parseIdCard`'s job).
 */
export function upgradeIdCard(id15: string): string | undefined {
  if (id15.length !== 15 || leadingDigits(id15, 15) !== 15) return undefined;
  const first17 = `${id15.slice(0, 6)}19${id15.slice(6)}`;
  return first17 + checkCharacterOf(first17)!;
}

/** The legacy 15-digit form of an 18-character ID born in the 1900s (the inverse of `upgradeIdCard`). */
export function legacyIdCard(id18: string): string | undefined {
  if (id18.length !== 18 || leadingDigits(id18, 17) !== 17 || id18[6] !== '1' || id18[7] !== '9')
    return undefined;
  return id18.slice(0, 6) + id18.slice(8, 17);
}

export interface IdCardFacts {
  /** `YYYY-MM-DD`. */
  birth: string;
  sex: Sex;
  /** As the spec defines it: current year minus birth year. */
  age: number;
  /** Exact completed years on `today`. */
  completedYears: number;
}

/** What a valid ID tells about its holder on `today`. */
export function idCardFacts(result: ValidIdCard, today: CivilDate): IdCardFacts {
  return {
    birth: formatDate(result.birth),
    sex: result.sex,
    age: ageBySpec(result.birth, today),
    completedYears: completedYears(result.birth, today),
  };
}
