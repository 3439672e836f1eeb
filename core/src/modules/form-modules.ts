import type { Messages } from '../i18n/types.ts';
import { declaredChoices } from '../resources/declared-choices.ts';
import { specMessages } from '../resources/labels.ts';
import { dept } from '../resources/system/dept.ts';
import { role } from '../resources/system/role.ts';
import { user } from '../resources/system/user.ts';
import type { Registry, ResourceSpec } from '../resources/types.ts';
import { apps } from './apps.ts';
import { forms } from './forms.ts';
import { moduleScreenMessages } from './screen-titles.ts';
import { toolapps } from './toolapps.ts';
import type { ModuleSpec } from './types.ts';

/**
 * The form modules (applications, tool apps, the designer and form filling) with the platform's entries
 * they reference (roles, departments, users): what their screens resolve names against, without the
 * other modules' declarations (the full registry, registry.ts, every other module group carries) nor the
 * platform's other entries.
 */
export const FORM_MODULES: readonly ModuleSpec[] = [apps, toolapps, forms];

/** The platform's entries the form modules' fields reference (a form permission's roles, departments, users). */
export const FORM_PLATFORM_ENTRIES: readonly ResourceSpec[] = [role, dept, user];

const formRegistry: Registry = {
  ...Object.fromEntries(FORM_PLATFORM_ENTRIES.map((spec) => [spec.name, spec])),
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
