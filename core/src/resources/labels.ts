import type { Messages } from '../i18n/types.ts';
import type { FieldSpec, ResourceSpec } from './types.ts';

/**
 * A field whose value is picked, not typed (a dictionary's or its own choices, another entry's record):
 * its required text asks to choose (请选择{label}, as forms-and-survey.md §5.3 words it for selects).
 */
export function asksToChoose(field: Pick<FieldSpec, 'dict' | 'choices' | 'ref' | 'kind'>): boolean {
  // A month is picked too (the kit's month picker), never typed.
  return Boolean(field.dict || field.choices || field.ref) || field.kind === 'month';
}

/**
 * Labels of these entries and their fields, as catalogue entries (`resource.<name>`, `<name>.<field>`),
 * with the texts they declare: required-field texts, their choices' labels, their operations' names and
 * figures.
 */
export function specMessages(specs: Iterable<ResourceSpec>): Messages {
  const messages: Messages = {};
  for (const spec of specs) {
    messages[spec.label] = spec.text;
    for (const f of spec.fields) {
      messages[f.label] = f.text;
      // Texts a module declares with its fields: the generic required text and its own choices.
      const asks = asksToChoose(f) ? { zh: '请选择', en: 'Choose ' } : { zh: '请输入', en: 'Enter ' };
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
