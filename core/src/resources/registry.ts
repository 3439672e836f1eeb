import type { Messages } from '../i18n/types.ts';
import { areaMessages } from '../modules/business-areas.ts';
import { CONSOLE_MODULES, MODULES } from '../modules/index.ts';
import { moduleMenuMessages } from '../modules/menus.ts';
import { moduleScreenMessages } from '../modules/screen-titles.ts';
import { declaredChoices } from './declared-choices.ts';
import { specMessages } from './labels.ts';
import { systemResources } from './system.ts';
import type { Registry, ResourceSpec } from './types.ts';
import { workflowResources } from './workflow.ts';

/** Every backend resource, by name. Business modules add their entries to this list. */
export const registry: Registry = Object.fromEntries(
  [...systemResources, ...MODULES.flatMap((m) => m.resources), ...workflowResources].map((spec) => [
    spec.name,
    spec,
  ]),
);

export function resourceNames(): string[] {
  return Object.keys(registry);
}

/** Dictionaries of the values modules declare with their fields: code → items labelled by message key. */
export function registryChoices(): Record<string, { dictKey: string; label: string }[]> {
  return declaredChoices(Object.values(registry));
}

export function getResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

/** The entry a declaration names (a screen's `resource`): one it must have, so a missing one throws. */
export function resourceNamed(name: string | undefined): ResourceSpec {
  const spec = name === undefined ? undefined : getResource(name);
  if (!spec) throw new Error(`no registry entry ${String(name)}`);
  return spec;
}

/**
 * Labels of resources and fields, as catalogue entries (`resource.<name>`, `<name>.<field>`), and the
 * names of the modules' menus (`menu.<code>`), the business areas' top menus (`topmenu.<code>`) and the titles of their screens.
 */
export function resourceMessages(): Messages {
  return {
    ...moduleMenuMessages(),
    ...areaMessages(),
    ...moduleScreenMessages(CONSOLE_MODULES),
    ...specMessages(Object.values(registry)),
  };
}
