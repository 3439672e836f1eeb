/**
 * Filling in an avue form option (forms-and-survey.md §3.1, §3.2): its sections, the values in avue's
 * shapes (lists joined by dataType, date ranges, the switch's pair, uploads through propsHttp) and its
 * dictionaries (dicData through `props`, remote ones by dicUrl, dicMethod and dicQuery). Pure functions;
 * the console's renderer is their face.
 */

import { type UploadRule, uploadLimitOf } from '../validate/upload.ts';
import { dateFormats } from './field-defaults.ts';
import { getOwn, isPlainObject, type PlainObject } from './plain.ts';

/** Types that hold no value: layout only. */
const layoutTypes = new Set(['title', 'divider', 'group']);

export function fieldType(field: PlainObject): string {
  const type = getOwn(field, 'type');
  return typeof type === 'string' && type !== '' ? type : 'input';
}

export function fieldProp(field: PlainObject): string | undefined {
  const prop = getOwn(field, 'prop');
  return typeof prop === 'string' && prop !== '' ? prop : undefined;
}

export function holdsValue(field: PlainObject): boolean {
  return !layoutTypes.has(fieldType(field)) && fieldProp(field) !== undefined;
}

export function isShown(field: PlainObject): boolean {
  return getOwn(field, 'display') !== false;
}

const objects = (list: unknown): PlainObject[] =>
  Array.isArray(list) ? list.filter((item): item is PlainObject => isPlainObject(item)) : [];

export interface FormSection {
  /** Undefined for the columns outside any group. */
  label?: string;
  prop?: string;
  icon?: string;
  collapse?: boolean;
  arrow?: boolean;
  display: boolean;
  column: PlainObject[];
}

/**
 * The option's columns, then its groups (`group` entries, and `type: 'group'` columns as a designer form
 * writes them), each a section.
 */
export function formSections(option: PlainObject): FormSection[] {
  const plain: PlainObject[] = [];
  const groups: FormSection[] = [];
  const group = (entry: PlainObject, column: unknown): FormSection => {
    const text = (key: string) => {
      const value = getOwn(entry, key);
      return typeof value === 'string' ? value : undefined;
    };
    const section: FormSection = { display: isShown(entry), column: objects(column) };
    for (const key of ['label', 'prop', 'icon'] as const)
      if (text(key) !== undefined) section[key] = text(key);
    if (typeof getOwn(entry, 'collapse') === 'boolean')
      section.collapse = getOwn(entry, 'collapse') as boolean;
    if (typeof getOwn(entry, 'arrow') === 'boolean') section.arrow = getOwn(entry, 'arrow') as boolean;
    return section;
  };
  for (const field of objects(getOwn(option, 'column'))) {
    if (fieldType(field) !== 'group') plain.push(field);
    else {
      const children = getOwn(field, 'children');
      groups.push(group(field, isPlainObject(children) ? getOwn(children, 'column') : undefined));
    }
  }
  for (const entry of objects(getOwn(option, 'group'))) groups.push(group(entry, getOwn(entry, 'column')));
  return [{ display: true, column: plain }, ...groups];
}

/** Every field that holds a value, in the order shown, groups included (not the sub-tables' columns). */
export function valueFields(option: PlainObject): PlainObject[] {
  return formSections(option).flatMap((section) => section.column.filter(holdsValue));
}

/** The columns of a dynamic sub-table. */
export function dynamicColumns(field: PlainObject): PlainObject[] {
  const children = getOwn(field, 'children');
  return isPlainObject(children) ? objects(getOwn(children, 'column')) : [];
}

export function dynamicOptions(field: PlainObject): PlainObject {
  const children = getOwn(field, 'children');
  return isPlainObject(children) ? children : {};
}

/** The rows of a sub-table's value (anything else is no rows). */
export function dynamicRows(value: unknown): PlainObject[] {
  return objects(value);
}

/** A new sub-table row: the children's default values. */
export function newRow(field: PlainObject): PlainObject {
  return initialValues({ column: dynamicColumns(field) }, {});
}

