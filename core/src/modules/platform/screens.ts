import type { ScreenSpec } from '../types.ts';

/**
 * The two kinds of platform screen: a registry entry's generic list, and a screen of the module's group
 * (web/src/screens/groups/<module>.tsx) by its key, which shows the entry of the same name when there is one.
 */
export const listScreen = (path: string, resource: string, zh: string, en: string): ScreenSpec => ({
  path,
  view: 'list',
  resource,
  text: { zh, en },
});

export const customScreen = (
  path: string,
  custom: string,
  zh: string,
  en: string,
  resource: string | undefined = custom,
): ScreenSpec => ({
  path,
  view: 'custom',
  custom,
  ...(resource ? { resource } : {}),
  text: { zh, en },
});
