import type { Download, MultipartPart, QueryValue, Transport } from '../http/transport.ts';
import { buildRequest, findOperation, operationPath } from '../resources/operations.ts';
import type { CallRest, OperationArgs, OperationName, OperationReply } from '../resources/typed.ts';
import type { OperationSpec, ResourceSpec } from '../resources/types.ts';
import { RecordNotFoundError } from './errors.ts';
import { countForest, type Page, readPage, UnexpectedShapeError } from './page.ts';

export type Filters = Record<string, QueryValue>;
export type Row = Record<string, unknown>;

export interface ListParams {
  current?: number;
  size?: number;
  filters?: Filters;
  signal?: AbortSignal;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;

/** Build the `Filters` of an exact match: BladeX filters are LIKE unless suffixed `_equal`. */
export function exact(field: string, value: string): Filters {
  return { [`${field}_equal`]: value };
}

/** Whether an entry has a call that reads one record: BladeX's standard detail or an own `detail` (household's `one`). */
export function hasDetailCall(spec: ResourceSpec): boolean {
  return spec.standard.includes('detail') || Object.hasOwn(spec.operations, 'detail');
}

/**
 * An own operation that adds (no id) and edits (an id) a whole record: a POST of the entity (no arguments
 * of its own declared) with an upsert effect, offered by no button of its own.
 */
function ownUpsert(spec: ResourceSpec, name: string): boolean {
  const op = Object.hasOwn(spec.operations, name) ? spec.operations[name] : undefined;
  return (
    op !== undefined &&
    op.method === 'POST' &&
    !op.role &&
    op.effect?.upsert === true &&
    Object.keys(op.params).length === 0
  );
}

/**
 * The call that adds and edits a record of an entry, when it has one (business-modules.md §7: "submit
 * (entity body, for both add and update)"; a module's own `save`, as drains, shops and the contract
 * lists have it): BladeX's standard submit (an own operation of that name when the entry declares one),
 * else an own `save`, else an own `submit`, that takes the whole record and no button of its own. A list
 * of such an entry offers 新增 and 编辑 (tests/web/kit/add-edit-rule.test.tsx).
 */
export function saveCall(spec: ResourceSpec): string | undefined {
  if (spec.standard.includes('submit')) return 'submit';
  return ['save', 'submit'].find((name) => ownUpsert(spec, name));
}

/** The entry's own `list` operation when it has no standard list and that one answers a page, records or a tree. */
export function ownListOperation(spec: ResourceSpec): string | undefined {
  if (spec.standard.includes('list')) return undefined;
  const own = Object.hasOwn(spec.operations, 'list') ? spec.operations.list : undefined;
  return own && ['page', 'records', 'tree'].includes(own.reply) ? 'list' : undefined;
}

/** Whether an entry can be listed: the standard list or an own paged list operation. */
export function listable(spec: ResourceSpec): boolean {
  return spec.standard.includes('list') || ownListOperation(spec) !== undefined;
}

/** Whether one record of an entry can be read by its id: a detail call, else its list filtered by the id. */
export function readsRecord(spec: ResourceSpec): boolean {
  return hasDetailCall(spec) || listable(spec);
}

/** The argument an own detail call takes a record's id as: the id field, `id`, else its one declared argument. */
function recordParam(spec: ResourceSpec, op: OperationSpec): string {
  const declared = Object.keys(op.params);
  if (declared.includes(spec.idField) || declared.length !== 1) return spec.idField;
  return declared[0]!;
}

/**
 * The generic client of one registry entry: list (GET/POST page, tree, array), listAll over every page,
 * detail, submit, remove, downloads and custom operations.
 */
export class ResourceClient<S extends ResourceSpec = ResourceSpec> {
  readonly spec: S;
  private readonly transport: Transport;

  constructor(transport: Transport, spec: S) {
    this.transport = transport;
    this.spec = spec;
  }

  private path(sub: string): string {
    return operationPath(this.spec, { path: sub });
  }

