import { readFile } from 'node:fs/promises';
import { parseJson } from '@nbxt/core/http/json.ts';
import { tooDeepAt, tooDeepText } from '@nbxt/core/http/json-depth.ts';
import { CliError, UsageError } from './errors.ts';
import { type IOStreams, readAll } from './io.ts';

/** `--data @file.json | - | '{...}'`: read and parse JSON (long integers keep their digits). */
export async function readDataArg(io: IOStreams, arg: string): Promise<unknown> {
  let text: string;
  let source: string;
  if (arg === '-') {
    text = await readAll(io.stdin);
    source = 'standard input';
  } else if (arg.startsWith('@')) {
    source = arg.slice(1);
    try {
      text = await readFile(source, 'utf8');
    } catch (error) {
      throw new CliError(`cannot read ${source}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  } else {
    text = arg;
    source = '--data';
  }
  assertShallow(text, source);
  try {
    return parseJson(text);
  } catch (error) {
    throw new UsageError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A value nested past the depth limit is refused (exit 1) before anything walks it. */
export function assertShallow(text: string, source: string): void {
  const deep = tooDeepAt(text);
  if (deep) throw new CliError(`${source}: ${tooDeepText(deep.path)}`);
}

export function readObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UsageError(`${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Collect repeatable `k=v` options into a record. */
export function collectPair(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const eq = value.indexOf('=');
  if (eq <= 0) throw new UsageError(`expected key=value, got ${JSON.stringify(value)}`);
  return { ...previous, [value.slice(0, eq)]: value.slice(eq + 1) };
}
