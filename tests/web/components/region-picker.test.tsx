// @vitest-environment happy-dom
import type { RegionValue } from '@nbxt/core/form/region-picker.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RegionPicker } from '../../../web/src/kit/RegionPicker.tsx';
import { fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';

beforeAll(setupTexts);
afterEach(cleanup);

/** A small tree: children of each code, as the sandbox answers lazy-list. */
const tree: Record<string, { code: string; name: string }[]> = {
  '0': [
    { code: '110000', name: '北京市' },
    { code: '330000', name: '浙江省' },
  ],
  '330000': [
    { code: '330100', name: '杭州市' },
    { code: '330200', name: '宁波市' },
  ],
  '330100': [{ code: '330102', name: '上城区' }],
  '330200': [{ code: '330203', name: '海曙区' }],
  '330102': [{ code: '330102001', name: '清波街道' }],
  '330102001': [{ code: '330102001051', name: '清波门社区' }],
};

function gateway() {
  return fakeGateway({
    'GET /area/nbxtarea/lazy-list': (req: { url: URL }) =>
      tree[req.url.searchParams.get('parentId') ?? ''] ?? [],
  });
}

const changes: RegionValue[] = [];

function Controlled(props: { levels?: number; required?: boolean; start?: RegionValue; readOnly?: boolean }) {
  const [value, setValue] = useState<RegionValue | undefined>(props.start);
  return (
    <RegionPicker
      value={value}
      levels={props.levels}
      required={props.required}
      readOnly={props.readOnly}
      onChange={(v) => {
        changes.push(v);
        setValue(v);
      }}
    />
  );
}

async function choose(level: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: level }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const parentIds = (g: ReturnType<typeof gateway>) =>
  g.sent('GET /area/nbxtarea/lazy-list').map((r) => r.url.searchParams.get('parentId'));

describe('the region picker', () => {
  it('starts on province 330000 and loads each level lazily by the code above it, in the §3.2 shape', async () => {
    changes.length = 0;
    const g = gateway();
    renderWith(g, <Controlled levels={6} />);
    await waitFor(() => expect(changes.at(-1)?.province).toBe('330000'));
    expect(screen.getAllByRole('combobox')).toHaveLength(6);
    await waitFor(() => expect(parentIds(g)).toEqual(['0', '330000']));
    await choose('城市', '杭州市');
    await choose('地区', '上城区');
    await choose('街道', '清波街道');
    await choose('社区/村', '清波门社区');
    // The sixth level (natural village) asks under the village.
    await waitFor(() =>
      expect(parentIds(g)).toEqual(['0', '330000', '330100', '330102', '330102001', '330102001051']),
    );
    expect(changes.at(-1)).toEqual({
      province: '330000',
      city: '330100',
      district: '330102',
      street: '330102001',
      village: '330102001051',
      value: ['330000', '330100', '330102', '330102001', '330102001051'],
      label: ['浙江省', '杭州市', '上城区', '清波街道', '清波门社区'],
    });
  });

  it('clears the deeper levels when a level changes', async () => {
    changes.length = 0;
    renderWith(gateway(), <Controlled />);
    await waitFor(() => expect(changes).toHaveLength(1));
    await choose('城市', '杭州市');
    await choose('地区', '上城区');
    await choose('城市', '宁波市');
    expect(changes.at(-1)).toEqual({
      province: '330000',
      city: '330200',
      value: ['330000', '330200'],
      label: ['浙江省', '宁波市'],
    });
    expect((screen.getByRole('combobox', { name: '地区' }) as HTMLInputElement).value).toBe('');
  });

  it('shows as many levels as asked, 1 to 6, and 4 for anything else', async () => {
    for (const [levels, shown] of [
      [1, 1],
      [3, 3],
      [6, 6],
      [0, 4],
      [9, 4],
    ] as const) {
      const view = renderWith(gateway(), <Controlled levels={levels} />);
      expect(screen.getAllByRole('combobox')).toHaveLength(shown);
      view.unmount();
    }
  });

  it('asks for province, city and district once touched (请选择省份 / 请选择城市 / 请选择地区), not for the street', async () => {
    changes.length = 0;
    renderWith(gateway(), <Controlled required />);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(screen.queryByText('请选择城市')).toBeNull();
    await choose('城市', '杭州市');
    expect(await screen.findByText('请选择地区')).toBeTruthy();
    expect(screen.queryByText('请选择城市')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: '省份' }));
    await userEvent.click(await screen.findByRole('option', { name: '北京市', hidden: true }));
    expect(await screen.findByText('请选择城市')).toBeTruthy();
    expect(screen.queryByText('请选择省份')).toBeNull();
    expect(screen.queryByText('请选择街道')).toBeNull();
  });

  it('read-only: shows the names it is given, asks nothing and changes nothing', async () => {
    changes.length = 0;
    const g = gateway();
    renderWith(
      g,
      <Controlled
        readOnly
        start={{
          province: '330000',
          city: '330100',
          value: ['330000', '330100'],
          label: ['浙江省', '杭州市'],
        }}
      />,
    );
    expect((screen.getByRole('combobox', { name: '城市' }) as HTMLInputElement).value).toBe('杭州市');
    expect(g.requests).toHaveLength(0);
    expect(changes).toHaveLength(0);
  });

  it("idle (the designer's canvas): shows nothing of another picker's calls, neither its failure nor its provinces", async () => {
    // The phone's live form beside the canvas, signed out: its provinces call fails (区域无法加载 there).
    const failing = fakeGateway({ 'GET /area/nbxtarea/lazy-list': { error: '请求未授权' } });
    const idle: RegionValue[] = [];
    const canvas = () => <RegionPicker idle value={undefined} onChange={(v) => idle.push(v)} />;
    const view = renderWith(
      failing,
      <>
        {canvas()}
        <Controlled />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText(/区域无法加载/)).toHaveLength(1));
    // The phone closed: the canvas alone, the cache keeping the failed call.
    view.update(canvas());
    expect(screen.queryByText(/区域无法加载/)).toBeNull();
    // Signed in, the phone's call loads the provinces: the canvas takes no default province from them.
    const g = gateway();
    const loaded = renderWith(
      g,
      <>
        {canvas()}
        <Controlled />
      </>,
    );
    await waitFor(() => expect(changes.at(-1)?.province).toBe('330000'));
    loaded.update(canvas());
    expect(idle).toEqual([]);
    expect(parentIds(g)).toEqual(['0', '330000']);
  });
});
