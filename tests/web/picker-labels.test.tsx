// @vitest-environment happy-dom
import { recordCode, titleField } from '@nbxt/core/resources/record-title.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RefSelect } from '../../web/src/kit/RefSelect.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

/**
 * The kit's picker of another entry's records, over every reference of the registry (FieldSpec.ref): two
 * records a backend names alike (two contracts 物业服务合同, two task groups 民生服务) are offered as two
 * options told apart by their codes, never as the same name twice.
 */
const pickers = [
  ...new Map(
    Object.values(registry).flatMap((spec) =>
      spec.fields
        .filter((f) => f.ref && registry[f.ref] && !f.refOptions && titleField(registry[f.ref]!, f.refKey))
        .map((f) => [`${f.ref}|${f.refKey ?? ''}`, { target: registry[f.ref!]!, refKey: f.refKey }] as const),
    ),
  ).values(),
];

const NAME = '同名记录';

/** Two records of the target named alike, each with its own id, key and code. */
function twins(target: ResourceSpec, refKey: string | undefined) {
  const title = titleField(target, refKey)!.name;
  return [1, 2].map((n) => {
    const row: Record<string, unknown> = { [target.idField]: `180000000000000000${n}`, [title]: NAME };
    for (const f of target.fields)
      if (f.name !== title && (f.name === target.naturalKey || f.kind === 'code' || f.name === refKey))
        row[f.name] = `C-${n}`;
    return row;
  });
}

describe('a picker tells apart records named alike', () => {
  it('covers the registry’s references (contracts, task groups, report templates …)', () => {
    const names = pickers.map((p) => p.target.name);
    expect(names).toEqual(expect.arrayContaining(['contract-info', 'task-group', 'report-mould']));
  });

  it.each(pickers.map((p) => [`${p.target.name}${p.refKey ? ` by ${p.refKey}` : ''}`, p] as const))(
    '%s',
    async (_n, { target, refKey }) => {
      const rows = twins(target, refKey);
      const paged = target.list.style.startsWith('page');
      const gateway = fakeGateway({}, { otherwise: () => (paged ? page(rows) : rows) });
      renderWith(
        gateway,
        <RefSelect
          target={target}
          refKey={refKey}
          label="记录"
          placeholder="请选择记录"
          withAsterisk={false}
          name="picked"
          value=""
          onChange={() => {}}
        />,
      );
      await userEvent.click(screen.getByRole('combobox', { name: '记录' }));
      const options = await screen.findAllByRole('option', { hidden: true });
      const labels = options.map((o) => o.textContent);
      expect(labels).toHaveLength(2);
      expect(new Set(labels).size).toBe(2);
      for (const [i, row] of rows.entries())
        expect(labels[i]).toBe(`${NAME} · ${recordCode(target, row, refKey)}`);
    },
  );
});
