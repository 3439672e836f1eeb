import { describe, expect, it } from 'vitest';
import { keys, store } from '../../web/src/base/runtime.ts';
import { sessionSnapshot } from '../../web/src/base/session.ts';

describe('the session the pages see', () => {
  it('stays the same object while the session does, whatever else the store keeps (no re-render)', () => {
    const before = sessionSnapshot();
    store.set(keys.item('tag-list'), '[{"value":"/home"}]');
    store.set(keys.item('theme'), 'theme-dark');
    expect(sessionSnapshot()).toBe(before);

    store.set(keys.accessToken, 'token-1');
    const signedIn = sessionSnapshot();
    expect(signedIn).not.toBe(before);
    expect(signedIn.signedIn).toBe(true);
    store.set(keys.item('tag-list'), '[]');
    expect(sessionSnapshot()).toBe(signedIn);

    store.remove(keys.accessToken);
    expect(sessionSnapshot().signedIn).toBe(false);
  });
});
