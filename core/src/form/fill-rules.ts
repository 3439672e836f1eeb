/**
 * Validating filled-in values against a definition (forms-and-survey.md §3.2, §5.3): the field's own
 * `rules` and those `required` and `pattern` imply. A problem is the rule's own message when it has one,
 * else a message key of the form catalogue with the field's label.
 */

import { valueProblem } from '../resources/kind-rules.ts';
import type { FieldSpec } from '../resources/types.ts';
import { uploadProblem } from '../validate/upload.ts';
import {
  dynamicColumns,
  dynamicRows,
  fieldProp,
  fieldType,
  holdsValue,
  isEmptyFill,
  isShown,
  uploadFiles,
  uploadRuleOf,
  valueFields,
} from './fill.ts';
import { getOwn, isPlainObject, type PlainObject } from './plain.ts';
import { clampRegionLevels, parseRegionValue, regionProblem } from './region-picker.ts';
import { patternMessageKey, requiredMessageKey } from './rule-keys.ts';

export interface FillProblem {
  /** The rule's own message, shown as it is. */
  text?: string;
  /** Else a catalogue key with its parameters. */
  key?: string;
  params?: Record<string, string>;
}

function labelOf(field: PlainObject): string {
  const label = getOwn(field, 'label');
  return typeof label === 'string' || typeof label === 'number' ? String(label) : (fieldProp(field) ?? '');
}

interface Rule {
  required?: boolean;
  /**
   * A value kind whose rule is the registry's (`{ type: 'idcard' }`: GB 11643, 身份证格式不正确; `mobile`:
   * an 11-digit mainland mobile number), checked by the same core function as every other entry point.
   */
  kind?: RuleKind;
  pattern?: string;
  min?: number;
  max?: number;
  len?: number;
  message?: string;
}

/** The field's rules: its own (nulls skipped), then the required and pattern rules its flags imply. */
export function fillRules(field: PlainObject): Rule[] {
  const rules: Rule[] = [];
  const own = getOwn(field, 'rules');
  for (const raw of Array.isArray(own) ? own : []) {
    if (!isPlainObject(raw)) continue;
    const rule: Rule = {};
    if (raw.required === true) rule.required = true;
    for (const key of ['min', 'max', 'len'] as const)
      if (typeof raw[key] === 'number') rule[key] = raw[key] as number;
    if (typeof raw.pattern === 'string' && raw.pattern !== '') rule.pattern = raw.pattern;
    if (typeof raw.message === 'string' && raw.message !== '') rule.message = raw.message;
    if (raw.type === 'idcard' || raw.type === 'mobile') rule.kind = raw.type;
    rules.push(rule);
  }
  if (getOwn(field, 'required') === true && !rules.some((r) => r.required)) rules.push({ required: true });
  const pattern = getOwn(field, 'pattern');
  if (typeof pattern === 'string' && pattern !== '') rules.push({ pattern });
  return rules;
}

export function isRequired(field: PlainObject): boolean {
  return fillRules(field).some((rule) => rule.required);
}

