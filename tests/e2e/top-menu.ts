import type { Page } from 'playwright-core';
import { areaOf } from '../../core/src/modules/business-areas.ts';
import { MODULES } from '../../core/src/modules/index.ts';

/**
 * Opens a module's menu screen as staff do (platform.md §2.4): the module's business area in the top menu,
 * then, in the area's sidebar, the module's group (opened when closed) and the screen's entry.
 */
export async function openFromTopMenu(page: Page, module: string, link: string): Promise<void> {
  const area = areaOf(module);
  const group = MODULES.find((m) => m.name === module)?.text.zh;
  if (!area || !group) throw new Error(`no business area holds ${module}`);
  await page
    .getByRole('menubar', { name: '顶部菜单' })
    .getByRole('menuitem', { name: area.text.zh, exact: true })
    .click();
  const sidebar = page.getByRole('navigation');
  // The area's sidebar has replaced the one shown before: its module's group is there.
  await sidebar.getByText(group, { exact: true }).first().waitFor();
  const entry = sidebar.getByRole('link', { name: link, exact: true }).first();
  if (!(await entry.isVisible())) await sidebar.getByText(group, { exact: true }).first().click();
  await entry.click();
}
