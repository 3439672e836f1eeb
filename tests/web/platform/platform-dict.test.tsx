// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { query } from './screen-actions.ts';

/**
 * The dictionary layouts (/dict-horizontal, /dict-vertical) through the kit's harness: the dictionaries
 * (parent-list), a picked one's items (child-list?parentId), and the switch between the system and the
 * business dictionaries.
 */

beforeAll(setupTexts);
afterEach(cleanup);

/** The system dictionaries: one dictionary (性别) with one item. */
function systemDictionaries() {
  return fakeGateway(
    {
      'GET /blade-system/dict/parent-list': page([
        {
          id: '20',
          parentId: '0',
          code: 'sex',
          dictKey: '-1',
          dictValue: '性别',
        },
      ]),
      'GET /blade-system/dict/child-list': [
        { id: '21', parentId: '20', code: 'sex', dictKey: '1', dictValue: '男' },
      ],
    },
    { signedIn: true, otherwise: () => page([]) },
  );
}

describe('dict: the vertical layout', () => {
  it("asks for the dictionaries, then a picked one's items (GET child-list?parentId) under its code", async () => {
    const { DictVertical } = await import('../../../web/src/screens/DictLayoutScreen.tsx');
    const g = systemDictionaries();
    renderWith(g, <DictVertical title="字典管理" />);
    expect(await screen.findByText('请先选择左侧或上方的字典')).toBeTruthy();
    expect(query(g.sent('GET /blade-system/dict/parent-list')[0])).toMatchObject({ current: '1' });
    expect(g.sent('GET /blade-system/dict/child-list')).toEqual([]);
    await userEvent.click(await screen.findByText('性别'));
    expect(await screen.findByText('字典配置 · sex')).toBeTruthy();
    expect(await screen.findByText('男')).toBeTruthy();
    expect(g.sent('GET /blade-system/dict/child-list').map(query)).toEqual([{ parentId: '20' }]);
  }, 60_000);
});

describe('dict: the horizontal layout', () => {
  it('switches to the business dictionaries (GET dict-biz/parent-list) and starts with no dictionary picked', async () => {
    const { DictHorizontal } = await import('../../../web/src/screens/DictLayoutScreen.tsx');
    // One gateway answering both kinds of dictionary.
    const g = fakeGateway(
      {
        'GET /blade-system/dict/parent-list': page([
          { id: '20', parentId: '0', code: 'sex', dictKey: '-1', dictValue: '性别' },
        ]),
        'GET /blade-system/dict-biz/parent-list': page([
          { id: '30', parentId: '0', code: 'idtype', dictKey: '-1', dictValue: '证件类型' },
        ]),
      },
      { signedIn: true, otherwise: () => [] },
    );
    renderWith(g, <DictHorizontal title="字典管理" />);
    expect(await screen.findByText('性别')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '业务字典' }));
    expect(await screen.findByText('证件类型')).toBeTruthy();
    await waitFor(() => expect(g.sent('GET /blade-system/dict-biz/parent-list').length).toBe(1));
    expect(g.sent('GET /blade-system/dict-biz/child-list')).toEqual([]);
    expect(within(document.body).getByText('字典配置')).toBeTruthy();
  }, 60_000);
});
