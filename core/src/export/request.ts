import type { QueryValue, RequestOptions } from '../http/transport.ts';
import { buildRequest } from '../resources/operations.ts';
import type { OperationSpec, Registry, ResourceSpec } from '../resources/types.ts';
import type { ManifestEntry } from './manifest.ts';

/** Turning export calls (a registry operation or a manifest entry) into transport requests. */

function fullPath(spec: ResourceSpec, op: OperationSpec): string {
  return op.path.startsWith('/') ? op.path : `${spec.path}/${op.path}`;
}

/** The download operations of a resource of one kind (report exports, or other files), by name. */
export function downloadOperations(
  spec: ResourceSpec,
  kind: NonNullable<OperationSpec['download']>,
): [string, OperationSpec][] {
  return Object.entries(spec.operations).filter(([, op]) => op.download === kind);
}

/** A download request; a multipart call's arguments are its text parts (the front end adds the file). */
export type OperationRequest = RequestOptions;

/**
 * A registry download as a request: the parameters placed as the operation declares them (`{name}` of the
 * path, the query, the JSON body, the text parts of a multipart call).
 */
export function operationRequest(
  spec: ResourceSpec,
  opName: string,
  params: Record<string, string>,
): OperationRequest {
  const op = Object.hasOwn(spec.operations, opName) ? spec.operations[opName] : undefined;
  if (!op?.download) throw new Error(`${spec.name} has no download ${opName}`);
  const { operation: _op, ...request } = buildRequest(spec, opName, params);
  return request;
}

interface CompiledOperation {
  spec: ResourceSpec;
  name: string;
  op: OperationSpec;
  /** Path segments; `undefined` stands for a `{name}` placeholder (any non-empty segment). */
  parts: (string | undefined)[];
}

/** Every operation's path template, split once per registry (a batch judges thousands of entries). */
const compiled = new WeakMap<Registry, CompiledOperation[]>();

function operationsOf(registry: Registry): CompiledOperation[] {
  let list = compiled.get(registry);
  if (!list) {
    list = Object.values(registry).flatMap((spec) =>
      Object.entries(spec.operations).map(([name, op]) => ({
        spec,
        name,
        op,
        parts: fullPath(spec, op)
          .split('/')
          .map((part) => (/^\{\w+\}$/.test(part) ? undefined : part)),
      })),
    );
    compiled.set(registry, list);
  }
  return list;
}

/** The registry operation a manifest path and method call, if any. */
export function findOperation(
  registry: Registry,
  method: string,
  path: string,
): { spec: ResourceSpec; name: string; op: OperationSpec } | undefined {
  const segments = path.split('/');
  return operationsOf(registry).find(
    ({ op, parts }) =>
      op.method === method &&
      parts.length === segments.length &&
      parts.every((part, i) => (part === undefined ? segments[i] !== '' : part === segments[i])),
  );
}

/**
 * Whether an entry may be retried: the registry's verdict on the call, else GET only (a POST the registry
 * does not know is treated as changing data). A manifest's `safe: false` can turn retries off; it can never
 * turn them on, since a retried call that changes data would run twice.
 */
export function entryIsSafe(registry: Registry, entry: ManifestEntry): boolean {
  const known = findOperation(registry, entry.method, entry.path);
  const safe = known ? known.op.safe : entry.method === 'GET';
  return safe && entry.safe !== false;
}

export function entryRequest(registry: Registry, entry: ManifestEntry): RequestOptions {
  return {
    method: entry.method,
    path: entry.path,
    query: entry.query as Record<string, QueryValue> | undefined,
    ...(entry.body !== undefined ? { json: entry.body } : {}),
    safe: entryIsSafe(registry, entry),
  };
}
