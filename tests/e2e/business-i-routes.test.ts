import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../core/src/modules/index.ts';
import type { ScreenSpec } from '../../core/src/modules/types.ts';
import { getResource } from '../../core/src/resources/registry.ts';
import {
  type ConsoleSession,
  chromiumAvailable,
  closeTabs,
  openInShell,
  reviewShot,
  startSignedIn,
  until,
} from './browser.ts';
import { openFromTopMenu } from './top-menu.ts';

const run = chromiumAvailable('the routes of business modules I end-to-end');
const SHOTS = '/tmp/biz2-shots';

/** Issue #14's modules: the contract library, CRM and the task system, as the sidebar groups them. */
const MODULES_I = MODULES.filter((m) => ['contract', 'crm', 'task'].includes(m.name));
const screensOf = (menu: boolean) =>
  MODULES_I.flatMap((m) => m.screens.filter((s) => Boolean(s.menu) === menu).map((s) => [m, s] as const));

describe.runIf(run)('every contract, CRM and task route as the administrator (Chromium)', () => {
  let ctx: ConsoleSession;
  let page: Page;
  const errors: string[] = [];

  /** A seeded record of an entry (its id for a detail or edit address). */
  const seeded = async (entry: string) =>
    (
      (await (await fetch(`${ctx.server.url}/__sandbox/records?entry=${entry}`)).json()) as { id: string }[]
    )[0]!.id;

  /** The screen is shown whole: its heading, nothing loading, no error, no record shown by its raw id. */
  const shows = async (screen: ScreenSpec, shot: string) => {
    const main = page.locator('main');
    await main.getByRole('heading', { name: screen.text.zh, exact: true }).first().waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    await until(
      async () => (await main.locator('[aria-busy="true"]').locator('visible=true').count()) === 0,
    ).catch(async (error) => {
      const busy = await main
        .locator('[aria-busy="true"]')
        .evaluateAll((es) => es.map((e) => e.outerHTML.slice(0, 200)));
      throw new Error(`${screen.path} ${page.url()}: ${error} ${busy.join(' | ')}`);
    });
    await expect
      .poll(() => main.getByRole('alert').locator('visible=true').count(), { message: screen.path })
      .toBe(0);
    const text = await main.innerText();
    expect(text.match(/.{0,80}\b\d{16,19}\b.{0,30}/s)?.[0], screen.path).toBeUndefined();
    await reviewShot(page, { path: `${SHOTS}/${shot}.png`, animations: 'disabled' });
  };

  beforeAll(async () => {
    ({ ctx, page } = await startSignedIn(errors, { shots: SHOTS }));
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('opens every menu screen from its business area’s top menu and sidebar', async () => {
    const sidebar = page.getByRole('navigation');
    await sidebar.getByRole('link', { name: '通知公告' }).waitFor();
    await page.locator('[data-pass="first"]').first().waitFor({ state: 'detached' });
    for (const [m, screen] of screensOf(true)) {
      // Each screen is drawn alone (the screens opened before it closed with their tabs).
      await closeTabs(page);
      await openFromTopMenu(page, m.name, screen.text.zh);
      await page.waitForURL(`**${screen.path}`);
      await shows(screen, `sidebar${screen.path.replaceAll('/', '-')}`);
    }
  }, 240_000);

  it('opens the routes no menu lists by their addresses, with a seeded record where they name one', async () => {
    const contract = await seeded('contract-info');
    let first = true;
    for (const [, screen] of screensOf(false)) {
      const named = screen.view === 'detail' || (screen.view === 'form' && screen.text.en.startsWith('Edit'));
      const address = screen.path.includes(':contractId')
        ? screen.path.replace(':contractId', contract)
        : named
          ? `${screen.path}?id=${await seeded(screen.resource!)}`
          : screen.path;
      // The first by a page load, the next ones as the console's links do (the router reads the same address).
      if (first) await page.goto(`${ctx.server.url}${address}`);
      else await openInShell(page, address);
      first = false;
      // A detail shows the lists that name its record (a task role, which has no detail call, its users).
      for (const link of screen.related ?? [])
        await page
          .locator('main')
          .getByRole('region', { name: getResource(String(link.resource))!.text.zh, exact: true })
          .locator('visible=true')
          .first()
          .waitFor();
      await shows(screen, `address${screen.path.split('/:')[0]!.replaceAll('/', '-')}`);
    }
  }, 240_000);

  it('opens a menu screen by its address too', async () => {
    const [, screen] = screensOf(true).find(([, s]) => s.path === '/taskSystem/taskRoleProject')!;
    await page.goto(`${ctx.server.url}${screen.path}`);
    await shows(screen, 'address-taskSystem-taskRoleProject');
    expect(errors).toEqual([]);
  });
});
