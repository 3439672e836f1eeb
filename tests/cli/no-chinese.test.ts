import { describe, expect, it } from 'vitest';
import { chineseInCode } from '../helpers/chinese-in-code.ts';

describe('the CLI code', () => {
  it('has no Chinese written into it (texts come from the catalogue or the registry)', () => {
    const { read, offenders } = chineseInCode(new URL('../../cli/src/', import.meta.url).pathname);
    expect(read).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
