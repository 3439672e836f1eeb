/**
 * The form designer as a pure state machine (forms-and-survey.md §2.6, §4): actions in, new state out.
 * History entries are frozen snapshots; an action that changes nothing returns the same state and adds no
 * entry; a rejected drop leaves everything as it was. The clock and the random source are injected.
 */
import { paletteItem } from './catalogue.ts';
import { checkForm, type FormProblem } from './check.ts';
import { type FormError, importForm } from './convert.ts';
import {
  cloneData,
  deepFreeze,
  getOwn,
  isPlainObject,
  maxDepth,
  type PlainObject,
  sameData,
  setOwn,
} from './plain.ts';
import { requiredRule } from './rules.ts';
import { defaultFormOptions, limits } from './schema.ts';
import { notInDynamic } from './types.ts';

export type DesignerForm = PlainObject & { column: unknown[] };

export interface DesignerState {
  readonly form: Readonly<DesignerForm>;
  /** The prop of the selected field, or null. */
  readonly selected: string | null;
  /** Frozen snapshots of the form; `history[index]` is `form`. At most `limits.history` entries. */
  readonly history: readonly Readonly<DesignerForm>[];
  readonly index: number;
}

/** Injected so that generated props are reproducible in tests. */
export interface DesignerDeps {
  now(): number;
  /** A number in [0, 1). */
  random(): number;
}

/** Where a field goes: the root column list (`into` null or missing), or a group's / dynamic list's children. */
export type DesignerAction =
  | { type: 'add'; item: PlainObject; into?: string | null; index?: number }
  | { type: 'clone'; prop: string }
  | { type: 'remove'; prop: string }
  | { type: 'changeType'; prop: string; fieldType: string }
  | { type: 'move'; prop: string; into?: string | null; index: number }
  | { type: 'update'; prop: string; patch: PlainObject }
  | { type: 'setFormOption'; key: string; value: unknown }
  | { type: 'setRequired'; prop: string; required: boolean }
  | { type: 'setMultiple'; prop: string; multiple: boolean }
  | { type: 'select'; prop: string | null }
  | { type: 'clear' }
  | { type: 'load'; form: PlainObject }
  | { type: 'undo' }
  | { type: 'redo' };

export function createDesigner(form?: PlainObject): DesignerState {
  const initial = deepFreeze(cloneData(form && Array.isArray(form.column) ? form : defaultFormOptions()));
  return { form: initial as DesignerForm, selected: null, history: [initial as DesignerForm], index: 0 };
}

export const canUndo = (state: DesignerState): boolean => state.index > 0;
export const canRedo = (state: DesignerState): boolean => state.index < state.history.length - 1;

/** 'a' + timestamp + a random number up to 99999, unique in the form. */
export function generateProp(deps: DesignerDeps, taken: ReadonlySet<string> = new Set()): string {
  for (let attempt = 0; ; attempt++) {
    const prop = `a${deps.now()}${Math.floor(deps.random() * 100000)}`;
    if (!taken.has(prop)) return prop;
    if (attempt > 50) return `${prop}_${taken.size}`;
  }
}

// ----------------------------------------------------------------------------------------- tree access

export interface Located {
  list: unknown[];
  index: number;
  field: PlainObject;
  /** The group or dynamic field whose children hold the list, or null for the root. */
  container: PlainObject | null;
}

export function childList(field: PlainObject): unknown[] | undefined {
  const children = getOwn(field, 'children');
  if (!isPlainObject(children)) return undefined;
  const column = getOwn(children, 'column');
  return Array.isArray(column) ? column : undefined;
}

/** Where a field is: its list, index, the field and the container holding the list. */
export function locateField(form: PlainObject, prop: string): Located | undefined {
  return find(form, prop);
}

function find(form: PlainObject, prop: string): Located | undefined {
  const stack: [unknown[], PlainObject | null][] = [[form.column as unknown[], null]];
  while (stack.length > 0) {
    const [list, container] = stack.pop()!;
    for (let index = 0; index < list.length; index++) {
      const field = list[index];
      if (!isPlainObject(field)) continue;
      if (getOwn(field, 'prop') === prop) return { list, index, field, container };
      const children = childList(field);
      if (children) stack.push([children, field]);
    }
  }
  return undefined;
}

