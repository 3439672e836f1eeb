// @vitest-environment happy-dom
import type { Row } from '@nbxt/core/crud/client.ts';
import { findOperation, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import { actsUnannounced } from '@nbxt/core/resources/states.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStartOperation } from '../../../web/src/kit/actions.tsx';
import { useListRowActions } from '../../../web/src/kit/list-row-actions.tsx';
import { OperationToolbar } from '../../../web/src/kit/OperationActions.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';

/**
 * State machines declared (issue 32), as rules of the kit generated over the registry: a row action is
 * offered only on the records in a state it applies to (OperationSpec.when), a rows action refuses a
 * selection holding others and sends nothing, and a toolbar call on records nobody picked says in its
 * confirmation what it applies to (OperationSpec.scope).
 */

beforeAll(setupTexts);
afterEach(cleanup);

const operations = Object.values(registry).flatMap((spec) =>
  Object.entries(spec.operations).map(([name, op]) => ({ spec, name, op })),
);
const ruled = operations.filter(({ op }) => op.when);
const label = ({ spec, name }: { spec: ResourceSpec; name: string }) => `${spec.name} ${name}`;

/** A record of the entry in the given state. */
function recordIn(spec: ResourceSpec, op: OperationSpec, value: string, n: number): Row {
  return { [spec.idField]: `190000000000000000${n}`, [op.when!.field]: value };
}

function outsideOf(spec: ResourceSpec, op: OperationSpec): string {
  const field = spec.fields.find((f) => f.name === op.when!.field)!;
  return field.choices!.map((c) => c.value).find((v) => !op.when!.in.includes(v))!;
}

/** The labels of a row's actions, as the list's row shows them. */
function RowLabels({ spec, rows }: { spec: ResourceSpec; rows: Row[] }) {
  const actions = useListRowActions(spec, { openDialog: () => {}, remove: () => {} });
  return (
    <ul>
      {rows.map((row, i) => (
        <li key={String(i)} data-testid={`row-${i}`}>
          {actions(row, String(row[spec.idField]))
            .map((a) => a.label)
            .join('|')}
        </li>
      ))}
    </ul>
  );
}

describe('a row action is offered only on records in a state it applies to', () => {
  it.each(ruled.filter(({ op }) => op.role === 'row').map((o) => [label(o), o] as const))(
    '%s',
    async (_, { spec, op }) => {
      const gateway = fakeGateway({});
      const text = op.text!.zh;
      const inside = recordIn(spec, op, op.when!.in[0]!, 1);
      // On the wire a number state may come as a number.
      const numeric = { ...inside, [op.when!.field]: Number(op.when!.in[0]) };
      const outside = recordIn(spec, op, outsideOf(spec, op), 2);
      renderWith(gateway, <RowLabels spec={spec} rows={[inside, numeric, outside]} />);
      expect((await screen.findByTestId('row-0')).textContent?.split('|')).toContain(text);
      expect(screen.getByTestId('row-1').textContent?.split('|')).toContain(text);
      expect(screen.getByTestId('row-2').textContent?.split('|')).not.toContain(text);
    },
  );
});

describe('a rows action refuses a selection holding records in another state, sending nothing', () => {
  it.each(ruled.filter(({ op }) => op.role === 'rows').map((o) => [label(o), o] as const))(
    '%s',
    async (_, { spec, op }) => {
      const gateway = fakeGateway({}, { signedIn: true, otherwise: () => true });
      const rows = [recordIn(spec, op, op.when!.in[0]!, 1), recordIn(spec, op, outsideOf(spec, op), 2)];
      renderWith(
        gateway,
        <OperationToolbar
          spec={spec}
          selected={rows.map((r) => String(r[spec.idField]))}
          selectedRows={rows}
        />,
      );
      await userEvent.click(await screen.findByRole('button', { name: op.text!.zh }));
      expect(await screen.findByText(`所选记录中有 1 条不适用${op.text!.zh}`)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(gateway.requests).toEqual([]);
    },
  );
});

describe('a toolbar call on records nobody picked says what it applies to before it is sent', () => {
  const unannounced = operations.filter(({ op }) => actsUnannounced(op));
  it.each(unannounced.map((o) => [label(o), o] as const))('%s', async (_, { spec, op }) => {
    const gateway = fakeGateway({}, { signedIn: true, otherwise: () => true });
    renderWith(gateway, <OperationToolbar spec={spec} selected={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: op.text!.zh }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`作用范围:${op.scope!.zh}`)).toBeTruthy();
    expect(gateway.requests).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.requests).toEqual([]);
  });
});

/** A button starting an operation on a record, as a list row's action does. */
function StartOn({ spec, name, row }: { spec: ResourceSpec; name: string; row: Row }) {
  const { start, label: text } = useStartOperation(spec);
  return (
    <button type="button" onClick={() => start(name, [String(row[spec.idField])], row)}>
      {text(name)}
    </button>
  );
}

describe('a confirmation shows the figure its call declares before anything is sent', () => {
  const showing = operations.filter(({ op }) => op.confirmShows);

  it('covers the payslip send (the SMS quota left, checkQuota)', () => {
    expect(showing.map(label)).toContain('payslip-formdata send');
  });

  it.each(showing.map((o) => [label(o), o] as const))('%s', async (_, { spec, name, op }) => {
    const shows = op.confirmShows!;
    const read = findOperation(spec, shows.operation)!;
    expect(read.safe, 'a read').toBe(true);
    const path = operationPath(spec, read).replace(/^\/api/, '');
    const row: Row = { [spec.idField]: '1900000000000000001', uuid: 'u-1', sendCount: 3 };
    const gateway = fakeGateway(
      { [`${read.method} ${path}`]: 128 },
      { signedIn: true, tenantId: '000000', otherwise: () => true },
    );
    renderWith(gateway, <StartOn spec={spec} name={name} row={row} />);
    await userEvent.click(await screen.findByRole('button', { name: op.text!.zh }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain(`${shows.text.zh}:128`));
    const [asked] = gateway.sent(`${read.method} ${path}`);
    for (const [arg, from] of Object.entries(shows.args))
      expect(asked!.url.searchParams.get(arg)).toBe(from === '$tenantId' ? '000000' : String(row[from]));
    // Only the figure was read: the call waits for the confirmation.
    expect(gateway.requests.map((r) => r.url.pathname)).toEqual([`/api${path}`]);
  });
});
