import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  focusRingShade,
  MUTED,
  mutedShade,
  primaryTextShade,
  readablePalette,
  readableShade,
  shellChrome,
  TEXT_CONTRAST,
  UI_CONTRAST,
} from '../../../core/src/nav/contrast.ts';
import { colourShades, DEFAULT_THEME_COLOUR, mixColour } from '../../../core/src/nav/theme.ts';
import { THEMES } from '../../../core/src/nav/themes.ts';

/** Colours a user may pick in the colour picker: the default, and light, warm and dark ones. */
const COLOURS = [DEFAULT_THEME_COLOUR, '#13c2c2', '#faad14', '#f5222d', '#52c41a', '#722ed1', '#1f2d3d'];

/** The solid colours a CSS background stands for: a colour, or each stop of a gradient. */
const stops = (background: string) => background.match(/#[0-9a-f]{6}/gi) ?? [];

describe('contrast (WCAG 2.1 AA, GB/T 37668)', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The theme colour itself carries text on white at about 3:1 only.
    expect(contrastRatio(DEFAULT_THEME_COLOUR, '#ffffff')).toBeLessThan(TEXT_CONTRAST);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('darkens a colour only as far as needed', () => {
    expect(readableShade('#333333', '#ffffff')).toBe('#333333');
    const shade = readableShade(DEFAULT_THEME_COLOUR, '#ffffff');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // One step lighter would not do.
    const lighter = mixColour(shade, '#ffffff', 0.03);
    expect(contrastRatio(lighter, '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });

  it('fades a secondary text towards its background only while it stays readable on every stop', () => {
    const muted = mutedShade('#2f3d4f', ['#ebf1f6']);
    expect(muted).not.toBe('#2f3d4f');
    expect(contrastRatio(muted, '#ebf1f6')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(mixColour(muted, '#ebf1f6', 0.05), '#ebf1f6')).toBeLessThan(TEXT_CONTRAST);
    // No room to fade: the colour itself.
    expect(mutedShade('#767676', ['#ffffff'])).toBe('#767676');
    // A gradient: readable on both ends.
    const onGradient = mutedShade('#ffffff', ['#7f53ac', '#5566cc']);
    for (const bg of ['#7f53ac', '#5566cc'])
      expect(contrastRatio(onGradient, bg)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(COLOURS)(
    'gives %s a readable shade for text and under white text; the palette keeps the rest',
    (colour) => {
      const shade = primaryTextShade(colour);
      const [tint] = colourShades(colour);
      expect(contrastRatio(shade, tint!)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      const palette = readablePalette(colour);
      expect(palette[6]).toBe(shade);
      expect(palette.filter((_, i) => i !== 6)).toEqual(colourShades(colour).filter((_, i) => i !== 6));
    },
  );

  it.each(COLOURS)("keeps every theme's chrome text readable with %s", (colour) => {
    for (const theme of THEMES) {
      const chrome = shellChrome(theme, colour);
      const pairs: [string, string, string][] = [
        ['header', chrome.headerFg, chrome.headerBg],
        ['header muted', chrome.headerMuted, chrome.headerBg],
        ['navbar', chrome.navbarFg, chrome.navbarBg],
      ];
      // The active item's background: solid, or a white veil over the sidebar's colours.
      const veil = /^rgba\(255,255,255,([\d.]+)\)$/.exec(chrome.activeBg);
      const activeBgs = veil
        ? stops(chrome.navbarBg).map((c) => mixColour(c, '#ffffff', Number(veil[1])))
        : stops(chrome.activeBg);
      expect(activeBgs.length, theme.name).toBeGreaterThan(0);
      for (const bg of activeBgs) pairs.push(['active', chrome.activeFg, bg]);
      for (const [part, fg, background] of pairs)
        for (const bg of stops(background))
          expect(contrastRatio(fg, bg), `${theme.name} ${part} ${fg} on ${bg}`).toBeGreaterThanOrEqual(
            TEXT_CONTRAST,
          );
    }
  });

  it('keeps dimmed texts and placeholders readable on the pages and panels of each scheme', () => {
    const light = ['#ffffff', '#f8f9fa', ...THEMES.filter((t) => t.scheme === 'light').map((t) => t.page)];
    const dark = ['#242424', '#2e2e2e', ...THEMES.filter((t) => t.scheme === 'dark').map((t) => t.page)];
    for (const bg of light) {
      expect(contrastRatio(MUTED.light.dimmed, bg), bg).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(MUTED.light.placeholder, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
    for (const bg of dark) {
      expect(contrastRatio(MUTED.dark.dimmed, bg), bg).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(MUTED.dark.placeholder, '#2e2e2e')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('gives the focus ring 3:1 on the backgrounds of each scheme, moving the primary colour only as needed', () => {
    // Mantine's dark-4 … dark-9 (panels, the page, hovered rows) and the light scheme's white and grays.
    const dark = ['#424242', '#3b3b3b', '#2e2e2e', '#242424', '#1f1f1f', '#141414'];
    const light = ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef'];
    for (const colour of COLOURS) {
      const primary = readablePalette(colour)[6]!;
      for (const backgrounds of [dark, light]) {
        const ring = focusRingShade(primary, backgrounds);
        for (const bg of backgrounds)
          expect(contrastRatio(ring, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(UI_CONTRAST);
      }
    }
    const primary = readablePalette(DEFAULT_THEME_COLOUR)[6]!;
    // Readable on white already: kept.
    expect(focusRingShade(primary, light)).toBe(primary);
    // Too dark on the dark scheme's panels: lightened, one step less would not do.
    const ring = focusRingShade(primary, dark);
    expect(ring).not.toBe(primary);
    expect(dark.some((bg) => contrastRatio(primary, bg) < UI_CONTRAST)).toBe(true);
    const less = mixColour(ring, primary, 0.05);
    expect(dark.some((bg) => contrastRatio(less, bg) < UI_CONTRAST)).toBe(true);
  });
});
