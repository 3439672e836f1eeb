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

type PlatformEntry = (typeof systemResources)[number] | (typeof workflowResources)[number];
/** The names of the platform's entries. */
export type PlatformName = PlatformEntry['name'];

/**
 * A platform entry by its literal name, as declared (its operations typed): a misspelt name fails the
 * type check, so screens need no `!` on a lookup that cannot miss.
 */
export function platformSpec<const N extends PlatformName>(name: N): Extract<PlatformEntry, { name: N }> {
  const spec = [...systemResources, ...workflowResources].find((entry) => entry.name === name);
  if (!spec) throw new Error(`unknown platform entry ${name}`);
  return spec as Extract<PlatformEntry, { name: N }>;
}

/** A platform entry by a name known only at run time (a route's, a menu's). */
export function platformResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(platformRegistry, name) ? platformRegistry[name] : undefined;
}

/** Labels of the platform's entries and fields (the modules' are the registry's: `resourceMessages`). */
export function platformResourceMessages(): Messages {
  return specMessages(Object.values(platformRegistry));
}
