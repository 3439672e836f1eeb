import { isSessionExpired } from '@nbxt/core/http/errors.ts';
import { setLoginNotice } from './notice.ts';
import { client, consoleState, store } from './runtime.ts';

const resetters = new Set<() => void>();

/** Caches that must not outlive a session (the query cache and the menu register themselves). */
export function onSessionReset(reset: () => void): void {
  resetters.add(reset);
}

/** Sign-in and sign-out: forget everything cached for the previous user. */
export function resetSessionCaches(): void {
  for (const reset of resetters) reset();
}

let intended = false;

/** End the session on purpose (log out, empty token): no "session ended" notice on /login. */
export async function signOut(options: { server?: boolean } = {}): Promise<void> {
  intended = true;
  try {
    if (options.server === false) client.session.clear();
    else await client.session.logout();
  } finally {
    intended = false;
  }
  // platform.md §4: logout clears the token, menus, tabs and lock.
  consoleState.reset();
  resetSessionCaches();
}

/** A 401 that survived the refresh: core already cleared the session (this makes sure). */
export function onSessionError(error: unknown): void {
  if (isSessionExpired(error)) client.session.clear();
}

// The session can end under any call (a 401 the refresh could not cure, a failed periodic refresh):
// whenever it disappears without a sign-out, /login tells the user why.
let signedIn = client.session.isSignedIn();
store.subscribe(() => {
  const now = client.session.isSignedIn();
  if (signedIn && !now && !intended) {
    setLoginNotice('console.login.expired');
    resetSessionCaches();
  }
  signedIn = now;
});
