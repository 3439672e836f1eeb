import type { ResourceSpec } from './types.ts';

/** Dictionaries of the values these entries declare with their fields: code → items labelled by message key. */
export function declaredChoices(
  specs: Iterable<ResourceSpec>,
): Record<string, { dictKey: string; label: string }[]> {
  const out: Record<string, { dictKey: string; label: string }[]> = {};
  for (const spec of specs)
    for (const f of spec.fields)
      if (f.choices && f.dict)
        out[f.dict] = f.choices.map((c) => ({ dictKey: c.value, label: `${f.dict}.${c.value}` }));
  return out;
}
