import { createContext, type ReactNode, useContext } from 'react';

/** Whether the user holds a button's permission code (core/src/session/button-codes.ts names them). */
export type MayUse = (code: string) => boolean;

const everything: MayUse = () => true;
const PermissionContext = createContext<MayUse>(everything);

/**
 * The signed-in user's button permissions for the lists, toolbars and row actions below (platform.md §6,
 * as Saber's `permission.<code>`). The shell provides them; outside it (the kit's own tests, a screen
 * embedded without a session) no button is governed. Hiding is a courtesy: the server refuses what the
 * role may not do.
 */
export function ButtonPermissions({ mayUse, children }: { mayUse: MayUse; children: ReactNode }) {
  return <PermissionContext.Provider value={mayUse}>{children}</PermissionContext.Provider>;
}

export function useMayUse(): MayUse {
  return useContext(PermissionContext);
}
