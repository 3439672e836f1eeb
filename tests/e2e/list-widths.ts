import type { Page } from 'playwright-core';
import { MODULES } from '../../core/src/modules/index.ts';
import { PLATFORM_MODULES } from '../../core/src/modules/platform/index.ts';
import { ROUTE_TABLE } from '../../core/src/nav/route-table.ts';
import { until } from './browser.ts';

/**
 * The lists at 1280 px: every list fits a common laptop's screen, none hidden under its actions. Checked in
 * the accessibility walk (tests/e2e/a11y.test.ts), which visits every declared list route once for both.
 */

/** A common office laptop's screen. */
export const VIEWPORT = { width: 1280, height: 800 };

/**
 * The declared screens inside the shell that may hold lists: every module's list and tree screens and its
 * custom ones (several draw the kit's lists), those opened by their address alone.
 */
export const LIST_ROUTES = ROUTE_TABLE.filter(
  (route) =>
    !route.public &&
    !route.path.includes(':') &&
    route.view.kind === 'module' &&
    ['list', 'tree', 'custom'].includes(route.view.screen.view),
).map((route) => route.path);

/** The list screens proper (the generic list of an entry): each must show a table. */
export const LIST_SCREENS = new Set(
  ROUTE_TABLE.filter(
    (route) => !route.public && route.view.kind === 'module' && route.view.screen.view === 'list',
  ).map((route) => route.path),
);

/** What a table of the page breaks, one line each (nothing when it keeps both rules). */
export interface Measured {
  tables: number;
  problems: string[];
}

/**
 * Measures every visible table of the page's main landmark, at the end of its sideways scroll (`scrolled`
 * false: where the page left it, the start):
 * - it needs no sideways scroll when its columns can fit: each data column in 4em (a header on two lines,
 *   a cut text) or its widest value shown whole (a time, a phone number: never cut), the first in 10em,
 *   beside the select box, the number and the actions column as drawn;
 * - a value shown whole (`data-whole`) is not cut;
 * - no header nor cell of a data column lies under the sticky actions column (scrolled to its end, a list
 *   too wide shows every column).
 */
export function measure(page: Page, scrolled = true): Promise<Measured> {
  return page.evaluate((scrolled) => {
    const problems: string[] = [];
    // The tables people read: not a chart's legend nor its data table for screen readers (visually hidden).
    const tables = [...document.querySelectorAll('main table')].filter(
      (t) =>
        t.checkVisibility() &&
        t.querySelector('thead') &&
        !t.closest('.mantine-VisuallyHidden-root, .u-legend'),
    );
    const em = (el: Element) => Number.parseFloat(getComputedStyle(el).fontSize);
    const padding = (el: Element) => {
      const style = getComputedStyle(el);
      return Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    };
    for (const [index, table] of tables.entries()) {
      const name = `table ${index + 1}`;
      // Its sideways scroller (the kit's lists), else the box it must fit in (a custom screen's table).
      let box = table.parentElement as HTMLElement;
      for (let up: HTMLElement | null = box; up && up.tagName !== 'MAIN'; up = up.parentElement)
        if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) {
          box = up;
          break;
        }
      const heads = [...table.querySelectorAll('thead tr:first-child > th')] as HTMLElement[];
      const sticky = heads.filter((th) => getComputedStyle(th).position === 'sticky');
      // The select box, the number and the actions keep the widths they are drawn with.
      const fixed = (th: HTMLElement) =>
        sticky.includes(th) || th.querySelector('input[type="checkbox"]') !== null || th.textContent === '#';
      const firstData = heads.find((th) => !fixed(th));
      const rows = [...table.querySelectorAll('tbody tr')].filter(
        (tr) => tr.children.length === heads.length,
      );
      let need = 0;
      for (const [col, th] of heads.entries()) {
        if (fixed(th)) {
          need += th.getBoundingClientRect().width;
          continue;
        }
        let whole = 0;
        for (const tr of rows) {
          const cell = tr.children[col] as HTMLElement;
          const text = cell.querySelector('[data-whole]') as HTMLElement | null;
          if (text) whole = Math.max(whole, text.scrollWidth + padding(cell));
        }
        need += Math.max(whole, (th === firstData ? 10 : 4) * em(th) + padding(th));
      }
      const start = box.scrollLeft;
      if (scrolled) box.scrollLeft = box.scrollWidth;
      const fits = box.scrollWidth <= box.clientWidth + 1;
      if (!fits && need <= box.clientWidth)
        problems.push(
          `${name}: ${box.scrollWidth} px wide in ${box.clientWidth} px, its columns need ${Math.ceil(need)} px`,
        );
      // A value shown whole (core's shownWhole: a dictionary's label, a time) is never cut in its cell.
      for (const whole of table.querySelectorAll('tbody [data-whole]'))
        for (const el of [whole, ...whole.querySelectorAll('*')])
          if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
            problems.push(
              `${name}: "${whole.textContent?.trim()}" cut to ${el.clientWidth} of ${el.scrollWidth} px`,
            );
      const cover = sticky[0]?.getBoundingClientRect();
      if (cover)
        for (const cells of [heads, ...rows.map((tr) => [...tr.children] as HTMLElement[])])
          for (const [col, cell] of cells.entries()) {
            const head = heads[col]!;
            if (sticky.includes(head)) continue;
            // The cell and what it holds (a value that would overflow it).
            const right = Math.max(...[cell, ...cell.children].map((el) => el.getBoundingClientRect().right));
            if (right > cover.left + 1)
              problems.push(
                `${name}: "${head.textContent?.trim()}" ${cell.tagName} ends at ${Math.round(right)}, under the actions from ${Math.round(cover.left)}`,
              );
          }
      box.scrollLeft = start;
    }
    return { tables: tables.length, problems: [...new Set(problems)] };
  }, scrolled);
}

