/**
 * A record's values in an add/edit form and back (platform.md §7.1, §8; forms-and-survey.md §3.2): the
 * form holds every value as text; what is sent is what was read for every field left as it was — a region
 * with all its levels, a list, a number, a null — and a changed field in the shape its stored value has
 * (a region's JSON text back to its object, a number's text to a number). Opening a stored record and
 * saving it unchanged sends back exactly what was read.
 */
import type { Row } from '../crud/client.ts';
import type { FieldSpec, ResourceSpec } from './types.ts';

/**
 * Fields of the add/edit dialog: everything but generated ids and what the server computes; an id naming
 * another entry's record (a contract's customer) is picked among that entry's records.
 */
export const formFields = (spec: ResourceSpec): FieldSpec[] =>
  spec.fields.filter((f) => (f.type !== 'id' || f.ref) && f.name !== spec.idField && !f.readOnly);

/** A stored value as the form's text: '' for nothing, a structured one (region, list) as its JSON. */
export function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The dialog's initial values: the record's values as text ('' for missing ones). */
export function formValues(spec: ResourceSpec, record: Row | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of formFields(spec)) values[f.name] = formText(record?.[f.name]);
  return values;
}

const structured = (text: string) => /^\s*[[{]/.test(text);

/** A changed text in the shape of the value read (or the field's type when nothing was read). */
function wireValue(field: FieldSpec, text: string, read: unknown): unknown {
  if (typeof read === 'object' && read !== null && structured(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (typeof read === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (field.type === 'number' || typeof read === 'number') {
    const n = Number(text);
    return text.trim() !== '' && Number.isFinite(n) ? n : text;
  }
  return text;
}

/**
 * The body of submit: the dialog's fields plus the id when editing. A field whose text is still that of
 * the value read (`read`, the record opened) sends that value itself; a changed one its text in the value's
 * shape (numbers as numbers; a blank number is left out, a blank text is sent empty so that an edit can
 * clear it; a new record leaves blank ones out). Nothing else from the record travels (no display-only values, no audit fields).
 */
export function submitBody(
  spec: ResourceSpec,
  values: Record<string, string>,
  id: string | undefined,
  read?: Row,
): Row {
  const body: Row = {};
  if (id) body[spec.idField] = id;
  for (const f of formFields(spec)) {
    const text = values[f.name] ?? '';
    const before = read?.[f.name];
    if (read && text === formText(before)) {
      // Unchanged: what was read goes back as it was (nothing for a field the record did not have).
      if (Object.hasOwn(read, f.name)) body[f.name] = before;
      continue;
    }
    if ((f.type === 'number' || typeof before === 'number') && text.trim() === '') continue;
    // A new record leaves out what was not filled in (no `year: ""`); an edit sends '' to clear it.
    if (text === '' && !id) continue;
    body[f.name] = wireValue(f, text, before);
  }
  return body;
}
