import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { CONSOLE_ITEMS, ConsoleState } from '../../../core/src/nav/console-state.ts';
import { memoryStore, storageKeys } from '../../../core/src/session/storage.ts';

describe('console state (lock, tabs, language)', () => {
  const setup = () => {
    const store = memoryStore();
    const keys = storageKeys('nbxt', 'site');
    return { store, state: new ConsoleState(store, keys) };
  };

  it('refuses an empty lock password with 锁屏密码不能为空', async () => {
    const { state } = setup();
    expect(translate((await state.lock(''))!, 'zh')).toBe('锁屏密码不能为空');
    expect(state.isLocked()).toBe(false);
  });

  it('locks with a password kept only as its hash, unlocks with the same password only', async () => {
    const { store, state } = setup();
    expect(await state.lock('s3cret')).toBeUndefined();
    expect(state.isLocked()).toBe(true);
    expect(Object.values(store.dump())).not.toContain('s3cret');
    expect(store.dump()[`site-${CONSOLE_ITEMS.lock}`]).toBe('true');
    expect(await state.unlock('wrong')).toBeUndefined();
    expect(state.isLocked()).toBe(true);
    expect(await state.unlock('s3cret')).toBe('/');
    expect(state.isLocked()).toBe(false);
  });

  it('unlocking returns to the page that was locked, only an address of this console', async () => {
    const { store, state } = setup();
    await state.lock('p', '/system/param?tab=2');
    expect(await state.unlock('wrong')).toBeUndefined();
    expect(await state.unlock('p')).toBe('/system/param?tab=2');
    expect(store.get(`site-${CONSOLE_ITEMS.lockPage}`)).toBeUndefined();
    // Never another site, never the lock page itself: those unlock to the root.
    for (const page of ['//evil.example/x', 'https://evil.example/', '/\\evil', '/lock', '/lock?x=1', '']) {
      await state.lock('p', page);
      expect(await state.unlock('p')).toBe('/');
    }
    // A later lock without a page does not return to an earlier one.
    await state.lock('p', '/system/user');
    await state.lock('p');
    expect(await state.unlock('p')).toBe('/');
  });

  it('reset (sign-in success, logout) clears the tabs and the lock', async () => {
    const { store, state } = setup();
    store.set(`site-${CONSOLE_ITEMS.tags}`, '[{"label":"x"}]');
    await state.lock('p');
    state.setLanguage('en');
    state.reset();
    expect(state.isLocked()).toBe(false);
    expect(store.get(`site-${CONSOLE_ITEMS.tags}`)).toBeUndefined();
    expect(state.language()).toBe('en');
  });
});
