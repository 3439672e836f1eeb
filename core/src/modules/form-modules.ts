import type { Messages } from '../i18n/types.ts';
import { declaredChoices } from '../resources/declared-choices.ts';
import { specMessages } from '../resources/labels.ts';
import { platformRegistry } from '../resources/platform.ts';
import type { Registry, ResourceSpec } from '../resources/types.ts';
import { apps } from './apps.ts';
import { forms } from './forms.ts';
import { moduleScreenMessages } from './screen-titles.ts';
import { toolapps } from './toolapps.ts';
import type { ModuleSpec } from './types.ts';

/**
 * The form modules (applications, tool apps, the designer and form filling) with the platform's entries
 * they reference (roles, departments, users): what their screens resolve names against, without the
 * other modules' declarations (the full registry, registry.ts, every other module group carries).
 */
export const FORM_MODULES: readonly ModuleSpec[] = [apps, toolapps, forms];

const formRegistry: Registry = {
  ...platformRegistry,
  ...Object.fromEntries(FORM_MODULES.flatMap((m) => m.resources).map((spec) => [spec.name, spec])),
};

export function formResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(formRegistry, name) ? formRegistry[name] : undefined;
}

/** A forms entry the console's screens are built on: one that must be there, so a missing one throws. */
export function formSpec(name: string): ResourceSpec {
  const spec = formResource(name);
  if (!spec) throw new Error(`no forms entry ${name}`);
  return spec;
}

/** Labels of these entries and fields and the titles of the form modules' screens (resourceMessages'). */
export function formResourceMessages(): Messages {
  return { ...moduleScreenMessages(FORM_MODULES), ...specMessages(Object.values(formRegistry)) };
}

/** The dictionaries these entries declare with their fields (registryChoices'). */
export const formRegistryChoices = () => declaredChoices(Object.values(formRegistry));
