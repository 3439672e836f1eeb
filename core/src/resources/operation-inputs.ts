import { recordArgument } from './roles.ts';
import type { FieldSpec, OperationSpec, ParamSpec, ResourceSpec } from './types.ts';

/**
 * What a user types for an operation beyond the records it acts on (a contract's new status, the new
 * executor of selected executions): one input per declared argument other than the record's, shown as
 * the field it sets (its effect's `sets`), else the field of the same name, else a plain input of its type.
 */
export interface OperationInput {
  /** The argument's name (the key of the value sent). */
  param: string;
  /** The field whose label, choices, reference and kind the input takes, named after the argument. */
  field: FieldSpec;
  required: boolean;
}

const FIELD_TYPE: Partial<Record<ParamSpec['type'], FieldSpec['type']>> = {
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  date: 'date',
  id: 'id',
};

/** The field an argument stands for: the one its effect sets from it, else the field of its name. */
function fieldOf(spec: ResourceSpec, op: OperationSpec, param: string): FieldSpec | undefined {
  const set = Object.entries(op.effect?.sets ?? {}).find(([, from]) => from === param)?.[0];
  return spec.fields.find((f) => f.name === (set ?? param));
}

export function operationInputs(spec: ResourceSpec, op: OperationSpec): OperationInput[] {
  const target = op.role === 'row' || op.role === 'rows' ? recordArgument(spec, op) : undefined;
  return Object.entries(op.params)
    .filter(([name, p]) => name !== target && p.type !== 'file' && !['current', 'size'].includes(name))
    .map(([name, p]) => {
      const known = fieldOf(spec, op, name);
      const field: FieldSpec = known
        ? { ...known, name, readOnly: false, required: undefined }
        : {
            name,
            label: `${spec.name}.${name}`,
            text: { zh: name, en: name },
            ...(FIELD_TYPE[p.type] ? { type: FIELD_TYPE[p.type] } : {}),
            ...(p.ref ? { ref: p.ref } : {}),
          };
      return { param: name, field, required: p.required };
    });
}

/**
 * The inputs' first values for one record: its current value of each field; a field of two choices
 * (enable/disable) starts on the one it does not have, the toggle the user most likely wants.
 */
export function operationInitial(
  spec: ResourceSpec,
  op: OperationSpec,
  row: Record<string, unknown> | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of operationInputs(spec, op)) {
    const source = fieldOf(spec, op, input.param);
    const current = source && row ? row[source.name] : undefined;
    const text = current === undefined || current === null ? '' : String(current);
    const choices = source?.choices;
    values[input.param] =
      choices?.length === 2 && text !== '' ? (choices.find((c) => c.value !== text)?.value ?? text) : text;
  }
  return values;
}
