/**
 * Conversion between the designer's form (what the designer edits) and the avue option (what the product
 * stores and renders), forms-and-survey.md §4. Pure, synchronous and deterministic; the input is never
 * mutated (unchanged nested values are shared with the output). Invalid input gives a `FormError` with the
 * JSON path of the problem instead of an exception.
 */
import {
  copyWithout,
  dropEmptyOwn,
  getOwn,
  isBlank,
  isEmptyValue,
  isPlainObject,
  type JsonPath,
  maxDepth,
  type PlainObject,
  replaceKey,
  setOwn,
} from './plain.ts';
import { isChoiceType } from './types.ts';

/**
 * Why a definition was refused; rendered as 非法配置 plus the reason and the path. `keyClash`: two keys of
 * a dictionary item would get the same name (two props mapped to one key, or a kept key that collides).
 */
export type FormErrorReason = 'notObject' | 'notArray' | 'notString' | 'tooDeep' | 'keyClash';
export interface FormError {
  key: 'form.invalid';
  reason: FormErrorReason;
  path: JsonPath;
}
export type ConvertResult = { ok: true; value: PlainObject } | { ok: false; error: FormError };

class Refused {
  readonly error: FormError;
  constructor(reason: FormErrorReason, path: JsonPath) {
    this.error = { key: 'form.invalid', reason, path };
  }
}

function refuse(reason: FormErrorReason, path: JsonPath): never {
  throw new Refused(reason, path);
}

function run(convert: () => PlainObject): ConvertResult {
  try {
    return { ok: true, value: convert() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.error };
    // A RangeError from an engine limit must not escape either: report it at the root.
    if (error instanceof RangeError)
      return { ok: false, error: { key: 'form.invalid', reason: 'tooDeep', path: [] } };
    throw error;
  }
}

/** Designer form → avue option. */
export function exportForm(designer: unknown): ConvertResult {
  return run(() => exportFormAt(designer, [], 0, { hoistGroups: true, stripSubfield: false }));
}

/** Avue option → designer form. */
export function importForm(option: unknown): ConvertResult {
  return run(() => importFormAt(option, [], 0, { markSubfield: false }));
}

function expectObject(value: unknown, path: JsonPath): PlainObject {
  if (!isPlainObject(value)) refuse('notObject', path);
  return value;
}

/** A form's `column`; a form of groups only (`group`, no `column`) is ordinary avue and has none. */
function expectColumns(form: PlainObject, path: JsonPath): unknown[] {
  const column = getOwn(form, 'column');
  if (column === undefined && Array.isArray(getOwn(form, 'group'))) return [];
  if (!Array.isArray(column)) refuse('notArray', [...path, 'column']);
  return column;
}

/** A present, non-null list (key/value configs, group). Absent or null gives undefined. */
function optionalList(source: PlainObject, key: string, path: JsonPath): unknown[] | undefined {
  const value = getOwn(source, key);
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) refuse('notArray', [...path, key]);
  return value;
}

function optionalObject(source: PlainObject, key: string, path: JsonPath): PlainObject | undefined {
  const value = getOwn(source, key);
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) refuse('notObject', [...path, key]);
  return value;
}

function checkType(field: PlainObject, path: JsonPath): unknown {
  const type = getOwn(field, 'type');
  if (type !== undefined && typeof type !== 'string') refuse('notString', [...path, 'type']);
  return type;
}

function deeper(depth: number, path: JsonPath): number {
  if (depth >= maxDepth) refuse('tooDeep', path);
  return depth + 1;
}

// ---------------------------------------------------------------------------------------------- export

interface ExportScope {
  /** Group-type columns become top-level `group` entries (a form, a dynamic list's children). */
  hoistGroups: boolean;
  /** Direct children of a dynamic list lose their `subfield` mark. */
  stripSubfield: boolean;
}