  async list(params: ListParams = {}): Promise<Page<Row>> {
    const current = params.current ?? 1;
    const size = params.size ?? DEFAULT_PAGE_SIZE;
    const { style, path } = this.spec.list;
    const what = `${this.spec.name} list`;
    const own = this.ownListOperation();
    if (own) {
      // Its declared arguments match exactly by themselves: `taskDataType_equal` travels as `taskDataType`.
      const { params: declared, args } = this.spec.operations[own]!;
      // A call that takes no undeclared arguments gets the filters it declares, not the others.
      const filters = Object.fromEntries(
        Object.entries(params.filters ?? {}).flatMap(([key, value]) => {
          const plain = key.endsWith('_equal') ? key.slice(0, -'_equal'.length) : key;
          const name = plain !== key && Object.hasOwn(declared, plain) ? plain : key;
          return args === 'none' && !Object.hasOwn(declared, name) ? [] : [[name, value]];
        }),
      );
      const operation = this.spec.operations[own]!;
      const paging = Object.fromEntries(
        Object.entries({ current, size }).filter(([key]) => operation.args !== 'none' || key in declared),
      );
      const data = await this.send(own, { ...filters, ...paging }, params.signal);
      if (operation.reply === 'page') return readPage(data, what, { current, size });
      if (!Array.isArray(data)) throw new UnexpectedShapeError(what, 'expected a list');
      const total = operation.reply === 'tree' ? countForest(data) : data.length;
      return { records: data as Row[], total, current: 1, size: data.length, pages: 1 };
    }
    if (style === 'page-post') {
      const data = await this.transport.request({
        method: 'POST',
        path: this.path(path),
        query: { current, size },
        json: params.filters ?? {},
        safe: true,
        signal: params.signal,
      });
      return readPage(data, what, { current, size });
    }
    const query = style === 'page' ? { ...params.filters, current, size } : { ...params.filters };
    const data = await this.transport.request({
      method: 'GET',
      path: this.path(path),
      query,
      signal: params.signal,
    });
    if (style === 'page') return readPage(data, what, { current, size });
    if (!Array.isArray(data)) throw new UnexpectedShapeError(what, 'expected a list');
    const total = style === 'tree' ? countForest(data) : data.length;
    return { records: data as Row[], total, current: 1, size: data.length, pages: 1 };
  }

  /**
   * A resource without BladeX's standard list whose own `list` operation answers a page, records or a tree
   * (the jobs' POST with its arguments in the query, a contract's changes by its id in the path): its list
   * is that operation.
   */
  private ownListOperation(): string | undefined {
    return ownListOperation(this.spec);
  }

  /** Whether `list` and `listAll` work: the standard list or an own paged list operation. */
  get listable(): boolean {
    return listable(this.spec);
  }

  /** Every record over every page (forests and arrays come whole in one call). */
  async listAll(
    params: Omit<ListParams, 'current'> = {},
    onPage?: (page: Page<Row>) => void,
  ): Promise<Row[]> {
    const size = params.size ?? 100;
    const first = await this.list({ ...params, current: 1, size });
    onPage?.(first);
    const records = [...first.records];
    if (!this.ownListOperation() && this.spec.list.style !== 'page' && this.spec.list.style !== 'page-post')
      return records;
    let current = 1;
    let page = first;
    // Stop at the announced page count, or at an empty page for servers that miscount.
    while (current < page.pages && page.records.length > 0) {
      current++;
      page = await this.list({ ...params, current, size });
      onPage?.(page);
      records.push(...page.records);
    }
    return records;
  }

