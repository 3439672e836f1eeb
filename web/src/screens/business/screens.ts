import { MODULES } from '@nbxt/core/modules/index.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';

/** A module's screen by its custom key (the page a list's row opens). */
export function moduleScreen(module: string, custom: string): ScreenSpec | undefined {
  return MODULES.find((m) => m.name === module)?.screens.find((s) => s.custom === custom);
}
