import { ActionIcon, Tooltip } from '@mantine/core';
import type { MouseEvent, ReactNode, Ref } from 'react';
import classes from './Shell.module.css';

/**
 * An icon button of the top bar with its tooltip (the tooltip text is also its accessible name); `popup`
 * when it opens a menu or a popover.
 */
export function Tool({
  label,
  onClick,
  visibleFrom,
  popup,
  ref,
  children,
}: {
  label: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  visibleFrom?: 'xs' | 'sm' | 'md';
  popup?: 'dialog' | 'menu';
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        size="lg"
        className={classes.tool}
        aria-label={label}
        aria-haspopup={popup}
        onClick={onClick}
        visibleFrom={visibleFrom}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
