/**
 * The rules of a value's kind (platform.md §5, forms-and-survey.md §5.3): an ID card by GB 11643, an
 * 11-digit mainland mobile number, an e-mail address, a region within its declared depth, files within an
 * upload's declared limits, a day or month already begun. What a designed form's field may carry
 * (core/src/form/fill-rules.ts) and a registry field's rules build on (field-rules.ts, which adds the
 * schedule's: a designed form has no schedule field, so its pages carry no cron parser).
 */
import { type UploadedFile, uploadFiles } from '../form/fill.ts';
import { parseRegionValue, regionProblem } from '../form/region-picker.ts';
import { type CivilDate, civilDateOf } from '../idcard/civil-date.ts';
import { parseIdCard } from '../idcard/idcard.ts';
import { validateEmail } from '../validate/email.ts';
import { isEmpty } from '../validate/empty.ts';
import { validatePhone } from '../validate/phone.ts';
import { uploadProblem } from '../validate/upload.ts';
import type { FieldSpec } from './types.ts';

export interface FieldProblem {
  field: string;
  /** Message key and its parameters. */
  message: string;
  params: Record<string, string | number>;
}

/** Today on the caller's clock when none is given (an ID born after today is invalid). */
const todayOf = (today: CivilDate | undefined): CivilDate => today ?? civilDateOf(new Date());

/** A value as the text a rule reads ('' for nothing). */
const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);

/** A list kept as JSON text read as its list; anything else as it is. */
function listText(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*\[/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The pictures of an image field's value (a comma list of addresses, a list, or its JSON text). */
export const imageFiles = (value: unknown): UploadedFile[] => uploadFiles(listText(value));

/**
 * What is wrong with a value that is there (empty values are `required`'s business): its kind's rule, or
 * a date not yet begun where the field says begun. Undefined when it passes.
 */
export function valueProblem(
  field: FieldSpec,
  value: unknown,
  today?: CivilDate,
): Omit<FieldProblem, 'field'> | undefined {
  if (isEmpty(value)) return undefined;
  if (field.begun && !hasBegun(textOf(value), todayOf(today)))
    return {
      message: field.kind === 'month' ? 'validate.month.notBegun' : 'validate.date.notBegun',
      params: {},
    };
  switch (field.kind) {
    case 'idcard': {
      const result = parseIdCard(textOf(value), todayOf(today));
      return result.valid ? undefined : { message: result.message, params: {} };
    }
    case 'mobile': {
      const check = validatePhone(value);
      return check.ok ? undefined : { message: check.message, params: check.params ?? {} };
    }
    case 'email': {
      const check = validateEmail(value);
      return check.ok ? undefined : { message: check.message, params: {} };
    }
    case 'area': {
      // A region given as the §3.2 object (or its JSON text): the region-depth rule of its declared levels.
      if (typeof value === 'string' && !/^\s*[[{]/.test(value)) return undefined;
      const problem = regionProblem(parseRegionValue(value), {
        levels: field.levels,
        required: Boolean(field.required),
      });
      return problem ? { message: problem.message, params: problem.params ?? {} } : undefined;
    }
    case 'image': {
      // Files (a comma list of addresses, or a JSON list) against the field's declared upload limits.
      if (!field.upload) return undefined;
      const problem = uploadProblem(field.upload, uploadFiles(listText(value)));
      return problem ? { message: problem.message, params: problem.params ?? {} } : undefined;
    }
  }
  return undefined;
}

/** Whether a month (`yyyy-MM`) or a day (`yyyy-MM-dd…`) has begun by today; a text of neither passes. */
export function hasBegun(text: string, today: CivilDate): boolean {
  const parts = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/.exec(text.trim());
  if (!parts) return true;
  const month = Number(parts[1]) * 12 + Number(parts[2]);
  const now = today.year * 12 + today.month;
  if (month !== now) return month < now;
  return parts[3] === undefined || Number(parts[3]) <= today.day;
}
