import { describe, expect, it } from 'vitest';
import { colourShades, DEFAULT_THEME_COLOUR, mixColour } from '../../../core/src/nav/theme.ts';

describe('theme colour (platform.md §9)', () => {
  it('defaults to #409EFF, kept as the middle shade', () => {
    expect(DEFAULT_THEME_COLOUR).toBe('#409EFF');
    const shades = colourShades();
    expect(shades).toHaveLength(10);
    expect(shades[5]).toBe('#409eff');
  });

  it('gets lighter towards index 0 and darker towards 9', () => {
    const lum = (hex: string) => [1, 3, 5].reduce((s, i) => s + Number.parseInt(hex.slice(i, i + 2), 16), 0);
    const shades = colourShades('#409EFF');
    for (let i = 1; i < shades.length; i++) expect(lum(shades[i]!)).toBeLessThan(lum(shades[i - 1]!));
  });

  it('mixes in steps of 0.1 towards black', () => {
    expect(mixColour('#409eff', '#000000', 0.1)).toBe('#3a8ee6');
    expect(mixColour('#fff', '#000', 0.5)).toBe('#808080');
    expect(() => mixColour('blue', '#000', 0.1)).toThrow();
  });
});
