import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definition } from './arbitraries.ts';

type Obj = Record<string, unknown>;
const ok = <T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
};

describe('round-trip properties', () => {
  it('import ∘ export is the identity on designer forms', () => {
    fc.assert(
      fc.property(definition('designer'), (designer) => {
        expect(ok(importForm(ok(exportForm(designer))))).toStrictEqual(designer);
      }),
      { numRuns: 400 },
    );
  });

  it('export ∘ import is the identity on avue options, key order included', () => {
    fc.assert(
      fc.property(definition('avue'), (option) => {
        const back = ok(exportForm(ok(importForm(option))));
        expect(back).toStrictEqual(option);
        expect(JSON.stringify(back)).toBe(JSON.stringify(option));
      }),
      { numRuns: 400 },
    );
  });

  it('export ∘ import is the identity up to dropped empty values (form, field and children own keys)', () => {
    const empty = fc.constantFrom(null, '', {});
    fc.assert(
      fc.property(definition('avue'), empty, empty, (option, formEmpty, fieldEmpty) => {
        const dirty = { ...option, note: formEmpty } as Obj;
        const columns = dirty.column as Obj[];
        if (columns.length > 0)
          dirty.column = [{ ...columns[0], placeholder: fieldEmpty }, ...columns.slice(1)];
        expect(ok(exportForm(ok(importForm(dirty))))).toStrictEqual(option);
      }),
      { numRuns: 200 },
    );
  });

  it('both directions are deterministic and leave the input untouched', () => {
    fc.assert(
      fc.property(definition('designer'), (designer) => {
        const before = structuredClone(designer);
        const a = exportForm(designer);
        const b = exportForm(designer);
        expect(a).toStrictEqual(b);
        expect(designer).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });
});

const fixtures = new URL('../../../fixtures/forms/', import.meta.url).pathname;

describe('fixtures/forms round trips', () => {
  const files = readdirSync(fixtures).filter((f) => f.endsWith('.json'));
  it('has definitions of every kind', () => {
    expect(files.filter((f) => f.endsWith('.avue.json')).length).toBeGreaterThanOrEqual(6);
    expect(files.filter((f) => f.endsWith('.designer.json')).length).toBeGreaterThanOrEqual(1);
  });
  it.each(files)('%s survives a round trip unchanged, down to its JSON text', (file) => {
    const text = readFileSync(fixtures + file, 'utf8');
    const value = JSON.parse(text);
    const back = file.endsWith('.designer.json')
      ? ok(importForm(ok(exportForm(value))))
      : ok(exportForm(ok(importForm(value))));
    expect(back).toStrictEqual(value);
    if (file.endsWith('.avue.json')) expect(`${JSON.stringify(back, null, 2)}\n`).toBe(text);
  });
});

const corpus = '/work/shared/forms-corpus/';
const haveCorpus = existsSync(corpus);
if (!haveCorpus) console.warn(`skipping the corpus round trips: ${corpus} does not exist`);

/** The option with empty values removed from the form's, fields' and dynamic children's own keys. */
function withoutEmpty(option: Obj): Obj {
  const isEmpty = (v: unknown) =>
    v === null ||
    v === undefined ||
    v === '' ||
    (typeof v === 'object' && !Array.isArray(v) && Object.keys(v as Obj).length === 0);
  const clean = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => !isEmpty(v)));
  const fields = (list: unknown): unknown =>
    Array.isArray(list)
      ? list.map((f) => {
          const field = clean(f as Obj);
          if (field.type === 'dynamic' && field.children && typeof field.children === 'object') {
            const children = clean(field.children as Obj);
            if (Array.isArray(children.column)) children.column = fields(children.column);
            field.children = children;
          }
          return field;
        })
      : list;
  const out = clean(option);
  out.column = fields(out.column);
  if (Array.isArray(out.group))
    out.group = out.group.map((g: Obj) => ({ ...clean(g), column: fields(g.column) }));
  return out;
}

describe.skipIf(!haveCorpus)('real avue options (shared corpus)', () => {
  const files = haveCorpus ? readdirSync(corpus).filter((f) => f.endsWith('.json')) : [];
  const groupOnly = '31-docs-form-layout-group.json';

  it.each(files.filter((f) => f !== groupOnly))(
    '%s: export ∘ import gives it back (empty values dropped), in the same key order',
    (file) => {
      const option = JSON.parse(readFileSync(corpus + file, 'utf8'));
      const designer = ok(importForm(option));
      const back = ok(exportForm(designer));
      expect(back).toStrictEqual(withoutEmpty(option));
      expect(JSON.stringify(back)).toBe(JSON.stringify(withoutEmpty(option)));
      // And the designer side is stable: a second import gives the same designer form minus empties.
      expect(ok(importForm(ok(exportForm(designer))))).toStrictEqual(ok(importForm(withoutEmpty(option))));
    },
  );

  it('reads the group-only option (group, no column) as ordinary avue and gives the groups back', () => {
    const option = JSON.parse(readFileSync(corpus + groupOnly, 'utf8'));
    expect(option.column).toBeUndefined();
    const designer = ok(importForm(option));
    expect(Object.keys(designer)).toEqual(Object.keys(option).map((k) => (k === 'group' ? 'column' : k)));
    // Export gives the groups back without an empty `column` the option did not have.
    const back = ok(exportForm(designer));
    expect(back).toEqual(withoutEmpty(option));
    expect(JSON.stringify(back)).toBe(JSON.stringify(withoutEmpty(option)));
    expect(ok(importForm(back))).toStrictEqual(designer);
  });
});
