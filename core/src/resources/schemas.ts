// zod/mini: the console builds these schemas for the operations it calls, without zod's chained API.
import * as z from 'zod/mini';
import type { FieldSpec, OperationSpec, ParamSpec, ParamType, ReplyKind, ResourceSpec } from './types.ts';

/**
 * The zod schemas of an operation's arguments and reply data, built from its declaration (types.ts). The
 * arguments arrive as typed values from the console, as text from the CLI's flags and from a query
 * string on the sandbox: numbers, booleans and lists also take their text forms.
 */

const numberText = /^-?\d+(\.\d+)?$/;
const integerText = /^-?\d+$/;

const asNumber = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.regex(numberText, 'not a number')),
    z.transform((s) => Number(s)),
  ),
]);
// Only exact ones: a longer run of digits would arrive changed (an id belongs in an `id` argument).
const asInteger = z.union([
  z.number().check(z.refine(Number.isSafeInteger, 'not an integer')),
  z.pipe(
    z.string().check(
      z.regex(integerText, 'not an integer'),
      z.refine((s) => Number.isSafeInteger(Number(s)), 'beyond 2^53'),
    ),
    z.transform((s) => Number(s)),
  ),
]);
const asBoolean = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((s) => s === 'true' || s === '1'),
  ),
]);
/** An id is text: a bare number is taken only while it is exact (below 2^53). */
const asId = z.union([
  z.string().check(z.regex(/^[^\s,]+$/, 'not an id')),
  z.pipe(
    z.number().check(z.refine(Number.isSafeInteger, 'an id beyond 2^53 must be sent as text')),
    z.transform(String),
  ),
]);
const asIds = z
  .union([
    z.pipe(
      z.string(),
      z.transform((s) =>
        s
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ),
    z.array(asId),
  ])
  .check(z.refine((ids) => ids.length > 0, 'no ids'));
const asDate = z.string().check(z.regex(/^\d{4}-\d{2}(-\d{2})?([ T]\d{2}:\d{2}(:\d{2})?)?$/, 'not a date'));

const PARAM_TYPES: Record<ParamType, z.ZodMiniType> = {
  string: z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
  number: asNumber,
  integer: asInteger,
  boolean: asBoolean,
  id: asId,
  ids: asIds,
  date: asDate,
  json: z.unknown(),
  file: z.unknown(),
};

/** An empty text counts as absent for an optional argument (a search box left empty). */
function paramSchema(spec: ParamSpec): z.ZodMiniType {
  const base = PARAM_TYPES[spec.type];
  if (spec.required) return base;
  return z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      z.null(),
      base,
    ]),
  );
}

const argsCache = new WeakMap<OperationSpec, z.ZodMiniType<Record<string, unknown>>>();

/** The arguments of a call: the declared ones checked and converted; others kept unless it takes none. */
export function argsSchema(op: OperationSpec): z.ZodMiniType<Record<string, unknown>> {
  let schema = argsCache.get(op);
  if (!schema) {
    const shape = Object.fromEntries(Object.entries(op.params).map(([name, p]) => [name, paramSchema(p)]));
    schema = (op.args === 'none' ? z.strictObject(shape) : z.looseObject(shape)) as z.ZodMiniType<
      Record<string, unknown>
    >;
    argsCache.set(op, schema);
  }
  return schema;
}

const count = z.union([z.number(), z.string().check(z.regex(numberText))]);
const row = z.record(z.string(), z.unknown());
const node: z.ZodMiniType<unknown> = z.looseObject({
  get children() {
    return z.optional(z.nullable(z.array(node)));
  },
});

const REPLIES = {
  page: z.looseObject({
    records: z.array(row),
    total: count,
    current: z.optional(count),
    size: z.optional(count),
    pages: z.optional(count),
  }),
  record: z.nullable(row),
  records: z.array(row),
  tree: z.array(node),
  // BladeX's R.status(true) is R.success(msg): its data is null (bladex-contract.md; the sandbox's okEmpty).
  flag: z.nullable(z.boolean()),
  none: z.unknown(),
  figures: z.record(z.string(), z.nullable(z.union([count, z.string()]))),
  chart: z.array(row),
  value: z.nullable(z.union([z.string(), z.number(), z.boolean()])),
  progress: z.looseObject({
    total: z.optional(count),
    done: z.optional(count),
    percent: z.optional(count),
    finished: z.optional(z.boolean()),
  }),
  file: z.unknown(),
  any: z.unknown(),
} satisfies Record<ReplyKind, z.ZodMiniType>;

/** The reply data of a kind, as its schema reads it (the type of a typed operation's reply, typed.ts). */
export type ReplyData<K extends ReplyKind> = z.output<(typeof REPLIES)[K]>;

/** The reply data of a call, by its declared kind. */
export function replySchema(op: Pick<OperationSpec, 'reply' | 'data'>): z.ZodMiniType {
  return op.data?.() ?? REPLIES[op.reply];
}

/** A chart reply's rows carry its category and every declared series. */
export function chartRowsValid(op: OperationSpec, data: unknown): boolean {
  if (!op.chart || !Array.isArray(data)) return Array.isArray(data);
  const { x, series } = op.chart;
  return data.every(
    (r) =>
      typeof r === 'object' &&
      r !== null &&
      x in r &&
      Object.keys(series).every((s) => count.safeParse((r as Record<string, unknown>)[s]).success),
  );
}

export type ParsedArgs =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; argument: string; problem: 'required' | 'not an argument' | string };

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Check and convert a call's arguments: a missing required one first (named), then the first that does
 * not fit its type, then one the call does not take.
 */
export function parseArgs(op: OperationSpec, args: Record<string, unknown>): ParsedArgs {
  for (const [name, p] of Object.entries(op.params))
    if (p.required && absent(args[name])) return { ok: false, argument: name, problem: 'required' };
  const parsed = argsSchema(op).safeParse(args);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    return { ok: false, argument: issue.keys.join(', '), problem: 'not an argument' };
  const argument = issue ? issue.path.map(String).join('.') : '';
  const type = op.params[argument.split('.')[0] ?? '']?.type;
  return {
    ok: false,
    argument,
    problem: type
      ? `expected ${type === 'ids' ? 'a list of ids' : `a${/^[aeiou]/.test(type) ? 'n' : ''} ${type}`}`
      : (issue?.message ?? 'invalid'),
  };
}

const FIELD_TYPES: Record<NonNullable<FieldSpec['type']>, ParamType> = {
  string: 'string',
  text: 'string',
  password: 'string',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  datetime: 'string',
  id: 'id',
  cron: 'string',
};

/** A field of the resource as an argument (list filters, submit bodies). */
export function fieldParam(spec: ResourceSpec, name: string): ParamType | undefined {
  const field = spec.fields.find((f) => f.name === name);
  return field ? FIELD_TYPES[field.type ?? 'string'] : undefined;
}
