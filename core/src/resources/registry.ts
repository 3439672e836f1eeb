import type { Messages } from '../i18n/types.ts';
import { MODULES } from '../modules/index.ts';
import { moduleMenuMessages } from '../modules/menus.ts';
import { moduleScreenMessages } from '../modules/screen-titles.ts';
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
  const out: Record<string, { dictKey: string; label: string }[]> = {};
  for (const spec of Object.values(registry))
    for (const f of spec.fields)
      if (f.choices && f.dict)
        out[f.dict] = f.choices.map((c) => ({ dictKey: c.value, label: `${f.dict}.${c.value}` }));
  return out;
}

export function getResource(name: string): ResourceSpec | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}

/**
 * Labels of resources and fields, as catalogue entries (`resource.<name>`, `<name>.<field>`), and the
 * names of the modules' menus (`menu.<code>`) and the titles of their screens.
 */
export function resourceMessages(): Messages {
  const messages: Messages = { ...moduleMenuMessages(), ...moduleScreenMessages(MODULES) };
  for (const spec of Object.values(registry)) {
    messages[spec.label] = spec.text;
    for (const f of spec.fields) {
      messages[f.label] = f.text;
      // Texts a module declares with its fields: the generic required text and its own choices.
      const asks = f.dict || f.choices ? { zh: '请选择', en: 'Choose ' } : { zh: '请输入', en: 'Enter ' };
      if (f.required === `${f.label}.required`)
        messages[f.required] = { zh: `${asks.zh}${f.text.zh}`, en: `${asks.en}${f.text.en.toLowerCase()}` };
      for (const c of f.choices ?? []) messages[`${f.dict}.${c.value}`] = { zh: c.zh, en: c.en };
    }
    for (const [name, op] of Object.entries(spec.operations)) {
      if (op.text) messages[`${spec.name}.op.${name}`] = op.text;
      const figures = { ...op.figures, ...op.chart?.series };
      for (const [key, figure] of Object.entries(figures))
        messages[`${spec.name}.op.${name}.${key}`] = { zh: figure.zh, en: figure.en };
    }
  }
  return messages;
}
