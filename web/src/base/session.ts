import { isGuest } from '@nbxt/core/session/guest.ts';
import type { SessionState } from '@nbxt/core/session/session.ts';
import { useSyncExternalStore } from 'react';
import { client, consoleState, keys, store } from './runtime.ts';

/** What the pages need to know about the stored session, re-read whenever the store changes. */
export interface SessionSnapshot {
  /** The raw stored token: null/undefined when absent, '' when present but empty. */
  token: string | null | undefined;
  signedIn: boolean;
  locked: boolean;
  state: SessionState | undefined;
}

let cached: { version: number; snapshot: SessionSnapshot; key: string } | undefined;

/**
 * The snapshot changes only when what it holds does: the store also changes for tabs, the theme or
 * cached dictionaries, and a new snapshot would re-render every page.
 */
export function sessionSnapshot(): SessionSnapshot {
  const version = store.version();
  if (cached?.version === version) return cached.snapshot;
  const next: SessionSnapshot = {
    token: store.get(keys.accessToken),
    signedIn: client.session.isSignedIn(),
    locked: consoleState.isLocked(),
    state: client.session.state(),
  };
  const key = JSON.stringify([next.token, next.signedIn, next.locked, next.state]);
  cached = { version, snapshot: cached?.key === key ? cached.snapshot : next, key };
  return cached.snapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, sessionSnapshot, sessionSnapshot);
}

/** Identifies the signed-in user for per-session caches ('' when signed out). */
export function sessionOwner(session: SessionSnapshot): string {
  if (!session.signedIn || !session.state) return '';
  return `${session.state.tenantId}/${session.state.user.userId || session.state.user.account}`;
}

/**
 * A signed-in guest (platform.md §1: no user id or a negative one): it may only ask for an account, so
 * it is offered no menu, top menu, shortcut or notice, only the registration dialog.
 */
export function isGuestSession(session: SessionSnapshot): boolean {
  return session.state !== undefined && isGuest(session.state.user);
}
