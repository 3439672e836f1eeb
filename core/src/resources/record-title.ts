import type { FieldSpec, ResourceSpec } from './types.ts';

/**
 * The field that names a record of an entry to people (a picker's option, a reference shown by name): its
 * title (a risk point's or a hidden danger's name are its title), else a person's or company's name, else
 * its natural key, else its first listed text. `besides` is a field the record is referenced by (a
 * tenant's code, FieldSpec.refKey): naming it by that again would say nothing, so another is taken.
 */
export function titleField(spec: ResourceSpec, besides?: string): FieldSpec | undefined {
  const text = spec.fields.filter(
    (f) => (f.type ?? 'string') === 'string' && f.name !== spec.idField && f.name !== besides,
  );
  return (
    text.find((f) => f.kind === 'title' || f.kind === 'risk' || f.kind === 'hazard') ??
    text.find((f) => f.kind === 'person' || f.kind === 'company') ??
    spec.fields.find((f) => f.name === spec.naturalKey && f.name !== besides) ??
    text.find((f) => f.list)
  );
}

/** A record's name (its title field's value), else its id. */
export function recordTitle(spec: ResourceSpec, row: Record<string, unknown>, besides?: string): string {
  const field = titleField(spec, besides);
  const value = field ? row[field.name] : undefined;
  return value === null || value === undefined || value === ''
    ? String(row[spec.idField] ?? '')
    : String(value);
}