function exportFormAt(input: unknown, path: JsonPath, depth: number, scope: ExportScope): PlainObject {
  const next = deeper(depth, path);
  const form = expectObject(input, path);
  const columns = expectColumns(form, path);
  const plain: unknown[] = [];
  const groups: unknown[] = [];
  for (let i = 0; i < columns.length; i++) {
    const columnPath = [...path, 'column', i];
    const column = expectObject(columns[i], columnPath);
    const type = checkType(column, columnPath);
    if (type === 'group' && scope.hoistGroups) groups.push(exportGroup(column, columnPath, next));
    else plain.push(exportField(column, columnPath, next, scope.stripSubfield));
  }
  // `group` goes where the form has it (import leaves an empty list there when it was elsewhere), else
  // right after `column`.
  const hasGroupKey = Object.hasOwn(form, 'group');
  // Every column a group and no `group` key of its own: a form of groups only, written without `column`.
  const groupsOnly = plain.length === 0 && groups.length > 0 && !hasGroupKey;
  const out: PlainObject = {};
  for (const key of Object.keys(form)) {
    if (key === 'column') {
      if (!groupsOnly) setOwn(out, 'column', plain);
      if (!hasGroupKey && groups.length > 0) setOwn(out, 'group', groups);
    } else if (key === 'group' && groups.length > 0) {
      setOwn(out, 'group', [...(optionalList(form, 'group', path) ?? []), ...groups]);
    } else setOwn(out, key, form[key]);
  }
  return dropEmptyOwn(out);
}

/** A group column as a `group` entry: its own keys but `type`, with `column` in place of `children`. */
function exportGroup(column: PlainObject, path: JsonPath, depth: number): PlainObject {
  const entry: PlainObject = {};
  for (const key of Object.keys(column)) {
    if (key === 'type') continue;
    if (key !== 'children') {
      setOwn(entry, key, column[key]);
      continue;
    }
    const children = optionalObject(column, 'children', path);
    // Groups do not nest: a group inside a group stays a plain column (the checker reports it).
    if (children)
      setOwn(
        entry,
        'column',
        exportFormAt(children, [...path, 'children'], depth, { hoistGroups: false, stripSubfield: false })
          .column,
      );
  }
  return dropEmptyOwn(entry);
}

function exportField(
  column: PlainObject,
  path: JsonPath,
  depth: number,
  stripSubfield: boolean,
): PlainObject {
  let field = copyWithout(column, stripSubfield ? ['subfield'] : []);
  const type = getOwn(field, 'type');
  if (type === 'dynamic') exportDynamicChildren(field, path, depth);
  else if (isChoiceType(type)) field = exportChoice(field, path, depth);
  else if (type === 'upload') {
    field = exportKeyValues(field, 'headersConfig', 'headers', path);
    field = exportKeyValues(field, 'dataConfig', 'data', path);
  }
  return dropEmptyOwn(field);
}

function exportDynamicChildren(field: PlainObject, path: JsonPath, depth: number): void {
  const children = getOwn(field, 'children');
  if (!isPlainObject(children)) return;
  const childrenPath = [...path, 'children'];
  if (getOwn(children, 'column') === undefined) {
    setOwn(field, 'children', dropEmptyOwn(copyWithout(children)));
    return;
  }
  setOwn(
    field,
    'children',
    exportFormAt(children, childrenPath, depth, { hoistGroups: true, stripSubfield: true }),
  );
}

/**
 * Static: the remote keys go and the items are renamed through props. Remote: dicData goes and
 * dicQueryConfig, when present, becomes dicQuery. dicOption is removed in both (import infers them back).
 * Any other mode (rel, …) or none leaves the field as it is, dicOption included: import could not tell it.
 */
function exportChoice(field: PlainObject, path: JsonPath, depth: number): PlainObject {
  const mode = getOwn(field, 'dicOption');
  if (mode === 'static') {
    const out = copyWithout(field, ['dicUrl', 'dicMethod', 'dicQuery', 'dicQueryConfig', 'dicOption']);
    renameDicData(out, 'export', path, depth);
    return out;
  }
  if (mode !== 'remote') return field;
  const config = optionalList(field, 'dicQueryConfig', path);
  const out = copyWithout(field, ['dicData', 'dicOption']);
  return config
    ? replaceKey(out, 'dicQueryConfig', 'dicQuery', keyValueObject(config, [...path, 'dicQueryConfig']))
    : out;
}

/** A key/value list as an object: entries with a blank key or value are skipped; none left → undefined. */
function keyValueObject(list: unknown[], path: JsonPath): PlainObject | undefined {
  const out: PlainObject = {};
  let count = 0;
  for (let i = 0; i < list.length; i++) {
    const entry = expectObject(list[i], [...path, i]);
    const key = getOwn(entry, 'key');
    const value = getOwn(entry, 'value');
    if (isBlank(key) || isBlank(value) || typeof key === 'object') continue;
    setOwn(out, String(key), value);
    count++;
  }
  return count > 0 ? out : undefined;
}

/** The list is authoritative: the object takes its place (none when the list is missing or empty). */
function exportKeyValues(
  field: PlainObject,
  listKey: string,
  objectKey: string,
  path: JsonPath,
): PlainObject {
  const list = optionalList(field, listKey, path);
  return replaceKey(field, listKey, objectKey, list ? keyValueObject(list, [...path, listKey]) : undefined);
}

