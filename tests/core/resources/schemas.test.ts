import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { op } from '../../../core/src/resources/define.ts';
import { parseArgs } from '../../../core/src/resources/schemas.ts';

/** The argument parser every front end and the sandbox share (text from flags and query strings too). */
describe('operation arguments', () => {
  const call = op('POST', 'x/{id}', 'a call', {
    args: 'none',
    params: { id: 'id', ids: 'ids?', size: 'integer?', on: 'boolean?', when: 'date?' },
  });

  it('takes integers as numbers or their text, exactly: a run of digits beyond 2^53 is refused', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const parsed = parseArgs(call, { id: 'a', size: String(n) });
        expect(parsed).toEqual({ ok: true, data: { id: 'a', size: n } });
      }),
    );
    expect(parseArgs(call, { id: 'a', size: '1938733179000000010' })).toMatchObject({
      ok: false,
      argument: 'size',
    });
    expect(parseArgs(call, { id: 'a', size: '1.5' })).toMatchObject({ ok: false, argument: 'size' });
  });

  it('keeps ids as text; a bare number only while it is exact', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z_-]{1,24}$/), (id) => {
        expect(parseArgs(call, { id })).toEqual({ ok: true, data: { id } });
      }),
    );
    expect(parseArgs(call, { id: 42 })).toEqual({ ok: true, data: { id: '42' } });
    expect(parseArgs(call, { id: 2 ** 60 })).toMatchObject({ ok: false, argument: 'id' });
  });

  it('reads a comma list of ids, or a list; an empty one is refused', () => {
    expect(parseArgs(call, { id: 'a', ids: 'x, y,,z' })).toEqual({
      ok: true,
      data: { id: 'a', ids: ['x', 'y', 'z'] },
    });
    expect(parseArgs(call, { id: 'a', ids: ['x', 7] })).toEqual({
      ok: true,
      data: { id: 'a', ids: ['x', '7'] },
    });
    expect(parseArgs(call, { id: 'a', ids: ',' })).toMatchObject({ ok: false, argument: 'ids' });
  });

  it('names a missing required argument, one it does not take, and a wrong type', () => {
    expect(parseArgs(call, {})).toEqual({ ok: false, argument: 'id', problem: 'required' });
    expect(parseArgs(call, { id: '' })).toEqual({ ok: false, argument: 'id', problem: 'required' });
    expect(parseArgs(call, { id: 'a', other: '1' })).toEqual({
      ok: false,
      argument: 'other',
      problem: 'not an argument',
    });
    expect(parseArgs(call, { id: 'a', on: 'yes' })).toMatchObject({ ok: false, argument: 'on' });
    expect(parseArgs(call, { id: 'a', when: '25/11/2026' })).toMatchObject({ ok: false, argument: 'when' });
    // An optional one left empty (a search box) is absent.
    expect(parseArgs(call, { id: 'a', size: '', on: 'true' })).toEqual({
      ok: true,
      data: { id: 'a', size: undefined, on: true },
    });
  });
});
