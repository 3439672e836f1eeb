import {
  jsonPathText,
  maxJsonDepth,
  tooDeepAt,
  tooDeepText,
  valueTooDeepAt,
} from '@nbxt/core/http/json-depth.ts';
import { describe, expect, it } from 'vitest';

const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

describe('JSON nesting limit', () => {
  it('finds the path where text nests past the limit, without recursion (10,000 levels)', () => {
    const text = `{"a":[1,{"b c":${nested(10_000, '[', ']')}}]}`;
    const found = tooDeepAt(text);
    expect(found?.path.slice(0, 5)).toEqual(['a', 1, 'b c', 0, 0]);
    expect(found?.path).toHaveLength(maxJsonDepth);
    expect(text[found!.offset]).toBe('[');
    expect(tooDeepText(found!.path)).toMatch(
      /^\$\.a\[1\]\["b c"\]\[0\]\[0\]\[0\].*…\(500 levels\): nested deeper than 500 levels \(the limit\)$/,
    );
  });

  it('counts objects too, ignores brackets inside strings, and passes what is within the limit', () => {
    expect(tooDeepAt(`{"x":${'{"k":'.repeat(10_000)}1${'}'.repeat(10_000)}}`)?.path.slice(0, 3)).toEqual([
      'x',
      'k',
      'k',
    ]);
    expect(tooDeepAt(`{"s":"${'['.repeat(10_000)}"}`)).toBeNull();
    expect(tooDeepAt(nested(maxJsonDepth, '[', ']'))).toBeNull();
    expect(tooDeepAt(nested(maxJsonDepth + 1, '[', ']'))).not.toBeNull();
  });

  it('checks a value already read the same way', () => {
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 10_000; i++) {
      const next: unknown[] = [];
      at.push(next);
      at = next;
    }
    expect(valueTooDeepAt({ spec: deep })?.slice(0, 3)).toEqual(['spec', 0, 0]);
    expect(valueTooDeepAt({ spec: [[1]] })).toBeNull();
    expect(jsonPathText(['column', 0, 'a-b'])).toBe('$.column[0]["a-b"]');
  });
});
