import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../../core/src/modules/index.ts';
import { allOperations, operationPath } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { argsSchema, replySchema } from '../../../core/src/resources/schemas.ts';
import { missingCalls } from '../../helpers/spec-calls.ts';

/**
 * The spec's calls (tests/data/spec-calls/<module>.ts, one `METHOD /path` per call of the §7 lines, read
 * as written: a verb governs its whole comma list) against the registry: a call without an operation of
 * the same method and path fails here.
 */

const dir = new URL('../../data/spec-calls/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
const specCalls = await Promise.all(
  files.map(async (file) => ({
    file,
    calls: ((await import(new URL(file, dir).href)) as { calls: string[] }).calls,
  })),
);

/** `{anything}` placeholders compare equal whatever their names. */
const shape = (call: string) => call.replace(/\{\w+\}/g, '{}');

describe('the spec’s calls', () => {
  it.each(specCalls)('$file: every call has an operation in the registry', ({ calls }) => {
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call).toMatch(/^(GET|POST|PUT|DELETE) \/\S+$/);
    expect(missingCalls(calls, registry)).toEqual([]);
  });
});

describe('the registry', () => {
  const operations = Object.values(registry).flatMap((spec) =>
    Object.entries(allOperations(spec)).map(([name, op]) => ({ id: `${spec.name}.${name}`, spec, op })),
  );

  it('builds the argument and reply schema of every operation', () => {
    for (const { id, op } of operations) {
      expect(argsSchema(op), id).toBeDefined();
      expect(replySchema(op), id).toBeDefined();
    }
  });

  it('declares every path placeholder as a required path argument', () => {
    for (const { id, op } of operations)
      for (const [, name] of op.path.matchAll(/\{(\w+)\}/g))
        expect(op.params[name!], id).toMatchObject({ in: 'path', required: true });
  });

  it('has no two different operations on the same method and path (views of one list may share one)', () => {
    const seen = new Map<string, { id: string; op: unknown }>();
    const clashes: string[] = [];
    for (const { id, spec, op } of operations) {
      const key = shape(`${op.method} ${operationPath(spec, op)}`);
      const before = seen.get(key);
      if (before && before.op !== op) clashes.push(`${before.id} = ${id}`);
      seen.set(key, { id, op });
    }
    expect(clashes).toEqual([]);
  });

  it('downloads reply files; chart replies name their series', () => {
    for (const { id, op } of operations) {
      if (op.download) expect(op.reply, id).toBe('file');
      if (op.reply === 'chart') expect(op.chart, id).toBeDefined();
      if (op.role === 'import') expect(op.importSteps, id).toBeDefined();
      if (op.role === 'statistics') expect(op.figures, id).toBeDefined();
    }
  });

  it('module screens name registry entries that exist, and routes are unique', () => {
    const paths = new Set<string>();
    for (const m of MODULES)
      for (const screen of m.screens) {
        if (screen.resource) expect(registry[screen.resource], `${m.name} ${screen.path}`).toBeDefined();
        if (screen.view === 'custom') expect(screen.custom, screen.path).toBeTruthy();
        for (const r of screen.related ?? []) expect(registry[r.resource], r.resource).toBeDefined();
        expect(paths.has(screen.path), screen.path).toBe(false);
        paths.add(screen.path);
      }
  });
});
