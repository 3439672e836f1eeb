import type { Messages } from '../i18n/types.ts';
import type { ModuleSpec, ScreenSpec } from './types.ts';

/** Title key of a module screen (page, tab and seeded menu): a catalogue message derived from its `text`. */
export const moduleScreenTitle = (module: string, screen: Pick<ScreenSpec, 'path'>): string =>
  `screen.${module}.${screen.path}`;

/** The titles of the modules' screens as catalogue entries (one source: each screen's `text`). */
export function moduleScreenMessages(modules: readonly Pick<ModuleSpec, 'name' | 'screens'>[]): Messages {
  const out: Messages = {};
  for (const module of modules)
    for (const screen of module.screens) out[moduleScreenTitle(module.name, screen)] = screen.text;
  return out;
}
