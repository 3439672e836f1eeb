// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderForm, setupDom } from './setup.tsx';

beforeAll(setupDom);
afterEach(cleanup);

/** Children of each code, as the sandbox answers area/nbxtarea/lazy-list. */
const tree: Record<string, { code: string; name: string }[]> = {
  '0': [
    { code: '110000', name: '北京市' },
    { code: '330000', name: '浙江省' },
  ],
  '330000': [{ code: '330100', name: '杭州市' }],
  '330100': [{ code: '330102', name: '上城区' }],
  '330102': [{ code: '330102001', name: '清波街道' }],
};
const routes = {
  'GET /area/nbxtarea/lazy-list': (req: { url: URL }) =>
    tree[req.url.searchParams.get('parentId') ?? ''] ?? [],
};

async function choose(box: HTMLElement, level: string, option: string) {
  await userEvent.click(within(box).getByRole('combobox', { name: level }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('region, area and address: the household region picker in the renderer', () => {
  it("shows the field's levels and reports the §3.2 region value", async () => {
    const form = renderForm(
      { column: [{ type: 'area', prop: 'home', label: '住址', level: 3 }] },
      {},
      { routes },
    );
    const box = await screen.findByRole('group', { name: '住址' });
    await waitFor(() => expect(within(box).getAllByRole('combobox')).toHaveLength(3), { timeout: 20_000 });
    await waitFor(() => expect((form.last()?.home as { province?: string })?.province).toBe('330000'));
    await choose(box, '城市', '杭州市');
    await choose(box, '地区', '上城区');
    expect(form.last()?.home).toEqual({
      province: '330000',
      city: '330100',
      district: '330102',
      value: ['330000', '330100', '330102'],
      label: ['浙江省', '杭州市', '上城区'],
    });
  });

  it("a required region: submitting without it shows the picker's messages and submits nothing", async () => {
    const form = renderForm(
      { column: [{ type: 'region', prop: 'where', label: '区域', required: true, level: 4 }] },
      {},
      { routes },
    );
    const box = await screen.findByRole('group', { name: '区域' });
    await waitFor(() => expect(within(box).getAllByRole('combobox')).toHaveLength(4), { timeout: 20_000 });
    await waitFor(() => expect((form.last()?.where as { province?: string })?.province).toBe('330000'));
    expect(screen.queryByText('请选择城市')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    // Each level's own message, once: the field adds none of its own.
    await waitFor(() => expect(screen.getAllByText('请选择城市')).toHaveLength(1));
    expect(screen.getAllByText('请选择地区')).toHaveLength(1);
    expect(screen.queryByText('请选择街道')).toBeNull();
    expect(form.submitted).toEqual([]);
  });

  it('an empty required region says 请选择省份 once, not also 请输入 its label', async () => {
    const form = renderForm(
      { column: [{ type: 'region', prop: 'where', label: '行政区划', required: true, level: 4 }] },
      {},
      { routes: { 'GET /area/nbxtarea/lazy-list': () => [] } },
    );
    const box = await screen.findByRole('group', { name: '行政区划' });
    await waitFor(() => expect(within(box).getAllByRole('combobox')).toHaveLength(4), { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getAllByText('请选择省份')).toHaveLength(1));
    expect(screen.queryByText('请输入行政区划')).toBeNull();
    expect(screen.queryByText('行政区划必须填写')).toBeNull();
    expect(form.submitted).toEqual([]);
  });

  it('disabled and read-only fields lock every level', async () => {
    renderForm(
      { column: [{ type: 'address', prop: 'a', label: '地址', level: 4, disabled: true }] },
      { a: { province: '330000', value: ['330000'], label: ['浙江省'] } },
      { routes },
    );
    const box = await screen.findByRole('group', { name: '地址' });
    await waitFor(() => expect(within(box).getAllByRole('combobox')).toHaveLength(4), { timeout: 20_000 });
    for (const select of within(box).getAllByRole('combobox'))
      expect((select as HTMLInputElement).disabled).toBe(true);
  });
});
