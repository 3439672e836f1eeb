import { md5HexOnDemand } from '../session/md5-on-demand.ts';
import type { KeyValueStore, StorageKeys } from '../session/storage.ts';
import { validateLockPassword } from '../validate/account.ts';

/**
 * The parts of the stored session state (platform.md §3) that belong to the console rather than to the
 * token: lock flag and lock password, the open tabs, the language. Kept beside the token under the site key.
 */
export const CONSOLE_ITEMS = {
  lock: 'is-lock',
  lockPassword: 'lock-password',
  lockPage: 'lock-page',
  tags: 'tag-list',
  language: 'language',
} as const;

/**
 * A page unlocking may return to: an address of this console (one leading slash: never another site's),
 * and not the lock page itself.
 */
function returnPage(page: string | undefined): string | undefined {
  if (!page?.startsWith('/') || page.startsWith('//') || page.startsWith('/\\')) return undefined;
  const path = page.split(/[?#]/)[0];
  return path === '/lock' ? undefined : page;
}

export class ConsoleState {
  private readonly store: KeyValueStore;
  private readonly keys: StorageKeys;

  constructor(store: KeyValueStore, keys: StorageKeys) {
    this.store = store;
    this.keys = keys;
  }

  isLocked(): boolean {
    return this.store.get(this.keys.item(CONSOLE_ITEMS.lock)) === 'true';
  }

  /**
   * Lock the screen with a password (its MD5 is kept, never the text). Returns the message key of the
   * failure (锁屏密码不能为空) or undefined when locked. `page` is the address locked (path and query),
   * where unlocking returns.
   */
  async lock(password: string, page?: string): Promise<string | undefined> {
    const check = validateLockPassword(password);
    if (!check.ok) return check.message;
    this.store.set(this.keys.item(CONSOLE_ITEMS.lockPassword), await md5HexOnDemand(password));
    this.store.set(this.keys.item(CONSOLE_ITEMS.lock), 'true');
    const back = returnPage(page);
    if (back) this.store.set(this.keys.item(CONSOLE_ITEMS.lockPage), back);
    else this.store.remove(this.keys.item(CONSOLE_ITEMS.lockPage));
    return undefined;
  }

  /**
   * Unlock when the password matches the one set when locking: the page that was locked (else '/'), or
   * undefined when the password is wrong.
   */
  async unlock(password: string): Promise<string | undefined> {
    const expected = this.store.get(this.keys.item(CONSOLE_ITEMS.lockPassword));
    if (!expected || (await md5HexOnDemand(password)) !== expected) return undefined;
    const page = returnPage(this.store.get(this.keys.item(CONSOLE_ITEMS.lockPage)) ?? undefined) ?? '/';
    this.clearLock();
    return page;
  }

  clearLock(): void {
    this.store.remove(this.keys.item(CONSOLE_ITEMS.lock));
    this.store.remove(this.keys.item(CONSOLE_ITEMS.lockPassword));
    this.store.remove(this.keys.item(CONSOLE_ITEMS.lockPage));
  }

  clearTabs(): void {
    this.store.remove(this.keys.item(CONSOLE_ITEMS.tags));
  }

  /** Sign-in success and logout both start from a clean slate: no tabs, no lock. */
  reset(): void {
    this.clearTabs();
    this.clearLock();
  }

  language(): string | undefined {
    return this.store.get(this.keys.item(CONSOLE_ITEMS.language)) ?? undefined;
  }

  setLanguage(lang: string): void {
    this.store.set(this.keys.item(CONSOLE_ITEMS.language), lang);
  }
}
