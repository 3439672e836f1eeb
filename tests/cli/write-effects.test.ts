/**
 * 操作成功 means it was stored, through the built `nbxt` (issue 34): a save or submit verb prints ok only when
 * the sandbox stored the record, and the entry's list then shows it. Generated over a sample of the
 * registry's save/submit verbs, one entry of every ten across the modules, drainage-drain save among them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kebab } from '../../cli/src/operation-args.ts';
import { allOperations } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';
import { markerField, markerOf, STAMPS } from '../helpers/write-markers.ts';

type Row = Record<string, unknown>;

interface Verb {
  spec: ResourceSpec;
  name: string;
}

/**
 * The verbs that store the record sent as a JSON body (a standard submit, an upsert or create under another
 * name) on an entry listed without arguments, whose records take a marker: every tenth, and drainage-drain
 * save, the one the issue found printing ok and storing nothing.
 */
const candidates: Verb[] = Object.values(registry)
  .filter((spec) => spec.standard.includes('list') && markerField(spec))
  .flatMap((spec) =>
    Object.entries(allOperations(spec))
      .filter(([, op]) => {
        const effect = op.effect;
        const stores = effect?.create || (effect?.upsert && !effect.by);
        return stores && !effect?.handler && op.args === 'body' && !op.public && op.path !== 'list';
      })
      .map(([name]) => ({ spec, name })),
  );
const sample = candidates.filter(
  (v, i) => i % 10 === 0 || (v.spec.name === 'drainage-drain' && v.name === 'save'),
);

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

describe('nbxt save and submit verbs store what they print ok for', () => {
  let s: SandboxCli;
  beforeAll(async () => {
    s = await sandboxCli();
    const login = await s.login();
    expect(login.exitCode, login.stderr).toBe(0);
  });
  afterAll(async () => {
    await s?.close();
  });

  const listed = async (spec: ResourceSpec): Promise<Row[]> => {
    const r = await s.nbxt([spec.name, 'list', '--all', '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Row[];
  };

  it('samples the verbs across the modules', () => {
    expect(sample.length).toBeGreaterThanOrEqual(8);
    expect(sample.some((v) => v.spec.name === 'drainage-drain' && v.name === 'save')).toBe(true);
  });

  let serial = 0;
  it.each(sample.map((v) => [`${v.spec.name} ${kebab(v.name)}`, v] as const))(
    'nbxt %s, then list: one more record, holding the values sent',
    async (_, { spec, name }) => {
      const field = markerField(spec)!;
      const before = await listed(spec);
      const value = markerOf(field, ++serial);
      // A record like one stored, without its id and stamps, marked, its key new.
      const last = before.at(-1) ?? {};
      const record: Row = Object.fromEntries(
        Object.entries(last).filter(
          ([key]) => key !== spec.idField && key !== 'tenantId' && key !== 'children' && !STAMPS.has(key),
        ),
      );
      record[field.name] = value;
      if (spec.naturalKey && spec.naturalKey !== field.name) record[spec.naturalKey] = `cli${serial}`;
      const verb = spec.standard.includes('submit') && name === 'submit' ? 'submit' : kebab(name);
      const saved = await s.nbxt([spec.name, verb, '--data', JSON.stringify(record), '--json']);
      expect(saved.exitCode, saved.stderr).toBe(0);
      const after = await listed(spec);
      expect(after.length, 'the list grows by the record saved').toBe(before.length + 1);
      expect(after.map((r) => text(r[field.name]))).toContain(value);
    },
  );
});
