import { catalogue } from '@nbxt/core/i18n/index.ts';
import type { Messages } from '@nbxt/core/i18n/types.ts';
import { resourceMessages } from '@nbxt/core/resources/registry.ts';

/** Every text of core: the catalogue of all areas plus the registry's resource and field labels. */
export function allMessages(): Messages {
  return { ...resourceMessages(), ...catalogue };
}
