/**
 * The named themes of the theme picker (platform.md §2.4; default theme-default). Each is data: the
 * colours of the shell's chrome (header, sidebar, tab bar), the corner radius and the colour scheme; the
 * console turns one into a Mantine theme and CSS variables. The primary colour comes from the colour picker.
 */
export interface ShellTheme {
  /** Stored name, `theme-<id>`. */
  name: string;
  /** Message key of its label. */
  label: string;
  scheme: 'light' | 'dark';
  radius: 'xs' | 'sm' | 'md' | 'lg';
  header: { bg: string; fg: string };
  navbar: { bg: string; fg: string; activeBg: string; activeFg: string };
  /** Background of the page area. */
  page: string;
  /** Draw the header background with the primary colour instead of `header.bg`. */
  primaryHeader: boolean;
}

/** The plain white header most themes keep. */
const light = { bg: '#ffffff', fg: '#1f2937' };

/** A theme by its id: light, with the plain header (not in the primary colour), unless it says otherwise. */
const theme = (
  id: string,
  look: Omit<ShellTheme, 'name' | 'label' | 'scheme' | 'header' | 'primaryHeader'> &
    Partial<Pick<ShellTheme, 'scheme' | 'header' | 'primaryHeader'>>,
) =>
  ({
    name: `theme-${id}`,
    label: `shell.theme.${id}`,
    scheme: 'light',
    header: light,
    primaryHeader: false,
    ...look,
  }) satisfies ShellTheme;

export const THEMES: readonly ShellTheme[] = [
  theme('default', {
    radius: 'md',
    navbar: { bg: '#ffffff', fg: '#374151', activeBg: 'primary-light', activeFg: 'primary' },
    page: '#f5f7fa',
  }),
  theme('white', {
    radius: 'sm',
    navbar: { bg: '#ffffff', fg: '#4b5563', activeBg: '#f3f4f6', activeFg: 'primary' },
    page: '#ffffff',
  }),
  theme('dark', {
    scheme: 'dark',
    radius: 'md',
    header: { bg: '#1f2329', fg: '#e5e7eb' },
    navbar: { bg: '#191c21', fg: '#aeb3bb', activeBg: 'primary', activeFg: '#ffffff' },
    page: '#101214',
  }),
  theme('colourful', {
    radius: 'lg',
    header: { bg: 'linear-gradient(90deg, #7f53ac 0%, #5566cc 100%)', fg: '#ffffff' },
    navbar: {
      bg: 'linear-gradient(180deg, #5f4b8b 0%, #3b5998 100%)',
      fg: '#e6e9f5',
      activeBg: 'rgba(255,255,255,0.14)',
      activeFg: '#ffffff',
    },
    page: '#f4f2fb',
  }),
  theme('smart', {
    radius: 'md',
    navbar: { bg: '#253549', fg: '#c3cbd6', activeBg: 'primary', activeFg: '#ffffff' },
    page: '#eef1f5',
  }),
  theme('iview', {
    radius: 'sm',
    navbar: { bg: '#515a6e', fg: '#dcdee2', activeBg: '#363e4f', activeFg: '#ffffff' },
    page: '#f5f7f9',
  }),
  theme('vip', {
    radius: 'xs',
    header: { bg: '#1b1b1b', fg: '#e8c88f' },
    navbar: { bg: '#232323', fg: '#cfb98f', activeBg: '#3a3227', activeFg: '#f3d59b' },
    page: '#f7f4ee',
  }),
  theme('cool', {
    radius: 'md',
    header: { bg: 'linear-gradient(90deg, #2b5876 0%, #4e4376 100%)', fg: '#ffffff' },
    navbar: { bg: '#ffffff', fg: '#2b3a55', activeBg: 'primary-light', activeFg: 'primary' },
    page: '#f0f3f8',
  }),
  theme('d2', {
    radius: 'lg',
    header: { bg: '#ebf1f6', fg: '#2f3d4f' },
    navbar: { bg: '#ebf1f6', fg: '#2f3d4f', activeBg: '#d5e1ec', activeFg: 'primary' },
    page: '#f4f7fa',
  }),
  theme('hey', {
    radius: 'lg',
    navbar: { bg: '#2f3447', fg: '#b7bdd0', activeBg: 'rgba(255,255,255,0.08)', activeFg: '#ffffff' },
    page: '#f3f4f8',
  }),
  theme('lte', {
    radius: 'xs',
    header: { bg: '', fg: '#ffffff' },
    navbar: { bg: '#222d32', fg: '#b8c7ce', activeBg: '#1e282c', activeFg: '#ffffff' },
    page: '#ecf0f5',
    primaryHeader: true,
  }),
];

export const DEFAULT_THEME = 'theme-default';

/** The theme of a stored name; an unknown name gives the default theme. */
export function themeByName(name: string | null | undefined): ShellTheme {
  return THEMES.find((t) => t.name === name) ?? THEMES[0]!;
}
