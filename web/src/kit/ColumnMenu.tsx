import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { toggleColumn } from '@nbxt/core/admin-ui/list-prefs.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { IconColumns, IconSquare, IconSquareCheck } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { OnDemand } from '../components/on-demand.tsx';
import { useRegistryText } from './texts.ts';

/** The list's column-visibility menu (mounted on first use); `hidden` holds the names of hidden columns. */
export function ColumnMenu({
  columns,
  hidden,
  setHidden,
}: {
  columns: readonly FieldSpec[];
  hidden: string[];
  setHidden: Dispatch<SetStateAction<string[]>>;
}) {
  const { t, text } = useRegistryText();
  return (
    <OnDemand
      trigger={(open) => (
        <Tooltip label={t('sys.list.columns')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('sys.list.columns')}
            aria-haspopup="menu"
            onClick={open}
          >
            <IconColumns size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      render={(target, { opened, setOpened }) => (
        <Menu
          opened={opened}
          onChange={setOpened}
          closeOnItemClick={false}
          position="bottom-end"
          withinPortal
        >
          <Menu.Target>{target}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('sys.list.columns')}</Menu.Label>
            {columns.map((f) => (
              <Menu.Item
                key={f.name}
                leftSection={
                  hidden.includes(f.name) ? (
                    <IconSquare size={16} stroke={1.5} />
                  ) : (
                    <IconSquareCheck size={16} stroke={1.5} color="var(--mantine-primary-color-filled)" />
                  )
                }
                onClick={() =>
                  setHidden((h) =>
                    toggleColumn(
                      h,
                      f.name,
                      columns.map((c) => c.name),
                    ),
                  )
                }
              >
                {text(f.label, f.text)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    />
  );
}
