/** A menu entry with a target opens its page in a new window from the sidebar (platform.md §2.3). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  reviewShot,
  signedInPage,
  startConsole,
  until,
} from './browser.ts';

const run = chromiumAvailable('menu targets end-to-end');
const DESK = '1123598815738675201';
const ADMIN_ROLE = '1123598816738675201';
const BASIC = `Basic ${btoa('saber:saber_secret')}`;

/** Files a menu entry with target _blank under 工作台 and grants it to the administrator role. */
async function seedTargetMenu(url: string): Promise<void> {
  const token = (await (
    await fetch(
      `${url}/api/blade-auth/oauth/token?${new URLSearchParams({
        tenantId: '000000',
        username: 'admin',
        password: '21232f297a57a5a743894a0e4a801fc3',
        grant_type: 'password',
        scope: 'all',
      })}`,
      { method: 'POST', headers: { Authorization: BASIC, 'Tenant-Id': '000000' } },
    )
  ).json()) as { access_token: string };
  const headers = {
    Authorization: BASIC,
    'Blade-Auth': `bearer ${token.access_token}`,
    'Content-Type': 'application/json',
  };
  const api = async (path: string, body?: unknown) =>
    (
      (await (
        await fetch(
          `${url}/api${path}`,
          body ? { method: 'POST', headers, body: JSON.stringify(body) } : { headers },
        )
      ).json()) as { data: unknown }
    ).data;
  await api('/blade-system/menu/submit', {
    parentId: DESK,
    name: '公告（新窗口）',
    code: 'notice_window_e2e',
    alias: 'menu',
    path: '/desk/notice',
    target: '_blank',
    category: 1,
    action: 0,
    sort: 9,
    isOpen: 1,
  });
  const listed = (await api('/blade-system/menu/list?code=notice_window_e2e')) as { id: string }[];
  const keys = (await api(`/blade-system/menu/role-tree-keys?roleIds=${ADMIN_ROLE}`)) as Record<
    string,
    string[]
  >;
  await api('/blade-system/role/grant', {
    roleIds: [ADMIN_ROLE],
    menuIds: [...keys.menu!, listed[0]!.id],
    dataScopeIds: keys.dataScope,
    apiScopeIds: keys.apiScope,
  });
}

describe.runIf(run)('menu entries with a target, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    ctx = await startConsole();
    await seedTargetMenu(ctx.server.url);
    page = await signedInPage(ctx, errors);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('opens the page in a popup window and leaves the console where it was', async () => {
    const sidebar = page.locator('nav');
    const entry = sidebar.getByRole('link', { name: '公告（新窗口）' });
    await expect.poll(() => entry.getAttribute('target')).toBe('_blank');
    // The entry in place (no target) stays a link inside the console.
    await expect
      .poll(() => sidebar.getByRole('link', { name: '通知公告', exact: true }).getAttribute('target'))
      .toBeNull();
    await clearJournal(ctx.server);
    const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
    await popup.waitForURL('**/desk/notice');
    await popup.locator('tbody tr').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    // The new window signed in with the same session and listed the notices itself.
    await until(async () => (await journal(ctx.server, '/blade-desk/notice/list')).length > 0);
    const [list] = await journal(ctx.server, '/blade-desk/notice/list');
    expect(list).toMatchObject({ method: 'GET', bladeAuth: true });
    expect(list!.query).toMatchObject({ current: '1' });
    await reviewShot(popup, { path: '/tmp/signin2-menu-target-popup.png' });
    expect(errors).toEqual([]);
  });
});
