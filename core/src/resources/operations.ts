import type { MultipartPart, QueryValue, RequestOptions } from '../http/transport.ts';
import { op } from './define.ts';
import { parseArgs } from './schemas.ts';
import type { OperationSpec, ResourceSpec } from './types.ts';

/**
 * Every call of a registry entry as one typed operation: the standard ones (list, detail, submit,
 * remove) as BladeX serves them and the entry's own. The CLI's verbs, the sandbox's argument checks and
 * the contract test read this list; a request is built from an operation and its arguments here.
 */

const standardCache = new WeakMap<ResourceSpec, Record<string, OperationSpec>>();

/** The standard calls a resource offers, as operations. */
export function standardOperations(spec: ResourceSpec): Record<string, OperationSpec> {
  let ops = standardCache.get(spec);
  if (ops) return ops;
  ops = {};
  const offers = (name: string) => (spec.standard as readonly string[]).includes(name);
  const paging = { current: 'integer?@query', size: 'integer?@query' } as const;
  if (offers('list')) {
    const { style, path } = spec.list;
    ops.list =
      style === 'page-post'
        ? op('POST', path, 'records, paged (filters in the body)', {
            safe: true,
            params: paging,
            reply: 'page',
          })
        : op('GET', path, style === 'page' ? 'records, paged' : 'every record', {
            params: style === 'page' ? paging : {},
            reply: style === 'tree' ? 'tree' : style === 'array' ? 'records' : 'page',
          });
  }
  if (offers('detail'))
    ops.detail = op('GET', 'detail', `one record (${spec.idField} or other exact fields)`, {
      params: { [spec.idField]: 'id?' },
      reply: 'record',
    });
  if (offers('submit'))
    ops.submit = op('POST', 'submit', 'add (no id) or update (with id) a record', {
      reply: 'flag',
      effect: { upsert: true },
    });
  if (offers('remove'))
    ops.remove = op('POST', 'remove', 'remove records (ids)', {
      args: 'none',
      params: { ids: 'ids@query' },
      reply: 'flag',
      effect: { target: 'ids', remove: true },
    });
  standardCache.set(spec, ops);
  return ops;
}

/** Standard and own operations by name (an own operation of the same name replaces the standard one). */
export function allOperations(spec: ResourceSpec): Record<string, OperationSpec> {
  return { ...standardOperations(spec), ...spec.operations };
}

export function findOperation(spec: ResourceSpec, name: string): OperationSpec | undefined {
  if (Object.hasOwn(spec.operations, name)) return spec.operations[name];
  const standard = standardOperations(spec);
  return Object.hasOwn(standard, name) ? standard[name] : undefined;
}

/** The gateway path of an operation (relative paths hang under the resource's). */
export function operationPath(spec: ResourceSpec, op: Pick<OperationSpec, 'path'>): string {
  return op.path.startsWith('/') ? op.path : `${spec.path}/${op.path}`;
}

/** An argument that does not fit its declaration: `argument` names it (the CLI names the flag). */
export class ArgumentError extends Error {
  readonly argument: string;
  constructor(resource: string, operation: string, argument: string, problem: string) {
    super(`${resource} ${operation}: ${argument ? `${argument}: ` : ''}${problem}`);
    this.name = 'ArgumentError';
    this.argument = argument;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

function asText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * The request of an operation with its arguments, checked against its schema: each declared argument goes
 * where it is declared, the others where the operation takes them. A body operation given something else
 * than an object (a list) sends it as the body.
 */
export function buildRequest(
  spec: ResourceSpec,
  name: string,
  args: unknown = {},
  signal?: AbortSignal,
): RequestOptions & { operation: OperationSpec } {
  const operation = findOperation(spec, name);
  if (!operation) throw new Error(`${spec.name} has no operation ${name}`);
  if (!isPlainObject(args)) {
    if (operation.args !== 'body')
      throw new ArgumentError(spec.name, name, '', 'arguments must be an object');
    return {
      operation,
      method: operation.method,
      path: operationPath(spec, operation),
      json: args,
      safe: operation.safe,
      signal,
    };
  }
  const parsed = parseArgs(operation, args);
  if (!parsed.ok) throw new ArgumentError(spec.name, name, parsed.argument, parsed.problem);
  const query: Record<string, QueryValue> = {};
  const body: Record<string, unknown> = {};
  const form: Record<string, QueryValue> = {};
  const parts: MultipartPart[] = [];
  const pathArgs: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (value === undefined) continue;
    const declared = operation.params[key];
    const place =
      declared?.in ??
      (operation.args === 'multipart' ? 'part' : operation.args === 'none' ? 'query' : operation.args);
    if (place === 'path') pathArgs[key] = asText(value);
    else if (place === 'body') body[key] = value;
    else if (place === 'part')
      parts.push([
        key,
        value instanceof Blob ? value : typeof value === 'object' ? JSON.stringify(value) : asText(value),
      ]);
    else {
      const text =
        value === null
          ? null
          : typeof value === 'object' && !Array.isArray(value)
            ? JSON.stringify(value)
            : asText(value);
      if (place === 'form') form[key] = text;
      else query[key] = text;
    }
  }
  const path = operationPath(spec, operation).replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(pathArgs[key]!),
  );
  const sendsBody = operation.args === 'body' || Object.values(operation.params).some((p) => p.in === 'body');
  const sendsForm = operation.args === 'form' || Object.values(operation.params).some((p) => p.in === 'form');
  return {
    operation,
    method: operation.method,
    path,
    safe: operation.safe,
    signal,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(sendsBody ? { json: body } : {}),
    ...(sendsForm && !sendsBody ? { form } : {}),
    ...(operation.args === 'multipart' || parts.length > 0 ? { multipart: parts } : {}),
  };
}
