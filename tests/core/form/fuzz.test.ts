import { beautify } from '@nbxt/core/form/beautify.ts';
import { checkForm } from '@nbxt/core/form/check.ts';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import { checkFormText } from '@nbxt/core/form/positions.ts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { definition } from './arbitraries.ts';

type Obj = Record<string, unknown>;

/** Runs every entry point; each must return normally (the test fails on any exception). */
function runAll(value: unknown): void {
  const exported = exportForm(value);
  const imported = importForm(value);
  expect(typeof exported.ok).toBe('boolean');
  expect(typeof imported.ok).toBe('boolean');
  // Converting a result again must not throw either (it may be refused: the input was nonsense).
  if (exported.ok) importForm(exported.value);
  if (imported.ok) exportForm(imported.value);
  const checked = checkForm(value);
  expect(Array.isArray(checked.problems)).toBe(true);
  beautify(value);
}

const hugeString = 'x'.repeat(1_000_000);
const pool: unknown[] = [
  null,
  0,
  -1,
  1e308,
  '',
  'x',
  [],
  {},
  true,
  hugeString.slice(0, 100_000),
  [[[[[]]]]],
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { column: 'nope' },
  { key: '__proto__', value: { polluted: true } },
  [{ key: '__proto__', value: 'x' }],
];

/** Every (container, key) position in a value. */
function positions(value: unknown): [Obj | unknown[], string | number][] {
  const out: [Obj | unknown[], string | number][] = [];
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item))
      for (let i = 0; i < item.length; i++) {
        out.push([item, i]);
        stack.push(item[i]);
      }
    else if (item && typeof item === 'object')
      for (const key of Object.keys(item)) {
        out.push([item as Obj, key]);
        stack.push((item as Obj)[key]);
      }
  }
  return out;
}

const mutation = fc.tuple(
  fc.nat(),
  fc.nat(pool.length - 1),
  fc.constantFrom('delete', 'replace', 'protoKey'),
);

/** A copy of a pool value, so that later mutations never edit the pool (or make cycles). */
const fresh = (which: number): unknown => structuredClone(pool[which]);

