import type { Holder } from '@nbxt/core/resources/grants.ts';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Recorded } from '../../core/fake-gateway.ts';

/** What the platform screens' component tests do on a list and read from what was sent. */

/** A clerk holding no button and no administrator's role. */
export const NOBODY: Holder = { signedIn: true, roleAliases: ['clerk'], holds: () => false };
/** An administrator: every grant. */
export const ADMIN: Holder = { signedIn: true, roleAliases: ['administrator'], holds: () => true };

/** A request's query as an object. */
export const query = (r: Recorded | undefined) => Object.fromEntries(r?.url.searchParams ?? []);

/** Press the open confirmation's 确定. */
export const confirm = async () => userEvent.click(await screen.findByRole('button', { name: '确定' }));

/** A row's action: its button, else the item of its 更多 menu. */
export async function rowAction(rowText: string, label: string) {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  const inline = within(row).queryByRole('button', { name: label });
  if (inline) return userEvent.click(inline);
  await userEvent.click(within(row).getByRole('button', { name: '更多' }));
  const item = (await screen.findAllByText(label)).find((e) => e.closest('[role="menuitem"]'));
  await userEvent.click(item!.closest('[role="menuitem"]')!);
}

/** Whether a row offers an action: its button, or an item of its 更多 menu (closed again after). */
export async function offered(rowText: string, label: string): Promise<boolean> {
  const row = (await screen.findByText(rowText)).closest('tr')!;
  if (within(row).queryByRole('button', { name: label })) return true;
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return false;
  await userEvent.click(more);
  const found = screen.queryAllByText(label).some((e) => e.closest('[role="menuitem"]'));
  await userEvent.keyboard('{Escape}');
  return found;
}
