import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOUR,
  isColour,
  mixColour,
  pickColour,
  tintSteps,
} from '../../../core/src/nav/theme.ts';
import { DEFAULT_THEME, THEMES, themeByName } from '../../../core/src/nav/themes.ts';

describe('named themes (platform.md §2.4, §9)', () => {
  it('are the eleven of the picker, default first', () => {
    expect(THEMES.map((t) => t.name)).toEqual(
      ['default', 'white', 'dark', 'colourful', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'].map(
        (id) => `theme-${id}`,
      ),
    );
    expect(DEFAULT_THEME).toBe('theme-default');
  });

  it('differ visibly from one another (chrome colours, radius or scheme)', () => {
    const looks = THEMES.map((t) =>
      JSON.stringify([t.header, t.navbar.bg, t.navbar.activeBg, t.page, t.radius, t.scheme, t.primaryHeader]),
    );
    expect(new Set(looks).size).toBe(THEMES.length);
  });

  it('falls back to the default theme for an unknown name', () => {
    expect(themeByName('theme-dark').scheme).toBe('dark');
    expect(themeByName('nope').name).toBe('theme-default');
    expect(themeByName(null).name).toBe('theme-default');
  });
});

describe('theme colour picker (platform.md §9)', () => {
  it('keeps a valid colour, else the default #409EFF', () => {
    expect(isColour('#abc')).toBe(true);
    expect(isColour('#12345g')).toBe(false);
    expect(pickColour('#13c2c2')).toBe('#13c2c2');
    expect(pickColour('red')).toBe(DEFAULT_THEME_COLOUR);
    expect(pickColour(undefined)).toBe('#409EFF');
  });

  it('derives light shades in steps of 0.1', () => {
    const steps = tintSteps('#409EFF');
    expect(steps).toHaveLength(9);
    expect(steps[0]).toBe(mixColour('#409EFF', '#ffffff', 0.1));
    expect(steps[4]).toBe(mixColour('#409EFF', '#ffffff', 0.5));
    expect(steps[8]).toBe(mixColour('#409EFF', '#ffffff', 0.9));
    expect(tintSteps('#000000')[0]).toBe('#1a1a1a');
  });
});