/**
 * Why a field's property key cannot become `next` (its message key): empty, or another field's already;
 * undefined when it can (the same key, or a free one). The designer's rename refuses the same.
 */
export function propProblem(form: PlainObject, prop: string, next: unknown): string | undefined {
  if (next === prop) return undefined;
  if (typeof next !== 'string' || next === '') return 'designer.prop.propRequired';
  return allProps(form).has(next) ? 'designer.prop.propTaken' : undefined;
}

function allProps(form: PlainObject): Set<string> {
  const props = new Set<string>();
  const stack: unknown[][] = [form.column as unknown[]];
  while (stack.length > 0) {
    for (const field of stack.pop()!) {
      if (!isPlainObject(field)) continue;
      const prop = getOwn(field, 'prop');
      if (typeof prop === 'string') props.add(prop);
      const children = childList(field);
      if (children) stack.push(children);
    }
  }
  return props;
}

/** The list a field goes into, or undefined when the target is missing or not a container. */
function targetList(
  form: PlainObject,
  into: string | null | undefined,
): { list: unknown[]; container: PlainObject | null } | undefined {
  if (into === null || into === undefined) return { list: form.column as unknown[], container: null };
  const found = find(form, into);
  if (!found) return undefined;
  const type = getOwn(found.field, 'type');
  if (type !== 'group' && type !== 'dynamic') return undefined;
  let children = getOwn(found.field, 'children');
  if (!isPlainObject(children)) {
    children = { column: [] };
    setOwn(found.field, 'children', children);
  }
  if (!Array.isArray(getOwn(children as PlainObject, 'column')))
    setOwn(children as PlainObject, 'column', []);
  return { list: (children as PlainObject).column as unknown[], container: found.field };
}

/** Drop rules (§5.3): no sub-form, rich text, map or group in a dynamic list; no group in a group. */
export function canDrop(fieldType: unknown, container: PlainObject | null): boolean {
  if (!container) return true;
  const target = getOwn(container, 'type');
  if (target === 'dynamic') return !(notInDynamic as readonly unknown[]).includes(fieldType);
  if (target === 'group') return fieldType !== 'group';
  return false;
}

/** A field's position as a sub-field: marked inside a dynamic list, unmarked elsewhere. */
function placeIn(field: PlainObject, container: PlainObject | null): void {
  if (container && getOwn(container, 'type') === 'dynamic') setOwn(field, 'subfield', true);
  else delete field.subfield;
}

function isInside(field: PlainObject, target: PlainObject): boolean {
  const stack: PlainObject[] = [field];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current === target) return true;
    for (const child of childList(current) ?? []) if (isPlainObject(child)) stack.push(child);
  }
  return false;
}

function renewProps(field: PlainObject, deps: DesignerDeps, taken: Set<string>): void {
  const stack: PlainObject[] = [field];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const prop = generateProp(deps, taken);
    taken.add(prop);
    setOwn(current, 'prop', prop);
    for (const child of childList(current) ?? []) if (isPlainObject(child)) stack.push(child);
  }
}

// ------------------------------------------------------------------------------------------- reducer

/** Apply an action. Returns the same state object when the action is rejected or changes nothing. */
export function reduce(state: DesignerState, action: DesignerAction, deps: DesignerDeps): DesignerState {
  switch (action.type) {
    case 'undo':
      return canUndo(state) ? travel(state, state.index - 1) : state;
    case 'redo':
      return canRedo(state) ? travel(state, state.index + 1) : state;
    case 'select': {
      const selected = action.prop !== null && find(state.form, action.prop) ? action.prop : null;
      return selected === state.selected ? state : { ...state, selected };
    }
    default: {
      const draft = cloneData(state.form) as DesignerForm;
      const outcome = edit(draft, state.selected, action, deps);
      if (!outcome) return state;
      return commit(state, outcome.form, outcome.selected);
    }
  }
}

function travel(state: DesignerState, index: number): DesignerState {
  const form = state.history[index]!;
  const selected = state.selected !== null && find(form, state.selected) ? state.selected : null;
  return { ...state, form, index, selected };
}