/**
 * The values a form starts from: the given ones as they are, and each field's `value` default where the
 * given ones lack its prop. Nothing else is invented, so a value from elsewhere round-trips.
 */
export function initialValues(option: PlainObject, given: PlainObject): PlainObject {
  const out: PlainObject = { ...given };
  for (const field of valueFields(option)) {
    const prop = fieldProp(field)!;
    if (Object.hasOwn(out, prop)) continue;
    const value = getOwn(field, 'value');
    if (value !== undefined) out[prop] = value;
  }
  return out;
}

/** Empty as a required rule sees it: nothing, blank text, an empty list or object. */
export function isEmptyFill(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmptyFill);
  return false;
}

// ------------------------------------------------------------------------------------------ lists

/** A list value as items: an array, or a string joined by `separator` (dataType string). */
export function listOf(value: unknown, separator = ','): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return value.split(separator);
  return [value];
}

/** Items back in the field's shape: dataType string joins them, number makes numbers, else a list. */
export function listValue(field: PlainObject, items: unknown[], previous?: unknown): unknown {
  const dataType = getOwn(field, 'dataType');
  const separator = typeof getOwn(field, 'separator') === 'string' ? String(getOwn(field, 'separator')) : ',';
  if (dataType === 'string' || (dataType === undefined && typeof previous === 'string' && previous !== ''))
    return items.map(String).join(separator);
  if (dataType === 'number') return items.map(Number);
  return items;
}

// ------------------------------------------------------------------------------------ dictionaries

export interface DicItem {
  label: string;
  value: unknown;
  desc?: string;
  disabled?: boolean;
  leaf?: boolean;
  children?: DicItem[];
}

export interface DicProps {
  label: string;
  value: string;
  desc: string;
  children: string;
  disabled: string;
  leaf: string;
  res?: string;
}

