import { checkValue, checkValues } from '@nbxt/core/form/fill-rules.ts';
import { describe, expect, it } from 'vitest';

const region = (codes: string[]) => ({ value: codes, label: codes.map((c) => `名${c}`) });

describe('a required region (region, area, address) in a filled form', () => {
  it('needs province, city and district: the first level missing is its problem', () => {
    const field = { type: 'region', prop: 'r', label: '区域', required: true, level: 4 };
    expect(checkValue(field, region(['330000']))).toEqual({ key: 'form.region.city' });
    expect(checkValue(field, region(['330000', '330100']))).toEqual({ key: 'form.region.district' });
    expect(checkValue(field, region(['330000', '330100', '330102']))).toBeUndefined();
  });

  it('asks only for the levels its `level` shows, and nothing of an optional region', () => {
    expect(
      checkValue({ type: 'area', prop: 'a', required: true, level: 1 }, region(['330000'])),
    ).toBeUndefined();
    expect(checkValue({ type: 'address', prop: 'a', level: 4 }, region(['330000']))).toBeUndefined();
    expect(
      checkValues(
        { column: [{ type: 'area', prop: 'a', required: true, level: 2 }] },
        { a: region(['330000']) },
      ),
    ).toEqual({
      a: { key: 'form.region.city' },
    });
  });
});
