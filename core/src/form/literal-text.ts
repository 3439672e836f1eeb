/**
 * Reading back what the beautifier writes (forms-and-survey.md §2.6): a JavaScript object literal with
 * single or double quotes, unquoted identifier keys and numbers. JSON is a subset. Nothing is evaluated.
 */
import { maxDepth } from './plain.ts';

export class LiteralSyntaxError extends Error {
  readonly offset: number;
  constructor(offset: number) {
    super(`unexpected input at ${offset}`);
    this.offset = offset;
  }
}

const identifierStart = /[A-Za-z_$]/;
const identifierPart = /[\w$]/;
const numberAt = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '0': '\0' };

/** Parse an object-literal text; throws LiteralSyntaxError at the first offending character. */
export function parseLiteralText(text: string): unknown {
  let at = 0;
  const fail = (): never => {
    throw new LiteralSyntaxError(at);
  };
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at++;
  };
  const expect = (char: string) => {
    space();
    if (text[at] !== char) fail();
    at++;
  };
  const string = (): string => {
    const quote = text[at++];
    let out = '';
    while (at < text.length && text[at] !== quote) {
      const char = text[at++]!;
      if (char !== '\\') {
        out += char;
        continue;
      }
      const next = text[at++];
      if (next === undefined) fail();
      if (next === 'u') {
        const hex = text.slice(at, at + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail();
        out += String.fromCharCode(Number.parseInt(hex, 16));
        at += 4;
      } else out += escapes[next!] ?? next;
    }
    if (text[at] !== quote) fail();
    at++;
    return out;
  };
  const close = <T>(result: T): T => {
    at++;
    return result;
  };
  const value = (depth: number): unknown => {
    if (depth > maxDepth) fail();
    space();
    const char = text[at];
    if (char === '{') {
      at++;
      const out: Record<string, unknown> = {};
      space();
      if (text[at] === '}') return close(out);
      for (;;) {
        space();
        let key: string;
        if (text[at] === '"' || text[at] === "'") key = string();
        else if (identifierStart.test(text[at] ?? '')) {
          const start = at;
          while (at < text.length && identifierPart.test(text[at]!)) at++;
          key = text.slice(start, at);
        } else return fail();
        expect(':');
        Object.defineProperty(out, key, {
          value: value(depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        space();
        if (text[at] === ',') at++;
        else if (text[at] === '}') return close(out);
        else fail();
      }
    }
    if (char === '[') {
      at++;
      const out: unknown[] = [];
      space();
      if (text[at] === ']') return close(out);
      for (;;) {
        out.push(value(depth + 1));
        space();
        if (text[at] === ',') at++;
        else if (text[at] === ']') return close(out);
        else fail();
      }
    }
    if (char === '"' || char === "'") return string();
    for (const [word, result] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (!text.startsWith(word, at)) continue;
      at += word.length;
      return result;
    }
    numberAt.lastIndex = at;
    const match = numberAt.exec(text);
    if (!match) return fail();
    at += match[0].length;
    return Number(match[0]);
  };
  const result = value(0);
  space();
  if (at < text.length) fail();
  return result;
}