export function dicProps(field: PlainObject): DicProps {
  const props = getOwn(field, 'props');
  const key = (name: string, fallback: string) => {
    const given = isPlainObject(props) ? getOwn(props, name) : undefined;
    return typeof given === 'string' && given !== '' ? given : fallback;
  };
  const res = key('res', '');
  return {
    label: key('label', 'label'),
    value: key('value', 'value'),
    desc: key('desc', 'desc'),
    children: key('children', 'children'),
    disabled: key('disabled', 'disabled'),
    leaf: key('leaf', 'leaf'),
    ...(res ? { res } : {}),
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Dictionary items through the `props` key mapping (depth-limited: a dictionary is not that deep). */
export function dicItems(list: unknown, props: DicProps, depth = 0): DicItem[] {
  if (depth > 50) return [];
  return objects(list).map((node) => {
    const item: DicItem = { label: text(getOwn(node, props.label)), value: getOwn(node, props.value) };
    if (item.label === '') item.label = text(item.value);
    const desc = getOwn(node, props.desc);
    if (desc !== undefined && desc !== null) item.desc = text(desc);
    if (getOwn(node, props.disabled) === true) item.disabled = true;
    if (getOwn(node, props.leaf) === true) item.leaf = true;
    const children = getOwn(node, props.children);
    if (Array.isArray(children)) item.children = dicItems(children, props, depth + 1);
    return item;
  });
}

/** The static items of a field: dicData (a list; a string names a dictionary fetched elsewhere). */
export function staticItems(field: PlainObject): DicItem[] {
  return dicItems(getOwn(field, 'dicData'), dicProps(field));
}

/** Same value for the renderer's purposes: 1 and '1' are. */
export const valueKey = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : text(value);

/** Every item of a tree, depth first. */
export function flatItems(items: readonly DicItem[]): DicItem[] {
  const out: DicItem[] = [];
  const stack = [...items].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    out.push(item);
    if (item.children) for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
  }
  return out;
}

/** The path of values from a root to the item with this value (a cascader's value), or []. */
export function pathTo(items: readonly DicItem[], value: unknown): unknown[] {
  const want = valueKey(value);
  const walk = (list: readonly DicItem[], trail: unknown[]): unknown[] | undefined => {
    for (const item of list) {
      const here = [...trail, item.value];
      if (valueKey(item.value) === want) return here;
      const found = item.children ? walk(item.children, here) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  return walk(items, []) ?? [];
}

/**
 * What detail mode shows for a choice value: the labels of its items (a cascader's path joined by its
 * separator, or only the last with showAllLevels off), values without an item as they are.
 */
export function choiceLabels(field: PlainObject, items: readonly DicItem[], value: unknown): string {
  const type = fieldType(field);
  const all = flatItems(items);
  const label = (v: unknown) => all.find((item) => valueKey(item.value) === valueKey(v))?.label ?? text(v);
  const separator = typeof getOwn(field, 'separator') === 'string' ? String(getOwn(field, 'separator')) : '/';
  if (type === 'cascader') {
    const path = listOf(value);
    const shown = getOwn(field, 'showAllLevels') === false ? path.slice(-1) : path;
    return shown.map(label).join(separator);
  }
  const many = type === 'checkbox' || getOwn(field, 'multiple') === true || Array.isArray(value);
  return many ? listOf(value).map(label).join(' | ') : label(value);
}

// ------------------------------------------------------------------------------- remote dictionaries

export interface RemoteRequest {
  method: 'GET' | 'POST';
  /** Below the console's /api. */
  path: string;
  query: Record<string, string>;
  json?: PlainObject;
}

/** The field whose dictionary depends on this one (`cascaderItem` names it): parent of `{{key}}`. */
export function cascadeParent(option: PlainObject, prop: string): string | undefined {
  for (const field of valueFields(option)) {
    const items = getOwn(field, 'cascaderItem');
    if (Array.isArray(items) && items.includes(prop)) return fieldProp(field);
  }
  return undefined;
}

/**
 * The call of a remote dictionary (dicUrl, dicMethod, dicQuery or dicQueryConfig), `{{key}}` in the address
 * replaced by `key` (a cascading parent's value). Undefined without a dicUrl, for another server's
 * address, or while `{{key}}` waits for a value.
 */
export function remoteRequest(field: PlainObject, key?: unknown): RemoteRequest | undefined {
  const url = getOwn(field, 'dicUrl');
  if (typeof url !== 'string' || url.trim() === '' || /^[a-z]+:\/\//i.test(url)) return undefined;
  const needsKey = url.includes('{{key}}');
  if (needsKey && isEmptyFill(key)) return undefined;
  const filled = url.replaceAll('{{key}}', encodeURIComponent(text(key)));
  const [rawPath, search = ''] = filled.split('?', 2) as [string, string?];
  const path = (rawPath.startsWith('/') ? rawPath : `/${rawPath}`).replace(/^\/api(?=\/)/, '');
  const query: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  const params: PlainObject = {};
  const dicQuery = getOwn(field, 'dicQuery');
  if (isPlainObject(dicQuery)) Object.assign(params, dicQuery);
  for (const entry of objects(getOwn(field, 'dicQueryConfig'))) {
    const k = getOwn(entry, 'key');
    if (typeof k === 'string' && k !== '') params[k] = getOwn(entry, 'value');
  }
  const method = String(getOwn(field, 'dicMethod') ?? 'get').toUpperCase() === 'POST' ? 'POST' : 'GET';
  if (method === 'POST') return { method, path, query, json: params };
  for (const [k, v] of Object.entries(params)) query[k] = text(v);
  return { method, path, query };
}

/** The items of a remote reply: at `props.res` when given, else the list, a page's records or `data`. */
export function remoteItems(field: PlainObject, data: unknown): DicItem[] {
  const props = dicProps(field);
  let list: unknown = data;
  if (props.res)
    for (const part of props.res.split('.')) {
      if (part === 'data' && !isPlainObject(list)) continue; // the transport already took the envelope's data
      list = isPlainObject(list) ? getOwn(list, part) : undefined;
    }
  else if (isPlainObject(list)) list = getOwn(list, 'records') ?? getOwn(list, 'data');
  return dicItems(list, props);
}

// --------------------------------------------------------------------------------------------- dates

export const rangeTypes = new Set(['daterange', 'timerange', 'datetimerange', 'monthrange']);

/** A date field's value format as dayjs writes it (avue's is element-ui's: yyyy-MM-dd). */
export function dateValueFormat(field: PlainObject): string {
  const type = fieldType(field);
  const given = getOwn(field, 'valueFormat');
  const defaults: Record<string, string> = { month: 'yyyy-MM', monthrange: 'yyyy-MM', week: 'yyyy-MM-dd' };
  const format =
    typeof given === 'string' && given !== '' ? given : (defaults[type] ?? dateFormats[type] ?? 'yyyy-MM-dd');
  return dayjsFormat(format);
}

/** element-ui's date pattern in dayjs's letters (yyyy → YYYY, dd → DD; 'timestamp' stays). */
export function dayjsFormat(format: string): string {
  return format.replace(/y/g, 'Y').replace(/d/g, 'D');
}

/** A range's value: both ends, only the start (one item) or nothing (an empty list). */
export function rangeValue(start: unknown, end: unknown): unknown[] {
  const has = (v: unknown) => !isEmptyFill(v);
  if (!has(start) && !has(end)) return [];
  if (!has(end)) return [start];
  return [start, end];
}

// ------------------------------------------------------------------------------------------- switch

/** The switch's off and on values: its dicData's two values, else '0' and '1'. */
export function switchValues(field: PlainObject): [unknown, unknown] {
  const items = objects(getOwn(field, 'dicData'));
  const props = dicProps(field);
  if (items.length >= 2) return [getOwn(items[0]!, props.value), getOwn(items[1]!, props.value)];
  return ['0', '1'];
}

/** The switch's labels (off, on) from its dicData. */
export function switchLabels(field: PlainObject): [string, string] {
  const items = staticItems(field);
  return [items[0]?.label ?? '', items[1]?.label ?? ''];
}

/**
 * A switch's answer as shown (an answer's detail, a list's cell): the label of its value in dicData, else
 * the message key of 是 / 否; undefined for a value that is neither of the pair.
 */
export function switchShown(
  field: PlainObject,
  value: unknown,
): { label: string } | { key: 'formRenderer.on' | 'formRenderer.off' } | undefined {
  if (value === undefined || value === null) return undefined;
  const [off, on] = switchValues(field);
  const [offLabel, onLabel] = switchLabels(field);
  if (valueKey(value) === valueKey(on)) return onLabel ? { label: onLabel } : { key: 'formRenderer.on' };
  if (valueKey(value) === valueKey(off)) return offLabel ? { label: offLabel } : { key: 'formRenderer.off' };
  return undefined;
}

// ------------------------------------------------------------------------------------------- upload

export interface UploadedFile {
  name: string;
  url: string;
  /** The value's own entry the file was read from (an address or an object). */
  item?: unknown;
}

function propsHttp(field: PlainObject): { url: string; name: string; res: string } {
  const given = getOwn(field, 'propsHttp');
  const key = (name: string, fallback: string) => {
    const value = isPlainObject(given) ? getOwn(given, name) : undefined;
    return typeof value === 'string' && value !== '' ? value : fallback;
  };
  return { url: key('url', 'link'), name: key('name', 'name'), res: key('res', 'data') };
}

/**
 * The files of an upload value: addresses (a list or joined by commas) or objects (avue's `{label, value}`,
 * or keys the field's `props` names; `{name, url}` read too). `item` is the value's own entry, kept so that a
 * file left in the list goes back as it was read.
 */
export function uploadFiles(value: unknown, field?: PlainObject): UploadedFile[] {
  const props = field ? dicProps(field) : undefined;
  return listOf(value).flatMap((item): UploadedFile[] => {
    if (typeof item === 'string' && item !== '')
      return [{ name: item.split('/').pop() ?? item, url: item, item }];
    if (!isPlainObject(item)) return [];
    const pick = (...keys: string[]) =>
      keys.map((k) => getOwn(item, k)).find((v) => v !== undefined && v !== null);
    const url = text(pick(props?.value ?? 'value', 'value', 'url'));
    const name = text(pick(props?.label ?? 'label', 'label', 'name')) || url.split('/').pop() || url;
    return url ? [{ name, url, item }] : [];
  });
}

/**
 * The upload's value with these files, in avue's shapes: one address for picture-img, addresses joined
 * by dataType string or a list of addresses when the value read was one (those shapes hold no name), else
 * objects keeping each file's name and address (`{label, value}`, or the keys `props` names). A file that
 * was in the value read goes back as the entry it was.
 */
export function uploadValue(field: PlainObject, files: UploadedFile[], previous: unknown): unknown {
  const type = getOwn(field, 'listType');
  if (type === 'picture-img') return files[0]?.url ?? '';
  const before = listOf(previous);
  const addresses =
    getOwn(field, 'dataType') === 'string' ||
    typeof previous === 'string' ||
    (before.length > 0 && before.every((item) => typeof item === 'string'));
  if (addresses)
    return listValue(
      field,
      files.map((f) => f.url),
      previous,
    );
  const props = dicProps(field);
  return files.map((f) => (isPlainObject(f.item) ? f.item : { [props.label]: f.name, [props.value]: f.url }));
}

/** The stored file of a put-file reply (the envelope's data), read through propsHttp. */
export function uploadedFile(
  field: PlainObject,
  data: unknown,
  fallbackName: string,
): UploadedFile | undefined {
  const props = propsHttp(field);
  let node: unknown = data;
  for (const part of props.res.split('.')) {
    if (part === 'data' || part === '') continue; // the transport already took the envelope's data
    node = isPlainObject(node) ? getOwn(node, part) : undefined;
  }
  if (typeof node === 'string') return { name: fallbackName, url: node };
  if (!isPlainObject(node)) return undefined;
  const url = getOwn(node, props.url);
  if (typeof url !== 'string' || url === '') return undefined;
  // BladeX's BladeFile names the stored object (upload/20261129/<attachId>.png): the file is listed by
  // the name it was chosen with (originalName), else the stored name's last part.
  const original = getOwn(node, 'originalName');
  if (typeof original === 'string' && original !== '') return { name: original, url };
  const name = getOwn(node, props.name);
  return {
    name: typeof name === 'string' && name !== '' ? (name.split('/').pop() ?? name) : fallbackName,
    url,
  };
}

/** `accept` as an input's attribute (a list or a comma-joined string). */
export function acceptAttribute(field: PlainObject): string | undefined {
  const accept = getOwn(field, 'accept');
  if (Array.isArray(accept)) return accept.join(',');
  return typeof accept === 'string' && accept !== '' ? accept : undefined;
}

/** The field's upload limits: limit (1 for picture-img), accept and fileSize, as the upload rule reads them. */
export function uploadRuleOf(field: PlainObject): UploadRule {
  const rule: UploadRule = {};
  const limit = getOwn(field, 'limit');
  if (getOwn(field, 'listType') === 'picture-img') rule.limit = 1;
  else if (typeof limit === 'number') rule.limit = limit;
  const accept = acceptAttribute(field);
  if (accept) rule.accept = accept;
  const size = getOwn(field, 'fileSize');
  if (typeof size === 'number' && size > 0) rule.fileSize = size;
  return rule;
}

/** The upload limit (default 10). */
export function uploadLimit(field: PlainObject): number {
  return uploadLimitOf('default', uploadRuleOf(field).limit);
}

/** The label suffix when the option gives none (§3.1: a full-width colon). */
export const defaultLabelSuffix = '：';

/** The grid span of a field (avue's default 12 of 24). */
export function fieldSpan(field: PlainObject): number {
  const span = getOwn(field, 'span');
  return typeof span === 'number' && span >= 1 && span <= 24 ? span : 12;
}
