import { ActionIcon, Badge, Button, Group, Tooltip } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { saveCall } from '@nbxt/core/crud/client.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconDownload, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { ColumnMenu } from './ColumnMenu.tsx';
import { OperationToolbar } from './OperationActions.tsx';
import { useMayCall } from './permissions.tsx';
import { useRegistryText } from './texts.ts';

/**
 * The bar above a list's table: add, bulk delete, the screen's and the registry's toolbar buttons and the
 * count selected on the left; export, the column menu and refresh on the right. Add, delete and export show
 * only with their grant (`<menu>_add`, `<menu>_delete`, the export's button: core's grants.ts).
 */
export function ListToolbar({
  spec,
  selected,
  selectedRows,
  onAdd,
  onRemove,
  toolbar,
  exporting,
  onExport,
  columns,
  hidden,
  setHidden,
  onRefresh,
}: {
  spec: ResourceSpec;
  selected: string[];
  /** The selected records on the page (a rows action checks their state). */
  selectedRows?: readonly Row[];
  /** Absent: no add button. */
  onAdd?: () => void;
  onRemove: () => void;
  toolbar?: ReactNode;
  exporting: boolean;
  /** The list's export: its operation and what runs it; absent: the list has none. */
  onExport?: { operation: string; run: () => void };
  columns: readonly FieldSpec[];
  hidden: string[];
  setHidden: Dispatch<SetStateAction<string[]>>;
  onRefresh: () => void;
}) {
  const { t } = useRegistryText();
  const mayCall = useMayCall();
  return (
    <Group justify="space-between" p="md" pb="sm" gap="sm">
      <Group gap="sm">
        {onAdd && mayCall(spec, saveCall(spec) ?? 'submit') ? (
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('console.crud.add')}
          </Button>
        ) : null}
        {spec.standard.includes('remove') && mayCall(spec, 'remove') ? (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {t('console.crud.remove')}
          </Button>
        ) : null}
        {toolbar}
        <OperationToolbar spec={spec} selected={selected} selectedRows={selectedRows} />
        {selected.length > 0 ? (
          <Badge variant="light" size="lg" radius="sm">
            {t('console.crud.selected', { count: selected.length })}
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs">
        {onExport && mayCall(spec, onExport.operation) ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={onExport.run}
          >
            {t('sys.list.export')}
          </Button>
        ) : null}
        <ColumnMenu columns={columns} hidden={hidden} setHidden={setHidden} />
        <Tooltip label={t('console.crud.refresh')}>
          <ActionIcon variant="default" size="lg" aria-label={t('console.crud.refresh')} onClick={onRefresh}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
