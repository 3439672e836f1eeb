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

/**
 * What tells a record apart from others of its name: its natural key (a contract's number), else a code
 * field's value, else its id. `besides` as for titleField.
 */
export function recordCode(spec: ResourceSpec, row: Record<string, unknown>, besides?: string): string {
  const title = titleField(spec, besides)?.name;
  const field =
    spec.fields.find((f) => f.name === spec.naturalKey && f.name !== title && f.name !== besides) ??
    spec.fields.find((f) => f.kind === 'code' && f.name !== title && f.name !== besides);
  const value = field ? row[field.name] : undefined;
  return value === null || value === undefined || value === ''
    ? String(row[spec.idField] ?? '')
    : String(value);
}

/**
 * Options whose labels are told apart: a label two options share gets its option's code (北仑恒达文化传媒
 * 有限公司 · HT2026001), or its value when the codes are shared too, so a backend's duplicates stay
 * tellable in a picker. Options of the same value are one.
 */
export function distinctLabels(
  options: readonly { value: string; label: string; code?: string | undefined }[],
): { value: string; label: string }[] {
  const unique = [...new Map(options.map((o) => [o.value, o])).values()];
  const count = (key: (o: (typeof unique)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const o of unique) counts.set(key(o), (counts.get(key(o)) ?? 0) + 1);
    return counts;
  };
  const labels = count((o) => o.label);
  const coded = count((o) => `${o.label}\u0000${o.code ?? o.value}`);
  return unique.map((o) => {
    if ((labels.get(o.label) ?? 0) < 2) return { value: o.value, label: o.label };
    const code = (coded.get(`${o.label}\u0000${o.code ?? o.value}`) ?? 0) < 2 ? (o.code ?? o.value) : o.value;
    return { value: o.value, label: `${o.label} · ${code}` };
  });
}

/** A picker's options of an entry's records: each by its name (recordTitle), equal names told apart. */
export function recordOptions(
  spec: ResourceSpec,
  rows: readonly Record<string, unknown>[],
  keyOf: (row: Record<string, unknown>) => string,
  besides?: string,
): { value: string; label: string }[] {
  return distinctLabels(
    rows.map((row) => ({
      value: keyOf(row),
      label: recordTitle(spec, row, besides),
      code: recordCode(spec, row, besides),
    })),
  );
}
