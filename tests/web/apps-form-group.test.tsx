// @vitest-environment happy-dom
import { FORM_MODULES } from '@nbxt/core/modules/form-modules.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ButtonPermissions } from '../../web/src/kit/permissions.tsx';
import { ApplicationFormsScreen } from '../../web/src/screens/apps/FormsScreen.tsx';
import type { Recorded } from '../core/fake-gateway.ts';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';
import { ADMIN, query } from './platform/screen-actions.ts';

beforeAll(setupTexts);
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());
afterEach(cleanup);

const module = FORM_MODULES.find((m) => m.screens.some((s) => s.resource === 'application-form'))!;
const formsScreen = module.screens.find((s) => s.resource === 'application-form')!;

const APPS = [
  { id: 'a1', applyName: '社区登记' },
  { id: 'a2', applyName: '民情走访' },
];
// The same names in both applications (the seeds' groups repeat by name across applications).
const GROUPS = [
  { id: 'g11', applyId: 'a1', groupName: '基础信息' },
  { id: 'g12', applyId: 'a1', groupName: '入户登记' },
  { id: 'g21', applyId: 'a2', groupName: '基础信息' },
  { id: 'g22', applyId: 'a2', groupName: '入户登记' },
];
const GROUP_LIST = 'GET /app/nbxtapplicationformgroup/list';

/** The gateway as the sandbox answers: groups filtered by `applyId_equal` (BladeX's exact match). */
function answer(req: Recorded): unknown {
  const path = req.url.pathname;
  if (path.endsWith('/nbxtapplicationformgroup/list')) {
    const applyId = req.url.searchParams.get('applyId_equal');
    return page(GROUPS.filter((g) => applyId === null || g.applyId === applyId));
  }
  if (/\/nbxtapplication\/(page|list)$/.test(path)) return page(APPS);
  if (req.method === 'POST') return true;
  return /(tree|select)$/i.test(path) ? [] : page([]);
}

/** The list of options a combobox opened (other pickers of the page keep their own). */
async function listOf(combobox: HTMLElement) {
  await waitFor(() =>
    expect(document.getElementById(combobox.getAttribute('aria-controls') ?? '')).toBeTruthy(),
  );
  return within(document.getElementById(combobox.getAttribute('aria-controls')!)!);
}

const options = async (combobox: HTMLElement) =>
  (await (await listOf(combobox)).findAllByRole('option', { hidden: true })).map((o) => o.textContent);

async function pick(combobox: HTMLElement, name: string) {
  await userEvent.click(combobox);
  await userEvent.click(await (await listOf(combobox)).findByRole('option', { name, hidden: true }));
}

/**
 * forms-and-survey.md §7 (application forms; app/nbxtapplicationformgroup: standard CRUD): a form's group
 * is one of its application's groups. The picker of the new-form dialog asks the groups of the application
 * chosen (GET list with applyId_equal), again when another is chosen, and clears the group picked before.
 */
describe('an application form’s group picker lists its application’s groups only', () => {
  it('asks by the application chosen, offers no other application’s groups, clears on a change', async () => {
    const gateway = fakeGateway({}, { signedIn: true, otherwise: answer });
    renderWith(
      gateway,
      <ButtonPermissions holder={ADMIN}>
        <ApplicationFormsScreen module={module.name} screen={formsScreen} title="表单" params={{}} />
      </ButtonPermissions>,
    );
    const add = await screen.findByRole('button', { name: '新增' });
    // The dialog's form loads on demand: opened inside an awaited act, it settles there.
    await act(() => userEvent.click(add));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    const group = within(dialog).getByRole('combobox', { name: /表单分组/ });
    // No application yet: no group offered, none asked.
    expect(group.hasAttribute('disabled')).toBe(true);
    expect(gateway.sent(GROUP_LIST)).toEqual([]);

    await pick(within(dialog).getByRole('combobox', { name: /所属应用/ }), '社区登记');
    await waitFor(() => expect(group.hasAttribute('disabled')).toBe(false));
    await userEvent.click(group);
    expect(await options(group)).toEqual(['基础信息', '入户登记']);
    expect(query(gateway.sent(GROUP_LIST).at(-1))).toMatchObject({ applyId_equal: 'a1' });
    await userEvent.click(
      await (await listOf(group)).findByRole('option', { name: '入户登记', hidden: true }),
    );
    await waitFor(() => expect((group as HTMLInputElement).value).toBe('入户登记'));

    // Another application: its groups asked, the group picked for the first one cleared.
    await pick(within(dialog).getByRole('combobox', { name: /所属应用/ }), '民情走访');
    await waitFor(() => expect((group as HTMLInputElement).value).toBe(''));
    await waitFor(() =>
      expect(query(gateway.sent(GROUP_LIST).at(-1))).toMatchObject({ applyId_equal: 'a2' }),
    );
    await userEvent.click(group);
    expect(await options(group)).toEqual(['基础信息', '入户登记']);
    await userEvent.keyboard('{Escape}');
    // Saved without a group picked again: the first application's group is not sent with the second.
    await userEvent.type(within(dialog).getByRole('textbox', { name: /表单名称/ }), '走访记录');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(gateway.sent('POST /app/nbxtapplicationform/submit')).toHaveLength(1));
    const [sent] = gateway.sent('POST /app/nbxtapplicationform/submit');
    const body = JSON.parse(String(sent!.body)) as Record<string, unknown>;
    expect(body.formName).toBe('走访记录');
    expect(body.groupId ?? '').toBe('');
    // The form in the body, its application beside it (formOperations: applyId in the query).
    expect(query(sent)).toMatchObject({ applyId: 'a2' });
    // Never every application's groups: each list asked names the application chosen.
    expect(gateway.sent(GROUP_LIST).map((r) => query(r).applyId_equal)).toEqual(['a1', 'a2']);
  });
});
