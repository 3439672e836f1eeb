/** The theme colour of platform.md §9 (default #409EFF) and the shades derived from it. */
export const DEFAULT_THEME_COLOUR = '#409EFF';

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mix `colour` towards `target` by `amount` (0 → colour, 1 → target). */
export function mixColour(colour: string, target: string, amount: number): string {
  const a = parseHex(colour);
  const b = parseHex(target);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount));
}

/**
 * Ten shades for a UI palette (Mantine wants ten): tints towards white (0.9, 0.8, 0.6, 0.4, 0.2) at
 * indexes 0–4, the colour itself at 5, then shades towards black in steps of 0.1 (0.1 … 0.4).
 */
export function colourShades(colour: string = DEFAULT_THEME_COLOUR): string[] {
  const tints = [0.9, 0.8, 0.6, 0.4, 0.2].map((amount) => mixColour(colour, '#ffffff', amount));
  const darks = [0.1, 0.2, 0.3, 0.4].map((amount) => mixColour(colour, '#000000', amount));
  return [...tints, toHex(parseHex(colour)), ...darks];
}

/** Whether `text` is a `#rgb` or `#rrggbb` colour. */
export function isColour(text: string | null | undefined): boolean {
  return typeof text === 'string' && /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.test(text.trim());
}

/** The stored colour when valid, else the default #409EFF. */
export function pickColour(stored: string | null | undefined): string {
  return isColour(stored) ? stored!.trim() : DEFAULT_THEME_COLOUR;
}

/**
 * The colour's light shades in steps of 0.1 (platform.md §9): mixed towards white by 0.1, 0.2 … 0.9 —
 * hover and selected backgrounds of the shell derive from these.
 */
export function tintSteps(colour: string = DEFAULT_THEME_COLOUR): string[] {
  return Array.from({ length: 9 }, (_, i) => mixColour(colour, '#ffffff', (i + 1) / 10));
}
