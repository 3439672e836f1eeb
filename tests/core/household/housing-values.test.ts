import { housingDictionaries, housingFieldValue } from '@nbxt/core/household/housing.ts';
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
