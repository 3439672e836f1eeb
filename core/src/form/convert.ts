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
  isPlainObject,
  type JsonPath,
  maxDepth,
  type PlainObject,
  setOwn,
} from './plain.ts';
import { isChoiceType } from './types.ts';

/** Why a definition was refused; rendered as 非法配置 plus the reason and the path. */
export type FormErrorReason = 'notObject' | 'notArray' | 'notString' | 'tooDeep';
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

function expectColumns(form: PlainObject, path: JsonPath): unknown[] {
  const column = getOwn(form, 'column');
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
  const out = copyWithout(form);
  const plain: unknown[] = [];
  const groups: unknown[] = [];
  for (let i = 0; i < columns.length; i++) {
    const columnPath = [...path, 'column', i];
    const column = expectObject(columns[i], columnPath);
    const type = checkType(column, columnPath);
    if (type === 'group' && scope.hoistGroups) groups.push(exportGroup(column, columnPath, next));
    else plain.push(exportField(column, columnPath, next, scope.stripSubfield));
  }
  setOwn(out, 'column', plain);
  if (groups.length > 0) {
    const existing = optionalList(form, 'group', path) ?? [];
    setOwn(out, 'group', [...existing, ...groups]);
  }
  return dropEmptyOwn(out);
}

function exportGroup(column: PlainObject, path: JsonPath, depth: number): PlainObject {
  const entry = dropEmptyOwn(copyWithout(column, ['type', 'children']));
  const children = optionalObject(column, 'children', path);
  // Groups do not nest: a group inside a group stays a plain column (the checker reports it).
  const converted = children
    ? exportFormAt(children, [...path, 'children'], depth, { hoistGroups: false, stripSubfield: false })
    : undefined;
  setOwn(entry, 'column', converted ? converted.column : []);
  return entry;
}

