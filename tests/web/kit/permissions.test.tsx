// @vitest-environment happy-dom
import { changeGrant, type Holder } from '@nbxt/core/resources/grants.ts';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import { operationsWithRole } from '@nbxt/core/resources/roles.ts';
import { standardButtonCode } from '@nbxt/core/session/button-codes.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ButtonPermissions } from '../../../web/src/kit/permissions.tsx';
import { ResourceList } from '../../../web/src/kit/ResourceList.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant, page } from './synthetic.ts';

const holder = (codes: readonly string[], roleAliases: readonly string[] = ['clerk']): Holder => ({
  signedIn: true,
  roleAliases,
  holds: (code) => codes.includes(code),
});

const rows = [{ id: '1900000000000000001', name: '居民1', amount: 100, grantTime: '', status: 'pending' }];
const gatewayFor = () =>
  fakeGateway({
    'GET /kit/grant/list': page(rows, 1),
    'GET /kit/grant/stat': { count: 1, total: '100' },
    'GET /kit/grant/monthly': [],
  });

/** The code of a button's grant, from core's one declaration. */
function codeOf(operation: string, hasId = false): string {
  const found = changeGrant(grant, operation, hasId);
  if (found?.kind !== 'button') throw new Error(`${operation} is not granted by a button`);
  return found.code;
}

/** Every button the list offers for the entry's calls: its text and the grant's code. */
const BUTTONS: { name: string; code: string; inRow?: boolean }[] = [
  { name: '新增', code: codeOf('submit') },
  { name: '删除', code: codeOf('remove') },
  ...operationsWithRole(grant, 'toolbar', 'rows', 'import').map(([name, op]) => ({
    name: op.text!.zh,
    code: codeOf(name),
  })),
];

beforeAll(setupTexts);
afterEach(cleanup);

/** The number of heads of a row's table: its cells line up with them. */
const headsOf = (row: HTMLElement) => row.closest('table')!.querySelectorAll('thead th').length;

async function renderList(h: Holder) {
  const gateway = gatewayFor();
  renderWith(
    gateway,
    <ButtonPermissions holder={h}>
      <ResourceList spec={grant} />
    </ButtonPermissions>,
  );
  await screen.findByText('居民1');
  return gateway;
}

describe('the list offers a call only with its grant (core grants.ts)', () => {
  it('without any grant: no add, delete, toolbar, rows, import, view, edit or row action', async () => {
    await renderList(holder([]));
    for (const { name } of BUTTONS) expect(screen.queryByRole('button', { name })).toBeNull();
    const row = screen.getByText('居民1').closest('tr')!;
    for (const name of ['查看', '编辑', '撤销', '更多'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it.each(BUTTONS)('with exactly $code: $name shows, the others do not', async ({ name, code }) => {
    await renderList(holder([code]));
    expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const other of BUTTONS.filter((b) => b.code !== code))
      expect(screen.queryByRole('button', { name: other.name })).toBeNull();
  });

  it('a row shows view, edit and its own action each with its own code', async () => {
    await renderList(holder([standardButtonCode(grant, 'view'), codeOf('submit', true), codeOf('revoke')]));
    const row = screen.getByText('居民1').closest('tr')!;
    expect(within(row).getByRole('button', { name: '查看' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: '编辑' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: '更多' }));
    expect(await screen.findByText('撤销')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('a list whose rows offer nothing has no 操作 column; one row action brings it', async () => {
    await renderList(holder([]));
    // The column holds its place until the rows' actions are known, then goes.
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull());
    const empty = screen.getByText('居民1').closest('tr')!;
    expect(empty.querySelectorAll('td')).toHaveLength(headsOf(empty));
    cleanup();
    await renderList(holder([standardButtonCode(grant, 'view')]));
    const row = screen.getByText('居民1').closest('tr')!;
    await within(row).findByRole('button', { name: '查看' });
    expect(screen.getByRole('columnheader', { name: '操作' })).toBeTruthy();
    expect(row.querySelectorAll('td')).toHaveLength(headsOf(row));
  });

  it("a tenant's administrator holds every button", async () => {
    await renderList(holder([], ['admin']));
    for (const { name } of BUTTONS) expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});

describe("a platform screen's own buttons go through the same rule", () => {
  it('the user screen offers 密码重置 and 角色配置 to administrators only, whatever buttons a role holds', async () => {
    const { default: UserScreen } = await import('../../../web/src/screens/UserScreen.tsx');
    const user = platformResource('user')!;
    expect(changeGrant(user, 'resetPassword')).toEqual({ kind: 'admin' });
    const routes = {
      'GET /blade-user/page': page([{ id: '1', account: 'hr', realName: '人事' }], 1),
      'GET /blade-system/dept/tree': [],
      'GET /blade-system/dept/lazy-tree': [],
      'GET /blade-system/tenant/list': page([], 0),
    };
    const every = ['user_add', 'user_delete', 'user_view', 'user_edit', 'user_resetPassword', 'user_grant'];
    for (const [h, shown] of [
      [holder(every), false],
      [holder([], ['administrator']), true],
    ] as const) {
      const view = renderWith(
        fakeGateway(routes, { signedIn: true }),
        <ButtonPermissions holder={h}>
          <UserScreen />
        </ButtonPermissions>,
      );
      await screen.findByText('人事');
      for (const name of ['密码重置', '角色配置'])
        expect({ name, shown: screen.queryByRole('button', { name }) !== null }).toEqual({ name, shown });
      view.unmount();
    }
  });
});
