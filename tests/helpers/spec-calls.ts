import { allOperations, operationPath } from '../../core/src/resources/operations.ts';
import type { Registry } from '../../core/src/resources/types.ts';

/** `{anything}` placeholders compare equal whatever their names. */
const shape = (call: string) => call.replace(/\{\w+\}/g, '{}');

/** The spec's calls (`METHOD /path`) that no operation of the registry makes. */
export function missingCalls(calls: readonly string[], registry: Registry): string[] {
  const declared = new Set(
    Object.values(registry).flatMap((spec) =>
      Object.values(allOperations(spec)).map((op) => shape(`${op.method} ${operationPath(spec, op)}`)),
    ),
  );
  return calls.filter((call) => !declared.has(shape(call)));
}
