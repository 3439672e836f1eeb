import type { Messages } from '@nbxt/core/i18n/types.ts';
import { platformResourceMessages } from '@nbxt/core/resources/platform.ts';

/**
 * The labels every page past sign-in needs: the platform entries' (their declarations are the entry's). The
 * modules' menus' names and screens' titles are in the texts past sign-in (messages-all.ts); a module's
 * screen group adds its entries' labels (web/src/kit/module-group.tsx).
 */
export function platformLabels(): Messages {
  return platformResourceMessages();
}
