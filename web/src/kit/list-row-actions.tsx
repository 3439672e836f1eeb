import { type Row, saveCall } from '@nbxt/core/crud/client.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { standardButtonCode } from '@nbxt/core/session/button-codes.ts';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useOperationRowActions } from './OperationActions.tsx';
import { useMayCall, useMayUse } from './permissions.tsx';
import type { DialogMode } from './RecordModal.tsx';
import type { RowAction } from './RowActions.tsx';
import { useRegistryText } from './texts.ts';

/**
 * The actions of a list row: view and edit (in the row), the screen's own, the registry's row operations,
 * and delete — view only with the user's `<menu>_view` button, edit and delete with the grant of the call
 * they make (core's grants.ts: `<menu>_edit`, `<menu>_delete`).
 */
export function useListRowActions(
  spec: ResourceSpec,
  {
    extra,
    openDialog,
    remove,
  }: {
    extra?: (row: Row) => RowAction[];
    openDialog: (mode: DialogMode, row: Row) => void;
    remove: (ids: string[]) => void;
  },
) {
  const { t } = useRegistryText();
  const operationRowActions = useOperationRowActions(spec);
  const mayUse = useMayUse();
  const mayCall = useMayCall();
  const save = saveCall(spec);
  return (row: Row, id: string): RowAction[] => [
    ...(mayUse(standardButtonCode(spec, 'view'))
      ? [
          {
            key: 'view',
            label: t('console.crud.view'),
            icon: <IconEye size={14} />,
            onClick: () => openDialog('view', row),
            primary: true,
          },
        ]
      : []),
    ...(save && mayCall(spec, save, true)
      ? [
          {
            key: 'edit',
            label: t('console.crud.edit'),
            icon: <IconEdit size={14} />,
            onClick: () => openDialog('edit', row),
            primary: true,
          },
        ]
      : []),
    ...(extra?.(row) ?? []).filter((action) => !action.operation || mayCall(spec, action.operation)),
    ...operationRowActions(row),
    ...(spec.standard.includes('remove') && mayCall(spec, 'remove')
      ? [
          {
            key: 'remove',
            label: t('console.crud.remove'),
            icon: <IconTrash size={14} />,
            color: 'red',
            onClick: () => remove([id]),
          },
        ]
      : []),
  ];
}
