import type { DeclaredOperation, DeclaredResource } from './typed.ts';
import type {
  FieldSpec,
  FieldType,
  HttpVerb,
  ListStyle,
  OperationSpec,
  ParamPlace,
  ParamSpec,
  ParamType,
  StandardOp,
} from './types.ts';

/** `required: true` asks for the field with the generic text (请输入{label}); a key names another text. */
type FieldOptions = Partial<Omit<FieldSpec, 'name' | 'label' | 'text' | 'required'>> & {
  required?: string | true;
};
export type FieldDraft = Omit<FieldSpec, 'label' | 'required'> & { required?: string | true };

/** A field with its zh/en label; the i18n key is set by `resource()`. */
/* #__NO_SIDE_EFFECTS__ */
export function field(name: string, zh: string, en: string, options: FieldOptions = {}): FieldDraft {
  return { name, text: { zh, en }, ...options };
}

export const text = /* #__NO_SIDE_EFFECTS__ */ (
  name: string,
  zh: string,
  en: string,
  options: FieldOptions = {},
) => field(name, zh, en, { type: 'string', ...options });
/** A field's arguments after its type (`text`'s). */
export type FieldArgs = [name: string, zh: string, en: string, options?: FieldOptions];

/**
 * Fields of one type: `typed('number')` gives a function like `text`. Its result is a variable the build
 * cannot see through: a module whose unused declarations should be dropped declares its typed fields
 * with `typedField` in a function marked as having no side effects (core/src/resources/system.ts).
 */
export const typed =
  (type: FieldType) =>
  (...args: FieldArgs) =>
    typedField(type, ...args);

/* #__NO_SIDE_EFFECTS__ */
export function typedField(type: FieldType, ...[name, zh, en, options = {}]: FieldArgs): FieldDraft {
  return field(name, zh, en, { type, ...options });
}

/**
 * An argument in short form: its type, `?` when optional, `@place` when it does not travel where the
 * operation's other arguments do (`'integer?@query'`: an optional integer in the query).
 */
export type ParamShort = `${ParamType}${'' | '?'}${'' | `@${ParamPlace}`}`;

type OpOptions = Partial<Omit<OperationSpec, 'method' | 'path' | 'summary' | 'params'>> & {
  params?: Record<string, ParamShort | Partial<ParamSpec>>;
};

const PATH_PARAM = /\{(\w+)\}/g;

/** The place of an argument that says none: its path placeholder, else where the call's arguments go. */
function defaultPlace(args: OperationSpec['args']): ParamPlace {
  if (args === 'multipart') return 'part';
  if (args === 'body' || args === 'form') return args;
  return 'query';
}

function readParam(
  name: string,
  short: ParamShort | Partial<ParamSpec>,
  fallback: ParamPlace,
  inPath: boolean,
): ParamSpec {
  if (typeof short !== 'string') {
    return {
      type: short.type ?? 'string',
      in: inPath ? 'path' : (short.in ?? fallback),
      required: inPath || (short.required ?? true),
      ...(short.summary ? { summary: short.summary } : {}),
      ...(short.ref ? { ref: short.ref } : {}),
      ...(short.choices ? { choices: short.choices } : {}),
      ...(short.upload ? { upload: true } : {}),
      ...(short.text ? { text: short.text } : {}),
      ...(short.matches ? { matches: short.matches } : {}),
      ...(short.field ? { field: short.field } : {}),
    };
  }
  const match = /^(\w+)(\?)?(?:@(\w+))?$/.exec(short);
  if (!match) throw new Error(`bad argument ${name}: ${short}`);
  const [, type, optional, place] = match;
  return {
    type: type as ParamType,
    in: inPath ? 'path' : ((place as ParamPlace | undefined) ?? fallback),
    required: inPath || !optional,
  };
}

/**
 * An operation. GET calls are safe and take their arguments in the query; other calls change data and
 * take a JSON body, unless the options say otherwise. Every `{name}` of the path is a required path
 * argument, declared or not.
 */
/* #__NO_SIDE_EFFECTS__ */
export function op<
  const Method extends HttpVerb,
  const Path extends string,
  const Options extends OpOptions = Record<never, never>,
>(
  method: Method,
  path: Path,
  summary: string,
  options: Options = {} as Options,
): DeclaredOperation<Method, Path, Options> {
  const { params: shorts = {}, ...rest }: OpOptions = options;
  const args = rest.args ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'body');
  const fallback = defaultPlace(args);
  const inPath = new Set([...path.matchAll(PATH_PARAM)].map((m) => m[1]!));
  const params: Record<string, ParamSpec> = {};
  for (const name of inPath) params[name] = { type: 'string', in: 'path', required: true };
  for (const [name, short] of Object.entries(shorts))
    params[name] = readParam(name, short, fallback, inPath.has(name));
  return {
    method,
    path,
    summary,
    safe: method === 'GET',
    reply: rest.download ? 'file' : 'any',
    ...rest,
    args,
    params,
  };
}

interface ResourceDraft {
  path: string;
  zh: string;
  en: string;
  fields: FieldDraft[];
  idField?: string;
  naturalKey?: string;
  list?: ListStyle | { style: ListStyle; path: string };
  standard?: readonly StandardOp[];
  tenantScoped?: boolean;
  operations?: Record<string, OperationSpec>;
}

/* #__NO_SIDE_EFFECTS__ */
export function resource<
  const N extends string,
  const O extends Record<string, OperationSpec> = Record<never, never>,
>(name: N, draft: ResourceDraft & { operations?: O }): DeclaredResource<N, O> {
  const list = typeof draft.list === 'object' ? draft.list : { style: draft.list ?? 'page', path: 'list' };
  return {
    name,
    path: draft.path,
    label: `resource.${name}`,
    text: { zh: draft.zh, en: draft.en },
    idField: draft.idField ?? 'id',
    naturalKey: draft.naturalKey,
    fields: draft.fields.map((f) => ({
      ...f,
      label: `${name}.${f.name}`,
      // An ID card's kind carries the spec's text (身份证为必填项); other fields ask with the generic one.
      required:
        f.required === true
          ? f.kind === 'idcard'
            ? 'idcard.required'
            : `${name}.${f.name}.required`
          : f.required,
      dict: f.dict ?? (f.choices ? `${name}.${f.name}` : undefined),
    })),
    list,
    standard: draft.standard ?? ['list', 'detail', 'submit', 'remove'],
    tenantScoped: draft.tenantScoped ?? true,
    operations: draft.operations ?? ({} as O),
  };
}
