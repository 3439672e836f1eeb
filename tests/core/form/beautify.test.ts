import {
  beautifierSettingsSchema,
  beautify,
  defaultBeautifierSettings,
  generateText,
  jsonOptions,
} from '@nbxt/core/form/beautify.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const sample = {
  column: [
    {
      prop: 'a',
      label: "It's",
      'data-x': '12',
      n: 3,
      id: '12345678901234567890',
      ok: true,
      none: null,
      list: [],
      obj: {},
    },
  ],
};

const text = (value: unknown, options: Parameters<typeof beautify>[1]) => {
  const result = beautify(value, options);
  if (!result.ok) throw new Error(result.reason);
  return result.text;
};

describe('beautifier', () => {
  it('defaults: 2 spaces, single quotes, keys unquoted, numbers kept as strings', () => {
    expect(defaultBeautifierSettings).toEqual({
      enabled: false,
      indent: 2,
      quotes: 'single',
      unquoteKeys: true,
      unquoteNumbers: false,
    });
    expect(text({ a: '1', 'b-c': "x'y" }, {})).toBe("{\n  a: '1',\n  'b-c': 'x\\'y'\n}");
  });

  it('JSON options give exactly JSON.stringify output', () => {
    expect(text(sample, jsonOptions)).toBe(JSON.stringify(sample, null, 2));
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 4 }), (value, indent) => {
        expect(text(value, { ...jsonOptions, indent })).toBe(JSON.stringify(value, null, indent));
      }),
    );
  });

  it('indent 1 to 4; anything else is refused', () => {
    expect(text({ a: [1] }, { indent: 4 })).toBe('{\n    a: [\n        1\n    ]\n}');
    expect(text({ a: 1 }, { indent: 1 })).toBe('{\n a: 1\n}');
    expect(beautify({}, { indent: 0 })).toEqual({ ok: false, reason: 'invalidOptions' });
    expect(beautify({}, { indent: 5 })).toEqual({ ok: false, reason: 'invalidOptions' });
  });

  it('double quotes, quoted keys', () => {
    expect(text({ a: 'x"y' }, { quotes: 'double', unquoteKeys: false })).toBe('{\n  "a": "x\\"y"\n}');
    expect(text({ a: 'x' }, { quotes: 'double', unquoteKeys: true })).toBe('{\n  a: "x"\n}');
  });

  it('drops quotes on canonical numeric strings only', () => {
    const out = text(
      { a: '12', b: '-3.5', c: '007', d: '1.50', e: '12345678901234567890', f: '1e3', g: '' },
      { unquoteNumbers: true },
    );
    expect(out).toBe(
      "{\n  a: 12,\n  b: -3.5,\n  c: '007',\n  d: '1.50',\n  e: '12345678901234567890',\n  f: '1e3',\n  g: ''\n}",
    );
  });

  it('single-quoted output is a valid JS literal equal to the data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, unquoteKeys) => {
        const literal = text(value, { quotes: 'single', unquoteKeys });
        // The test evaluates the literal it generated itself, to prove it is valid JS with the same data.
        const back = new Function(`return (${literal});`)();
        expect(back).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('generateText: plain JSON when off, beautified with the settings when on', () => {
    expect(generateText({ a: '1' })).toEqual({ ok: true, text: '{\n  "a": "1"\n}' });
    const on = beautifierSettingsSchema.parse({ enabled: true, unquoteNumbers: true, indent: 3 });
    expect(generateText({ a: '1' }, on)).toEqual({ ok: true, text: '{\n   a: 1\n}' });
  });
});

describe('beautifier and __proto__ keys', () => {
  it('writes __proto__ as a computed key in JS literals and as a plain key in JSON', () => {
    const value = JSON.parse('{"__proto__": {"a": 1}}');
    expect(text(value, {})).toBe("{\n  ['__proto__']: {\n    a: 1\n  }\n}");
    expect(text(value, jsonOptions)).toBe('{\n  "__proto__": {\n    "a": 1\n  }\n}');
  });
});

describe('definition text with long integers', () => {
  it('keeps the digits (as a raw number where the runtime can)', async () => {
    const { parseDefinitionText } = await import('@nbxt/core/form/json-text.ts');
    const value = parseDefinitionText('{"id": 12345678901234567890, "n": 1}');
    expect(JSON.stringify(value)).toBe('{"id":12345678901234567890,"n":1}');
    expect(text(value, {})).toBe('{\n  id: 12345678901234567890,\n  n: 1\n}');
  });
});
