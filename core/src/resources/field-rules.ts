/**
 * The rules a registry field's kind carries (platform.md §5, business-modules.md §5, forms-and-survey.md
 * §4, §5.3): required, an ID card by GB 11643 (身份证为必填项 / 身份证格式不正确), an 11-digit mainland
 * mobile number SMS go to, a Quartz schedule, a region within its declared depth (its district when
 * required), files within an upload's declared limits. One function per
 * record and one per operation's arguments: the console's forms and dialogs, the questionnaire, `nbxt`
 * and the sandbox all call these, so a rule declared once holds at every entry point.
 */
import { parseCron } from '../cron/parse.ts';
import { type UploadedFile, uploadFiles } from '../form/fill.ts';
import { parseRegionValue, regionProblem } from '../form/region-picker.ts';
import { type CivilDate, civilDateOf } from '../idcard/civil-date.ts';
import { parseIdCard } from '../idcard/idcard.ts';
import { validateEmail } from '../validate/email.ts';
import { isEmpty } from '../validate/empty.ts';
import { validatePhone } from '../validate/phone.ts';
import { uploadProblem } from '../validate/upload.ts';
import type { FieldSpec, OperationSpec, ResourceSpec } from './types.ts';

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
 * What is wrong with a value that is there (empty values are `required`'s business): the kind's rule,
 * or a schedule that is no Quartz expression. Undefined when it passes.
 */
export function kindProblem(
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
  if (field.type === 'cron' && typeof value === 'string' && value.trim() !== '') {
    const parsed = parseCron(value);
    if (!parsed.ok) {
      const { key, params, token } = parsed.error;
      return { message: key, params: { ...params, token: token ?? '' } };
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

/** One field's problem: empty and required (its kind's text for an ID card), else its kind's rule. */
export function fieldProblem(
  field: FieldSpec,
  value: unknown,
  today?: CivilDate,
): Omit<FieldProblem, 'field'> | undefined {
  if (isEmpty(value)) return field.required ? { message: field.required, params: {} } : undefined;
  return kindProblem(field, value, today);
}

/**
 * Every problem of a record about to be saved, in field order: required fields that are empty, then
 * values their kind rejects. `only` limits the check to the fields a form shows.
 */
export function recordProblems(
  spec: ResourceSpec,
  record: Record<string, unknown>,
  options: { today?: CivilDate; only?: (field: FieldSpec) => boolean } = {},
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const f of spec.fields) {
    if (options.only && !options.only(f)) continue;
    const found = fieldProblem(f, record[f.name], options.today);
    if (found) problems.push({ field: f.name, ...found });
  }
  return problems;
}

/** The values of a record that its fields' kinds reject (empty ones are not looked at). */
export function kindProblems(
  spec: ResourceSpec,
  record: Record<string, unknown>,
  today?: CivilDate,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const f of spec.fields) {
    const found = kindProblem(f, record[f.name], today);
    if (found) problems.push({ field: f.name, ...found });
  }
  return problems;
}

/**
 * An operation's argument that stands for a field of its entry (editIdCard's idCard is the householder's
 * ID card) is checked by that field's kind; a required ID card may not be empty (身份证为必填项). Other
 * arguments are the operation's own business.
 */
export function argumentProblem(
  field: FieldSpec | undefined,
  value: unknown,
  required: boolean,
  today?: CivilDate,
): Omit<FieldProblem, 'field'> | undefined {
  if (!field?.kind) return undefined;
  if (isEmpty(value))
    return required && field.kind === 'idcard' ? { message: 'idcard.required', params: {} } : undefined;
  return kindProblem(field, value, today);
}

/** The problems of an operation's arguments (argumentProblem for each declared one), in declared order. */
export function argumentProblems(
  spec: ResourceSpec,
  op: OperationSpec,
  args: Record<string, unknown>,
  today?: CivilDate,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, param] of Object.entries(op.params)) {
    const field = spec.fields.find((f) => f.name === name);
    const found = argumentProblem(field, args[name], param.required, today);
    if (found) problems.push({ field: name, ...found });
  }
  return problems;
}
