import { colourShades, isColour, mixColour } from './theme.ts';
import type { ShellTheme } from './themes.ts';

/**
 * Colour contrast as WCAG 2.1 measures it (1.4.3, 1.4.11; GB/T 37668-2019 follows): text needs 4.5:1
 * against its background (3:1 when large), UI boundaries 3:1.
 */
export const TEXT_CONTRAST = 4.5;

/** UI boundaries and focus indicators (1.4.11): 3:1 against the colours next to them. */
export const UI_CONTRAST = 3;

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance of a `#rrggbb` colour (WCAG's definition, sRGB). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour, darkened towards black as little as needed (steps of 0.02) for `min` contrast against
 * `background`; the colour itself when it already has it.
 */
export function readableShade(colour: string, background: string, min = TEXT_CONTRAST): string {
  for (let amount = 0; amount < 1; amount += 0.02) {
    const shade = mixColour(colour, '#000000', amount);
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return '#000000';
}

/**
 * A secondary text colour: `colour` faded towards the first background as far as it stays readable on every
 * one of them (a gradient's stops), at most 40 %; `colour` itself when a background is not a plain colour.
 */
export function mutedShade(colour: string, backgrounds: readonly string[], min = TEXT_CONTRAST): string {
  if (!isColour(colour) || backgrounds.length === 0 || !backgrounds.every(isColour)) return colour;
  let muted = colour;
  for (let amount = 0.02; amount <= 0.4; amount += 0.02) {
    const shade = mixColour(colour, backgrounds[0]!, amount);
    if (backgrounds.some((bg) => contrastRatio(shade, bg) < min)) break;
    muted = shade;
  }
  return muted;
}

/** The plain colours a CSS background stands for: itself, or each stop of a gradient. */
export const backgroundStops = (background: string): string[] => background.match(/#[0-9a-f]{6}\b/gi) ?? [];

/** A background under the shell's hover veil (rgba(127, 127, 127, 0.16) at most). */
const hovered = (background: string) => mixColour(background, '#7f7f7f', 0.16);

/**
 * The primary colour where it carries text or white text sits on it: readable on the colour's light
 * background (its 0.8 tint, which selected rows, active tabs and light buttons use) and so on white, and
 * white text readable on it. #409EFF itself has 3:1 on white; its readable shade is a little darker.
 */
export function primaryTextShade(colour: string): string {
  return readableShade(colour, colourShades(colour)[0]!);
}

/**
 * Ten shades for the console's primary palette: `colourShades`, with the readable shade at index 6 (the
 * filled shade: buttons, checkboxes, the active page) when the colour itself is not readable.
 */
export function readablePalette(colour: string): string[] {
  const shades = colourShades(colour);
  shades[6] = primaryTextShade(colour);
  return shades;
}

/**
 * The focus ring's colour on some backgrounds (a colour scheme's): `colour` (the primary's readable shade)
 * itself when it has 3:1 on every one, else moved as little as needed towards white (dark backgrounds) or
 * black (light ones) until it has.
 */
export function focusRingShade(colour: string, backgrounds: readonly string[]): string {
  const dark = backgrounds.reduce((sum, bg) => sum + luminance(bg), 0) / backgrounds.length < 0.18;
  for (let amount = 0; amount < 1; amount += 0.02) {
    const shade = mixColour(colour, dark ? '#ffffff' : '#000000', amount);
    if (backgrounds.every((bg) => contrastRatio(shade, bg) >= UI_CONTRAST)) return shade;
  }
  return dark ? '#ffffff' : '#000000';
}

/** Muted texts (dimmed, placeholders) of each colour scheme, readable on the themes' page and panel colours. */
export const MUTED = {
  light: { dimmed: '#5c6570', placeholder: '#6b7280' },
  dark: { dimmed: '#b8b8b8', placeholder: '#9a9a9a' },
} as const;

/** The shell's chrome colours of a named theme with a primary colour, as CSS values. */
export interface ShellChrome {
  headerBg: string;
  headerFg: string;
  /** Secondary texts of the header (the user's role, the top menu's items not chosen). */
  headerMuted: string;
  navbarBg: string;
  navbarFg: string;
  activeBg: string;
  activeFg: string;
  page: string;
}

/**
 * A theme's chrome with the primary colour put in: `primary` is the readable shade (white text on it, or
 * text of it on the colour's light tint), `primary-light` the 0.9 tint; primary text on another of the
 * theme's backgrounds is darkened until readable on it.
 */
export function shellChrome(look: ShellTheme, colour: string): ShellChrome {
  const primary = primaryTextShade(colour);
  const tint = colourShades(colour)[0]!;
  const fill = (value: string) => (value === 'primary' ? primary : value === 'primary-light' ? tint : value);
  const activeBg = fill(look.navbar.activeBg);
  const activeFg =
    look.navbar.activeFg === 'primary' && isColour(activeBg)
      ? readableShade(primary, activeBg)
      : fill(look.navbar.activeFg);
  const headerBg = look.primaryHeader ? primary : look.header.bg;
  return {
    headerBg,
    headerFg: look.header.fg,
    headerMuted: mutedShade(
      look.header.fg,
      backgroundStops(headerBg).flatMap((c) => [c, hovered(c)]),
    ),
    navbarBg: look.navbar.bg,
    navbarFg: look.navbar.fg,
    activeBg,
    activeFg,
    page: look.page,
  };
}
