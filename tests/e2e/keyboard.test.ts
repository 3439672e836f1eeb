import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrowTo,
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  sessionPage,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('the keyboard-only walk');

/** What has the focus: its accessible name as a sighted keyboard user reads it (label, text or value). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelled = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return `${labelled} ${el.innerText ?? ''}`.replace(/\s+/g, ' ').trim();
  });

/**
 * Press Tab (Shift+Tab when `back`) until the focused element's name matches; fails after `limit` presses
 * (the element is not reachable by keys).
 */
async function tabTo(page: Page, name: RegExp, { back = false, limit = 120 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (name.test(await focused(page))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${name} not reached by ${back ? 'Shift+Tab' : 'Tab'}; focus on "${await focused(page)}"`);
}

describe.runIf(run)('the console used with the keyboard only', () => {
  let ctx: ConsoleSession;

  beforeAll(async () => {
    ctx = await startConsole();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('signs in, opens a list from the sidebar, adds and edits a record, signs out', async () => {
    const page = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.goto(`${ctx.server.url}/login`);
    await page.getByLabel('账号').waitFor();

    await tabTo(page, /^账号/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('admin');
    await tabTo(page, /^密码/);
    await page.keyboard.type('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');

    // The sidebar by keys: its groups are open at the first level; Tab walks its links.
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    await tabTo(page, /^参数管理$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/system/param');
    const list = page.getByRole('region', { name: '参数管理' });
    await list.getByRole('cell').first().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });

    // Add: the dialog takes the focus; its fields in order, Enter on 提交 saves.
    await clearJournal(ctx.server);
    await tabTo(page, /^新增$/, { limit: 400 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await tabTo(page, /^参数名称/);
    await page.keyboard.type('键盘参数');
    await tabTo(page, /^参数键名/);
    await page.keyboard.type('keyboard.only');
    await tabTo(page, /^参数键值/);
    await page.keyboard.type('yes');
    await tabTo(page, /^(保存|修改)$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const added = await journal(ctx.server, '/blade-system/param/submit');
    expect(added.map((e) => e.method)).toEqual(['POST']);
    expect(added[0]!.body).toMatchObject({
      paramName: '键盘参数',
      paramKey: 'keyboard.only',
      paramValue: 'yes',
    });
    expect(added[0]!.body).not.toHaveProperty('id');

    // The focus went back to what opened the dialog.
    await until(async () => /^新增$/.test(await focused(page)));

    // Find the new record with the search panel (Shift+Tab back to it, Enter searches).
    await tabTo(page, /^参数键名/, { back: true });
    await page.keyboard.type('keyboard.only');
    await page.keyboard.press('Enter');

    // Edit it: its row's 编辑, reached with Tab.
    const row = list.getByRole('row').filter({ hasText: 'keyboard.only' });
    await row.waitFor();
    const editName = await row.getByRole('button', { name: '编辑' }).evaluate((el) => {
      el.setAttribute('data-kb-target', '');
      return el.textContent?.trim();
    });
    expect(editName).toBe('编辑');
    for (let i = 0; i < 200; i++) {
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-kb-target'))) break;
      await page.keyboard.press('Tab');
    }
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-kb-target')))
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, /^参数键值/);
    await until(
      async () => (await page.evaluate(() => (document.activeElement as HTMLInputElement).value)) === 'yes',
    );
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('changed');
    await tabTo(page, /^(保存|修改)$/);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const saves = await journal(ctx.server, '/blade-system/param/submit');
    expect(saves).toHaveLength(2);
    expect(saves[1]!.method).toBe('POST');
    expect(saves[1]!.body).toMatchObject({
      id: expect.any(String),
      paramKey: 'keyboard.only',
      paramValue: 'changed',
    });

    // Escape closes a dialog without saving, and the focus goes back to the row's 编辑.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await journal(ctx.server, '/blade-system/param/submit')).toHaveLength(2);
    await until(() => page.evaluate(() => document.activeElement?.hasAttribute('data-kb-target') === true));

    // Sign out: the user menu (Shift+Tab back up to the top bar), arrows to 退出登录, then confirm.
    await tabTo(page, /管理员/, { back: true, limit: 200 });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await arrowTo(page, async () => /退出/.test(await focused(page)));
    await expect.poll(() => focused(page)).toMatch(/退出/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await tabTo(page, /^确定$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/login');
    await page.close();
  }, 120_000);

  it('the skip link: the first Tab stop, shown when focused, takes the focus past the sidebar to the main content', async () => {
    const page = await sessionPage(ctx, []);
    await page.goto(`${ctx.server.url}/system/param`);
    await page.getByRole('region', { name: '参数管理' }).getByRole('cell').first().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    const skip = page.getByRole('link', { name: '跳到主要内容' });
    // Out of sight until focused.
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);

    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('跳到主要内容');
    const shown = (await skip.boundingBox())!;
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.height).toBeGreaterThan(0);

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab stop is in the main content, not in the top bar or the sidebar.
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement!;
      return { main: Boolean(el.closest('main')), chrome: Boolean(el.closest('header, nav')) };
    });
    expect(where).toEqual({ main: true, chrome: false });
    // Hidden again once the focus has left it.
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);

    // In English too.
    await page.evaluate(() => localStorage.setItem('nbxt-language', 'en'));
    await page.reload();
    await page.getByRole('link', { name: 'Skip to main content' }).waitFor({ state: 'attached' });
    await page.close();
  }, 120_000);

  it('Escape closes a dialog opened by keys and gives the focus back to what opened it', async () => {
    const page = await sessionPage(ctx, []);
    await page.goto(`${ctx.server.url}/system/param`);
    const list = page.getByRole('region', { name: '参数管理' });
    await list.getByRole('cell').first().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    const banner = page.getByRole('banner');
    const openers = {
      add: list.getByRole('button', { name: '新增' }),
      'row edit': list.locator('tbody tr').first().getByRole('button', { name: '编辑' }),
      lock: banner.getByRole('button', { name: '锁屏' }),
      theme: banner.getByRole('button', { name: '主题', exact: true }),
      notices: banner.getByRole('button', { name: '消息通知' }),
    };
    const dialog = page.getByRole('dialog');
    // The menu search opens with Ctrl+K from wherever the focus is.
    const search = { opener: list.getByRole('button', { name: '刷新' }), key: 'ControlOrMeta+K' };
    for (const [what, { opener, key }] of [
      ...Object.entries(openers).map(([what, opener]) => [what, { opener, key: 'Enter' }] as const),
      ['menu search', search] as const,
    ]) {
      await page.keyboard.press('Shift');
      await opener.focus();
      await page.keyboard.press(key);
      await dialog.waitFor();
      // The focus went into the dialog.
      await until(() => dialog.evaluate((d) => d.contains(document.activeElement)));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await until(() => opener.evaluate((el) => el === document.activeElement)).catch(() => {
        throw new Error(`${what}: the focus did not come back`);
      });
    }
    await page.close();
  }, 120_000);

  it("a row's more menu whose first item is disabled: the focus inside as it opens, Escape closes it", async () => {
    const page = await sessionPage(ctx, []);
    await page.goto(`${ctx.server.url}/resource/oss`);
    // The enabled configuration cannot be enabled again: its menu starts with a disabled 启用.
    const row = page.locator('tbody tr', { hasText: 'minio' }).locator('visible=true').first();
    await row.waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    const more = row.getByRole('button', { name: '更多' });
    for (const open of ['click', 'Enter'] as const) {
      if (open === 'click') await more.click();
      else {
        await more.focus();
        await page.keyboard.press('Enter');
      }
      const menu = page.getByRole('menu');
      const enable = menu.getByRole('menuitem', { name: '启用' });
      await enable.waitFor();
      await expect.poll(() => enable.isDisabled()).toBe(true);
      await until(() => menu.evaluate((m) => m.contains(document.activeElement)));
      // Activating it does nothing.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await until(() => more.evaluate((el) => el === document.activeElement));
    }
    await page.close();
  }, 120_000);
});
