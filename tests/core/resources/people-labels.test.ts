import { describe, expect, it } from 'vitest';
import { titleField } from '../../../core/src/resources/record-title.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { argumentInputs } from '../../../core/src/resources/roles.ts';
import type { OperationSpec, ResourceSpec } from '../../../core/src/resources/types.ts';

/**
 * People-facing labels over the whole registry (issue 30: no raw parameter or type ids in labels): what
 * the console shows by a label has one in zh and en.
 */

const entries = Object.values(registry);

/**
 * The arguments the console asks for in the dialog of an operation it offers as a button (a row's, the
 * selected rows', a toolbar's: web/src/kit/actions.tsx).
 */
function asked(spec: ResourceSpec, op: OperationSpec) {
  const onRecords = op.role === 'row' || op.role === 'rows';
  // A row's record holds every field of the entry and its id (rowArgs takes what it gives).
  const row = onRecords
    ? Object.fromEntries([spec.idField, ...spec.fields.map((f) => f.name)].map((name) => [name, '1']))
    : {};
  const inputs = argumentInputs(spec, op, row).filter((i) => onRecords || i.type !== 'ids');
  const shown = onRecords ? inputs.length > 0 : inputs.some((i) => i.required);
  const button = op.role === 'toolbar' || onRecords;
  return button && shown ? inputs : [];
}

describe('labels people read (issue 30)', () => {
  it('every argument an operation’s dialog asks for is labelled: by its field or its own text', () => {
    const raw = entries.flatMap((spec) =>
      Object.entries(spec.operations).flatMap(([name, op]) =>
        asked(spec, op)
          .filter((input) => !input.field && !(input.text?.zh && input.text.en))
          .map((input) => `${spec.name} ${name} ${input.name}`),
      ),
    );
    expect(raw).toEqual([]);
  });

  it('every id field but a record’s own and its tree parent names the entry it references', () => {
    const bare = entries.flatMap((spec) =>
      spec.fields
        .filter((f) => f.type === 'id' && !f.ref && f.name !== spec.idField && f.name !== 'parentId')
        .map((f) => `${spec.name} ${f.name}`),
    );
    expect(bare).toEqual([]);
  });

  it('a coded number (a status, type, source, category, level) declares its choices or dictionary', () => {
    // The spec gives no values for these, nor do the projects it follows (a data screen's category is a
    // record of its categories: a reference): they are declared as codes nobody names, shown as set.
    const unnamed = ['householder dataSource', 'low-income-tenant-setting type'];
    const coded = entries.flatMap((spec) =>
      spec.fields
        .filter(
          (f) =>
            f.type === 'number' &&
            /(status|type|source|category|level|state|flag|mode)$/i.test(f.name) &&
            !f.choices?.length &&
            !f.dict &&
            !f.ref,
        )
        .map((f) => `${spec.name} ${f.name}${f.unnamedCodes ? '' : ' (bare)'}`),
    );
    expect(coded).toEqual(unnamed);
  });

  it('a name shown beside a reference is the referenced record’s (follows), not a second, unrelated name', () => {
    const unfollowed = entries.flatMap((spec) =>
      spec.fields.flatMap((field) => {
        const target = field.ref && field.ref !== spec.name ? registry[field.ref] : undefined;
        const name = target && titleField(target, field.refKey);
        const beside = name && spec.fields.find((f) => f !== field && f.name === name.name);
        return beside && !beside.follows ? [`${spec.name} ${field.name}`] : [];
      }),
    );
    expect(unfollowed).toEqual([]);
  });
});
