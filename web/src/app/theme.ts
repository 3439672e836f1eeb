import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import {
  focusRingShade,
  MUTED,
  readablePalette,
  readableShade,
  shellChrome,
} from '@nbxt/core/nav/contrast.ts';
import { DEFAULT_THEME_COLOUR, isColour, tintSteps } from '@nbxt/core/nav/theme.ts';
import type { ShellTheme } from '@nbxt/core/nav/themes.ts';

const FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

/**
 * A Mantine theme from the picked colour (the primary palette) and the named theme (radius). Filled
 * buttons, checkboxes and the active page use the palette's readable shade (index 6): white text on it
 * has 4.5:1 (WCAG 2.1 AA), which #409EFF itself does not.
 */
export function mantineTheme(colour: string = DEFAULT_THEME_COLOUR, look?: ShellTheme, closeLabel?: string) {
  // Dialogs' and drawers' close buttons are icons: they need a name.
  const closeButtonProps = closeLabel ? { 'aria-label': closeLabel } : undefined;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    colors: { brand: readablePalette(colour) as unknown as MantineColorsTuple },
    fontFamily: FONT,
    defaultRadius: look?.radius ?? 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '600' },
    // Esc is the console's (web/src/base/escape-layers.ts): the innermost layer only, not every dialog open.
    components: {
      Modal: { defaultProps: { closeButtonProps, closeOnEscape: false } },
      // Mantine's focus placeholder is a focusable child of role=menu that no menu may hold (axe
      // aria-required-children); without it a menu focuses its first item as it opens (RowActions keeps
      // disabled items focusable for that).
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      Drawer: { defaultProps: { closeButtonProps, closeOnEscape: false } },
    },
  });
}

/** The sign-in route's theme (default colour, default radius). */
export const theme = mantineTheme();

/**
 * CSS variables the shell's stylesheet reads (`--nbxt-header-bg` …), plus the 0.1 tint steps; muted
 * texts (dimmed, placeholders) darker than Mantine's so that they keep 4.5:1 on the themes' backgrounds.
 */
export function shellVariables(look: ShellTheme, colour: string): CSSVariablesResolver {
  const tints = Object.fromEntries(tintSteps(colour).map((tint, i) => [`--nbxt-tint-${i + 1}`, tint]));
  const chrome = shellChrome(look, colour);
  const variables = {
    ...tints,
    '--nbxt-header-bg': chrome.headerBg,
    '--nbxt-header-fg': chrome.headerFg,
    '--nbxt-header-muted': chrome.headerMuted,
    '--nbxt-navbar-bg': chrome.navbarBg,
    '--nbxt-navbar-fg': chrome.navbarFg,
    '--nbxt-navbar-active-bg': chrome.activeBg,
    '--nbxt-navbar-active-fg': chrome.activeFg,
    '--nbxt-page-bg': chrome.page,
  };
  const muted = (scheme: 'light' | 'dark') => ({
    '--mantine-color-dimmed': MUTED[scheme].dimmed,
    '--mantine-color-placeholder': MUTED[scheme].placeholder,
  });
  return (theme) => {
    const readable = readableColours(theme.colors as Record<string, readonly string[]>);
    const ring = focusRings(theme.colors as Record<string, readonly string[]>, look);
    return {
      variables,
      light: {
        ...readable.filled,
        ...readable.light,
        ...muted('light'),
        ...readable.error.light,
        ...ring.light,
      },
      dark: { ...readable.filled, ...muted('dark'), ...readable.error.dark, ...ring.dark },
    };
  };
}

/**
 * The focus ring (`--nbxt-focus-ring`, global.css) of each scheme: the primary colour with 3:1 on the
 * scheme's page, panels and hovered rows (Mantine's primary is too dark on the dark ones).
 */
function focusRings(colors: Record<string, readonly string[]>, look: ShellTheme) {
  const primary = colors['brand']![6]!;
  const page = (scheme: 'light' | 'dark') =>
    look.scheme === scheme && isColour(look.page) ? [look.page] : [];
  const light = ['#ffffff', ...colors['gray']!.slice(0, 3), ...page('light')];
  const dark = [...colors['dark']!.slice(4), ...page('dark')];
  return {
    light: { '--nbxt-focus-ring': focusRingShade(primary, light) },
    dark: { '--nbxt-focus-ring': focusRingShade(primary, dark) },
  };
}

/**
 * Every palette's colours where they carry text, made readable (4.5:1): white text on its filled shade
 * (red, orange, yellow, gray and the primary colour are too light as Mantine has them), and in the light
 * scheme its text on its light backgrounds (light buttons, badges, selected and hovered rows) and its outline buttons' text.
 */
function readableColours(colors: Record<string, readonly string[]>) {
  const filled: Record<string, string> = {};
  const light: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const fill = readableShade(shades[6]!, '#ffffff');
    filled[`--mantine-color-${name}-filled`] = fill;
    light[`--mantine-color-${name}-outline`] = fill;
    light[`--mantine-color-${name}-light-color`] = readableShade(shades[9]!, shades[2]!);
  }
  // Form errors: red text on the page, white or dark.
  const red = colors['red']!;
  const error = {
    light: { '--mantine-color-error': readableShade(red[6]!, '#ffffff') },
    dark: { '--mantine-color-error': red[5]! },
  };
  return { filled, light, error };
}