function mutate(value: Obj, mutations: [number, number, string][]): Obj {
  const copy = structuredClone(value);
  for (const [at, which, kind] of mutations) {
    const all = positions(copy);
    if (all.length === 0) break;
    const [container, key] = all[at % all.length]!;
    if (kind === 'delete') {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key as string];
    } else if (kind === 'replace') {
      Object.defineProperty(container, key, {
        value: fresh(which),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    } else if (!Array.isArray(container)) {
      Object.defineProperty(container, '__proto__', {
        value: fresh(which),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return copy;
}

afterAll(() => {
  expect(({} as Obj).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
});

describe('fuzz: import, export and check never throw', () => {
  it('random values of any shape', () => {
    fc.assert(fc.property(fc.anything({ maxDepth: 4 }), runAll), { numRuns: 500 });
  });

  it('random JSON documents and random forms with random columns', () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 4 }),
        (any, columns) => {
          runAll(any);
          runAll({ column: columns });
          runAll({ column: columns.map((c) => ({ type: 'dynamic', children: { column: [c] } })) });
          runAll({ column: [], group: columns });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('realistic definitions with keys deleted, values of the wrong type and __proto__ keys', () => {
    fc.assert(
      fc.property(
        definition('designer'),
        definition('avue'),
        fc.array(mutation, { minLength: 1, maxLength: 8 }),
        (d, a, m) => {
          runAll(mutate(d, m));
          runAll(mutate(a, m));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('parses __proto__ keys from JSON text as data and never pollutes prototypes', () => {
    const text =
      '{"column":[{"type":"select","prop":"s","dicOption":"remote","dicUrl":"/u","dicQueryConfig":[{"key":"__proto__","value":{"polluted":true}}]},' +
      '{"type":"upload","prop":"u","headers":{"__proto__":{"polluted":true}},"headersConfig":[{"key":"constructor","value":"x"}]}],"__proto__":{"polluted":true}}';
    const value = JSON.parse(text);
    const exported = exportForm(value);
    const imported = importForm(value);
    expect(exported.ok && imported.ok).toBe(true);
    if (exported.ok) {
      expect(Object.hasOwn(exported.value, '__proto__')).toBe(true);
      const query = (exported.value.column as Obj[])[0]!.dicQuery as Obj;
      expect(Object.hasOwn(query, '__proto__')).toBe(true);
      expect(query.polluted).toBeUndefined();
    }
    if (imported.ok) {
      const upload = (imported.value.column as Obj[])[1]!;
      expect(upload.headersConfig).toEqual([{ key: '__proto__', value: { polluted: true } }]);
    }
    checkFormText(text);
    expect(({} as Obj).polluted).toBeUndefined();
  });
});

describe('fuzz: pathological sizes finish (no hang, no stack overflow)', () => {
  it('deeply nested dynamic lists are refused as too deep', () => {
    let form: Obj = { column: [{ type: 'input', prop: 'leaf' }] };
    for (let i = 0; i < 20_000; i++) form = { column: [{ type: 'dynamic', prop: `d${i}`, children: form }] };
    const exported = exportForm(form);
    expect(exported.ok).toBe(false);
    if (!exported.ok) expect(exported.error.reason).toBe('tooDeep');
    expect(importForm(form).ok).toBe(false);
    expect(checkForm(form).problems.some((p) => p.params?.reason === 'form.invalid.tooDeep')).toBe(true);
    expect(beautify(form).ok).toBe(false);
  });

  it('deep dictionary trees and deep nested values', () => {
    let node: Obj = { label: 'leaf', value: 'leaf' };
    for (let i = 0; i < 20_000; i++) node = { label: `n${i}`, value: `v${i}`, children: [node] };
    const field = { type: 'tree', prop: 't', dicOption: 'static', props: { label: 'name' }, dicData: [node] };
    expect(exportForm({ column: [field] }).ok).toBe(false);
    expect(importForm({ column: [{ ...field, dicOption: undefined }] }).ok).toBe(false);
    expect(checkForm({ column: [field] }).problems.length).toBeGreaterThan(0);

    let nested: unknown = 'deep';
    for (let i = 0; i < 100_000; i++) nested = [nested];
    runAll({ column: [{ type: 'input', prop: 'a', value: nested }] });
  });

  it('deeply nested JSON text is checked without throwing', () => {
    const depth = 100_000;
    const text = `{"column":[${'['.repeat(depth)}${']'.repeat(depth)}]}`;
    const result = checkFormText(text);
    expect(result.problems.length).toBeGreaterThan(0);
    const broken = `{"column":[${'['.repeat(depth)}]}`;
    expect(checkFormText(broken).problems[0]!.key).toBe('form.check.json');
  });

  it('huge strings and many fields', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      type: 'input',
      prop: `f${i}`,
      label: hugeString.slice(0, 50),
      pattern: i % 2 ? '(' : '^a+$',
    }));
    runAll({ column: many, labelSuffix: hugeString });
    runAll({ column: [{ type: hugeString, prop: hugeString, pattern: `(${hugeString}` }] });
  });

  it('random edits of JSON text', () => {
    const base = JSON.stringify(
      { column: [{ type: 'select', prop: 'a', dicData: [{ label: 'x', value: 1 }] }], labelWidth: 120 },
      null,
      2,
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(base.length),
            fc.nat(3),
            fc.constantFrom('{', '}', '"', ',', ':', '[', ']', '\\', 'x', '\n'),
          ),
          { maxLength: 5 },
        ),
        (edits) => {
          let text = base;
          for (const [at, length, insert] of edits)
            text = text.slice(0, at) + insert + text.slice(at + length);
          const result = checkFormText(text);
          for (const problem of result.problems) {
            expect(problem.line).toBeGreaterThanOrEqual(1);
            expect(problem.column).toBeGreaterThanOrEqual(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