// ---------------------------------------------------------------------------------------------- import

function importFormAt(
  input: unknown,
  path: JsonPath,
  depth: number,
  scope: { markSubfield: boolean },
): PlainObject {
  const next = deeper(depth, path);
  const form = expectObject(input, path);
  const columns = expectColumns(form, path);
  const converted: unknown[] = [];
  for (let i = 0; i < columns.length; i++) {
    const columnPath = [...path, 'column', i];
    const field = importField(expectObject(columns[i], columnPath), columnPath, next);
    if (scope.markSubfield) setOwn(field, 'subfield', true);
    converted.push(field);
  }
  const groups = optionalList(form, 'group', path);
  for (let i = 0; i < (groups?.length ?? 0); i++)
    converted.push(importGroup(groups![i], [...path, 'group', i], next));
  // Export puts `group` right after `column`; an empty list keeps its place when it was elsewhere (or empty).
  const keys = Object.keys(form);
  // Groups only: the columns take the place of `group` (export puts `group` back there, without `column`).
  const groupOnly = !keys.includes('column');
  // An empty `group`, one away from `column`, or groups beside an empty `column` keep an empty `group` key,
  // which tells export to write `column` (and `group` where it was).
  const keepGroupKey =
    !groupOnly &&
    groups !== undefined &&
    (groups.length === 0 || columns.length === 0 || keys[keys.indexOf('group') - 1] !== 'column');
  const out: PlainObject = {};
  for (const key of keys) {
    if (key === 'column' || (groupOnly && key === 'group')) setOwn(out, 'column', converted);
    else if (key !== 'group') setOwn(out, key, form[key]);
    else if (keepGroupKey) setOwn(out, 'group', []);
  }
  return out;
}

/** A group entry as a group column: `type: 'group'` first, `children` in place of `column`. */
function importGroup(value: unknown, path: JsonPath, depth: number): PlainObject {
  const entry = expectObject(value, path);
  const column: PlainObject = { type: 'group' };
  for (const key of Object.keys(entry)) {
    if (key !== 'column') setOwn(column, key, entry[key]);
    else {
      const list = optionalList(entry, 'column', path);
      if (list)
        setOwn(column, 'children', {
          column: importFormAt({ column: list }, path, depth, { markSubfield: false }).column,
        });
    }
  }
  return column;
}

function importField(column: PlainObject, path: JsonPath, depth: number): PlainObject {
  checkType(column, path);
  let field = copyWithout(column);
  const type = getOwn(field, 'type');
  if (type === 'dynamic') {
    const children = getOwn(field, 'children');
    if (isPlainObject(children) && getOwn(children, 'column') !== undefined)
      setOwn(field, 'children', importFormAt(children, [...path, 'children'], depth, { markSubfield: true }));
  } else if (isChoiceType(type)) field = importChoice(field, path, depth);
  else if (type === 'upload') {
    field = importKeyValues(field, 'headers', 'headersConfig', path);
    field = importKeyValues(field, 'data', 'dataConfig', path);
  }
  return field;
}

const remoteKeys = ['dicUrl', 'dicMethod', 'dicQuery'] as const;

/**
 * The designer mode of an avue choice field, chosen so that export gives the field back: static without
 * remote keys (dicUrl, dicMethod, dicQuery), remote with them and without dicData (the "remote
 * when dicUrl is present, else static" wherever that loses nothing). A mode other than static or remote
 * that the field already carries is kept. Undefined: the field fits neither (dicData and remote keys
 * together, or a dicQueryConfig of its own) and is kept as it is, without a mode.
 */
function importedDicOption(field: PlainObject): unknown {
  const given = getOwn(field, 'dicOption');
  if (!isEmptyValue(given) && given !== 'static' && given !== 'remote') return given;
  if (!isEmptyValue(getOwn(field, 'dicQueryConfig'))) return undefined;
  const remote = remoteKeys.some((key) => !isEmptyValue(getOwn(field, key)));
  if (!remote) return 'static';
  return isEmptyValue(getOwn(field, 'dicData')) ? 'remote' : undefined;
}

function importChoice(field: PlainObject, path: JsonPath, depth: number): PlainObject {
  const query = optionalObject(field, 'dicQuery', path);
  const mode = importedDicOption(field);
  if (mode !== 'static' && mode !== 'remote') return field;
  let out = field;
  if (mode === 'static') renameDicData(out, 'import', path, depth);
  else if (query) out = replaceKey(out, 'dicQuery', 'dicQueryConfig', keyValueList(query));
  setOwn(out, 'dicOption', mode);
  return out;
}

