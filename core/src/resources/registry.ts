import type { Messages } from '../i18n/types.ts';
import { businessResources } from './business.ts';
import { systemResources } from './system.ts';
import type { Registry, ResourceSpec } from './types.ts';
import { workflowResources } from './workflow.ts';

/** Every backend resource, by name. Business modules add their entries to this list. */
export const registry: Registry = Object.fromEntries(
  [...systemResources, ...businessResources, ...workflowResources].map((spec) => [spec.name, spec]),
);

export function resourceNames(): string[] {
  return Object.keys(registry);
}

export function getResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

/** Labels of resources and fields, as catalogue entries (`resource.<name>`, `<name>.<field>`). */
export function resourceMessages(): Messages {
  const messages: Messages = {};
  for (const spec of Object.values(registry)) {
    messages[spec.label] = spec.text;
    for (const f of spec.fields) messages[f.label] = f.text;
  }
  return messages;
}
