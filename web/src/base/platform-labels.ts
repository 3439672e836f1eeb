import type { Messages } from '@nbxt/core/i18n/types.ts';
import { MODULE_MENU_TEXTS } from '@nbxt/core/modules/menu-texts.data.ts';
import { moduleScreenMessages } from '@nbxt/core/modules/screen-titles.ts';
import { MODULE_SCREENS, PLATFORM_SCREENS } from '@nbxt/core/modules/screens.data.ts';
import { platformResourceMessages } from '@nbxt/core/resources/platform.ts';

/**
 * The labels every page past sign-in needs: the platform entries' and, from the modules' data (not their
 * declarations), their menus' names and their screens' titles (a module screen's tab shows in any group).
 * A module's screen group adds its entries' labels (web/src/kit/module-group.tsx).
 */
export function platformLabels(): Messages {
  return {
    ...platformResourceMessages(),
    ...MODULE_MENU_TEXTS,
    ...moduleScreenMessages([...PLATFORM_SCREENS, ...MODULE_SCREENS]),
  };
}
