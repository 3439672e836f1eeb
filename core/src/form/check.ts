/**
 * The designer's rules (forms-and-survey.md §5.3) as lints over a definition, designer form or avue
 * option. Every problem carries a JSON path, a severity and a message key of the `form.*` catalogue
 * (core/src/i18n/messages/form.ts) with its parameters. Never throws, never evaluates scripts.
 */
import type * as z from 'zod/mini';
import { treeValueKey } from '../validate/tree-node.ts';
import type { FormErrorReason } from './convert.ts';
import { formatPath, getOwn, isPlainObject, type JsonPath, maxDepth, type PlainObject } from './plain.ts';
import { impliedRules, type ValidationRule } from './rules.ts';
import { fieldSchemaFor, formOptionsSchema, groupEntrySchema, limits } from './schema.ts';
import { shapeCheck } from './shape-check.ts';
import { isChoiceType, isFieldType, isTreeType, notInDynamic } from './types.ts';

export type Severity = 'error' | 'warning';

export interface FormProblem {
  /** Message key in the `form.*` catalogue; it doubles as the rule's id. */
  key: string;
  severity: Severity;
  path: JsonPath;
  params?: Record<string, string | number>;
}

/** The validation rules a field's `required` / `pattern` imply (§5.3), with the field's path. */
export interface ImpliedFieldRules {
  path: JsonPath;
  prop?: string;
  rules: ValidationRule[];
}

export interface FormCheckResult {
  problems: FormProblem[];
  rules: ImpliedFieldRules[];
}

interface Scope {
  inGroup: boolean;
  inDynamic: boolean;
}

class Checker {
  readonly problems: FormProblem[] = [];
  readonly rules: ImpliedFieldRules[] = [];
  private readonly props = new Map<string, JsonPath>();

  report(key: string, severity: Severity, path: JsonPath, params?: Record<string, string | number>): void {
    this.problems.push(params ? { key, severity, path, params } : { key, severity, path });
  }

  invalid(reason: FormErrorReason, path: JsonPath): void {
    this.report('form.invalid', 'error', path, { reason: `form.invalid.${reason}` });
  }

  form(value: unknown, path: JsonPath, depth: number, scope: Scope, root: boolean): void {
    if (depth > maxDepth) {
      this.invalid('tooDeep', path);
      return;
    }
    if (!isPlainObject(value)) {
      this.invalid('notObject', path);
      return;
    }
    const column = getOwn(value, 'column');
    const groupOnly = column === undefined && Array.isArray(getOwn(value, 'group'));
    if ((root && !groupOnly) || column !== undefined) {
      if (!Array.isArray(column)) this.invalid('notArray', [...path, 'column']);
      else
        for (let i = 0; i < column.length; i++)
          this.field(column[i], [...path, 'column', i], depth + 1, scope);
    }
    if (root) this.formOptions(value, path);
    const group = getOwn(value, 'group');
    if (group === undefined || group === null) return;
    if (!Array.isArray(group)) {
      this.invalid('notArray', [...path, 'group']);
      return;
    }
    for (let i = 0; i < group.length; i++) this.groupEntry(group[i], [...path, 'group', i], depth + 1, scope);
  }

  private formOptions(form: PlainObject, path: JsonPath): void {
    this.schemaIssues(formOptionsSchema, form, path);
    range(this, form, 'labelWidth', path, limits.labelWidth, 'form.check.labelWidth');
    range(this, form, 'gutter', path, limits.gutter, 'form.check.gutter');
  }

  private groupEntry(value: unknown, path: JsonPath, depth: number, scope: Scope): void {
    if (!isPlainObject(value)) {
      this.invalid('notObject', path);
      return;
    }
    if (scope.inDynamic) this.report('form.check.notInDynamic', 'error', path, { type: 'group' });
    this.prop(value, path, true);
    this.schemaIssues(groupEntrySchema, value, path);
    const column = getOwn(value, 'column');
    if (column === undefined || column === null) return;
    if (!Array.isArray(column)) {
      this.invalid('notArray', [...path, 'column']);
      return;
    }
    const inner = { inGroup: true, inDynamic: scope.inDynamic };
    for (let i = 0; i < column.length; i++) this.field(column[i], [...path, 'column', i], depth + 1, inner);
  }

