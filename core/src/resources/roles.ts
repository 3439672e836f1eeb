import type { FieldSpec, OperationRole, OperationSpec, ParamSpec, ParamType, ResourceSpec } from './types.ts';

/** The entry's own operations the console offers in one of these roles, in declaration order. */
export function operationsWithRole(
  spec: ResourceSpec,
  ...roles: OperationRole[]
): [name: string, op: OperationSpec][] {
  return Object.entries(spec.operations).filter(([, op]) => op.role !== undefined && roles.includes(op.role));
}

/**
 * The argument that names the records an operation acts on: its effect's target, else its first declared
 * id (row) or ids (rows) argument, else its first path argument, else the entry's id field (row) or `ids`.
 */
export function recordArgument(spec: ResourceSpec, op: OperationSpec): string {
  if (op.effect?.target) return op.effect.target;
  const params = Object.entries(op.params);
  const wanted = op.role === 'rows' ? 'ids' : 'id';
  const byType = params.find(([, p]) => p.type === wanted);
  if (byType) return byType[0];
  const inPath = params.find(([, p]) => p.in === 'path');
  if (inPath) return inPath[0];
  return op.role === 'rows' ? 'ids' : spec.idField;
}

/**
 * A call whose JSON body is a record of the entry to store (its effect `create`, or `upsert` on no other
 * key, and no arguments of its own): the console sends it the entry's form, filled (a quick add), never an
 * empty body.
 */
export function storesRecord(op: OperationSpec): boolean {
  const effect = op.effect;
  // A call that declares arguments of its own (an authorisation's tenants) asks for those instead.
  if (op.args !== 'body' || !effect || Object.keys(op.params).length > 0) return false;
  return effect.create === true || (effect.upsert === true && !effect.by);
}

/** The arguments of a row or rows operation on these records (one id for a row, the list for rows). */
export function recordArgs(
  spec: ResourceSpec,
  op: OperationSpec,
  ids: readonly string[],
): Record<string, unknown> {
  const name = recordArgument(spec, op);
  const type = op.params[name]?.type;
  if (op.role !== 'rows') return { [name]: ids[0] };
  return { [name]: type === undefined || type === 'ids' || type === 'json' ? [...ids] : ids.join(',') };
}

/**
 * The arguments naming the records of a row or rows operation: what `recordArgs` gives, unless a row
 * operation takes only declared arguments and does not declare that one (a payslip batch is sent by its
 * `uuid`, which `rowArgs` takes from the row).
 */
export function targetArgs(
  spec: ResourceSpec,
  op: OperationSpec,
  ids: readonly string[],
): Record<string, unknown> {
  const name = recordArgument(spec, op);
  if (op.role === 'row' && op.args === 'none' && !Object.hasOwn(op.params, name)) return {};
  return recordArgs(spec, op, ids);
}

/** The file argument of an import operation: its declared `file` argument, else `file`. */
export function fileArgument(op: OperationSpec): string {
  return Object.entries(op.params).find(([, p]) => p.type === 'file')?.[0] ?? 'file';
}

/**
 * The arguments of an import's progress or result call: its required arguments get what the upload
 * answered (the import's id: the reply itself when a scalar, else its `id`).
 */
export function importStepArgs(step: OperationSpec, uploaded: unknown): Record<string, unknown> {
  const id =
    typeof uploaded === 'string' || typeof uploaded === 'number'
      ? String(uploaded)
      : typeof uploaded === 'object' && uploaded !== null && 'id' in uploaded
        ? String((uploaded as { id: unknown }).id)
        : undefined;
  const args: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(step.params)) if (p.required && id !== undefined) args[name] = id;
  return args;
}

/**
 * The arguments of a statistics or chart call over a list's filters: all of them when the call takes
 * undeclared arguments, else only those it declares.
 */
export function filterArgs(op: OperationSpec, filters: Record<string, unknown>): Record<string, unknown> {
  if (op.args !== 'none') return { ...filters };
  return Object.fromEntries(Object.entries(filters).filter(([key]) => Object.hasOwn(op.params, key)));
}

/** Paging that asks for every record at once (MyBatis-Plus reads a negative size as "no limit"). */
export const WHOLE_PAGE = { current: 1, size: -1 } as const;

/**
 * The arguments of a chart call over a list's filters (`filterArgs`): a chart that declares paging
 * (`current`, `size`: the contract analysis calls) is drawn over the whole filtered set, not the list's page.
 */
export function chartArgs(op: OperationSpec, filters: Record<string, unknown>): Record<string, unknown> {
  const args = filterArgs(op, filters);
  const paged = Object.hasOwn(op.params, 'current') && Object.hasOwn(op.params, 'size');
  return paged ? { ...args, ...WHOLE_PAGE } : args;
}

/** The arguments an operation's effect writes into the records (what the user decides, never the row's). */
const settingArgs = (op: OperationSpec) =>
  new Set(Object.values(op.effect?.sets ?? {}).filter((from) => !from.startsWith('=')));

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The declared arguments of a row operation the record in hand gives (a removed assistant's userId): those
 * of the row's fields, but the ones the operation writes into the record (its new status, its score).
 */
export function rowArgs(op: OperationSpec, row: Record<string, unknown>): Record<string, unknown> {
  const setting = settingArgs(op);
  return Object.fromEntries(
    Object.keys(op.params).flatMap((name) =>
      !setting.has(name) && given(row[name]) ? [[name, row[name]]] : [],
    ),
  );
}

export interface ArgumentInput {
  name: string;
  type: ParamType;
  required: boolean;
  field: FieldSpec | undefined;
  choices: ParamSpec['choices'];
  upload: boolean;
  text: ParamSpec['text'];
  /** The first value: the record's current one; of two choices (enable/disable), the one it lacks. */
  initial: string;
}

/** The field an argument stands for: the one its effect sets from it, else the field of its name. */
function fieldOf(spec: ResourceSpec, op: OperationSpec, param: string): FieldSpec | undefined {
  const set = Object.entries(op.effect?.sets ?? {}).find(([, from]) => from === param)?.[0];
  return spec.fields.find((f) => f.name === (set ?? param));
}

function initialOf(field: FieldSpec | undefined, row: Record<string, unknown>): string {
  const current = field ? row[field.name] : undefined;
  const text = given(current) ? String(current) : '';
  const choices = field?.choices;
  return choices?.length === 2 && text !== '' ? (choices.find((c) => c.value !== text)?.value ?? text) : text;
}

/**
 * The arguments of an operation the user still has to give (a result, a score, an assistant's user): its
 * declared arguments but the records' own (row and rows operations), files, path arguments and those the record in hand gives (rowArgs), each
 * with the entry's field of the same name when it has one (its label, choices and kind).
 */
export function argumentInputs(
  spec: ResourceSpec,
  op: OperationSpec,
  row: Record<string, unknown> = {},
): ArgumentInput[] {
  const record = op.role === 'row' || op.role === 'rows' ? recordArgument(spec, op) : undefined;
  const fromRow = rowArgs(op, row);
  return Object.entries(op.params)
    .filter(
      ([name, p]) =>
        name !== record &&
        p.type !== 'file' &&
        p.in !== 'path' &&
        !(name in fromRow) &&
        name !== 'current' &&
        name !== 'size',
    )
    .map(([name, p]) => {
      const field = fieldOf(spec, op, name);
      return {
        name,
        type: p.type,
        required: p.required,
        field,
        choices: p.choices,
        upload: p.upload === true,
        text: p.text,
        initial: initialOf(field, row),
      };
    });
}