function keyValueList(object: PlainObject): PlainObject[] {
  return Object.keys(object).map((key) => ({ key, value: object[key] }));
}

function importKeyValues(
  field: PlainObject,
  objectKey: string,
  listKey: string,
  path: JsonPath,
): PlainObject {
  const object = optionalObject(field, objectKey, path);
  return replaceKey(field, objectKey, listKey, object ? keyValueList(object) : []);
}

// -------------------------------------------------------------------------------------- dicData keys

const nodeKeys = ['label', 'value', 'desc', 'children'] as const;

/**
 * Where a dictionary item keeps the keys its renaming displaced (an avue item with both `name` and `label`
 * under props `{label: 'name'}` keeps its own `label` here), so that the reverse conversion restores them.
 * Reserved in dictionary items that props rename.
 */
export const displacedKey = '$displaced';

/** Rename the items of a static field's dicData in place, through its props (nothing without props). */
function renameDicData(
  field: PlainObject,
  direction: 'export' | 'import',
  path: JsonPath,
  depth: number,
): void {
  const props = getOwn(field, 'props');
  const dicData = getOwn(field, 'dicData');
  if (!isPlainObject(props) || !Array.isArray(dicData)) return;
  const mapping = new Map<string, string>();
  for (const key of nodeKeys) {
    const target = getOwn(props, key);
    if (typeof target !== 'string' || target === '' || target === key) continue;
    if (direction === 'export') mapping.set(key, target);
    // Two props naming one avue key: the later one reads it, as in avue.
    else mapping.set(target, key);
  }
  if (mapping.size === 0) return;
  const children = getOwn(props, 'children');
  const childrenKey =
    direction === 'import' && typeof children === 'string' && children !== '' ? children : 'children';
  const renaming: Renaming = { mapping, targets: new Set(mapping.values()), childrenKey };
  setOwn(field, 'dicData', renameNodes(dicData, renaming, [...path, 'dicData'], depth));
}

interface Renaming {
  mapping: Map<string, string>;
  /** The names renamed keys get: an item key of the same name is displaced. */
  targets: Set<string>;
  /** The source key of child lists (renamed recursively). */
  childrenKey: string;
}

/**
 * Rename the keys of dictionary items and of their children, recursively, keeping the key order: a renamed
 * key takes its source's place and wins over a key of the same name, which moves under `$displaced`;
 * what `$displaced` holds is put back where nothing claims it. Two keys that would still share a name are
 * refused (keyClash).
 */
function renameNodes(nodes: unknown[], renaming: Renaming, path: JsonPath, depth: number): unknown[] {
  const next = deeper(depth, path);
  return nodes.map((node, i) =>
    isPlainObject(node) ? renameNode(node, renaming, [...path, i], next) : node,
  );
}

function renameNode(node: PlainObject, renaming: Renaming, path: JsonPath, depth: number): PlainObject {
  const { mapping, targets, childrenKey } = renaming;
  const out: PlainObject = {};
  let displaced: PlainObject | undefined;
  const keep = (key: string, value: unknown, keyPath: JsonPath) => {
    if (targets.has(key)) {
      if (!displaced) {
        if (Object.hasOwn(out, displacedKey)) refuse('keyClash', keyPath);
        displaced = {};
        setOwn(out, displacedKey, displaced);
      }
      if (Object.hasOwn(displaced, key)) refuse('keyClash', keyPath);
      setOwn(displaced, key, value);
    } else if (Object.hasOwn(out, key)) refuse('keyClash', keyPath);
    else setOwn(out, key, value);
  };
  for (const key of Object.keys(node)) {
    const value = node[key];
    const target = mapping.get(key);
    if (target !== undefined) {
      if (Object.hasOwn(out, target)) refuse('keyClash', [...path, key]);
      const converted =
        key === childrenKey && Array.isArray(value)
          ? renameNodes(value, renaming, [...path, key], depth)
          : value;
      setOwn(out, target, converted);
    } else if (key === displacedKey) {
      const held = expectObject(value, [...path, key]);
      for (const heldKey of Object.keys(held)) keep(heldKey, held[heldKey], [...path, key, heldKey]);
    } else if (key === childrenKey && Array.isArray(value)) {
      keep(key, renameNodes(value, renaming, [...path, key], depth), [...path, key]);
    } else keep(key, value, [...path, key]);
  }
  return out;
}