/**
 * What the list screen shown at `path` breaks, one line each: its tables measured (at the end of their
 * sideways scroll), and a list screen proper with no table.
 */
export async function listProblems(page: Page, path: string): Promise<string[]> {
  const { tables, problems } = await measure(page);
  return [
    ...(LIST_SCREENS.has(path) && tables === 0 ? [`${path}: no table shown`] : []),
    ...problems.map((p) => `${path} ${p}`),
  ];
}

/**
 * What a list screen shown at `path` lacks once settled: its rows or its empty state (a visible row, no
 * loader), and no alert of its own (a failed read). One line each.
 */
export async function listShown(page: Page, path: string): Promise<string[]> {
  // Pages of other tabs stay mounted but hidden: only the visible one counts.
  const shown = async () =>
    (await page.getByText('加载中').locator('visible=true').count()) === 0 &&
    (await page.locator('tbody tr').locator('visible=true').count()) > 0;
  const problems: string[] = [];
  if (
    !(await until(shown).then(
      () => true,
      () => false,
    ))
  )
    problems.push(`${path}: no rows nor empty state`);
  // The screen's own alerts; a notice of an earlier action may still be fading out.
  const alerts = page.locator('main').getByRole('alert');
  if (
    !(await until(async () => (await alerts.count()) === 0).then(
      () => true,
      () => false,
    ))
  )
    problems.push(`${path}: ${await alerts.first().innerText()}`);
  return problems;
}

/** Each declared screen's zh name, by its path: what its heading says. */
const SCREEN_NAMES = new Map(
  [...PLATFORM_MODULES, ...MODULES].flatMap((m) => m.screens.map((s) => [s.path, s.text.zh] as const)),
);

/** Whether the screen shown at `path` has the heading its declaration names (one line when not). */
export async function headed(page: Page, path: string): Promise<string[]> {
  const name = SCREEN_NAMES.get(path);
  if (!name) return [`${path}: no declared screen`];
  // In sight: the page of the tab left (hidden) may have a heading of that name too.
  const heading = page.getByRole('heading', { name }).locator('visible=true').first();
  return heading.waitFor({ timeout: 10_000 }).then(
    () => [],
    () => [`${path}: no heading ${name}`],
  );
}

/** The paths of the signed-in user's menu, as the server sends it (GET /blade-system/menu/routes). */
export async function menuPaths(page: Page): Promise<string[]> {
  const menu = (await page.evaluate(async () => {
    const response = await fetch('/api/blade-system/menu/routes', {
      headers: {
        Authorization: `Basic ${btoa('saber:saber_secret')}`,
        'Blade-Auth': `bearer ${localStorage.getItem('nbxt-access-token')}`,
      },
    });
    return (await response.json()).data;
  })) as { path?: string; children?: unknown[] }[];
  const paths: string[] = [];
  const visit = (items: { path?: string; children?: unknown[] }[]) => {
    for (const item of items) {
      if (item.path) paths.push(item.path);
      visit((item.children ?? []) as { path?: string; children?: unknown[] }[]);
    }
  };
  visit(menu);
  return paths;
}
