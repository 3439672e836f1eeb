import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseJson } from '@nbxt/core/http/json.ts';
import { parseArgs } from '@nbxt/core/resources/schemas.ts';
import type { OperationSpec, ParamSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { assertShallow } from './data-arg.ts';
import { CliError, UsageError } from './errors.ts';

/**
 * The flags of `nbxt <noun> <operation>`, read from the operation's declared arguments, and the arguments
 * a command line gives (declared flags over `--arg key=value` over `--data`), checked by the operation's
 * schema with the flag named in the error.
 */

/** `doNow` → `do-now`, `exportError` → `export-error`, `task_type` → `task-type`. */
export function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/** Options of the command itself: a declared argument of one of these names is given with `--arg`. */
const RESERVED = new Set(['json', 'debug', 'profile', 'arg', 'data', 'output', 'file', 'help', 'version']);

export interface ParamFlag {
  param: string;
  /** `--task-data-type` */
  flag: string;
  spec: ParamSpec;
}

export function paramFlags(op: OperationSpec): ParamFlag[] {
  return (
    Object.entries(op.params)
      // A declared file named `file` keeps `--file` (an upload's own option is then not added).
      .filter(([name, spec]) => !RESERVED.has(kebab(name)) || (name === 'file' && spec.type === 'file'))
      .map(([param, spec]) => ({ param, flag: `--${kebab(param)}`, spec }))
  );
}

/** The flag that gives an argument: its own, else `--arg name`. */
export function flagOf(op: OperationSpec, argument: string): string {
  const own = paramFlags(op).find((f) => f.param === argument);
  return own ? own.flag : `--arg ${argument}`;
}

/**
 * `--arg key=value` is offered: for open arguments (not declared), and for declared ones named as one of
 * the command's own options (`data`), which have no flag of their own.
 */
export const takesOpenArgs = (op: OperationSpec) =>
  op.args !== 'none' || Object.keys(op.params).length > paramFlags(op).length;

/** A JSON body is sent: `--data`. */
export const takesData = (op: OperationSpec) =>
  op.args === 'body' || Object.values(op.params).some((p) => p.in === 'body');

const PLACES: Record<ParamSpec['in'], string> = {
  path: 'in the path',
  query: 'query',
  body: 'JSON body',
  form: 'form',
  part: 'multipart part',
};

/** `--help` text of a declared argument. */
export function flagDescription(spec: ParamSpec): string {
  const what =
    spec.type === 'ids'
      ? 'ids, comma-separated'
      : spec.type === 'file'
        ? 'path of the file to send'
        : spec.type === 'json'
          ? 'JSON'
          : spec.type;
  return [spec.summary, `${what}; ${PLACES[spec.in]}`, spec.required ? '(required)' : '']
    .filter(Boolean)
    .join(' ');
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function fileOf(flag: string, path: string): Promise<File> {
  try {
    return new File([new Uint8Array(await readFile(path))], basename(path));
  } catch (error) {
    throw new CliError(
      `${flag}: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
}

function jsonOf(flag: string, text: string): unknown {
  assertShallow(text, flag);
  try {
    return parseJson(text);
  } catch (error) {
    throw new UsageError(`${flag}: not valid JSON: ${(error as Error).message}`);
  }
}

export interface CommandLine {
  /** Values of the declared flags by argument name (commander's option values). */
  values: Record<string, unknown>;
  /** `--arg key=value` pairs. */
  open?: Record<string, string>;
  /** The parsed `--data` document. */
  data?: unknown;
}

/**
 * The arguments of the call, checked: a missing or ill-typed one is a usage error naming its flag. A
 * `--data` that is not an object (a list) is the body itself when nothing else is given.
 */
export async function operationArgs(
  op: OperationSpec,
  line: CommandLine,
  spec?: ResourceSpec,
): Promise<unknown> {
  const given: Record<string, unknown> = {};
  for (const { param, flag, spec } of paramFlags(op)) {
    const value = line.values[param];
    if (value === undefined) continue;
    given[param] =
      spec.type === 'file'
        ? await fileOf(flag, String(value))
        : spec.type === 'json'
          ? jsonOf(flag, String(value))
          : value;
  }
  const open = line.open ?? {};
  if (line.data !== undefined && !isObject(line.data)) {
    if (Object.keys(given).length > 0 || Object.keys(open).length > 0 || op.args !== 'body')
      throw new UsageError('--data must be a JSON object when other arguments are given');
    return line.data;
  }
  const args: Record<string, unknown> = {
    ...(line.data as Record<string, unknown> | undefined),
    ...open,
    ...given,
  };
  const parsed = parseArgs(op, args);
  if (!parsed.ok) {
    const names =
      parsed.problem === 'not an argument'
        ? parsed.argument.split(', ')
        : [parsed.argument.split('.')[0] ?? ''].filter(Boolean);
    const flags = names.length > 0 ? names.map((name) => flagOf(op, name)).join(', ') : 'arguments';
    throw new UsageError(`${flags}: ${parsed.problem}`);
  }
  if (spec) {
    // The rules of the fields the arguments stand for (an ID card, a mobile number), as the console's.
    const { argumentProblems, kindProblems } = await import('@nbxt/core/resources/field-rules.ts');
    const problems = [
      ...argumentProblems(spec, op, args),
      ...(op.effect?.upsert ? kindProblems(spec, args) : []),
    ];
    await refuseProblems(problems, (name) => (op.params[name] ? flagOf(op, name) : `--data ${name}`));
  }
  return args;
}

/** The first problem a field rule finds, as a usage error naming where the value was given (exit 2). */
export async function refuseProblems(
  problems: readonly { field: string; message: string; params: Record<string, string | number> }[],
  where: (field: string) => string,
): Promise<void> {
  const first = problems[0];
  if (!first) return;
  const { translate } = await import('@nbxt/core/i18n/index.ts');
  throw new UsageError(`${where(first.field)}: ${translate(first.message, 'zh', first.params)}`);
}
