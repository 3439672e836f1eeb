import type { QueryValue, RequestOptions } from '../http/transport.ts';
import type { OperationSpec, Registry, ResourceSpec } from '../resources/types.ts';
import type { ManifestEntry } from './manifest.ts';

/** Turning export calls (a registry operation or a manifest entry) into transport requests. */

function fullPath(spec: ResourceSpec, op: OperationSpec): string {
  return op.path.startsWith('/') ? op.path : `${spec.path}/${op.path}`;
}

/** The download operations of a resource, by name. */
export function downloadOperations(spec: ResourceSpec): [string, OperationSpec][] {
  return Object.entries(spec.operations).filter(([, op]) => op.download);
}

/**
 * A registry download as a request: `{name}` placeholders are filled from the parameters (and removed from
 * them); the rest goes to the query or, for body operations, to the JSON body.
 */
export function operationRequest(
  spec: ResourceSpec,
  opName: string,
  params: Record<string, string>,
): RequestOptions {
  const op = Object.hasOwn(spec.operations, opName) ? spec.operations[opName] : undefined;
  if (!op?.download) throw new Error(`${spec.name} has no export ${opName}`);
  const rest: Record<string, string> = { ...params };
  const path = fullPath(spec, op).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    if (value === undefined || value === '') throw new Error(`${spec.name} ${opName} needs ${name}`);
    delete rest[name];
    return encodeURIComponent(value);
  });
  return {
    method: op.method,
    path,
    safe: op.safe,
    ...(op.args === 'body' ? { json: rest } : op.args === 'query' ? { query: rest } : {}),
  };
}

function templateMatches(template: string, path: string): boolean {
  const a = template.split('/');
  const b = path.split('/');
  return (
    a.length === b.length && a.every((part, i) => (/^\{\w+\}$/.test(part) ? b[i] !== '' : part === b[i]))
  );
}

/** The registry operation a manifest path and method call, if any. */
export function findOperation(
  registry: Registry,
  method: string,
  path: string,
): { spec: ResourceSpec; name: string; op: OperationSpec } | undefined {
  for (const spec of Object.values(registry)) {
    for (const [name, op] of Object.entries(spec.operations)) {
      if (op.method === method && templateMatches(fullPath(spec, op), path)) return { spec, name, op };
    }
  }
  return undefined;
}

/**
 * Whether an entry may be retried: the manifest's own `safe`, else the registry's verdict on the call,
 * else GET only. A POST the registry does not know is treated as changing data.
 */
export function entryIsSafe(registry: Registry, entry: ManifestEntry): boolean {
  if (entry.safe !== undefined) return entry.safe;
  const known = findOperation(registry, entry.method, entry.path);
  if (known) return known.op.safe;
  return entry.method === 'GET';
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
