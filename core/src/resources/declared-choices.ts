import type { FieldSpec, ResourceSpec } from './types.ts';

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

/**
 * The code a filter or argument names by a declared choice: its value, or its label in either language
 * (`数据导入` is taskDataType 1); a text that is neither is returned as it is.
 */
export function declaredCode(field: Pick<FieldSpec, 'choices'>, given: string): string {
  const found = field.choices?.find((c) => c.value === given || c.zh === given || c.en === given);
  return found ? found.value : given;
}
