import { Group, Pagination, Select, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import type { ListAction, ListState } from './list-state.ts';
import { useRegistryText } from './texts.ts';

/** Below a list's table: the total, and when `paging`, the page size and the pages. */
export function ListFooter({
  total,
  pages,
  paging,
  state,
  dispatch,
}: {
  total: number;
  pages: number;
  paging: boolean;
  state: ListState;
  dispatch: Dispatch<ListAction>;
}) {
  const { t } = useRegistryText();
  return (
    <Group justify="space-between" p="md">
      <Text fz="sm" c="dimmed">
        {t('console.crud.total', { total })}
      </Text>
      {paging ? (
        <Group gap="md">
          <Select
            w={120}
            size="sm"
            aria-label={t('console.crud.pageSize')}
            allowDeselect={false}
            value={String(state.size)}
            onChange={(value) => value && dispatch({ type: 'size', size: Number(value) })}
            data={state.sizes.map((size) => ({
              value: String(size),
              label: t('console.crud.perPage', { size }),
            }))}
          />
          <Pagination
            total={pages}
            value={state.current}
            onChange={(current) => dispatch({ type: 'page', current })}
            size="sm"
            radius="md"
            getControlProps={(control) => ({ 'aria-label': t(`console.crud.page.${control}`) })}
          />
        </Group>
      ) : null}
    </Group>
  );
}
