// @vitest-environment happy-dom
import type { HousingEntry } from '@nbxt/core/household/housing.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HousingEditor } from '../../../web/src/screens/household/HousingEditor.tsx';
import { fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';

beforeAll(setupTexts);
afterEach(cleanup);

const item = (dictKey: string, dictValue: string) => ({ dictKey, dictValue });
const dictionaries = {
  trim: [item('1', '毛坯'), item('4', '精装修')],
  housingCharacter: [item('1', '自有住房'), item('2', '租赁住房')],
  electricAppNum: [item('0', '无'), item('2', '3至5件')],
};

let saved: HousingEntry[][] = [];

function Controlled({ start = [], readOnly }: { start?: HousingEntry[]; readOnly?: boolean }) {
  const [value, setValue] = useState(start);
  return (
    <HousingEditor
      value={value}
      readOnly={readOnly}
      onChange={(entries) => {
        saved.push(entries);
        setValue(entries);
      }}
    />
  );
}

const render = (ui: React.ReactNode) =>
  renderWith(fakeGateway({ 'GET /blade-system/dict/dictionary/all': dictionaries }, { signedIn: true }), ui);

async function pick(label: string, option: string) {
  const dialog = screen.getByRole('dialog');
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const tags = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('the housing editor (§2.4)', () => {
  it('adds a home through the 住房信息 dialog: area, decoration, tenure as a number, appliances', async () => {
    saved = [];
    render(<Controlled start={[{ housingArea: 80 }]} />);
    expect(tags()).toEqual(['住房1']);
    await userEvent.click(screen.getByRole('button', { name: '+ 添加' }));
    const dialog = await screen.findByRole('dialog', { name: '住房信息' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '住房面积（㎡）' }), '65.5');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: '装修情况' })).toBeTruthy());
    await pick('装修情况', '精装修');
    await pick('住房性质', '租赁住房');
    await pick('家用电器数量', '3至5件');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved.at(-1)).toEqual([
      { housingArea: 80 },
      { housingArea: 65.5, decoration: '4', housingNature: 2, heaInfo: '2' },
    ]);
    expect(tags()).toEqual(['住房1', '住房2']);
  });

  it('opens a home by its tag and writes the change back; cancelling changes nothing', async () => {
    saved = [];
    render(<Controlled start={[{ housingArea: 80 }, { housingArea: 50, housingNature: 1 }]} />);
    await userEvent.click(screen.getByRole('button', { name: '住房2' }));
    let dialog = await screen.findByRole('dialog', { name: '住房信息' });
    expect((within(dialog).getByRole('textbox', { name: '住房面积（㎡）' }) as HTMLInputElement).value).toBe(
      '50',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '住房1' }));
    dialog = await screen.findByRole('dialog', { name: '住房信息' });
    const area = within(dialog).getByRole('textbox', { name: '住房面积（㎡）' });
    await userEvent.clear(area);
    await userEvent.type(area, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(saved.at(-1)).toEqual([{ housingArea: 90 }, { housingArea: 50, housingNature: 1 }]),
    );
  });

  it('closes a tag, renumbering the others', async () => {
    saved = [];
    render(<Controlled start={[{ housingArea: 1 }, { housingArea: 2 }, { housingArea: 3 }]} />);
    await userEvent.click(screen.getByRole('button', { name: '删除住房2' }));
    expect(saved.at(-1)).toEqual([{ housingArea: 1 }, { housingArea: 3 }]);
    expect(tags()).toEqual(['住房1', '住房2']);
  });

  it('read-only: no + 添加, no close buttons, the dialog only shows', async () => {
    saved = [];
    render(<Controlled readOnly start={[{ housingArea: 70 }]} />);
    expect(screen.queryByRole('button', { name: '+ 添加' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除住房1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '住房1' }));
    const dialog = await screen.findByRole('dialog', { name: '住房信息' });
    const area = within(dialog).getByRole('textbox', { name: '住房面积（㎡）' });
    expect(area.hasAttribute('readonly')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual([]);
  });
});