  async detail(key: string | Filters, signal?: AbortSignal): Promise<Row> {
    const own = Object.hasOwn(this.spec.operations, 'detail') ? this.spec.operations.detail : undefined;
    const query =
      typeof key === 'string' ? { [own ? recordParam(this.spec, own) : this.spec.idField]: key } : key;
    // An own detail call (the contract's `detail/{id}`) places the id where it declares it.
    const data = own
      ? await this.send('detail', query, signal)
      : await this.transport.request({ method: 'GET', path: this.path('detail'), query, signal });
    if (data === null || data === undefined) {
      const [fields, values] = [Object.keys(query), Object.values(query).map(String)];
      throw new RecordNotFoundError(this.spec, fields.join(', '), values.join(', '));
    }
    if (typeof data !== 'object' || Array.isArray(data)) {
      throw new UnexpectedShapeError(`${this.spec.name} detail`, 'no record');
    }
    return data as Row;
  }

  /** Whether `record` can read one record by id (readsRecord). */
  get readable(): boolean {
    return readsRecord(this.spec);
  }

  /**
   * One record by its id: the detail call when the entry has one, else its list filtered by the id (BladeX's
   * list conditions take every field of the entity, the id too: a survey report has no call of its own).
   */
  async record(id: string, signal?: AbortSignal): Promise<Row> {
    if (hasDetailCall(this.spec)) return this.detail(id, signal);
    const page = await this.list({ current: 1, size: 1, filters: exact(this.spec.idField, id), signal });
    const found = page.records.find((row) => String(row[this.spec.idField]) === id);
    if (!found) throw new RecordNotFoundError(this.spec, this.spec.idField, id);
    return found;
  }

  /** Insert (no id) or update (with id). Never retried automatically. */
  async submit(record: Row, signal?: AbortSignal): Promise<unknown> {
    // An entry's own submit may take some arguments apart from the entity (module-area: the module in the query).
    // Else the entry's own save call (drains, shops: `save`).
    const own = saveCall(this.spec) ?? 'submit';
    if (Object.hasOwn(this.spec.operations, own)) return this.send(own, record, signal);
    return this.transport.request({ method: 'POST', path: this.path('submit'), json: record, signal });
  }

  async remove(ids: readonly string[], signal?: AbortSignal): Promise<unknown> {
    return this.transport.request({
      method: 'POST',
      path: this.path('remove'),
      query: { ids: ids.join(',') },
      signal,
    });
  }

  operation(name: string): OperationSpec {
    const spec = findOperation(this.spec, name);
    if (!spec) throw new Error(`${this.spec.name} has no operation ${name}`);
    return spec;
  }

  /**
   * Call an operation (standard or the entry's own): its arguments are checked against its schema
   * (`ArgumentError` names the one that does not fit) and sent where the registry says.
   */
  call<K extends OperationName<S>>(
    name: K,
    ...rest: CallRest<OperationArgs<S, K>>
  ): Promise<OperationReply<S, K>> {
    const [args, signal] = rest as [unknown?, AbortSignal?];
    return this.send(name, args, signal) as Promise<OperationReply<S, K>>;
  }

  /**
   * Call an operation by a name known only at run time (a screen's declared statistics, a guard's check):
   * checked as `call` checks, its reply unknown until read.
   */
  send(name: string, args: unknown = {}, signal?: AbortSignal): Promise<unknown> {
    const { operation: _op, ...request } = buildRequest(this.spec, name, args, signal);
    return this.transport.request<unknown>(request);
  }

  /** A multipart operation (deploy-upload): the parts in order, files among them. Never retried. */
  async upload<T = unknown>(name: string, parts: readonly MultipartPart[], signal?: AbortSignal): Promise<T> {
    const spec = this.operation(name);
    if (spec.args !== 'multipart') throw new Error(`${this.spec.name} ${name} is not a multipart call`);
    return this.transport.request<T>({
      method: spec.method,
      path: operationPath(this.spec, spec),
      multipart: parts,
      safe: false,
      signal,
    });
  }

  /** A download operation (export): its arguments placed as for `call`. */
  async download(name: string, args: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Download> {
    const { operation: _op, ...request } = buildRequest(this.spec, name, args, signal);
    return this.transport.download(request, `${this.spec.name}.xlsx`);
  }
}
