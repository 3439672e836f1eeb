import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../core/src/http/json.ts';

describe('parseJson keeps 64-bit IDs', () => {
  it('returns bare integers beyond 2^53 as their digits', () => {
    expect(parseJson('{"id":1234567890123456789,"total":3}')).toEqual({
      id: '1234567890123456789',
      total: 3,
    });
    expect(parseJson('[-9223372036854775808]')).toEqual(['-9223372036854775808']);
  });

  it('leaves string IDs, safe integers and decimals alone', () => {
    expect(parseJson('{"id":"1234567890123456789","n":9007199254740991,"f":1.5}')).toEqual({
      id: '1234567890123456789',
      n: 9007199254740991,
      f: 1.5,
    });
  });

  it('property: any 64-bit integer survives as its exact decimal text when unsafe', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), (n) => {
        const parsed = parseJson(`{"id":${n.toString()}}`) as { id: unknown };
        if (n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER)) {
          expect(parsed.id).toBe(Number(n));
        } else {
          expect(parsed.id).toBe(n.toString());
        }
      }),
    );
  });
});
