import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConsoleSession,
  chromiumAvailable,
  reviewShot,
  SCREENSHOTS,
  screenshot,
  startSignedIn,
  until,
} from './browser.ts';

const run = chromiumAvailable('the route table end-to-end');

// What a route renders when nothing declares it (ErrorPage 404), never on a declared route.
const NOT_FOUND = '抱歉，你访问的页面不存在';

describe.runIf(run)('module routes, the public pages and the test page, in headless Chromium', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  /** The first job of the seeded tenant, read as the console reads it (the stored token). */
  const firstJob = () =>
    page.evaluate(async () => {
      const raw = localStorage.getItem('nbxt-access-token') ?? '';
      let token = raw;
      try {
        const stored = JSON.parse(raw);
        token = typeof stored === 'string' ? stored : (stored?.content ?? raw);
      } catch {}
      const response = await fetch('/api/job/nbxtjob/list?current=1&size=10', {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'Blade-Auth': `bearer ${token}` },
      });
      const body = await response.json();
      return body.data.records[0] as { id: string; jobName: string };
    });

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('opens a module list by its address, in the shell, with its tab', async () => {
    await page.goto(`${ctx.server.url}/job/nbxtjob`);
    const list = page.getByRole('region', { name: '定时任务' });
    // The seeded jobs, read with the list call the module declares (POST, arguments in the query).
    await list.getByRole('cell', { name: '户主信息导入', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/job/nbxtjob');
    await expect.poll(() => page.getByText(NOT_FOUND).count()).toBe(0);
    await page.getByTestId('tab-bar').getByRole('link', { name: '定时任务' }).waitFor();
    await expect.poll(() => page.title()).toBe('定时任务');
    await screenshot(page, 'routes-module-list');
  });

  it('opens a detail route no menu lists by its address, showing the record', async () => {
    const job = await firstJob();
    await page.goto(`${ctx.server.url}/job/nbxtjobDetail?id=${job.id}`);
    const detail = page.getByRole('region', { name: '任务详情' });
    await detail.waitFor();
    await until(
      async () => (await detail.locator('[data-field="jobName"]').innerText()) === job.jobName,
    ).catch(async (error) => {
      await page.screenshot({ path: `${SCREENSHOTS}/routes-module-detail-failed.png` });
      throw new Error(`${page.url()} ${error} / job ${JSON.stringify(job)} / ${await detail.innerText()}`);
    });
    expect(new URL(page.url()).pathname).toBe('/job/nbxtjobDetail');
    await expect.poll(() => page.getByText(NOT_FOUND).count()).toBe(0);
    await screenshot(page, 'routes-module-detail');
  });

  it('opens /test/index inside the shell: the user, the tenant and a ping of the server', async () => {
    await page.goto(`${ctx.server.url}/test/index`);
    const test = page.getByRole('region', { name: '测试页' });
    await test.waitFor();
    await test.locator('[data-ping="ok"]').waitFor();
    await expect.poll(() => test.getByText('000000').count()).toBeGreaterThan(0);
    await page.getByTestId('tab-bar').getByRole('link', { name: '测试页' }).waitFor();
    await screenshot(page, 'routes-test-page');
  });

  it('sends a truly unknown address to /login, which sends a signed-in user home', async () => {
    await page.goto(`${ctx.server.url}/contractLibrary/noSuchPage`);
    await page.waitForURL('**/home');
  });

  it('opens /about and /contacts signed out, with a way to sign in', async () => {
    const guest = await ctx.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    guest.on('pageerror', (error) => errors.push(error.message));
    await guest.goto(`${ctx.server.url}/about`);
    await guest.getByRole('heading', { name: '关于本系统' }).waitFor();
    expect(new URL(guest.url()).pathname).toBe('/about');
    await expect.poll(() => guest.title()).toBe('关于');
    await reviewShot(guest, { path: `${SCREENSHOTS}/routes-about.png`, animations: 'disabled' });
    await guest.getByRole('link', { name: '通讯录' }).click();
    await guest.getByRole('heading', { name: '联系我们' }).waitFor();
    await guest.getByText('服务热线').waitFor();
    expect(new URL(guest.url()).pathname).toBe('/contacts');
    await reviewShot(guest, { path: `${SCREENSHOTS}/routes-contacts.png`, animations: 'disabled' });
    await guest.getByRole('link', { name: '前往登录' }).click();
    await guest.waitForURL('**/login');
    // Inside the shell, signed out: sign in first.
    await guest.goto(`${ctx.server.url}/test/index`);
    await guest.waitForURL('**/login');
    await guest.close();
    expect(errors).toEqual([]);
  });
});
