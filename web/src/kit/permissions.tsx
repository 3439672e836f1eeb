import { changeGrant, granted, type Holder } from '@nbxt/core/resources/grants.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { ClientProvider, useOptionalClient } from './client.tsx';
import { gatedClient, type Ungated } from './gated-client.ts';

/** Whether the user holds a button's permission code (core/src/session/button-codes.ts names them). */
export type MayUse = (code: string) => boolean;
/**
 * Whether the user may make a call of an entry (`hasId`: a submit that edits), by core's one declaration
 * (core/src/resources/grants.ts): a change or an export by its button or an administrator's role; a read by
 * the screen's menu, which the route already checked.
 */
export type MayCall = (spec: ResourceSpec, operation: string, hasId?: boolean) => boolean;

interface Permissions {
  mayUse: MayUse;
  mayCall: MayCall;
  /** Hears of a change a screen offers without its grant (a test's evidence; nothing in the console). */
  ungated?: Ungated | undefined;
}

const everything: Permissions = { mayUse: () => true, mayCall: () => true };
const PermissionContext = createContext<Permissions>(everything);

/** A holder's calls: reads (no grant of a change) stay to the route's menu. */
export function mayCallOf(holder: Holder): MayCall {
  return (spec, operation, hasId = false) => {
    const grant = changeGrant(spec, operation, hasId);
    return grant === undefined || granted(grant, holder);
  };
}

/**
 * The signed-in user's permissions for the lists, toolbars, row and detail actions below (platform.md §6,
 * as Saber's `permission.<code>`). The shell provides them from the user's buttons and roles; outside it
 * (the kit's own tests, a screen embedded without a session) nothing is governed. Every change the screens
 * below send goes through a client gated by the same declaration (gated-client.ts): a control shown
 * without its grant is refused before it is sent (`ungated` hears of it). Hiding is a courtesy: the server
 * refuses what the role may not do, from the same declaration.
 */
export function ButtonPermissions({
  holder,
  ungated,
  children,
}: {
  holder: Holder;
  ungated?: Ungated;
  children: ReactNode;
}) {
  const value = useMemo(
    () => ({ mayUse: holder.holds, mayCall: mayCallOf(holder), ungated }),
    [holder, ungated],
  );
  const outer = useOptionalClient();
  const client = useMemo(
    () => (outer ? gatedClient(outer, value.mayCall, ungated) : undefined),
    [outer, value, ungated],
  );
  const provided = <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>;
  return client ? <ClientProvider client={client}>{provided}</ClientProvider> : provided;
}

export function useMayUse(): MayUse {
  return useContext(PermissionContext).mayUse;
}

export function useMayCall(): MayCall {
  return useContext(PermissionContext).mayCall;
}

/** Who hears of a change offered without its grant (ButtonPermissions' `ungated`), if anyone. */
export function useUngated(): Ungated | undefined {
  return useContext(PermissionContext).ungated;
}