  private field(value: unknown, path: JsonPath, depth: number, scope: Scope): void {
    if (depth > maxDepth) {
      this.invalid('tooDeep', path);
      return;
    }
    if (!isPlainObject(value)) {
      this.invalid('notObject', path);
      return;
    }
    const type = getOwn(value, 'type');
    if (type !== undefined && typeof type !== 'string') this.invalid('notString', [...path, 'type']);
    else if (type !== undefined && !isFieldType(type))
      this.report('form.check.unknownType', 'error', [...path, 'type'], { type: clip(type) });
    this.prop(value, path, type === 'group');
    this.schemaIssues(fieldSchemaFor(type), value, path);

    if (scope.inDynamic && (notInDynamic as readonly unknown[]).includes(type))
      this.report('form.check.notInDynamic', 'error', path, { type: String(type) });
    if (scope.inGroup && type === 'group') this.report('form.check.groupInGroup', 'error', path);
    if (scope.inDynamic) {
      const width = numberOf(getOwn(value, 'width'));
      if (width !== undefined && width < limits.subfieldWidth.min)
        this.report('form.check.subfieldWidth', 'warning', [...path, 'width'], {
          min: limits.subfieldWidth.min,
        });
    } else if (type !== 'group') {
      range(this, value, 'span', path, limits.span, 'form.check.span');
    }

    this.typeRules(value, type, path);
    this.patterns(value, path);
    const implied = impliedRules(value);
    if (implied.length > 0) {
      const prop = getOwn(value, 'prop');
      this.rules.push(typeof prop === 'string' ? { path, prop, rules: implied } : { path, rules: implied });
    }

    if (type === 'group') {
      const children = getOwn(value, 'children');
      if (children === undefined || children === null) return;
      if (!isPlainObject(children)) {
        this.invalid('notObject', [...path, 'children']);
        return;
      }
      const column = getOwn(children, 'column');
      if (!Array.isArray(column)) {
        this.invalid('notArray', [...path, 'children', 'column']);
        return;
      }
      const inner = { inGroup: true, inDynamic: scope.inDynamic };
      for (let i = 0; i < column.length; i++)
        this.field(column[i], [...path, 'children', 'column', i], depth + 1, inner);
    } else if (type === 'dynamic') {
      const children = getOwn(value, 'children');
      if (children === undefined || children === null) return;
      if (!isPlainObject(children)) {
        this.invalid('notObject', [...path, 'children']);
        return;
      }
      this.form(
        children,
        [...path, 'children'],
        depth + 1,
        { inGroup: scope.inGroup, inDynamic: true },
        false,
      );
    }
  }

  /** A group works without a prop (avue keys it by position; only its header slot is lost): a warning. */
  private prop(value: PlainObject, path: JsonPath, group = false): void {
    const prop = getOwn(value, 'prop');
    if (typeof prop !== 'string' || prop.trim() === '') {
      if (prop !== undefined && typeof prop !== 'string') this.invalid('notString', [...path, 'prop']);
      else if (group) this.report('form.check.groupPropMissing', 'warning', path);
      else this.report('form.check.propMissing', 'error', path);
      return;
    }
    const first = this.props.get(prop);
    if (first)
      this.report('form.check.propDuplicate', 'error', [...path, 'prop'], { prop, first: formatPath(first) });
    else this.props.set(prop, [...path, 'prop']);
  }

  private typeRules(field: PlainObject, type: unknown, path: JsonPath): void {
    if (type === 'upload') {
      const limit = numberOf(getOwn(field, 'limit'));
      if (limit !== undefined && limit < limits.uploadLimit.min)
        this.report('form.check.uploadLimit', 'error', [...path, 'limit'], { min: limits.uploadLimit.min });
    }
    if (type === 'slider') this.slider(field, path);
    const minRows = numberOf(getOwn(field, 'minRows'));
    if (minRows !== undefined && minRows < limits.textareaMinRows.min)
      this.report('form.check.minRows', 'error', [...path, 'minRows'], { min: limits.textareaMinRows.min });
    const maxRows = numberOf(getOwn(field, 'maxRows'));
    if (maxRows !== undefined && maxRows < limits.textareaMaxRows.min)
      this.report('form.check.maxRows', 'error', [...path, 'maxRows'], { min: limits.textareaMaxRows.min });
    range(this, field, 'precision', path, limits.precision, 'form.check.precision', 'error');
    if (type === 'rate') {
      const max = numberOf(getOwn(field, 'max')) ?? limits.rateMax.default;
      const texts = getOwn(field, 'texts');
      if (Array.isArray(texts) && texts.length > max)
        this.report('form.check.rateTexts', 'error', [...path, 'texts'], { max });
    }
    if (isChoiceType(type)) this.choice(field, type, path);
  }

  private slider(field: PlainObject, path: JsonPath): void {
    const min = numberOf(getOwn(field, 'min')) ?? limits.slider.min;
    const max = numberOf(getOwn(field, 'max')) ?? limits.slider.max;
    const step = numberOf(getOwn(field, 'step')) ?? limits.slider.step;
    if (min < 0) this.report('form.check.sliderMin', 'error', [...path, 'min']);
    if (min >= max) this.report('form.check.sliderRange', 'error', [...path, 'max']);
    else if (step < 1 || step > max - min)
      this.report('form.check.sliderStep', 'error', [...path, 'step'], { max: max - min });
  }

