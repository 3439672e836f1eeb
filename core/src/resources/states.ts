import type { FieldSpec, OperationSpec, ResourceSpec, StateRule } from './types.ts';

/**
 * Declared state machines (business-modules.md §4): the state a new record starts in (`FieldSpec.initial`),
 * the states a row action applies to (`OperationSpec.when`) and what a toolbar call without a selection
 * acts on (`OperationSpec.scope`). The console, the CLI and the sandbox read them here.
 */

/** A field holding a record's state: a `…status` field with choices. */
export const isStateField = (field: FieldSpec): boolean => /status$/i.test(field.name) && !!field.choices;

const stateText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Whether the record is in one of the rule's states. */
export const inState = (rule: StateRule, record: Record<string, unknown>): boolean =>
  rule.in.includes(stateText(record[rule.field]));

/** Whether an operation applies to the record (always, when it declares no states). */
export const appliesTo = (op: OperationSpec, record: Record<string, unknown>): boolean =>
  !op.when || inState(op.when, record);

/** The values a new record of the entry starts with (its fields' declared `initial`). */
export function initialValues(spec: ResourceSpec): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of spec.fields) if (f.initial !== undefined) values[f.name] = f.initial;
  return values;
}

/**
 * A new record as stored: each field left out or empty takes its declared initial value (a number field's
 * as a number).
 */
export function withInitialValues(
  spec: ResourceSpec,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...record };
  for (const f of spec.fields) {
    if (f.initial === undefined) continue;
    const value = out[f.name];
    if (value !== undefined && value !== null && value !== '') continue;
    out[f.name] = f.type === 'number' && f.initial !== '' ? Number(f.initial) : f.initial;
  }
  return out;
}

/**
 * A toolbar call that changes records it is not told about (no selection, no required argument, not a
 * record stored from a form): it must say what it applies to (`scope`).
 */
export function actsUnannounced(op: OperationSpec): boolean {
  if (op.role !== 'toolbar' || op.safe) return false;
  const effect = op.effect;
  if (effect?.create || (effect?.upsert && !effect.by)) return false;
  return !Object.values(op.params).some((p) => p.required);
}
