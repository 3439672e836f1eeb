import { MODULES } from './index.ts';
import type { ModuleScreens } from './types.ts';

/**
 * What the console's route table needs of the modules: their names, titles and screens, without their
 * registry entries. Data: the console's build writes it as a literal (scripts/build/web.ts), so that the sign-in
 * page's routing carries no module declarations.
 */
export const MODULE_SCREENS: readonly ModuleScreens[] = MODULES.map(
  ({ resources: _resources, ...rest }) => rest,
);