function exportField(
  column: PlainObject,
  path: JsonPath,
  depth: number,
  stripSubfield: boolean,
): PlainObject {
  const field = copyWithout(column, stripSubfield ? ['subfield'] : []);
  const type = getOwn(field, 'type');
  if (type === 'dynamic') exportDynamicChildren(field, path, depth);
  else if (isChoiceType(type)) exportChoice(field, path, depth);
  else if (type === 'upload') {
    exportKeyValues(field, 'headersConfig', 'headers', path);
    exportKeyValues(field, 'dataConfig', 'data', path);
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

function exportChoice(field: PlainObject, path: JsonPath, depth: number): void {
  const mode = getOwn(field, 'dicOption');
  if (mode === 'static') {
    for (const key of ['dicUrl', 'dicMethod', 'dicQuery', 'dicQueryConfig']) delete field[key];
    const props = getOwn(field, 'props');
    const dicData = getOwn(field, 'dicData');
    if (isPlainObject(props) && Array.isArray(dicData)) {
      const mapping = designerToAvue(props);
      if (mapping.size > 0)
        setOwn(field, 'dicData', renameNodes(dicData, mapping, 'children', [...path, 'dicData'], depth));
    }
  } else if (mode === 'remote') {
    delete field.dicData;
    const config = optionalList(field, 'dicQueryConfig', path);
    if (config) {
      const query = keyValueObject(config, [...path, 'dicQueryConfig']);
      if (query) setOwn(field, 'dicQuery', query);
      else delete field.dicQuery;
    }
    delete field.dicQueryConfig;
  }
  delete field.dicOption;
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

function exportKeyValues(field: PlainObject, listKey: string, objectKey: string, path: JsonPath): void {
  const list = optionalList(field, listKey, path);
  const object = list ? keyValueObject(list, [...path, listKey]) : undefined;
  if (object) setOwn(field, objectKey, object);
  else delete field[objectKey];
  delete field[listKey];
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
  const out = copyWithout(form, ['group']);
  const converted: unknown[] = [];
  for (let i = 0; i < columns.length; i++) {
    const columnPath = [...path, 'column', i];
    const field = importField(expectObject(columns[i], columnPath), columnPath, next);
    if (scope.markSubfield) setOwn(field, 'subfield', true);
    converted.push(field);
  }
  const groups = optionalList(form, 'group', path) ?? [];
  for (let i = 0; i < groups.length; i++) {
    const groupPath = [...path, 'group', i];
    const entry = expectObject(groups[i], groupPath);
    const list = optionalList(entry, 'column', groupPath) ?? [];
    const children = importFormAt({ column: list }, groupPath, next, { markSubfield: false });
    const column: PlainObject = { type: 'group' };
    for (const key of Object.keys(entry)) if (key !== 'column') setOwn(column, key, entry[key]);
    setOwn(column, 'children', { column: children.column });
    converted.push(column);
  }
  setOwn(out, 'column', converted);
  return out;
}

function importField(column: PlainObject, path: JsonPath, depth: number): PlainObject {
  checkType(column, path);
  const field = copyWithout(column);
  const type = getOwn(field, 'type');
  if (type === 'dynamic') {
    const children = getOwn(field, 'children');
    if (isPlainObject(children) && getOwn(children, 'column') !== undefined)
      setOwn(field, 'children', importFormAt(children, [...path, 'children'], depth, { markSubfield: true }));
  } else if (isChoiceType(type)) importChoice(field, path, depth);
  else if (type === 'upload') {
    importKeyValues(field, 'headers', 'headersConfig', path);
    importKeyValues(field, 'data', 'dataConfig', path);
  }
  return field;
}

function importChoice(field: PlainObject, path: JsonPath, depth: number): void {
  const query = optionalObject(field, 'dicQuery', path);
  if (query) {
    setOwn(field, 'dicQueryConfig', keyValueList(query));
    delete field.dicQuery;
  }
  const dicUrl = getOwn(field, 'dicUrl');
  setOwn(field, 'dicOption', typeof dicUrl === 'string' && dicUrl !== '' ? 'remote' : 'static');
  const props = getOwn(field, 'props');
  const dicData = getOwn(field, 'dicData');
  if (isPlainObject(props) && Array.isArray(dicData)) {
    const mapping = avueToDesigner(props);
    const children = getOwn(props, 'children');
    const childrenKey = typeof children === 'string' && children !== '' ? children : 'children';
    if (mapping.size > 0)
      setOwn(field, 'dicData', renameNodes(dicData, mapping, childrenKey, [...path, 'dicData'], depth));
  }
}

function keyValueList(object: PlainObject): PlainObject[] {
  return Object.keys(object).map((key) => ({ key, value: object[key] }));
}

function importKeyValues(field: PlainObject, objectKey: string, listKey: string, path: JsonPath): void {
  const object = optionalObject(field, objectKey, path);
  setOwn(field, listKey, object ? keyValueList(object) : []);
  delete field[objectKey];
}

// -------------------------------------------------------------------------------------- dicData keys

const nodeKeys = ['label', 'value', 'desc', 'children'] as const;

/** Designer node key → avue node key, from `props` (children defaults to `children`). */
function designerToAvue(props: PlainObject): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const key of nodeKeys) {
    const target = getOwn(props, key);
    if (typeof target === 'string' && target !== '' && target !== key) mapping.set(key, target);
  }
  return mapping;
}

function avueToDesigner(props: PlainObject): Map<string, string> {
  const mapping = new Map<string, string>();
  for (const [from, to] of designerToAvue(props)) mapping.set(to, from);
  return mapping;
}

/**
 * Rename the keys of dictionary nodes (and of their children, found under `childrenKey`, recursively).
 * Other keys are kept; a renamed key wins over a clashing key that is not renamed.
 */
function renameNodes(
  nodes: unknown[],
  mapping: Map<string, string>,
  childrenKey: string,
  path: JsonPath,
  depth: number,
): unknown[] {
  const next = deeper(depth, path);
  return nodes.map((node, i) => {
    if (!isPlainObject(node)) return node;
    const renamed: PlainObject = {};
    for (const key of Object.keys(node)) if (!mapping.has(key)) setOwn(renamed, key, node[key]);
    for (const key of Object.keys(node)) {
      const value = node[key];
      const converted =
        key === childrenKey && Array.isArray(value)
          ? renameNodes(value, mapping, childrenKey, [...path, i, key], next)
          : value;
      setOwn(renamed, mapping.get(key) ?? key, converted);
    }
    return renamed;
  });
}
