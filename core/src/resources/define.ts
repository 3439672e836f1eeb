import type { FieldSpec, FieldType, ListStyle, OperationSpec, ResourceSpec, StandardOp } from './types.ts';

type FieldOptions = Partial<Omit<FieldSpec, 'name' | 'label' | 'text'>>;
export type FieldDraft = Omit<FieldSpec, 'label'>;

/** A field with its zh/en label; the i18n key is set by `resource()`. */
export function field(name: string, zh: string, en: string, options: FieldOptions = {}): FieldDraft {
  return { name, text: { zh, en }, ...options };
}

export const text = (name: string, zh: string, en: string, options: FieldOptions = {}) =>
  field(name, zh, en, { type: 'string', ...options });
export const typed =
  (type: FieldType) =>
  (name: string, zh: string, en: string, options: FieldOptions = {}) =>
    field(name, zh, en, { type, ...options });

export function op(
  method: OperationSpec['method'],
  path: string,
  summary: string,
  options: Partial<Omit<OperationSpec, 'method' | 'path' | 'summary'>> = {},
): OperationSpec {
  return {
    method,
    path,
    summary,
    safe: method === 'GET',
    args: method === 'GET' ? 'query' : 'body',
    ...options,
  };
}

interface ResourceDraft {
  path: string;
  zh: string;
  en: string;
  fields: FieldDraft[];
  idField?: string;
  naturalKey?: string;
  list?: ListStyle | { style: ListStyle; path: string };
  standard?: readonly StandardOp[];
  tenantScoped?: boolean;
  operations?: Record<string, OperationSpec>;
}

export function resource(name: string, draft: ResourceDraft): ResourceSpec {
  const list = typeof draft.list === 'object' ? draft.list : { style: draft.list ?? 'page', path: 'list' };
  return {
    name,
    path: draft.path,
    label: `resource.${name}`,
    text: { zh: draft.zh, en: draft.en },
    idField: draft.idField ?? 'id',
    naturalKey: draft.naturalKey,
    fields: draft.fields.map((f) => ({ ...f, label: `${name}.${f.name}` })),
    list,
    standard: draft.standard ?? ['list', 'detail', 'submit', 'remove'],
    tenantScoped: draft.tenantScoped ?? true,
    operations: draft.operations ?? {},
  };
}