function commit(state: DesignerState, form: DesignerForm, selected: string | null): DesignerState {
  if (sameData(form, state.form)) return selected === state.selected ? state : { ...state, selected };
  const frozen = deepFreeze(shareUnchanged(state.form, form));
  const history = [...state.history.slice(0, state.index + 1), frozen];
  while (history.length > limits.history) history.shift();
  return { form: frozen, selected, history, index: history.length - 1 };
}

/**
 * `next` with every part equal to its counterpart in `prev` replaced by that counterpart, so that an edit
 * keeps the object identity of the fields it did not change (views memoised per field re-render only the
 * changed ones). Fields in lists are matched by prop, so insertions and moves keep identities too.
 */
export function shareUnchanged<T>(prev: unknown, next: T, depth = 0): T {
  if (prev === next || typeof prev !== 'object' || prev === null) return next;
  if (typeof next !== 'object' || next === null || depth > maxDepth) return next;
  if (Array.isArray(next) !== Array.isArray(prev)) return next;
  if (Array.isArray(next)) {
    const before = prev as unknown[];
    const byProp = new Map<string, unknown>();
    for (const item of before) {
      const prop = isPlainObject(item) ? getOwn(item, 'prop') : undefined;
      if (typeof prop === 'string') byProp.set(prop, item);
    }
    let same = before.length === next.length;
    const out = next.map((item, index) => {
      const prop = isPlainObject(item) ? getOwn(item, 'prop') : undefined;
      const old = typeof prop === 'string' && byProp.has(prop) ? byProp.get(prop) : before[index];
      const shared = shareUnchanged(old, item, depth + 1);
      if (shared !== before[index]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  const before = prev as PlainObject;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(before).length;
  const out: PlainObject = {};
  for (const key of keys) {
    const had = Object.hasOwn(before, key);
    const shared = shareUnchanged(had ? before[key] : undefined, (next as PlainObject)[key], depth + 1);
    if (!had || shared !== before[key]) same = false;
    setOwn(out, key, shared);
  }
  return (same ? prev : out) as T;
}

type Outcome = { form: DesignerForm; selected: string | null } | undefined;

function edit(
  form: DesignerForm,
  selected: string | null,
  action: DesignerAction,
  deps: DesignerDeps,
): Outcome {
  switch (action.type) {
    case 'add': {
      if (!isPlainObject(action.item)) return undefined;
      const target = targetList(form, action.into);
      if (!target || !canDrop(getOwn(action.item, 'type'), target.container)) return undefined;
      const field = cloneData(action.item);
      delete field.icon;
      delete field.subfield;
      const taken = allProps(form);
      const prop = getOwn(field, 'prop');
      if (typeof prop !== 'string' || prop === '' || taken.has(prop)) renewProps(field, deps, taken);
      placeIn(field, target.container);
      target.list.splice(clampIndex(action.index, target.list.length), 0, field);
      return { form, selected: field.prop as string };
    }
    case 'clone': {
      const found = find(form, action.prop);
      if (!found) return undefined;
      const copy = cloneData(found.field);
      renewProps(copy, deps, allProps(form));
      found.list.splice(found.index, 0, copy);
      return { form, selected: action.prop };
    }
    case 'remove': {
      const found = find(form, action.prop);
      if (!found) return undefined;
      found.list.splice(found.index, 1);
      const next = found.list[found.index] ?? found.list[found.index - 1];
      const nextProp = isPlainObject(next) ? getOwn(next, 'prop') : undefined;
      return { form, selected: typeof nextProp === 'string' ? nextProp : null };
    }
    case 'changeType': {
      const found = find(form, action.prop);
      const defaults = paletteItem(action.fieldType);
      if (!found || !defaults || !canDrop(action.fieldType, found.container)) return undefined;
      const replaced = cloneData(defaults) as PlainObject;
      delete replaced.icon;
      for (const key of ['prop', 'icon', 'label', 'span']) {
        if (Object.hasOwn(found.field, key)) setOwn(replaced, key, found.field[key]);
      }
      const taken = allProps(form);
      for (const child of childList(replaced) ?? []) if (isPlainObject(child)) renewProps(child, deps, taken);
      placeIn(replaced, found.container);
      found.list[found.index] = replaced;
      return { form, selected };
    }
    case 'move': {
      const found = find(form, action.prop);
      if (!found) return undefined;
      const target = targetList(form, action.into);
      if (!target || !canDrop(getOwn(found.field, 'type'), target.container)) return undefined;
      if (target.container && isInside(found.field, target.container)) return undefined;
      found.list.splice(found.index, 1);
      placeIn(found.field, target.container);
      target.list.splice(clampIndex(action.index, target.list.length), 0, found.field);
      return { form, selected };
    }
    case 'update': {
      const found = find(form, action.prop);
      if (!found || !isPlainObject(action.patch)) return undefined;
      const newProp = getOwn(action.patch, 'prop');
      if (newProp !== undefined && propProblem(form, action.prop, newProp)) return undefined;
      for (const key of Object.keys(action.patch)) {
        const value = action.patch[key];
        if (value === undefined) delete found.field[key];
        else setOwn(found.field, key, cloneData(value));
      }
      const prop = getOwn(found.field, 'prop') as string;
      return { form, selected: selected === action.prop ? prop : selected };
    }
    case 'setFormOption': {
      if (action.key === 'column') return undefined;
      if (action.value === undefined) delete form[action.key];
      else setOwn(form, action.key, cloneData(action.value));
      return { form, selected };
    }
    case 'setRequired': {
      const found = find(form, action.prop);
      if (!found) return undefined;
      const field = found.field;
      const rules = Array.isArray(field.rules) ? (field.rules as unknown[]) : [];
      const others = rules.filter((rule) => !(isPlainObject(rule) && rule.required === true));
      if (action.required) {
        setOwn(field, 'required', true);
        setOwn(field, 'rules', [...others, requiredRule(field)]);
      } else {
        delete field.required;
        if (others.length > 0) setOwn(field, 'rules', others);
        else delete field.rules;
      }
      return { form, selected };
    }
    case 'setMultiple': {
      const found = find(form, action.prop);
      if (!found) return undefined;
      setOwn(found.field, 'multiple', action.multiple);
      if (getOwn(found.field, 'type') === 'tree') {
        if (action.multiple) setOwn(found.field, 'value', []);
        else delete found.field.value;
      }
      return { form, selected };
    }
    case 'clear':
      form.column = [];
      delete form.group;
      return { form, selected: null };
    case 'load': {
      if (!isPlainObject(action.form) || !Array.isArray(action.form.column)) return undefined;
      return { form: cloneData(action.form) as DesignerForm, selected: null };
    }
    default:
      return undefined;
  }
}

function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isInteger(index) || index > length) return length;
  return Math.max(0, index);
}

/**
 * The import-JSON drawer: an avue option becomes the designer's form (one history step). An illegal option
 * is refused with 非法配置 and its problems (the checker's errors, the conversion's refusal when the checker
 * finds none); the form on the canvas stays as it was (§5.3's fall-back to empty columns would wipe it).
 */
export function importOption(
  state: DesignerState,
  option: unknown,
  deps: DesignerDeps,
): { state: DesignerState; error?: FormError; problems?: FormProblem[] } {
  const result = importForm(option);
  if (result.ok) return { state: reduce(state, { type: 'load', form: result.value }, deps) };
  const found = checkForm(option).problems.filter((p) => p.severity === 'error');
  const { key, reason, path } = result.error;
  const problems =
    found.length > 0
      ? found
      : [{ key, severity: 'error' as const, path, params: { reason: `form.invalid.${reason}` } }];
  return { state, error: result.error, problems };
}

// ------------------------------------------------------------------------------------- preview helpers

export function hasFields(form: PlainObject): boolean {
  const column = getOwn(form, 'column');
  const group = getOwn(form, 'group');
  return (Array.isArray(column) && column.length > 0) || (Array.isArray(group) && group.length > 0);
}

/** The preview's notice: 没有需要展示的内容 for a form without fields, else null. */
export function previewNotice(form: PlainObject): 'form.preview.empty' | null {
  return hasFields(form) ? null : 'form.preview.empty';
}

/** Clearing: 没有需要清空的内容 when there is nothing, else the confirmation (title 警告) to ask first. */
export function clearNotice(form: PlainObject): 'form.clear.empty' | 'form.clear.confirm' {
  return hasFields(form) ? 'form.clear.confirm' : 'form.clear.empty';
}
