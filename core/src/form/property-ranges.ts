/**
 * The ranges the designer's property panels allow (forms-and-survey.md §5.3, §9), some depending on the
 * field's other properties (a slider's min below its max, a multi-select limit up to its option count).
 */
import { getOwn, type PlainObject } from './plain.ts';
import { limits } from './schema.ts';

export interface NumberRange {
  min?: number;
  max?: number;
  step?: number;
}

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The range of a numeric field property, or undefined when the panel does not bound it. */
export function propertyRange(field: PlainObject, key: string): NumberRange | undefined {
  switch (key) {
    case 'span':
      return { min: limits.span.min, max: limits.span.max, step: 1 };
    case 'width':
      return { min: limits.subfieldWidth.min };
    case 'precision':
      return { min: limits.precision.min, max: limits.precision.max, step: 1 };
    case 'minRows':
      return { min: limits.textareaMinRows.min, step: 1 };
    case 'maxRows':
      return { min: limits.textareaMaxRows.min, step: 1 };
    case 'limit':
      if (getOwn(field, 'type') === 'upload') return { min: limits.uploadLimit.min, step: 1 };
      return { min: 0, max: optionCount(field), step: 1 };
    case 'max':
      if (getOwn(field, 'type') === 'rate') return { min: 1, step: 1 };
      if (getOwn(field, 'type') === 'slider')
        return { min: numberOr(getOwn(field, 'min'), limits.slider.min) + 1 };
      return undefined;
    case 'min':
      if (getOwn(field, 'type') === 'slider') return { min: limits.slider.min, max: sliderMax(field) - 1 };
      return undefined;
    case 'step':
      if (getOwn(field, 'type') === 'slider')
        return {
          min: limits.slider.step,
          max: Math.max(1, sliderMax(field) - numberOr(getOwn(field, 'min'), 0)),
        };
      return undefined;
    case 'level':
      return getOwn(field, 'type') === 'region' ? { min: 1, max: 6, step: 1 } : undefined;
    case 'canvasOption.opacity':
      return { min: 10, max: 100, step: 10 };
    case 'canvasOption.ratio':
      return { min: 0, max: 1, step: 0.1 };
    default:
      return undefined;
  }
}

/** Ranges of the form panel's numbers. */
export function formPropertyRange(key: string): NumberRange | undefined {
  if (key === 'labelWidth') return { ...limits.labelWidth };
  if (key === 'gutter') return { ...limits.gutter };
  return undefined;
}

function sliderMax(field: PlainObject): number {
  return numberOr(getOwn(field, 'max'), limits.slider.max);
}

function optionCount(field: PlainObject): number {
  const data = getOwn(field, 'dicData');
  return Array.isArray(data) ? data.length : 0;
}

/** A value brought into a range (the panel's inputs never hold a value outside it). */
export function clampToRange(value: number, range: NumberRange | undefined): number {
  if (!range) return value;
  let out = value;
  if (range.max !== undefined) out = Math.min(out, range.max);
  if (range.min !== undefined) out = Math.max(out, range.min);
  return out;
}

/** Rate texts capped by the rate's max. */
export function rateTexts(field: PlainObject, texts: readonly string[]): string[] {
  const max = numberOr(getOwn(field, 'max'), limits.rateMax.default);
  return texts.slice(0, Math.max(0, max));
}

/** Which general properties the field panel shows (§2.6): width for sub-fields, span for the rest but groups. */
export function generalProperties(field: PlainObject): { width: boolean; span: boolean; dataType: boolean } {
  const type = getOwn(field, 'type');
  const sub = getOwn(field, 'subfield') === true;
  return {
    width: sub,
    span: !sub && type !== 'group',
    dataType: ['cascader', 'checkbox', 'upload', 'img', 'array'].includes(String(type)),
  };
}

/** Where a tip or a label's tip shows, as avue's `tipPlacement` / `labelTipPlacement` (§3.2). */
export const tipPlacements = ['top', 'bottom', 'left', 'right'] as const;

/** The field's event scripts (§3.2), kept as text in the definition: the designer never runs them. */
export const fieldEvents = ['change', 'click', 'focus', 'blur'] as const;

/** Types without a value of their own, which take no tip and no event: a group, a title, a divider. */
const valueless = new Set(['group', 'title', 'divider']);

/**
 * The settings every field with a value has below its type's own (§3.2): tip and labelTip with their
 * placements, and the event scripts.
 */
export function commonSettings(field: PlainObject): { tips: boolean; events: boolean } {
  const shown = !valueless.has(String(getOwn(field, 'type')));
  return { tips: shown, events: shown };
}

/** A property of a field by its dotted path ('styles.color', 'children.index'). */
export function propertyValue(field: PlainObject, path: string): unknown {
  let value: unknown = field;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = getOwn(value as PlainObject, key);
  }
  return value;
}

/** The designer's `update` patch that sets a property by dotted path (undefined removes it). */
export function propertyPatch(field: PlainObject, path: string, value: unknown): PlainObject {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { [head!]: value };
  const inner = getOwn(field, head!);
  const base =
    typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as PlainObject) : {};
  const patched = { ...base, ...propertyPatch(base, rest.join('.'), value) };
  if (value === undefined) removeUndefined(patched);
  return { [head!]: patched };
}

function removeUndefined(target: PlainObject): void {
  for (const key of Object.keys(target)) if (target[key] === undefined) delete target[key];
}
