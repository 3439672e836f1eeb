import { checkFormText, lineIndex, pathLocator } from '@nbxt/core/form/positions.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type Path = (string | number)[];

/** Every path into a value, with the value it reaches. */
function pathsOf(value: unknown, at: Path = []): [Path, unknown][] {
  const out: [Path, unknown][] = [[at, value]];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) out.push(...pathsOf(item, [...at, i]));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...at, key]));
  return out;
}

/** The offset a line and column name (the inverse of lineIndex). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

describe('positions: properties', () => {
  it('locates every path of any JSON text at its member’s key or its item’s value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.constantFrom(0, 1, 2, '\t', ' \r\n'), (value, space) => {
        const text =
          typeof space === 'string' && space.includes('\r')
            ? JSON.stringify(value, null, 1).replaceAll('\n', '\r\n')
            : JSON.stringify(value, null, space);
        const locate = pathLocator(text);
        for (const [path, reached] of pathsOf(JSON.parse(text))) {
          const { line, column } = locate(path);
          const rest = text.slice(offsetOf(text, line, column));
          const last = path.at(-1);
          const expected = typeof last === 'string' ? JSON.stringify(last) : JSON.stringify(reached);
          // Pretty-printed containers differ in their spaces: compare the first character there.
          const head = typeof last === 'string' || !reached || typeof reached !== 'object';
          expect(rest.startsWith(head ? expected : expected[0]!), `${JSON.stringify(path)} in ${text}`).toBe(
            true,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lineIndex and offsets agree on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '\n', '标', '\r') }), fc.nat(), (text, n) => {
        const offset = text.length === 0 ? 0 : n % text.length;
        const { line, column } = lineIndex(text)(offset);
        expect(offsetOf(text, line, column)).toBe(offset);
      }),
    );
  });

  it('reports a syntax error exactly when JSON.parse refuses the text, inside the text', () => {
    const pieces = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      ',',
      ':',
      '1',
      '-',
      'e',
      '.',
      'true',
      'x',
      ' ',
      '\\',
      '//',
    );
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 3 }),
        fc.array(fc.tuple(fc.nat(), pieces), { maxLength: 3 }),
        (value, edits) => {
          let text = JSON.stringify(value);
          for (const [at, piece] of edits) {
            const i = at % (text.length + 1);
            text = text.slice(0, i) + piece + text.slice(i);
          }
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          const [first] = checkFormText(text).problems;
          expect(first?.key === 'form.check.json', text).toBe(!valid);
          if (!valid) expect(offsetOf(text, first!.line, first!.column)).toBeLessThanOrEqual(text.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the last of duplicate keys, as JSON.parse does', () => {
    const text = '{"a": 1,\n "a": {"b": 2}}';
    expect(pathLocator(text)(['a', 'b'])).toEqual({ line: 2, column: 8 });
  });

  it('refuses comments and trailing commas (strict JSON)', () => {
    for (const text of ['// note\n{}', '{"column": [],}', '/* x */ {}'])
      expect(checkFormText(text).problems[0]?.key, text).toBe('form.check.json');
  });
});
