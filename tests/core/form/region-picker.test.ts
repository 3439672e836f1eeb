import {
  clampRegionLevels,
  emptyRegion,
  parseRegionValue,
  type RegionChoice,
  type RegionValue,
  regionDisplay,
  regionLevelNames,
  regionParents,
  regionText,
  selectRegion,
  validateRegion,
  withDefaultProvince,
} from '@nbxt/core/form/region-picker.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const zj = { code: '330000', name: '浙江省' };
const hz = { code: '330100', name: '杭州市' };
const sc = { code: '330102', name: '上城区' };
const qb = { code: '330102001', name: '清波街道' };
const nb = { code: '330200', name: '宁波市' };

const pick = (...choices: RegionChoice[]) =>
  choices.reduce<RegionValue>((value, choice, i) => selectRegion(value, i, choice, 6), emptyRegion());

const choice = fc.record({
  code: fc.stringMatching(/^\d{6,12}$/),
  name: fc.string({ minLength: 1, maxLength: 6 }),
});
const region = fc.array(choice, { maxLength: 6 }).map((path) => pick(...path));

describe('region picker levels (§4, §9)', () => {
  it('keeps a level count of 1 to 6 and takes anything else as 4', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) expect(clampRegionLevels(n)).toBe(n);
    for (const n of [0, 7, -1, 2.5, Number.NaN, undefined, null, 'x']) expect(clampRegionLevels(n)).toBe(4);
    expect(clampRegionLevels('5')).toBe(5);
    fc.assert(
      fc.property(fc.integer(), (n) => {
        const levels = clampRegionLevels(n);
        expect(levels).toBe(n >= 1 && n <= 6 ? n : 4);
      }),
    );
  });

  it('gives the value the §3.2 shape: each level by name, codes in value, names in label', () => {
    expect(pick(zj, hz, sc, qb)).toEqual({
      province: '330000',
      city: '330100',
      district: '330102',
      street: '330102001',
      value: ['330000', '330100', '330102', '330102001'],
      label: ['浙江省', '杭州市', '上城区', '清波街道'],
    });
    expect(regionDisplay(pick(zj, hz))).toBe('浙江省/杭州市');
  });

  it('clears every deeper level when a level changes, and clears from a level set to nothing', () => {
    const full = pick(zj, hz, sc, qb);
    expect(selectRegion(full, 1, nb)).toEqual(pick(zj, nb));
    expect(selectRegion(full, 2, undefined)).toEqual(pick(zj, hz));
    fc.assert(
      fc.property(region, fc.nat(5), choice, (value, index, next) => {
        const changed = selectRegion(value, index, next, 6);
        if (index > value.value.length) {
          expect(changed).toBe(value);
          return;
        }
        expect(changed.value).toEqual([...value.value.slice(0, index), next.code]);
        for (const level of regionLevelNames.slice(index + 1)) expect(changed[level]).toBeUndefined();
      }),
    );
  });

  it('ignores a level beyond the picker’s count', () => {
    const value = pick(zj, hz);
    expect(selectRegion(value, 2, sc, 2)).toBe(value);
  });

  it('loads each level by the code above it, the provinces by 0', () => {
    expect(regionParents(emptyRegion())).toEqual(['0', undefined, undefined, undefined]);
    expect(regionParents(pick(zj, hz), 6)).toEqual([
      '0',
      '330000',
      '330100',
      undefined,
      undefined,
      undefined,
    ]);
    expect(regionParents(pick(zj), 9)).toHaveLength(4);
  });

  it('starts an empty picker on province 330000 once the provinces are known', () => {
    expect(withDefaultProvince(emptyRegion(), [{ code: '110000', name: '北京市' }, zj])).toEqual(pick(zj));
    const chosen = pick({ code: '110000', name: '北京市' });
    expect(withDefaultProvince(chosen, [zj])).toBe(chosen);
  });
});

describe('region required levels (§5.3)', () => {
  const messages = (value: RegionValue, levels?: number) =>
    validateRegion(value, levels).map((p) => translate(p.message, 'zh'));

  it('requires province, city and district with their texts; street and deeper are optional', () => {
    expect(messages(emptyRegion())).toEqual(['请选择省份', '请选择城市', '请选择地区']);
    expect(messages(pick(zj))).toEqual(['请选择城市', '请选择地区']);
    expect(messages(pick(zj, hz, sc))).toEqual([]);
    expect(validateRegion(pick(zj, hz))[0]).toMatchObject({ field: 'district' });
  });

  it('asks only for the levels the picker shows', () => {
    expect(messages(emptyRegion(), 2)).toEqual(['请选择省份', '请选择城市']);
    expect(messages(emptyRegion(), 1)).toEqual(['请选择省份']);
  });
});

describe('reading a stored region', () => {
  it('reads back what it stores, as text or object', () => {
    fc.assert(
      fc.property(region, (value) => {
        expect(parseRegionValue(regionText(value))).toEqual(value);
        expect(parseRegionValue(value)).toEqual(value);
      }),
    );
  });

  it('reads the per-level fields when value is missing, and a list of codes', () => {
    expect(parseRegionValue({ province: '330000', city: '330100', label: ['浙江省', '杭州市'] })).toEqual(
      pick(zj, hz),
    );
    expect(parseRegionValue(['330000', 330100]).value).toEqual(['330000', '330100']);
  });

  it('never throws: anything unreadable is an empty region', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything(), fc.json()), (input) => {
        const value = parseRegionValue(input);
        expect(value.value.length).toBe(value.label.length);
        expect(value.value.length).toBeLessThanOrEqual(6);
        expect(value.value.every((code) => code !== '')).toBe(true);
      }),
    );
    expect(parseRegionValue('{not json')).toEqual(emptyRegion());
    expect(regionText(emptyRegion())).toBe('');
  });
});
