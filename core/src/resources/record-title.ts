import type { FieldSpec, ResourceSpec } from './types.ts';

/**
 * The field that names a record of an entry to people (a picker's option, a reference shown by name): its
 * title (a risk point's or a hidden danger's name are its title), else a person's or company's name, else
 * its natural key, else its first listed text.
 */
export function titleField(spec: ResourceSpec): FieldSpec | undefined {
  const text = spec.fields.filter((f) => (f.type ?? 'string') === 'string' && f.name !== spec.idField);
  return (
    text.find((f) => f.kind === 'title' || f.kind === 'risk' || f.kind === 'hazard') ??
    text.find((f) => f.kind === 'person' || f.kind === 'company') ??
    spec.fields.find((f) => f.name === spec.naturalKey) ??
    text.find((f) => f.list)
  );
}

/** A record's name (its title field's value), else its id. */
export function recordTitle(spec: ResourceSpec, row: Record<string, unknown>): string {
  const field = titleField(spec);
  const value = field ? row[field.name] : undefined;
  return value === null || value === undefined || value === ''
    ? String(row[spec.idField] ?? '')
    : String(value);
}
