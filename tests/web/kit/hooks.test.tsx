// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAction, useList, useOperation } from '../../../web/src/kit/hooks.ts';
import { fail, fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { grant, page } from './synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

describe('data hooks', () => {
  it('useList reads a page with paging and filters in the query', async () => {
    const gateway = fakeGateway({ 'GET /kit/grant/list': page([{ id: '1', name: '甲' }], 31, 2) });
    let result: ReturnType<typeof useList> | undefined;
    function Probe() {
      result = useList(grant, { current: 2, size: 10, filters: { name_equal: '甲' } });
      return null;
    }
    renderWith(gateway, <Probe />);
    await waitFor(() => expect(result?.data?.total).toBe(31));
    const sent = gateway.sent('GET /kit/grant/list')[0]!.url.searchParams;
    expect([sent.get('current'), sent.get('size'), sent.get('name_equal')]).toEqual(['2', '10', '甲']);
  });

  it('useOperation keys a safe call by its arguments: new arguments, a new call', async () => {
    const gateway = fakeGateway({
      'GET /kit/grant/stat': (req: { url: URL }) => ({
        count: req.url.searchParams.get('name') === '乙' ? 2 : 1,
      }),
    });
    let filters = { name: '甲' };
    const useStat = () => useOperation(grant, 'stat', filters);
    let result: ReturnType<typeof useStat> | undefined;
    function Probe() {
      result = useStat();
      return null;
    }
    const view = renderWith(gateway, <Probe />);
    await waitFor(() => expect(result?.data?.count).toBe(1));
    filters = { name: '乙' };
    view.update(<Probe />);
    await waitFor(() => expect(result?.data?.count).toBe(2));
    expect(gateway.sent('GET /kit/grant/stat').map((r) => r.url.searchParams.get('name'))).toEqual([
      '甲',
      '乙',
    ]);
  });

  it('useAction removes with 删除成功 and reloads the entry; a failure keeps the server msg', async () => {
    let answer: unknown = fail('记录被引用,不能删除');
    const gateway = fakeGateway({
      'GET /kit/grant/list': page([{ id: '1', name: '甲' }]),
      'POST /kit/grant/remove': () => answer,
    });
    let action: ReturnType<typeof useAction> | undefined;
    function Probe() {
      useList(grant, { current: 1, size: 10 });
      action = useAction(grant, 'remove');
      return <p>{action.failure ?? 'none'}</p>;
    }
    renderWith(gateway, <Probe />);
    await waitFor(() => expect(gateway.sent('GET /kit/grant/list')).toHaveLength(1));
    await act(async () => {
      await action!.runAsync({ ids: ['1', '2'] }).catch(() => undefined);
    });
    expect(await screen.findAllByText('记录被引用,不能删除')).toHaveLength(2);
    answer = true;
    await act(async () => {
      await action!.runAsync({ ids: ['1', '2'] });
    });
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(gateway.sent('POST /kit/grant/remove').at(-1)!.url.searchParams.get('ids')).toBe('1,2');
    await waitFor(() => expect(gateway.sent('GET /kit/grant/list')).toHaveLength(2));
    expect(screen.getByText('none')).toBeTruthy();
  });
});
