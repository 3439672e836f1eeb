import { MODULES } from './index.ts';
import { PLATFORM_MODULES } from './platform/index.ts';
import type { ModuleScreens, ModuleSpec } from './types.ts';

/**
 * What the console's route table needs of the modules: their names and screens, without their registry
 * entries nor their texts (the screens' titles are the catalogue's, in the texts past sign-in of one
 * language: web/src/base/messages-all.ts). Data: the console's build writes it as a literal
 * (scripts/build/web.ts), so that the sign-in page's routing carries no module declarations.
 */
const routeScreens = (m: ModuleSpec): ModuleScreens => ({
  name: m.name,
  // The rest of a screen (its entry, filters, related lists) comes with the module's screen group.
  screens: m.screens.map(({ path, view, public: open, menu }) => ({
    path,
    view,
    ...(open ? { public: open } : {}),
    ...(menu ? { menu } : {}),
  })),
});

/** The business and forms modules' screens. */
export const MODULE_SCREENS: readonly ModuleScreens[] = MODULES.map(routeScreens);

/** The platform's screens (core/src/modules/platform). */
export const PLATFORM_SCREENS: readonly ModuleScreens[] = PLATFORM_MODULES.map(routeScreens);
