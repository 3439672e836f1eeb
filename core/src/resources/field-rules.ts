/**
 * The rules a registry field's kind carries (platform.md §5, business-modules.md §5, forms-and-survey.md
 * §4, §5.3): required, an ID card by GB 11643 (身份证为必填项 / 身份证格式不正确), an 11-digit mainland
 * mobile number SMS go to, a Quartz schedule, a region within its declared depth (its district when
 * required), files within an upload's declared limits. One function per
 * record and one per operation's arguments: the console's forms and dialogs, the questionnaire, `nbxt`
 * and the sandbox all call these, so a rule declared once holds at every entry point.
 */
import { parseCron } from '../cron/parse.ts';
import type { CivilDate } from '../idcard/civil-date.ts';
import { isEmpty } from '../validate/empty.ts';
import { type FieldProblem, valueProblem } from './kind-rules.ts';
import type { FieldSpec, OperationSpec, ResourceSpec } from './types.ts';

export { type FieldProblem, hasBegun, imageFiles } from './kind-rules.ts';

/**
 * What is wrong with a value that is there (empty values are `required`'s business): the kind's rule
 * (kind-rules.ts), or a schedule that is no Quartz expression. Undefined when it passes.
 */
export function kindProblem(
  field: FieldSpec,
  value: unknown,
  today?: CivilDate,
): Omit<FieldProblem, 'field'> | undefined {
  if (isEmpty(value)) return undefined;
  const found = valueProblem(field, value, today);
  if (found) return found;
  if (field.type === 'cron' && typeof value === 'string' && value.trim() !== '') {
    const parsed = parseCron(value);
    if (!parsed.ok) {
      const { key, params, token } = parsed.error;
      return { message: key, params: { ...params, token: token ?? '' } };
    }
  }
  return undefined;
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
