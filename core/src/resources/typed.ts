import type { output, ZodMiniType } from 'zod/mini';
import type { ReplyData } from './schemas.ts';
import type { OperationSpec, ParamType, ReplyKind, ResourceSpec, StandardOp } from './types.ts';

/**
 * The types of an operation's arguments and reply, inferred from its declaration (`op` in define.ts keeps
 * the literal path, argument names and short types, and reply kind), so that `call(name, args)` with an
 * operation or an argument the entry does not declare fails the type check, and the reply has the type its
 * kind's schema gives (schemas.ts). Types only: nothing here exists at run time.
 */

/** What a caller may pass for an argument of each type: the value, or its text (as the schemas take it). */
export interface ParamValues {
  string: string | number;
  number: number | string;
  integer: number | string;
  boolean: boolean | 'true' | 'false' | '1' | '0';
  id: string | number;
  ids: string | readonly (string | number)[];
  date: string;
  json: unknown;
  file: unknown;
}

/** An operation's argument and reply types, carried by its declaration's type (never set at run time). */
export interface TypedOperation<Args, Reply> {
  readonly '~args'?: Args;
  readonly '~reply'?: Reply;
}

/** The `{name}` placeholders of a path. */
type PathParams<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParams<Rest>
  : never;

/** The type of a declared argument: its short form (`'integer?@query'`) or its object form. */
type ParamTypeOf<D> = D extends `${infer T}?${string}`
  ? T
  : D extends `${infer T}@${string}`
    ? T
    : D extends string
      ? D
      : D extends { type: infer T }
        ? T
        : 'string';

type IsOptional<D> = D extends `${string}?${string}` ? true : D extends { required: false } ? true : false;

type ValueOf<D> = ParamTypeOf<D> extends infer T extends ParamType ? ParamValues[T] : unknown;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The arguments an operation declares: path placeholders and required ones must be given. */
type Declared<Path extends string, Params> = Flatten<
  { [K in PathParams<Path>]: K extends keyof Params ? ValueOf<Params[K]> : string | number } & {
    [K in keyof Params as K extends PathParams<Path>
      ? never
      : IsOptional<Params[K]> extends true
        ? never
        : K]: ValueOf<Params[K]>;
  } & {
    [K in keyof Params as K extends PathParams<Path>
      ? never
      : IsOptional<Params[K]> extends true
        ? K
        : never]?: ValueOf<Params[K]>;
  }
>;

/** Where a call's undeclared arguments go: its options' `args`, else the query for GET and DELETE, the body otherwise. */
type ArgsPlace<Method, Options> = Options extends { args: infer A }
  ? A
  : Method extends 'GET' | 'DELETE'
    ? 'query'
    : 'body';

/**
 * What a call of a declared operation takes. One that declares no arguments takes anything (filters, an
 * entity, a JSON array). One that declares some takes exactly those (another name is a misspelling: a
 * compile error), except a JSON-body call, whose body also carries the entity's fields.
 */
export type OpArgs<Method, Path extends string, Options> = [PathParams<Path>] extends [never]
  ? Options extends { params: infer Params }
    ? keyof Params extends never
      ? unknown
      : WithBody<ArgsPlace<Method, Options>, Declared<Path, Params>>
    : unknown
  : WithBody<
      ArgsPlace<Method, Options>,
      Declared<Path, Options extends { params: infer Params } ? Params : Record<never, never>>
    >;

type WithBody<Place, Args> = Place extends 'body' ? Args & Record<string, unknown> : Args;

/** The reply kind an operation's options declare (a download is a file; `any` by default). */
export type OpReplyKind<Options> = Options extends { download: string }
  ? 'file'
  : Options extends { reply: infer R extends ReplyKind }
    ? R
    : 'any';

/** The operations a typed entry declares, by name (none for an entry whose type is only `ResourceSpec`). */
type OwnOperations<S> = S extends { operations: infer O } ? O : never;

/** Whether an entry's type knows its operations' names (declared with `resource`), or only `ResourceSpec`. */
type KnowsNames<S> = string extends keyof OwnOperations<S> ? false : true;

/** The names `call` takes on an entry: its own operations' and the standard calls. */
export type OperationName<S extends ResourceSpec> =
  KnowsNames<S> extends true ? (keyof OwnOperations<S> & string) | StandardOp : string;

/** The arguments of an entry's operation (unknown for a standard call or an untyped entry). */
export type OperationArgs<S extends ResourceSpec, K extends string> = K extends keyof OwnOperations<S>
  ? OwnOperations<S>[K] extends TypedOperation<infer A, unknown>
    ? A
    : unknown
  : unknown;

/** The reply data of an entry's operation (unknown for a standard call or an untyped entry). */
export type OperationReply<S extends ResourceSpec, K extends string> = K extends keyof OwnOperations<S>
  ? OwnOperations<S>[K] extends TypedOperation<unknown, infer R>
    ? unknown extends R
      ? unknown
      : R
    : unknown
  : unknown;

/** `call`'s arguments after the name: the arguments (required when some are), then the abort signal. */
export type CallRest<A> = unknown extends A
  ? [args?: unknown, signal?: AbortSignal]
  : Record<never, never> extends A
    ? [args?: A, signal?: AbortSignal]
    : [args: A, signal?: AbortSignal];

/** The reply data of an operation: its declared shape's, else its kind's. */
export type OpReply<Options> = Options extends { data: () => infer Shape extends ZodMiniType }
  ? output<Shape>
  : ReplyData<OpReplyKind<Options>>;

/** A declared operation: its spec and its types. */
export type DeclaredOperation<Method, Path extends string, Options> = OperationSpec &
  TypedOperation<OpArgs<Method, Path, Options>, OpReply<Options>>;

/** A declared entry: its name and its operations' types kept (still a `ResourceSpec`). */
export type DeclaredResource<N extends string, O> = Omit<ResourceSpec, 'name' | 'operations'> & {
  readonly name: N;
  readonly operations: O;
};
