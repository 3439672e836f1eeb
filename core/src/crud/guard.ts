import { findOperation } from '../resources/operations.ts';
import type { OperationSpec, ResourceSpec } from '../resources/types.ts';
import type { ResourceClient, Row } from './client.ts';

/**
 * Operations guarded by a check (OperationSpec.guard): the check runs first, every time, and a check that
 * fails stops the call before it is sent. A check the server refuses fails with the server's message (its
 * ApiError); one that answers `false` in a success fails with GuardRefusedError.
 */

/** The check answered "no" without a message of its own. Front ends render `key` with `params`. */
export class GuardRefusedError extends Error {
  readonly key = 'crud.guardRefused';
  readonly check: string;
  constructor(resource: string, check: string) {
    super(`${resource} ${check} refused the call`);
    this.name = 'GuardRefusedError';
    this.check = check;
  }
  params(): Record<string, string> {
    return { check: this.check };
  }
}

/** The guard's arguments from the record the call acts on (each from the field its declaration names). */
export function guardArgs(op: OperationSpec, record: Row | undefined): Record<string, unknown> {
  if (!op.guard) return {};
  return Object.fromEntries(
    Object.entries(op.guard.args).flatMap(([arg, field]) =>
      record?.[field] === undefined || record[field] === null ? [] : [[arg, record[field]]],
    ),
  );
}

/**
 * The arguments of the figure a call's confirmation shows (OperationSpec.confirmShows): each from the
 * record's field its declaration names, `$tenantId` from the signed-in tenant. Undefined while one is
 * unknown (nobody signed in): the figure is then not read.
 */
export function confirmShowsArgs(
  op: OperationSpec,
  record: Row | undefined,
  tenantId: string | undefined,
): Record<string, unknown> | undefined {
  if (!op.confirmShows) return undefined;
  const args: Record<string, unknown> = {};
  for (const [arg, from] of Object.entries(op.confirmShows.args)) {
    const value = from === '$tenantId' ? tenantId : record?.[from];
    if (value === undefined || value === null || value === '') return undefined;
    args[arg] = value;
  }
  return args;
}

/** The check operation of a guarded operation (a declaration naming none is a programming error). */
export function guardOperation(spec: ResourceSpec, op: OperationSpec): OperationSpec | undefined {
  if (!op.guard) return undefined;
  const check = findOperation(spec, op.guard.operation);
  if (!check) throw new Error(`${spec.name}: guard ${op.guard.operation} is no operation of the entry`);
  return check;
}

/** Runs the check of a guarded operation (nothing for an unguarded one); throws when it fails. */
export async function runGuard(
  api: ResourceClient,
  name: string,
  checkArgs: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<void> {
  const op = api.operation(name);
  if (!guardOperation(api.spec, op)) return;
  const passed = await api.send(op.guard!.operation, checkArgs, signal);
  if (passed === false) throw new GuardRefusedError(api.spec.name, op.guard!.operation);
}

/** Runs an operation after its guard passed (`checkArgs` are the check's arguments); unguarded ones directly. */
export async function callGuarded(
  api: ResourceClient,
  name: string,
  args: unknown,
  checkArgs: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  await runGuard(api, name, checkArgs, signal);
  return api.send(name, args, signal);
}
