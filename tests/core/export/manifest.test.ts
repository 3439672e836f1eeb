import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryKeys, parseManifest } from '../../../core/src/export/manifest.ts';

describe('export manifest', () => {
  it('accepts entries with optional name, query and body; methods in any case', () => {
    const result = parseManifest([
      { path: '/crm/nbxtCrmCustomer/export', method: 'post', body: { customerName: '物流' } },
      {
        name: '汇总',
        path: '/lowIncome/invReport/exportSummary',
        method: 'GET',
        query: { year: 2024, ids: ['1', '2'] },
      },
    ]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entries.map((e) => e.method)).toEqual(['POST', 'GET']);
  });

  it('reports each problem with its place', () => {
    const result = parseManifest([
      { path: 'relative/export', method: 'GET' },
      { path: '/a/../b', method: 'GET' },
      { path: '/x?token=1', method: 'GET' },
      { path: '/x', method: 'DELETE' },
      { path: '/x', method: 'GET', extra: 1 },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const where = result.problems.map((p) => p.where);
      expect(where).toEqual(
        expect.arrayContaining(['[0].path', '[1].path', '[2].path', '[3].method', '[4]']),
      );
    }
    expect(parseManifest({ path: '/x' }).ok).toBe(false);
  });

  it('keys are stable across key order and tell identical entries apart', () => {
    const a = { path: '/x', method: 'POST' as const, body: { a: 1, b: [1, { c: 2, d: 3 }] } };
    const b = { method: 'POST' as const, body: { b: [1, { d: 3, c: 2 }], a: 1 }, path: '/x' };
    const [ka] = entryKeys([a]);
    const [kb] = entryKeys([b]);
    expect(ka).toBe(kb);
    const keys = entryKeys([a, b, { ...a, body: { a: 2 } }]);
    expect(keys[1]).toBe(`${ka}~2`);
    expect(new Set(keys).size).toBe(3);
    expect(entryKeys([{ ...a, name: 'x' }])[0]).not.toBe(ka);
  });

  it('canonical JSON does not depend on key order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
