import { Button } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { operationsWithRole } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconDownload } from '@tabler/icons-react';
import { rowId } from '../crud/list-state.ts';
import type { RowAction } from '../crud/RowActions.tsx';
import { useStartOperation } from './actions.tsx';
import { ImportButton } from './ImportButton.tsx';

/**
 * The buttons above a list for the entry's operations: `toolbar` ones (no record), `rows` ones (the
 * selected records; none selected warns) and `import` ones (an upload with its progress and result).
 */
export function OperationToolbar({ spec, selected }: { spec: ResourceSpec; selected: readonly string[] }) {
  const { start, label, pending } = useStartOperation(spec);
  return (
    <>
      {operationsWithRole(spec, 'toolbar', 'rows').map(([name, op]) => (
        <Button
          key={name}
          variant="light"
          leftSection={op.download ? <IconDownload size={16} /> : undefined}
          disabled={pending}
          onClick={() => start(name, selected)}
        >
          {label(name)}
        </Button>
      ))}
      {operationsWithRole(spec, 'import').map(([name]) => (
        <ImportButton key={name} spec={spec} operation={name} />
      ))}
    </>
  );
}

/** The actions of a list row for the entry's `row` operations (in the row's "more" menu). */
export function useOperationRowActions(spec: ResourceSpec): (row: Row) => RowAction[] {
  const { start, label } = useStartOperation(spec);
  const ops = operationsWithRole(spec, 'row');
  return (row) =>
    ops.map(([name, op]) => ({
      key: `op-${name}`,
      label: label(name),
      icon: op.download ? <IconDownload size={14} /> : undefined,
      onClick: () => start(name, [rowId(spec, row)], row),
    }));
}
