import type { Messages } from '../i18n/types.ts';
import { areaMessages } from './business-areas.ts';
import { moduleMenuMessages } from './menus.ts';

/**
 * `menu.<code>` texts of the modules' menus and buttons, `topmenu.<code>` of the business areas. Data: the console's build writes it as a literal
 * (scripts/build/web.ts), so that naming menus carries no module declarations.
 */
export const MODULE_MENU_TEXTS: Messages = { ...moduleMenuMessages(), ...areaMessages() };
