import { checkValue } from '@nbxt/core/form/fill-rules.ts';
import { parseRegionValue, regionLevelNames, regionProblem } from '@nbxt/core/region/picker.ts';
import { kindProblem } from '@nbxt/core/resources/field-rules.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regionOf } from '../../helpers/field-rule-cases.ts';

const levelMessages = ['form.region.province', 'form.region.city', 'form.region.district'];

describe('the region-depth rule', () => {
  it('a region deeper than its declared levels is refused; a required one needs its first three levels of those', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        (depth, levels, required) => {
          const found = regionProblem(parseRegionValue(regionOf(depth)), { levels, required });
          if (depth > levels)
            expect(found).toMatchObject({ message: 'form.region.depth', params: { levels } });
          else if (required && depth < Math.min(levels, 3))
            expect(found).toMatchObject({ message: levelMessages[depth], field: regionLevelNames[depth] });
          else expect(found).toBeUndefined();
        },
      ),
    );
  });

  it('an empty region is required’s business, and no declared depth keeps only the three required levels', () => {
    expect(regionProblem(parseRegionValue(''), { levels: 2, required: true })).toBeUndefined();
    expect(regionProblem(parseRegionValue(regionOf(6)), { required: true })).toBeUndefined();
    expect(regionProblem(parseRegionValue(regionOf(2)), { required: true })?.message).toBe(
      'form.region.district',
    );
  });

  it('the registry field (levels) and a form definition’s field (level) give the same message for every value of 1–6 levels', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        fc.boolean(),
        (depth, levels, required, asText) => {
          const field: FieldSpec = {
            name: 'area',
            label: 'x.area',
            text: { zh: '区域', en: 'Area' },
            kind: 'area',
            levels,
            ...(required ? { required: 'form.region.province' } : {}),
          };
          const value = asText ? JSON.stringify(regionOf(depth)) : regionOf(depth);
          const registry = kindProblem(field, value);
          const renderer = checkValue(
            { type: 'area', prop: 'area', level: levels, required },
            regionOf(depth),
          );
          expect(renderer?.key).toBe(registry?.message);
        },
      ),
    );
  });
});
