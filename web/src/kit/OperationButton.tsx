import { Button, type ButtonProps } from '@mantine/core';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { ReactNode } from 'react';
import { useMayCall } from './permissions.tsx';

/**
 * A screen's own button for one operation of an entry (a user's password reset, a role's grant): shown
 * only with the operation's grant, from core's one declaration (grants.ts), like the kit's own buttons.
 */
export function OperationButton({
  spec,
  operation,
  onClick,
  children,
  ...props
}: ButtonProps & { spec: ResourceSpec; operation: string; onClick: () => void; children: ReactNode }) {
  const mayCall = useMayCall();
  if (!mayCall(spec, operation)) return null;
  return (
    <Button {...props} onClick={onClick}>
      {children}
    </Button>
  );
}
