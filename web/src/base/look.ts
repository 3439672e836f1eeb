import { pickColour } from '@nbxt/core/nav/theme.ts';
import { DEFAULT_THEME, type ShellTheme, themeByName } from '@nbxt/core/nav/themes.ts';
import { useSyncExternalStore } from 'react';
import { keys, store } from './runtime.ts';

/** The colour (default #409EFF) and named theme (default theme-default) of the stored state (platform.md §3). */
const COLOUR = keys.item('color');
const THEME = keys.item('theme');

export interface Look {
  colour: string;
  theme: ShellTheme;
}

let cached: { colour: string | null | undefined; theme: string | null | undefined; look: Look } | undefined;

function read(): Look {
  const colour = store.get(COLOUR);
  const theme = store.get(THEME);
  if (!cached || cached.colour !== colour || cached.theme !== theme)
    cached = {
      colour,
      theme,
      look: { colour: pickColour(colour), theme: themeByName(theme ?? DEFAULT_THEME) },
    };
  return cached.look;
}

export function useLook(): Look {
  return useSyncExternalStore(store.subscribe, read, read);
}

export function setColour(colour: string): void {
  store.set(COLOUR, pickColour(colour));
}

export function setThemeName(name: string): void {
  store.set(THEME, themeByName(name).name);
}
