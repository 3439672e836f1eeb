import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { OnDemand } from '../components/on-demand.tsx';

/** One action of a list row (view, edit, delete, and what a screen adds). */
export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  color?: string;
  disabled?: boolean;
  onClick: () => void;
  /** Shown in the row (view, edit, a list's main action); the others go to the "more" menu. */
  primary?: boolean;
  /** The call it makes, an operation of the list's entry: offered only with its grant (core's grants.ts). */
  operation?: string;
}

/**
 * The actions cell: the primary actions as buttons, the rest in a compact menu so that the cell stays
 * narrow (Mantine's Menu, mounted on first use: Enter or Space opens it, arrows move, Escape closes).
 */
export function RowActions({ actions, moreLabel }: { actions: readonly RowAction[]; moreLabel: string }) {
  const inline = actions.filter((a) => a.primary);
  const more = actions.filter((a) => !a.primary);
  return (
    <Group gap={4} wrap="nowrap">
      {inline.map((a) => (
        <Button
          key={a.key}
          size="compact-sm"
          variant="subtle"
          color={a.color}
          leftSection={a.icon}
          disabled={a.disabled}
          onClick={a.onClick}
        >
          {a.label}
        </Button>
      ))}
      {more.length > 0 ? (
        <OnDemand
          trigger={(open) => (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={moreLabel}
              aria-haspopup="menu"
              onClick={open}
            >
              <IconDots size={16} />
            </ActionIcon>
          )}
          render={(target, { opened, setOpened }) => (
            <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md">
              <Menu.Target>{target}</Menu.Target>
              <Menu.Dropdown>
                {more.map((a) => (
                  <Menu.Item
                    key={a.key}
                    color={a.color}
                    leftSection={a.icon}
                    // Disabled yet focusable, as WAI-ARIA menus have it: a disabled (unfocusable) first item
                    // would leave the focus outside the menu as it opens, out of Escape's reach.
                    data-disabled={a.disabled || undefined}
                    aria-disabled={a.disabled || undefined}
                    onClick={a.disabled ? undefined : a.onClick}
                  >
                    {a.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        />
      ) : null}
    </Group>
  );
}
