import type { OperationRole, OperationSpec, ResourceSpec } from './types.ts';

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
  if (op.effect) return op.effect.target;
  const params = Object.entries(op.params);
  const wanted = op.role === 'rows' ? 'ids' : 'id';
  const byType = params.find(([, p]) => p.type === wanted);
  if (byType) return byType[0];
  const inPath = params.find(([, p]) => p.in === 'path');
  if (inPath) return inPath[0];
  return op.role === 'rows' ? 'ids' : spec.idField;
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
 * The arguments of a row operation on this record: what `recordArgs` gives, unless the operation takes
 * only declared arguments and does not declare that one: then its declared arguments that the record has
 * (a payslip batch is sent by its `uuid`, not its id).
 */
export function rowArgs(
  spec: ResourceSpec,
  op: OperationSpec,
  id: string,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const args = recordArgs(spec, op, [id]);
  const name = recordArgument(spec, op);
  if (op.args !== 'none' || Object.hasOwn(op.params, name)) return args;
  return Object.fromEntries(
    Object.keys(op.params).flatMap((key) =>
      record[key] === undefined || record[key] === null || record[key] === '' ? [] : [[key, record[key]]],
    ),
  );
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
