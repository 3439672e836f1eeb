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

  it('refuses an empty lock password with 锁屏密码不能为空', () => {
    const { state } = setup();
    expect(translate(state.lock('')!, 'zh')).toBe('锁屏密码不能为空');
    expect(state.isLocked()).toBe(false);
  });

  it('locks with a password kept only as its hash, unlocks with the same password only', () => {
    const { store, state } = setup();
    expect(state.lock('s3cret')).toBeUndefined();
    expect(state.isLocked()).toBe(true);
    expect(Object.values(store.dump())).not.toContain('s3cret');
    expect(store.dump()[`site-${CONSOLE_ITEMS.lock}`]).toBe('true');
    expect(state.unlock('wrong')).toBe(false);
    expect(state.isLocked()).toBe(true);
    expect(state.unlock('s3cret')).toBe(true);
    expect(state.isLocked()).toBe(false);
  });

  it('reset (sign-in success, logout) clears the tabs and the lock', () => {
    const { store, state } = setup();
    store.set(`site-${CONSOLE_ITEMS.tags}`, '[{"label":"x"}]');
    state.lock('p');
    state.setLanguage('en');
    state.reset();
    expect(state.isLocked()).toBe(false);
    expect(store.get(`site-${CONSOLE_ITEMS.tags}`)).toBeUndefined();
    expect(state.language()).toBe('en');
  });
});
