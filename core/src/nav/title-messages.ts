import type { Messages } from '../i18n/types.ts';
import { areaMessages } from '../modules/business-areas.ts';
import { MODULES } from '../modules/index.ts';
import { moduleMenuMessages } from '../modules/menus.ts';
import { PLATFORM_MODULES } from '../modules/platform/index.ts';
import { moduleScreenMessages } from '../modules/screen-titles.ts';

/**
 * The names the declarations give the console's navigation: the modules' menus and buttons and the business
 * areas (`menu.*`, `topmenu.*`), and every module screen's title (`screen.<module>.<path>`).
 */
export function titleMessages(): Messages {
  return {
    ...moduleMenuMessages(),
    ...areaMessages(),
    ...moduleScreenMessages([...PLATFORM_MODULES, ...MODULES]),
  };
}
