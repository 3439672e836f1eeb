import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { colourShades, DEFAULT_THEME_COLOUR, tintSteps } from '@nbxt/core/nav/theme.ts';
import type { ShellTheme } from '@nbxt/core/nav/themes.ts';

const FONT =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

/** A Mantine theme from the picked colour (the primary palette) and the named theme (radius). */
export function mantineTheme(colour: string = DEFAULT_THEME_COLOUR, look?: ShellTheme) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 5,
    colors: { brand: colourShades(colour) as unknown as MantineColorsTuple },
    fontFamily: FONT,
    defaultRadius: look?.radius ?? 'md',
    cursorType: 'pointer',
    headings: { fontWeight: '600' },
  });
}

/** The sign-in route's theme (default colour, default radius). */
export const theme = mantineTheme();

/** Chrome colours of a named theme; `primary` and `primary-light` follow the picked colour. */
const chrome = (value: string) =>
  value === 'primary'
    ? 'var(--mantine-primary-color-filled)'
    : value === 'primary-light'
      ? 'var(--mantine-primary-color-light)'
      : value;

/** CSS variables the shell's stylesheet reads (`--nbxt-header-bg` …), plus the 0.1 tint steps. */
export function shellVariables(look: ShellTheme, colour: string): CSSVariablesResolver {
  const tints = Object.fromEntries(tintSteps(colour).map((tint, i) => [`--nbxt-tint-${i + 1}`, tint]));
  const variables = {
    ...tints,
    '--nbxt-header-bg': look.primaryHeader ? colour : look.header.bg,
    '--nbxt-header-fg': look.header.fg,
    '--nbxt-navbar-bg': look.navbar.bg,
    '--nbxt-navbar-fg': look.navbar.fg,
    '--nbxt-navbar-active-bg': chrome(look.navbar.activeBg),
    '--nbxt-navbar-active-fg': chrome(look.navbar.activeFg),
    '--nbxt-page-bg': look.page,
  };
  return () => ({ variables, light: {}, dark: {} });
}
