import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moduleSizes, sizesBy } from '../../scripts/bench/module-sizes.ts';

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
/** A chunk of the given modules' code, joined as a bundle would. */
const chunk = (fileName: string, modules: Record<string, string | null>) => ({
  fileName,
  code: Object.values(modules).join('\n'),
  modules: Object.fromEntries(Object.entries(modules).map(([id, code]) => [id, { code }])),
});

describe('bundle analysis: what each module weighs', () => {
  it("shares each chunk's gzip size among its modules, in proportion to their code compressed alone", () => {
    const big =
      'export const rows = [' + Array.from({ length: 400 }, (_, i) => `"row ${i * 7919}"`).join() + '];';
    const small = 'export const x = 1;';
    const sizes = moduleSizes([
      chunk('a.js', { '/n/big.ts': big, '/n/small.ts': small, '/n/empty.ts': null }),
    ]);
    const sum = sizes.reduce((n, size) => n + size.gzip, 0);
    expect(sum).toBeCloseTo(gzip(chunk('a.js', { b: big, s: small, e: null }).code), 6);
    const of = (id: string) => sizes.find((size) => size.id === id)!.gzip;
    expect(of('/n/big.ts') / of('/n/small.ts')).toBeCloseTo(gzip(big) / gzip(small), 6);
    expect(of('/n/empty.ts')).toBe(0);
  });

  it('adds up to the sum of the chunks, whatever their modules (property)', () => {
    const modules = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.option(fc.string({ maxLength: 200 }), { nil: null }),
      { maxKeys: 6 },
    );
    fc.assert(
      fc.property(fc.array(modules, { maxLength: 4 }), (list) => {
        const chunks = list.map((m, i) => chunk(`${i}.js`, m));
        const sizes = moduleSizes(chunks);
        for (const c of chunks) {
          const shares = sizes.filter((size) => size.chunk === c.fileName);
          expect(shares.map((size) => size.id).sort()).toEqual(Object.keys(c.modules).sort());
          const sum = shares.reduce((n, size) => n + size.gzip, 0);
          const withCode = Object.values(c.modules).some((m) => m.code && m.code.length > 0);
          // A chunk with code in no module (only the bundle's own lines) has no module to share it.
          if (withCode) expect(sum).toBeCloseTo(gzip(c.code), 6);
          else expect(sum).toBe(0);
        }
      }),
    );
  });

  it("sums a set of files' modules by a key, largest first, leaving out the other files", () => {
    const sizes = [
      { chunk: 'a.js', id: '/nm/react/index.js', gzip: 3 },
      { chunk: 'a.js', id: '/nm/zod/mini.js', gzip: 5 },
      { chunk: 'b.js', id: '/nm/react/jsx.js', gzip: 4 },
      { chunk: 'c.js', id: '/nm/zod/core.js', gzip: 100 },
    ];
    const pkg = (id: string) => id.split('/')[2]!;
    expect(sizesBy(sizes, new Set(['a.js', 'b.js']), pkg)).toEqual([
      ['react', 7],
      ['zod', 5],
    ]);
    expect(sizesBy(sizes, new Set(['c.js']), pkg)).toEqual([['zod', 100]]);
    expect(sizesBy(sizes, new Set(), pkg)).toEqual([]);
  });
});
