import { type MenuItem, readMenu } from '@nbxt/core/nav/menu.ts';
import { filterMenuByRoles } from '@nbxt/core/nav/menu-search.ts';
import { menu } from '@nbxt/core/resources/system/menu.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { onSessionError, onSessionReset } from './expiry.ts';
import { client } from './runtime.ts';

/**
 * The signed-in user's menu (`GET /blade-system/menu/routes`), shared by the guard, the sidebar and the
 * home page. A small store rather than a query: the guard needs it on every route, and the query
 * library is only loaded past the sign-in page.
 */
interface MenuState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  owner: string;
  items: MenuItem[] | undefined;
  /** The menu as the server sent it (after the roles filter): its codes feed the permission map. */
  raw: unknown[] | undefined;
}

let state: MenuState = { status: 'idle', owner: '', items: undefined, raw: undefined };
const listeners = new Set<() => void>();
const set = (next: MenuState) => {
  state = next;
  for (const listener of [...listeners]) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load(owner: string) {
  if (state.owner === owner && state.status !== 'idle') return;
  set({ status: 'loading', owner, items: undefined, raw: undefined });
  client
    .resource(menu)
    .call('routes')
    .then(
      (data) => {
        if (state.owner !== owner) return;
        // platform.md §2.4: an item whose meta roles exclude the user's role is not shown.
        const raw = filterMenuByRoles(data, client.session.state()?.user.roleName ?? '');
        set({ status: 'ready', owner, items: readMenu(raw), raw });
      },
      (error: unknown) => {
        onSessionError(error);
        if (state.owner === owner) set({ status: 'error', owner, items: undefined, raw: undefined });
      },
    );
}

/**
 * Ask for the signed-in user's menu now: the console's entry does, before its first render, so that the
 * answer the guard and the sidebar wait for is on its way while the page's code runs (`useMenu` then
 * finds it loading or loaded). Signed out (`owner` empty), nothing.
 */
export function prefetchMenu(owner: string): void {
  if (owner) load(owner);
}

/**
 * The signed-in user's menu once it is read (undefined when it could not be). It does not ask for it: the
 * console's entry (`prefetchMenu`) and `useMenu` do.
 */
export function settledMenu(owner: string): Promise<MenuItem[] | undefined> {
  return new Promise((resolve) => {
    const settled = () =>
      (state.owner !== owner && state.status !== 'idle') ||
      state.status === 'ready' ||
      state.status === 'error';
    if (settled()) return resolve(state.owner === owner ? state.items : undefined);
    const stop = subscribe(() => {
      if (!settled()) return;
      stop();
      resolve(state.owner === owner ? state.items : undefined);
    });
  });
}

onSessionReset(() => set({ status: 'idle', owner: '', items: undefined, raw: undefined }));

/** `owner` identifies the session (tenant and user); empty when signed out. */
export function useMenu(owner: string) {
  const current = useSyncExternalStore(subscribe, () => state);
  const stale = Boolean(owner) && (current.owner !== owner || current.status === 'idle');
  useEffect(() => {
    if (stale) load(owner);
  }, [stale, owner]);
  const mine = Boolean(owner) && current.owner === owner;
  return {
    isPending: Boolean(owner) && (!mine || current.status === 'loading' || current.status === 'idle'),
    isError: mine && current.status === 'error',
    data: mine ? current.items : undefined,
    raw: mine ? current.raw : undefined,
  };
}