function compiled(pattern: string): RegExp | undefined {
  // A pattern written as /body/flags (avue definitions carry both forms).
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
  try {
    return literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

const sizeOf = (value: unknown): number | undefined =>
  typeof value === 'string' || Array.isArray(value)
    ? value.length
    : typeof value === 'number'
      ? value
      : undefined;

type RuleKind = 'idcard' | 'mobile';
/** The registry fields whose kinds carry these rules (resources/field-rules.ts). */
const kindFields: Record<RuleKind, FieldSpec> = {
  idcard: { name: 'idCard', label: 'idCard', text: { zh: '身份证号', en: 'ID card' }, kind: 'idcard' },
  mobile: { name: 'phone', label: 'phone', text: { zh: '手机号码', en: 'Mobile' }, kind: 'mobile' },
};
const stringParams = (params: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

/** The first rule a value breaks, or undefined. */
const regionTypes = new Set(['region', 'area', 'address']);

/**
 * The region-depth rule (form/region-picker.ts) with the field's `level` when it declares one: a required
 * region needs its province, city and district (those its levels show), and none goes deeper than them.
 */
function regionMissing(field: PlainObject, value: unknown, required: boolean): FillProblem | undefined {
  const level = getOwn(field, 'level');
  const levels = level === undefined || level === null || level === '' ? undefined : clampRegionLevels(level);
  const problem = regionProblem(parseRegionValue(value), { levels, required });
  return problem ? keyed(problem) : undefined;
}

/** A core problem as the form shows it: its key, and its parameters when it has any. */
const keyed = (problem: { message: string; params?: Record<string, string | number> }): FillProblem =>
  problem.params ? { key: problem.message, params: stringParams(problem.params) } : { key: problem.message };

/** The rules of the field's type itself on a value that is there: a region's depth, an upload's limits. */
function typeProblem(field: PlainObject, value: unknown): FillProblem | undefined {
  const type = fieldType(field);
  if (regionTypes.has(type)) return regionMissing(field, value, isRequired(field));
  if (type !== 'upload') return undefined;
  const problem = uploadProblem(uploadRuleOf(field), uploadFiles(value, field));
  return problem ? keyed(problem) : undefined;
}

export function checkValue(field: PlainObject, value: unknown): FillProblem | undefined {
  const label = labelOf(field);
  const empty = isEmptyFill(value);
  for (const rule of fillRules(field)) {
    const own = rule.message ? { text: rule.message } : undefined;
    if (rule.required && empty)
      return own ?? { key: requiredMessageKey(fieldType(field)), params: { label } };
    if (empty) continue;
    if (rule.kind) {
      const found = valueProblem(kindFields[rule.kind], value);
      if (found) return own ?? { key: found.message, params: stringParams(found.params) };
    }
    if (rule.pattern) {
      const regex = compiled(rule.pattern);
      const texts = Array.isArray(value) ? value.map(String) : [String(value)];
      if (regex && !texts.every((t) => regex.test(t)))
        return own ?? { key: patternMessageKey, params: { label } };
    }
    const size = sizeOf(value);
    if (size === undefined) continue;
    const broken =
      (rule.len !== undefined && size !== rule.len) ||
      (rule.min !== undefined && size < rule.min) ||
      (rule.max !== undefined && size > rule.max);
    if (broken) return own ?? { key: patternMessageKey, params: { label } };
  }
  return empty ? undefined : typeProblem(field, value);
}

/** Where an error of a sub-table cell is kept: `prop.row.child`. */
export const cellPath = (prop: string, row: number, child: string): string => `${prop}.${row}.${child}`;

/**
 * Every problem of the values, by field (`prop`, or `prop.row.child` in sub-tables). Hidden fields
 * (`display: false`) and hidden groups are not checked.
 */
export function checkValues(option: PlainObject, values: PlainObject): Record<string, FillProblem> {
  const problems: Record<string, FillProblem> = {};
  const hiddenGroups = new Set<PlainObject>();
  for (const group of Array.isArray(getOwn(option, 'group')) ? (getOwn(option, 'group') as unknown[]) : [])
    if (isPlainObject(group) && !isShown(group))
      for (const field of Array.isArray(group.column) ? group.column : [])
        hiddenGroups.add(field as PlainObject);
  for (const field of valueFields(option)) {
    if (!isShown(field) || hiddenGroups.has(field)) continue;
    const prop = fieldProp(field)!;
    const value = getOwn(values, prop);
    const problem = checkValue(field, value);
    if (problem) problems[prop] = problem;
    if (fieldType(field) !== 'dynamic') continue;
    const columns = dynamicColumns(field).filter((c) => holdsValue(c) && isShown(c));
    dynamicRows(value).forEach((row, index) => {
      for (const child of columns) {
        const found = checkValue(child, getOwn(row, fieldProp(child)!));
        if (found) problems[cellPath(prop, index, fieldProp(child)!)] = found;
      }
    });
  }
  return problems;
}
