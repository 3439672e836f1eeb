import type { ScreenSpec } from '../types.ts';

/**
 * The two kinds of platform screen: a registry entry's generic list, and a screen of the module's group
 * (web/src/screens/groups/<module>.tsx) by its key, which shows the entry of the same name when there is one.
 * Both are menu screens (the platform's menus are the fixtures'): a page opened from a screen says so with
 * `opened` (route-access.ts opens it with its group).
 */
export const listScreen = (path: string, resource: string, zh: string, en: string): ScreenSpec => ({
  path,
  view: 'list',
  resource,
  text: { zh, en },
  menu: true,
});

export const customScreen = (
  path: string,
  custom: string,
  zh: string,
  en: string,
  resource: string | undefined = custom,
  opened = false,
): ScreenSpec => ({
  path,
  view: 'custom',
  custom,
  ...(resource ? { resource } : {}),
  text: { zh, en },
  ...(opened ? {} : { menu: true }),
});
