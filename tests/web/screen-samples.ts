import { consoleChoices } from '@nbxt/core/dict/fixed.ts';
import { allOperations, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry as entries } from '@nbxt/core/resources/registry.ts';
import type { FieldSpec, OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';

/**
 * Records as the gateway gives them, for the scans of what screens show (issue 30): 19-digit ids,
 * references by id, coded values by their codes, every text marked; and what of a screen's text is a wire
 * detail (a record id, an API path), a raw code of a declared choice or a raw parameter name.
 */

/** A record's own id and the id every reference holds (BladeX's snowflake ids: 19 digits). */
export const OWN_ID = '1900000000000000007';
export const REF_ID = '1700000000000000001';
/** Each text a record holds carries this mark: a screen is drawn once it shows. */
export const MARK = '样例';

/** A stored value of a field as the server gives it. */
export function storedValue(field: FieldSpec): unknown {
  if (field.choices?.length) {
    const value = field.choices[0]!.value;
    return field.type === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  // A reference by a key (a tenant's code) holds the referenced record's key, by id the record's id.
  const key =
    field.ref && field.refKey ? entries[field.ref]?.fields.find((f) => f.name === field.refKey) : undefined;
  if (key) return storedValue(key);
  if (field.ref || field.type === 'id') return REF_ID;
  // A console dictionary's first code (a flow's state), a server dictionary's '1' (DICTIONARIES).
  const fixed = field.dict ? consoleChoices()[field.dict] : undefined;
  if (fixed?.length) return fixed[0]!.dictKey;
  if (field.dict) return '1';
  switch (field.type) {
    case 'number':
      return 42;
    case 'boolean':
      return true;
    case 'date':
      return '2026-03-04';
    case 'datetime':
      return '2026-03-04 05:06:07';
    case 'cron':
      return '0 0 12 * * ?';
  }
  if (field.kind === 'image' || field.kind === 'area') return '';
  return `${MARK}${field.name}`;
}

/** A record of an entry: its own id, every field filled. */
export function sampleRecord(spec: ResourceSpec, id: string): Record<string, unknown> {
  return {
    ...Object.fromEntries(spec.fields.map((f) => [f.name, storedValue(f)])),
    [spec.idField]: id,
  };
}

export const registry = Object.values(entries);

/** Every call of the registry by method and path pattern, with the entry it belongs to. */
const calls = registry.flatMap((spec) =>
  Object.values(allOperations(spec)).map((op) => ({
    spec,
    op,
    pattern: new RegExp(`^${operationPath(spec, op).replace(/\{[^}]+\}/g, '[^/]+')}$`),
  })),
);

/** The entry a path hangs under (the longest path prefix). */
function entryOf(path: string): ResourceSpec | undefined {
  return registry
    .filter((spec) => path === spec.path || path.startsWith(`${spec.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * The reply a call of the registry gives, by its declared shape; a record of the entry it names. A
 * referenced entry's records are the one every reference holds (REF_ID), the screen's own has OWN_ID.
 */
export function reply(method: string, path: string, own: ResourceSpec): unknown {
  if (path === '/blade-system/dict/dictionary/all') return DICTIONARIES;
  const call = calls.find((c) => c.op.method === method && c.pattern.test(path));
  const spec = call?.spec ?? entryOf(path);
  if (!spec) return null;
  const id = spec.name === own.name ? OWN_ID : REF_ID;
  // A tree's nodes as BladeX gives them: titled, keyed by their id.
  const row = /tree/i.test(path)
    ? { ...sampleRecord(spec, id), title: `${MARK}title`, key: id, value: id, hasChildren: false }
    : sampleRecord(spec, id);
  const page = { records: [row], total: 1, current: 1, size: 10, pages: 1 };
  const kind: OperationSpec['reply'] | undefined = call?.op.reply;
  switch (kind) {
    case 'page':
      return page;
    case 'records':
    case 'tree':
    case 'chart':
      return [row];
    case 'flag':
      return true;
    case 'none':
    case 'value':
    case 'file':
      return null;
    case 'figures':
    case 'progress':
      return {};
    default:
      return /tree/i.test(path) ? [row] : { ...row, ...page };
  }
}

/** What of a screen's visible text is a wire detail: a 19-digit number or an API path. */
export function wireDetails(text: string, allowed: readonly string[] = []): string[] {
  const ids = (text.match(/(?<!\d)\d{19}(?!\d)/g) ?? []).filter((id) => !allowed.includes(id));
  const paths = text.match(/\/blade-[a-z-]+\/[\w/-]*|\/api\/[\w/-]+/g) ?? [];
  const apiPaths = [
    ...new Set(
      registry
        .map((spec) => spec.path)
        .filter((p) => p.split('/').length > 2 && !p.startsWith('/blade-') && text.includes(p)),
    ),
  ];
  return [...ids, ...paths, ...apiPaths];
}

/** Whether the spec lists a record's own id as a column of the screen's entry (its own id shown). */
export const showsOwnId = (spec: ResourceSpec) =>
  spec.fields.some((f) => f.name === spec.idField && (f.list || f.type !== 'id'));

/** Every server dictionary the registry names, each with the code its fields hold ('1') labelled. */
const DICTIONARIES = Object.fromEntries(
  registry.flatMap((spec) =>
    spec.fields.filter((f) => f.dict).map((f) => [f.dict!, [{ dictKey: '1', dictValue: `${MARK}字典` }]]),
  ),
);

/** A field's stored value shown as it is where the field declares what it means (choices, a dictionary). */
function isRawCode(field: FieldSpec, shown: string): boolean {
  if (!field.choices?.length && !field.dict && !field.unnamedCodes) return false;
  const raw = String(storedValue(field));
  const label = field.choices?.find((c) => c.value === raw)?.zh;
  return raw !== '' && shown.trim() === raw && label !== raw;
}

/**
 * Raw codes on a screen of `spec`: a read-only record's fields (`[data-field]`) and a list's cells under
 * the fields' column headers that show the stored code of a declared choice or dictionary.
 */
export function rawCodes(root: ParentNode, spec: ResourceSpec): string[] {
  const out: string[] = [];
  for (const el of root.querySelectorAll('[data-field]')) {
    const field = spec.fields.find((f) => f.name === el.getAttribute('data-field'));
    if (field && isRawCode(field, el.textContent ?? '')) out.push(`${field.name}=${el.textContent}`);
  }
  for (const table of root.querySelectorAll('table')) {
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      const cells = [...row.children];
      for (const field of spec.fields) {
        const col = headers.indexOf(field.text.zh);
        const cell = col >= 0 ? cells[col] : undefined;
        if (cell && isRawCode(field, cell.textContent ?? '')) out.push(`${field.name}=${cell.textContent}`);
      }
    }
  }
  return out;
}

/** Every field and argument name of the registry: what a raw parameter label would read. */
const PARAMETER_NAMES = new Set(
  registry.flatMap((spec) => [
    ...spec.fields.map((f) => f.name),
    ...Object.values(spec.operations).flatMap((op) => Object.keys(op.params ?? {})),
  ]),
);

/**
 * Raw parameter or type ids in a screen's labels (a column header, a field's label, a form label, a
 * dialog's title): a registry field or argument name (`mname`) or an identifier in camel case.
 */
export function rawLabels(root: ParentNode): string[] {
  const labels = [...root.querySelectorAll('th, dt, label, legend, h1, h2, h3, h4, [role="tab"]')].map(
    (el) => el.textContent?.trim() ?? '',
  );
  return labels.filter(
    (text) =>
      PARAMETER_NAMES.has(text) ||
      /(?<![\w-])[a-z]+[A-Z][A-Za-z0-9]*(?![\w-])/.test(text.replace(/样例[\w-]*/g, '')),
  );
}
