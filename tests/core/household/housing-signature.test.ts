import { housingDictionaries, housingFieldValue } from '@nbxt/core/household/housing.ts';
import { fitSignature } from '@nbxt/core/household/signature.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('housing entry values (§3.3 Housing entry)', () => {
  it('names the dictionaries trim, housingCharacter and electricAppNum', () => {
    expect(housingDictionaries).toEqual({
      decoration: 'trim',
      housingNature: 'housingCharacter',
      heaInfo: 'electricAppNum',
    });
  });

  it('stores housingNature as the dictKey’s number and the other keys as they are', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(housingFieldValue('housingNature', String(n))).toBe(n);
        expect(housingFieldValue('decoration', String(n))).toBe(String(n));
        expect(housingFieldValue('heaInfo', String(n))).toBe(String(n));
      }),
    );
    for (const empty of ['', null, undefined])
      expect(housingFieldValue('housingNature', empty)).toBeUndefined();
    expect(housingFieldValue('housingNature', 'x')).toBeUndefined();
  });
});

describe('the drawn signature’s image (§9: drawn 120×120, stored 108×48)', () => {
  it('fits the pad into 108×48, centred, keeping its proportions', () => {
    expect(fitSignature({ width: 120, height: 120 })).toEqual({ x: 30, y: 0, width: 48, height: 48 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (w, h) => {
        const box = fitSignature({ width: w, height: h });
        expect(box.width / box.height).toBeCloseTo(w / h, 6);
        expect(box.x + box.width).toBeLessThanOrEqual(108 + 1e-9);
        expect(box.y + box.height).toBeLessThanOrEqual(48 + 1e-9);
        expect(Math.max(box.width / 108, box.height / 48)).toBeCloseTo(1, 9);
        expect(box.x).toBeCloseTo((108 - box.width) / 2, 9);
      }),
    );
  });
});
