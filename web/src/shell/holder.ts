import type { Holder } from '@nbxt/core/resources/grants.ts';
import { mayUse } from '@nbxt/core/session/button-codes.ts';
import { useMemo } from 'react';
import { roleAliasesOf } from '../base/route-access.ts';
import type { SessionSnapshot } from '../base/session.ts';
import { usePermissionMap } from './data.ts';

/**
 * The signed-in user as core's grants read it: its role aliases and the codes of its menus and buttons
 * (nothing is held while they load).
 */
export function useHolder(session: SessionSnapshot): Holder {
  const permissions = usePermissionMap(session);
  const aliases = roleAliasesOf(session).join(',');
  return useMemo(
    () => ({
      signedIn: session.signedIn,
      roleAliases: aliases.split(',').filter(Boolean),
      holds: (code: string) => mayUse(permissions, code),
    }),
    [session.signedIn, aliases, permissions],
  );
}
