// @vitest-environment happy-dom
import { job } from '@nbxt/core/modules/jobs.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
