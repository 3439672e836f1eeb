import type { ModuleSpec } from '../../../core/src/modules/types.ts';
import { buildRequest, findOperation } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import type { OperationSpec } from '../../../core/src/resources/types.ts';

/** An operation of a registry entry, failing loudly when either is missing. */
export function operation(resource: string, name: string): OperationSpec {
  const spec = registry[resource];
  if (!spec) throw new Error(`no entry ${resource}`);
  const op = findOperation(spec, name);
  if (!op) throw new Error(`${resource} has no operation ${name}`);
  return op;
}

/** The request an operation builds, without its operation (method, path, query, json, form, multipart). */
export function request(resource: string, name: string, args: Record<string, unknown> = {}) {
  const { operation: _op, signal: _signal, ...rest } = buildRequest(registry[resource]!, name, args);
  return rest;
}

export const screenOf = (m: ModuleSpec, path: string) => m.screens.find((s) => s.path === path);
