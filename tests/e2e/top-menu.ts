import type { Page } from 'playwright-core';
import { areaOf } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';
import { clickSidebarEntry } from './browser.ts';

/**
 * Opens a module's menu screen as staff do (platform.md §2.4): the module's business area in the top menu,
 * then, in the area's sidebar, the module's group (opened when closed) and the screen's entry.
 */
export async function openFromTopMenu(page: Page, module: string, link: string): Promise<void> {
  const area = areaOf(module);
  const group = MODULES.find((m) => m.name === module)?.text.zh;
  if (!area || !group) throw new Error(`no business area holds ${module}`);
  await clickTopMenu(page, area.text.zh);
  const sidebar = page.getByRole('navigation');
  // The area's sidebar has replaced the one shown before: its module's group is there.
  await sidebar.getByText(group, { exact: true }).first().waitFor();
  await clickSidebarEntry(page, group, link);
}

/** The header's texts in a language: the menu bar's name and its 更多 menu's. */
const HEADER = {
  zh: { bar: '顶部菜单', more: '更多' },
  en: { bar: 'Top menu', more: 'More' },
} as const;

/**
 * Clicks a top menu by its name, in the bar or, when it did not fit the header's width, under the bar's
 * 更多 menu (TopMenuBar).
 */
export async function clickTopMenu(page: Page, name: string, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  const bar = page.getByRole('menubar', { name: HEADER[lang].bar });
  const direct = bar.getByRole('menuitem', { name, exact: true });
  const more = bar.getByRole('menuitem', { name: HEADER[lang].more, exact: true });
  await direct.or(more).first().waitFor();
  if (await direct.isVisible()) return direct.click();
  await more.click();
  await page
    .getByRole('menu', { name: HEADER[lang].more })
    .getByRole('menuitem', { name, exact: true })
    .click();
}

/** Every top menu the header offers, in order: those in the bar, then those under its 更多 menu. */
export async function topMenuNames(page: Page, lang: 'zh' | 'en' = 'zh'): Promise<string[]> {
  const bar = page.getByRole('menubar', { name: HEADER[lang].bar });
  const shown = (await bar.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  if (!shown.includes(HEADER[lang].more)) return shown;
  await bar.getByRole('menuitem', { name: HEADER[lang].more, exact: true }).click();
  const menu = page.getByRole('menu', { name: HEADER[lang].more });
  await menu.waitFor();
  const moved = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return [...shown.filter((name) => name !== HEADER[lang].more), ...moved];
}
