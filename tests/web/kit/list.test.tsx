// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResourceList } from '../../../web/src/kit/ResourceList.tsx';
import { fail, fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant, page } from './synthetic.ts';

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: `19000000000000000${i}`,
  name: `居民${i}`,
  amount: 100 + i,
  grantTime: '2026-01-05 10:00:00',
  status: 'pending',
}));

const base = {
  'GET /kit/grant/list': (req: { url: URL }) =>
    req.url.searchParams.get('current') === '2'
      ? page([{ ...rows[0], id: '1900000000000000099', name: '第二页居民' }], 11, 2)
      : page(rows, 11),
  'GET /kit/grant/stat': { count: 11, total: '12345.5' },
  'GET /kit/grant/monthly': [{ grantTime: '2026-01', total: 1200 }],
};

beforeAll(setupTexts);
afterEach(cleanup);

describe('the generic list with the entry operations', () => {
  it('renders the rows and moves to another page', async () => {
    const gateway = fakeGateway(base);
    renderWith(gateway, <ResourceList spec={grant} />);
    expect(await screen.findByText('居民3')).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(await screen.findByText('第二页居民')).toBeTruthy();
    const second = gateway.sent('GET /kit/grant/list').at(-1)!;
    expect(second.url.searchParams.get('current')).toBe('2');
    expect(second.url.searchParams.get('size')).toBe('10');
  });

  it('asks for the page size the screen fixes (size 99 lists) and sends no size filter besides', async () => {
    const gateway = fakeGateway(base);
    renderWith(gateway, <ResourceList spec={grant} options={{ pageSize: 99 }} />);
    expect(await screen.findByText('居民3')).toBeTruthy();
    const [first] = gateway.sent('GET /kit/grant/list');
    expect(first!.url.searchParams.getAll('size')).toEqual(['99']);
    expect(first!.url.searchParams.get('current')).toBe('1');
  });

  it('asks before a toolbar action, then sends it where the registry says and shows 操作成功', async () => {
    const gateway = fakeGateway({ ...base, 'POST /kit/grant/settle': true });
    renderWith(gateway, <ResourceList spec={grant} />);
    await screen.findByText('居民3');
    await userEvent.click(screen.getByRole('button', { name: '全部结算' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定全部结算?')).toBeTruthy();
    expect(gateway.sent('POST /kit/grant/settle')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const [sent] = gateway.sent('POST /kit/grant/settle');
    expect(sent!.url.search).toBe('');
    expect(sent!.body).toBeUndefined();
    // The entry's queries reload: the list is asked for again.
    await waitFor(() => expect(gateway.sent('GET /kit/grant/list').length).toBeGreaterThan(1));
  });

  it('warns 请选择至少一条数据 for a rows action with nothing selected, and sends the selected ids', async () => {
    const gateway = fakeGateway({ ...base, 'POST /kit/grant/approve': true });
    renderWith(gateway, <ResourceList spec={grant} />);
    await screen.findByText('居民3');
    await userEvent.click(screen.getByRole('button', { name: '批量审核' }));
    expect(await screen.findByText('请选择至少一条数据')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Each row's box is named by the record's name, not its id.
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 居民1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 居民2' }));
    await userEvent.click(screen.getByRole('button', { name: '批量审核' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await screen.findByText('操作成功');
    const [sent] = gateway.sent('POST /kit/grant/approve');
    expect(sent!.url.searchParams.get('ids')).toBe(`${rows[1]!.id},${rows[2]!.id}`);
  });

  it("offers row operations in the row's menu with the id in the path; a failure shows the server's msg", async () => {
    const gateway = fakeGateway({
      ...base,
      [`POST /kit/grant/revoke/${rows[4]!.id}`]: fail('该补贴已发放,不能撤销'),
    });
    renderWith(gateway, <ResourceList spec={grant} />);
    await screen.findByText('居民4');
    const row = screen.getByText('居民4').closest('tr')!;
    await userEvent.click(await within(row).findByRole('button', { name: '更多' }));
    // The menu's dropdown is mid-transition in happy-dom (not yet "visible" to role queries).
    await userEvent.click((await screen.findByText('撤销')).closest('button')!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该补贴已发放,不能撤销')).toBeTruthy();
    expect(screen.queryByText('操作成功')).toBeNull();
    expect(gateway.sent(`POST /kit/grant/revoke/${rows[4]!.id}`)).toHaveLength(1);
  });

  it('closes the confirmation with Escape without sending anything', async () => {
    const gateway = fakeGateway({ ...base, 'POST /kit/grant/settle': true });
    renderWith(gateway, <ResourceList spec={grant} />);
    await screen.findByText('居民3');
    await userEvent.click(screen.getByRole('button', { name: '全部结算' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.sent('POST /kit/grant/settle')).toHaveLength(0);
  });
});
