import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('parseJson where the engine gives the reviver no source text (Chrome < 114, Firefox < 135, Safari < 18.4)', () => {
  const native = JSON.parse;
  let revived = 0;
  /** JSON.parse as those engines have it: the reviver gets key and value only. */
  const withoutSource = (text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) =>
    native(
      text,
      reviver &&
        function (this: unknown, key: string, value: unknown) {
          revived++;
          return reviver.call(this, key, value);
        },
    );
  /** A fresh json.ts, evaluated on such an engine. */
  const onOldEngine = async () => {
    vi.spyOn(JSON, 'parse').mockImplementation(withoutSource);
    vi.resetModules();
    return import('../../../core/src/http/json.ts');
  };
  afterEach(() => {
    vi.restoreAllMocks();
    revived = 0;
  });

  const text =
    '{"id":1234567890123456789,"parentId":-9223372036854775808,"total":3,"f":1.5,"big":1e300,' +
    '"safe":9007199254740991,"name":"1234567890123456789","rows":[{"id":1700000000000000101,"n":0}],' +
    '"flag":true,"none":null,"dup":1,"dup":2}';
  const expected = {
    id: '1234567890123456789',
    parentId: '-9223372036854775808',
    total: 3,
    f: 1.5,
    big: 1e300,
    safe: 9007199254740991,
    name: '1234567890123456789',
    rows: [{ id: '1700000000000000101', n: 0 }],
    flag: true,
    none: null,
    dup: 2,
  };

  it('falls back to lossless-json: a bare 19-digit id keeps its digits, ordinary numbers stay numbers', async () => {
    const json = await onOldEngine();
    expect(await json.parseJsonAsync(text)).toEqual(expected);
    // The reviver ran and found no source text: the fallback, not the native path, kept these digits.
    expect(revived).toBeGreaterThan(0);
    // The transport's reader takes the same path.
    expect(await json.tryParseJson(text)).toEqual(expected);
  });

  it('the synchronous parse uses the fallback once it is loaded', async () => {
    const json = await onOldEngine();
    await json.loadLosslessParser();
    expect(json.parseJson(text)).toEqual(expected);
    // Texts without long digits never need it.
    expect(json.parseJson('{"a":[1,2.5,"x"]}')).toEqual({ a: [1, 2.5, 'x'] });
  });

  it('the fallback still rejects what is not JSON', async () => {
    const json = await onOldEngine();
    await expect(json.parseJsonAsync('{"id":1234567890123456789,}')).rejects.toThrow(SyntaxError);
    expect(await json.tryParseJson('<html>1234567890123456789</html>')).toBeUndefined();
  });

  it('property: the fallback reads every 64-bit integer and every number as the source-text path does', async () => {
    const json = await onOldEngine();
    await json.loadLosslessParser();
    vi.restoreAllMocks();
    const numbers = (n: bigint, x: number) => `{"id":${n},"x":${JSON.stringify(x)},"pad":[1234567890123456]}`;
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (n, x) => {
          const withSource = json.parseJson(numbers(n, x)) as { id: unknown };
          const safe = n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER);
          expect(withSource.id).toBe(safe ? Number(n) : n.toString());
          const spy = vi.spyOn(JSON, 'parse').mockImplementation(withoutSource);
          try {
            expect(json.parseJson(numbers(n, x))).toEqual(withSource);
          } finally {
            spy.mockRestore();
          }
        },
      ),
    );
  });
});
