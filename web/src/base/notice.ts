import { useSyncExternalStore } from 'react';

/**
 * Why the visitor landed on /login (the session ended), shown by the sign-in page until the next
 * sign-in attempt. Observable: the session may end (and the guard show /login) before the failed call
 * that noticed it has finished reporting.
 */
let pending: string | undefined;
const listeners = new Set<() => void>();

export function setLoginNotice(key: string | undefined): void {
  if (pending === key) return;
  pending = key;
  for (const listener of [...listeners]) listener();
}

export function useLoginNotice(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
