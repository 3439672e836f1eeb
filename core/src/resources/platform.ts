import type { Messages } from '../i18n/types.ts';
import { specMessages } from './labels.ts';
import { systemResources } from './system.ts';
import type { Registry, ResourceSpec } from './types.ts';
import { workflowResources } from './workflow.ts';

/**
 * The platform's entries (system and workflow), by name: what the console's platform screens show,
 * without the business modules' declarations (those come with the full registry, registry.ts).
 */
export const platformRegistry: Registry = Object.fromEntries(
  [...systemResources, ...workflowResources].map((spec) => [spec.name, spec]),
);

export function platformResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(platformRegistry, name) ? platformRegistry[name] : undefined;
}

/** Labels of the platform's entries and fields (the modules' are the registry's: `resourceMessages`). */
export function platformResourceMessages(): Messages {
  return specMessages(Object.values(platformRegistry));
}
