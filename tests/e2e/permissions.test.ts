import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK, CLERK_GRANT, CLERK_ROLE_ID } from '../../scripts/sandbox/button-permissions.ts';
import { runCli } from '../helpers/cli.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  clearJournal,
  journal,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('permissions end-to-end');
const SHOTS = '/tmp/signin-shots';
const BASIC = `Basic ${btoa('saber:saber_secret')}`;
/** The seeded top menus of tenant 000000 without a page of their own (fixtures/sandbox/topmenu.json). */
const TOP_MENU = { system: '1123598818738675202', resource: '1123598818738675203' } as const;

describe.runIf(run)(
  'a non-admin user opens only its menu and sees only its grants, in headless Chromium',
  () => {
    let ctx: ConsoleSession;
    let page: Page;
    const errors: string[] = [];
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const firstRow = () => page.locator('tbody tr').first();
    const settled = () => page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    const stillSignedIn = async () => {
      expect(new URL(page.url()).pathname).not.toBe('/login');
      expect(await page.evaluate(() => localStorage.getItem('nbxt-access-token'))).toBeTruthy();
    };

    beforeAll(async () => {
      const { account, password } = CLERK;
      ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS, account, password }));
    });
    afterAll(async () => {
      await ctx?.close();
    });

    it('a route outside the menu (/system/user) shows the 403 page inside the shell and sends no user list call', async () => {
      await clearJournal(ctx.server);
      await page.goto(`${ctx.server.url}/system/user`);
      await page.getByText('抱歉，你无权访问该页面').waitFor();
      await settled();
      // Inside the shell: the sidebar holds the clerk's menu.
      await expect.poll(() => page.getByRole('navigation').getByText('参数管理').count()).toBeGreaterThan(0);
      await reviewShot(page, { path: `${SHOTS}/permissions-403.png` });
      expect(await journal(ctx.server, '/blade-user/page')).toEqual([]);
      await expect.poll(() => page.getByText('登录账号').count()).toBe(0);
      await stillSignedIn();
    });

    it('the header offers the top menus that may lead to a page of the clerk’s menu; one read to lead nowhere, no more', async () => {
      await clearJournal(ctx.server);
      await page.goto(`${ctx.server.url}/system/param`);
      await firstRow().waitFor();
      const topMenu = page.getByRole('menubar', { name: '顶部菜单' });
      const offered = async () => (await topMenu.getByRole('menuitem').allTextContents()).join();
      // 工作台 has a page of its own (home); of the business areas, 合同与客户 holds 客户管理 (their parts as
      // declared, read from the clerk's menu); of the platform's, 系统设置 holds 参数管理 and 资源 nothing
      // (their parts read at sign-in): 资源 is never offered.
      await until(async () => (await offered()) === '首页,工作台,合同与客户,系统设置');
      await reviewShot(page, { path: `${SHOTS}/permissions-top-menus.png` });
      const parts = (await journal(ctx.server, '/blade-system/menu/routes'))
        .map((e) => e.query.topMenuId)
        .filter(Boolean)
        .sort();
      expect(parts).toEqual([TOP_MENU.system, TOP_MENU.resource].sort());
      await topMenu.getByRole('menuitem', { name: '系统设置' }).click();
      await page.waitForURL('**/system/param');
      const links = (await page.getByRole('navigation').getByRole('link').allInnerTexts()).map((l) =>
        l.trim(),
      );
      expect(links).toContain('参数管理');
      expect(links).not.toContain('用户管理');
    });

    it('parameters: 新增 and 查看 only (edit and delete are not granted)', async () => {
      await page.goto(`${ctx.server.url}/system/param`);
      await firstRow().waitFor();
      await settled();
      await reviewShot(page, { path: `${SHOTS}/permissions-param.png` });
      await expect.poll(() => button('新增').count()).toBe(1);
      await expect.poll(() => button('删除').count()).toBe(0);
      const rowButtons = await firstRow().getByRole('button').allInnerTexts();
      expect(rowButtons.map((text) => text.trim())).toEqual(['查看']);
    });

    it('customers: edit and transfer (granted) show; add, delete and export do not', async () => {
      await page.goto(`${ctx.server.url}/crm/nbxtCrmCustomer`);
      await firstRow().waitFor();
      await settled();
      await reviewShot(page, { path: `${SHOTS}/permissions-crm.png` });
      await expect.poll(() => firstRow().getByRole('button', { name: '编辑' }).count()).toBe(1);
      for (const name of ['新增', '删除', '导出'])
        await expect.poll(() => button(name).count(), { message: name }).toBe(0);
    });

    it('a forbidden call made anyway from the page is refused (401 请求未授权) and the page stays signed in', async () => {
      const reply = await page.evaluate(async (basic) => {
        const token = localStorage.getItem('nbxt-access-token');
        const response = await fetch('/api/blade-system/param/remove?ids=1123598819738675201', {
          method: 'POST',
          headers: { Authorization: basic, 'Blade-Auth': `bearer ${token}` },
        });
        return { status: response.status, body: await response.json() };
      }, BASIC);
      expect(reply).toEqual({
        status: 401,
        body: { code: 401, success: false, data: null, msg: '请求未授权' },
      });
      await page.reload();
      await firstRow().waitFor();
      await stillSignedIn();
    });

    it("a grant withdrawn under the page: the console's save is refused, says 请求未授权 and stays signed in", async () => {
      // The administrator takes param_add from the clerk's role while the list still offers 新增.
      const admin = await signInApi('admin', 'admin');
      const menus = flatten((await api(admin, 'GET', '/blade-system/menu/list')).data as MenuNode[]);
      const keep = CLERK_GRANT.filter((code) => code !== 'param_add').map(
        (code) => menus.find((m) => m.code === code)!.id,
      );
      expect(
        (await api(admin, 'POST', '/blade-system/role/grant', { roleIds: [CLERK_ROLE_ID], menuIds: keep }))
          .success,
      ).toBe(true);
      // Opened from the menu, without a reload: the console offers the buttons it read at sign-in. The page
      // before (customers) brought its area's sidebar: 首页's holds 参数管理.
      await page.getByRole('menubar', { name: '顶部菜单' }).getByRole('menuitem', { name: '首页' }).click();
      await page.getByRole('navigation').getByText('参数管理').first().click();
      await page.waitForURL('**/system/param');
      await page.locator('tbody tr').filter({ hasText: 'account' }).first().waitFor();
      await settled();
      await clearJournal(ctx.server);
      await button('新增').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('参数名称').fill('越权参数');
      await dialog.getByLabel('参数键名').fill('perm.refused');
      await dialog.getByLabel('参数键值').fill('1');
      await dialog.getByRole('button', { name: '保存' }).click();
      await page.getByText('请求未授权').first().waitFor();
      const submits = await journal(ctx.server, '/blade-system/param/submit');
      expect(submits.map((e) => e.status)).toEqual([401, 401]);
      const refreshes = (await journal(ctx.server, '/blade-auth/oauth/token')).filter(
        (e) => e.query.grant_type === 'refresh_token',
      );
      expect(refreshes.map((e) => e.status)).toEqual([200]);
      await stillSignedIn();
      expect(new URL(page.url()).pathname).toBe('/system/param');
      expect(errors).toEqual([]);
    });

    it('nbxt api POST /blade-system/param/remove as clerk exits 1; whoami still succeeds afterwards', async () => {
      const configDir = mkdtempSync(join(tmpdir(), 'nbxt-perm-'));
      const env = { NBXT_CONFIG_DIR: configDir };
      try {
        const login = await runCli(
          [
            'login',
            '--server',
            ctx.server.url,
            '--tenant',
            '000000',
            '--account',
            CLERK.account,
            '--password-stdin',
          ],
          { input: `${CLERK.password}\n`, env },
        );
        expect(login.exitCode, login.stderr).toBe(0);
        const refused = await runCli(
          ['api', 'POST', '/blade-system/param/remove', '--query', 'ids=1123598819738675201'],
          { env },
        );
        expect(refused.exitCode).toBe(1);
        expect(refused.stderr.trim().split('\n')).toHaveLength(1);
        expect(refused.stderr).toContain('not permitted');
        const who = await runCli(['whoami', '--json'], { env });
        expect(who.exitCode, who.stderr).toBe(0);
        expect(JSON.parse(who.stdout)).toMatchObject({ account: CLERK.account, tenantId: '000000' });
      } finally {
        rmSync(configDir, { recursive: true, force: true });
      }
    });

    async function signInApi(account: string, password: string): Promise<string> {
      const md5 = (await import('node:crypto')).createHash('md5').update(password).digest('hex');
      const query = new URLSearchParams({
        tenantId: '000000',
        username: account,
        password: md5,
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      });
      const res = await fetch(`${ctx.server.url}/api/blade-auth/oauth/token?${query}`, {
        method: 'POST',
        headers: { Authorization: BASIC, 'Tenant-Id': '000000' },
      });
      return ((await res.json()) as { access_token: string }).access_token;
    }

    async function api(token: string, method: string, path: string, body?: unknown) {
      const res = await fetch(`${ctx.server.url}/api${path}`, {
        method,
        headers: {
          Authorization: BASIC,
          'Blade-Auth': `bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as { success: boolean; data: unknown };
    }
  },
);

interface MenuNode {
  code: string;
  id: string;
  children?: MenuNode[];
}

function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}