  private choice(field: PlainObject, type: unknown, path: JsonPath): void {
    const dicData = getOwn(field, 'dicData');
    const limit = numberOf(getOwn(field, 'limit'));
    const multi = type === 'checkbox' || getOwn(field, 'multiple') === true;
    if (multi && limit !== undefined && Array.isArray(dicData) && (limit < 0 || limit > dicData.length))
      this.report('form.check.multipleLimit', 'error', [...path, 'limit'], { count: dicData.length });
    if (isTreeType(type) && Array.isArray(dicData)) this.nodes(field, dicData, [...path, 'dicData']);
  }

  /** Tree and cascader nodes: label and value required, values unique over the whole tree. */
  private nodes(field: PlainObject, dicData: unknown[], path: JsonPath): void {
    // A designer form (dicOption set) keeps label/value/children; an avue option maps them through props.
    const props = getOwn(field, 'props');
    const mapped = !Object.hasOwn(field, 'dicOption') && isPlainObject(props);
    const keyOf = (name: string): string => {
      const key = mapped ? getOwn(props as PlainObject, name) : undefined;
      return typeof key === 'string' && key !== '' ? key : name;
    };
    const labelKey = keyOf('label');
    const valueKey = keyOf('value');
    const childrenKey = keyOf('children');
    const seen = new Set<string>();
    const stack: [unknown[], JsonPath, number][] = [[dicData, path, 0]];
    while (stack.length > 0) {
      const [list, listPath, depth] = stack.pop()!;
      if (depth > maxDepth) {
        this.invalid('tooDeep', listPath);
        continue;
      }
      for (let i = 0; i < list.length; i++) {
        const node = list[i];
        const nodePath = [...listPath, i];
        if (!isPlainObject(node)) {
          this.invalid('notObject', nodePath);
          continue;
        }
        const label = getOwn(node, labelKey);
        const value = getOwn(node, valueKey);
        if (label === undefined || label === null || label === '')
          this.report('form.node.labelRequired', 'error', nodePath);
        if (value === undefined || value === null || value === '')
          this.report('form.node.valueRequired', 'error', nodePath);
        else {
          const id = treeValueKey(value);
          if (seen.has(id)) this.report('form.node.valueDuplicate', 'error', [...nodePath, valueKey]);
          seen.add(id);
        }
        const children = getOwn(node, childrenKey);
        if (Array.isArray(children)) stack.push([children, [...nodePath, childrenKey], depth + 1]);
      }
    }
  }

  private patterns(field: PlainObject, path: JsonPath): void {
    const pattern = getOwn(field, 'pattern');
    if (typeof pattern === 'string' && !compiles(pattern))
      this.report('form.check.pattern', 'error', [...path, 'pattern'], { pattern: clip(pattern) });
    const rules = getOwn(field, 'rules');
    if (!Array.isArray(rules)) return;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i];
      if (!isPlainObject(rule)) continue;
      const rulePattern = getOwn(rule, 'pattern');
      if (typeof rulePattern === 'string' && !compiles(rulePattern))
        this.report('form.check.pattern', 'error', [...path, 'rules', i, 'pattern'], {
          pattern: clip(rulePattern),
        });
    }
  }

  /** Properties of the wrong kind (ranges have their own rules above). */
  private schemaIssues(schema: z.ZodMiniType, value: PlainObject, path: JsonPath): void {
    shapeCheck(schema)(value, [], (issuePath) => {
      // `column`, `children`, `type` and `prop` are checked structurally above.
      if (issuePath.length === 0 || ['column', 'children', 'type', 'prop'].includes(String(issuePath[0])))
        return;
      this.report('form.check.property', 'warning', [...path, ...issuePath], {
        property: String(issuePath.at(-1) ?? ''),
      });
    });
  }
}

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A number, or a numeric string ('120'); anything else is undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/** A number within min..max and, with a step, a multiple of it counted from min. */
function range(
  checker: Checker,
  source: PlainObject,
  key: string,
  path: JsonPath,
  limit: { min: number; max: number; step?: number },
  messageKey: string,
  severity: Severity = 'warning',
): void {
  const value = numberOf(getOwn(source, key));
  if (value === undefined) return;
  const { min, max, step } = limit;
  const offStep = step !== undefined && (value - min) % step !== 0;
  if (value < min || value > max || offStep)
    checker.report(
      messageKey,
      severity,
      [...path, key],
      step === undefined ? { min, max } : { min, max, step },
    );
}

/** Check a definition (designer form or avue option). */
export function checkForm(definition: unknown): FormCheckResult {
  const checker = new Checker();
  try {
    checker.form(definition, [], 0, { inGroup: false, inDynamic: false }, true);
  } catch (error) {
    // Engine limits (a pathological input) end the check with what was found so far.
    if (!(error instanceof RangeError)) throw error;
    checker.report('form.invalid', 'error', [], { reason: 'form.invalid.tooDeep' });
  }
  return { problems: checker.problems, rules: checker.rules };
}

export function hasErrors(problems: readonly FormProblem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}
