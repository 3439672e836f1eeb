import { Button } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { operationsWithRole } from '@nbxt/core/resources/roles.ts';
import { appliesTo } from '@nbxt/core/resources/states.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconDownload } from '@tabler/icons-react';
import { useStartOperation } from './actions.tsx';
import { FileOperationButton } from './FileOperationButton.tsx';
import { ImportButton } from './ImportButton.tsx';
import { rowId } from './list-state.ts';
import { useMayCall } from './permissions.tsx';
import type { RowAction } from './RowActions.tsx';

/** A toolbar call whose argument is a file the user picks (sent as a multipart part). */
const takesFile = (op: OperationSpec) =>
  op.role === 'toolbar' && Object.values(op.params).some((p) => p.type === 'file');

/**
 * The buttons above a list for the entry's operations: `toolbar` ones (no record; a file picked when
 * they take one), `rows` ones (the selected records; none selected warns) and `import` ones (an upload with its progress and result);
 * each only with its grant (core's grants.ts: the `<entry>_<operation>` button).
 */
export function OperationToolbar({
  spec,
  selected,
  selectedRows,
}: {
  spec: ResourceSpec;
  selected: readonly string[];
  /** The selected records, when at hand: a rows action refuses those in a state it does not apply to. */
  selectedRows?: readonly Row[];
}) {
  const { start, label, pending } = useStartOperation(spec);
  const mayCall = useMayCall();
  const held = ([name]: [string, OperationSpec]) => mayCall(spec, name);
  return (
    <>
      {operationsWithRole(spec, 'toolbar', 'rows')
        .filter(held)
        .map(([name, op]) =>
          takesFile(op) ? (
            <FileOperationButton key={name} spec={spec} operation={name} />
          ) : (
            <Button
              key={name}
              variant="light"
              leftSection={op.download ? <IconDownload size={16} /> : undefined}
              disabled={pending}
              onClick={() => start(name, selected, undefined, selectedRows)}
            >
              {label(name)}
            </Button>
          ),
        )}
      {operationsWithRole(spec, 'import')
        .filter(held)
        .map(([name]) => (
          <ImportButton key={name} spec={spec} operation={name} />
        ))}
    </>
  );
}

/**
 * The actions of a list row for the entry's `row` operations (in the row's "more" menu): only those that
 * apply to the row's state (OperationSpec.when: 整改 is not offered on a problem 已整改).
 */
export function useOperationRowActions(spec: ResourceSpec): (row: Row) => RowAction[] {
  const { start, label } = useStartOperation(spec);
  const mayCall = useMayCall();
  const ops = operationsWithRole(spec, 'row').filter(([name]) => mayCall(spec, name));
  return (row) =>
    ops
      .filter(([, op]) => appliesTo(op, row))
      .map(([name, op]) => ({
        key: `op-${name}`,
        label: label(name),
        icon: op.download ? <IconDownload size={14} /> : undefined,
        onClick: () => start(name, [rowId(spec, row)], row),
      }));
}
