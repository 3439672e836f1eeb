// @vitest-environment happy-dom
import { job } from '@nbxt/core/modules/jobs.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { declaredChoices } from '../../../web/src/kit/dictionaries.ts';
import { ResourceList } from '../../../web/src/kit/ResourceList.tsx';
import { setupDom } from '../form-renderer/setup.tsx';
import { fail, fakeGateway, renderWith } from './harness.tsx';
import { page } from './synthetic.ts';

beforeAll(setupDom);
afterEach(cleanup);

const jobs = page([
  {
    id: '1700000000000000101',
    jobName: '夜间导入',
    taskDataType: '1',
    cronExpression: '0 0 2 * * ?',
    status: 1,
  },
  {
    id: '1700000000000000102',
    jobName: '早间提醒',
    taskDataType: '2',
    cronExpression: '0 0 8 * * ?',
    status: 0,
  },
]);

describe('choices the registry declares, on a gateway whose dictionary call fails or is missing', () => {
  it.each([
    ['missing (404)', undefined],
    ['failing', fail('服务器异常')],
  ])(
    'the dictionary call %s: cells show the declared labels, the filter stays a select sending the code',
    async (_case, dictionary) => {
      const gateway = fakeGateway(
        {
          'POST /job/nbxtjob/list': jobs,
          ...(dictionary ? { 'GET /blade-system/dict/dictionary/all': dictionary } : {}),
        },
        { signedIn: true },
      );
      renderWith(gateway, <ResourceList spec={job} />);
      const table = await screen.findByRole('table');
      await waitFor(() => expect(within(table).getByText('数据导入')).toBeTruthy());
      expect(within(table).getByText('消息发送')).toBeTruthy();
      expect(within(table).getByText('启用')).toBeTruthy();
      expect(within(table).getByText('停用')).toBeTruthy();
      expect(gateway.sent('GET /blade-system/dict/dictionary/all').length).toBeGreaterThan(0);
      const filter = screen.getByRole('combobox', { name: /任务数据类型/ });
      await userEvent.click(filter);
      await userEvent.click(await screen.findByRole('option', { name: '消息发送', hidden: true }));
      await userEvent.click(screen.getByRole('button', { name: '搜索' }));
      await waitFor(() =>
        expect(gateway.sent('POST /job/nbxtjob/list').at(-1)!.url.searchParams.get('taskDataType')).toBe('2'),
      );
    },
  );
});

describe('the declared choices, labelled once for the page', () => {
  const choices = { 'demo.kind': [{ dictKey: '1', label: 'demo.kind.one' }] };
  const texts = async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'zh',
      resources: {
        zh: { translation: { 'demo.kind.one': '甲' } },
        en: { translation: { 'demo.kind.one': 'Kind A' } },
      },
      keySeparator: false,
    });
    return i18n;
  };

  it('gives every field of a page the same labels, in the current language', async () => {
    const i18n = await texts();
    const first = declaredChoices(i18n, i18n.t, choices);
    expect(first['demo.kind']).toEqual([{ dictKey: '1', dictValue: '甲' }]);
    expect(first['console.sealed']).toHaveLength(2);
    // Another field of the page: the same object, not labelled again.
    expect(declaredChoices(i18n, i18n.t, choices)).toBe(first);
    // Another group's choices: their own.
    const other = { 'demo.size': [{ dictKey: 'L', label: 'demo.size.large' }] };
    expect(declaredChoices(i18n, i18n.t, other)['demo.size']).toBeDefined();
    expect(declaredChoices(i18n, i18n.t, other)['demo.kind']).toBeUndefined();
  });

  it('labels them anew once the language changes or texts arrive', async () => {
    const i18n = await texts();
    const label = () => declaredChoices(i18n, i18n.t, choices)['demo.kind']![0]!.dictValue;
    expect(label()).toBe('甲');
    await i18n.changeLanguage('en');
    expect(label()).toBe('Kind A');
    await i18n.changeLanguage('zh');
    expect(label()).toBe('甲');
    i18n.addResourceBundle('zh', 'translation', { 'demo.kind.one': '甲类' }, true, true);
    expect(label()).toBe('甲类');
  });
});
