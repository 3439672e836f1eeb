// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Recorded } from '../../core/fake-gateway.ts';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { query } from './screen-actions.ts';

/**
 * The leave process's request form and detail page through the kit's harness (the approval page is in
 * platform-workflow.test.tsx): the form's required fields refused with their messages and nothing sent,
 * a filled form sent to POST /blade-desk/process/leave/start-process (platform.md §7.5) and the page
 * landing on /work/start; the detail page reading the request and its history by the ids in its path.
 */

beforeAll(async () => {
  await setupTexts();
  // happy-dom has no font set; Mantine's autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
// Whole pages with their date pickers: a minute each on a shared machine.
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());
afterEach(cleanup);

/** A leave page at `path` (its tab's path gives its ids), over a gateway answering `routes`. */
function showAt(Screen: ComponentType<{ title?: string }>, path: string, routes: Record<string, Answer>) {
  const location = memoryLocation({ path, record: true });
  const gateway = fakeGateway(routes, { signedIn: true, otherwise: () => [] });
  const inRoute = (node: ReactNode) => <Router hook={location.hook}>{node}</Router>;
  renderWith(gateway, inRoute(<Screen title="T" />));
  return { gateway, location };
}

const body = (r: Recorded | undefined) => JSON.parse(r?.body ?? 'null') as Record<string, unknown>;

/** Pick a day of the month the calendar opens on (today's) in a date-time field, applied with its 确定. */
async function pickDay(label: string, day: number) {
  const today = new Date();
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(
    await screen.findByRole('button', {
      name: `${today.getFullYear()}年${today.getMonth() + 1}月${day}日`,
      hidden: true,
    }),
  );
  await userEvent.click(await screen.findByRole('button', { name: '确定', hidden: true }));
  const month = String(today.getMonth() + 1).padStart(2, '0');
  return `${today.getFullYear()}-${month}-${String(day).padStart(2, '0')}`;
}

describe('workflow: the leave request form', () => {
  const FORM = '/work/process/leave/form/Leave:1:abc';
  const routes: Record<string, Answer> = {
    'GET /blade-user/page': page([
      { id: '11', account: 'lisi', realName: '李四' },
      { id: '12', account: 'wangwu', realName: '王五' },
    ]),
    'POST /blade-desk/process/leave/start-process': null,
  };

  async function showForm() {
    const { LeaveFormScreen } = await import('../../../web/src/screens/workflow/LeavePages.tsx');
    const shown = showAt(LeaveFormScreen, FORM, routes);
    await screen.findByRole('button', { name: '开始时间' }, { timeout: 20_000 });
    return shown;
  }

  it('refuses the empty form with each required field\u2019s message and sends nothing', async () => {
    const { gateway } = await showForm();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    for (const message of ['请选择审批用户', '请选择开始时间', '请选择结束时间', '请输入请假理由'])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(gateway.sent('POST /blade-desk/process/leave/start-process')).toEqual([]);
    // A corrected field's message goes before any second try, the others stay; emptied, it is back.
    const reason = screen.getByRole('textbox', { name: /请假理由/ });
    await userEvent.type(reason, '回老家办事');
    await waitFor(() => expect(screen.queryByText('请输入请假理由')).toBeNull());
    expect(screen.getByText('请选择开始时间')).toBeTruthy();
    await userEvent.clear(reason);
    expect(await screen.findByText('请输入请假理由')).toBeTruthy();
    expect(gateway.sent('POST /blade-desk/process/leave/start-process')).toEqual([]);
  });

  it('sends the filled form to POST start-process (the definition from its path) and lands on /work/start', async () => {
    const { gateway, location } = await showForm();
    const start = await pickDay('开始时间', 10);
    const end = await pickDay('结束时间', 12);
    await userEvent.type(screen.getByRole('textbox', { name: /请假理由/ }), '回老家办事');
    await userEvent.click(screen.getByRole('combobox', { name: /审批用户/ }));
    await userEvent.click(await screen.findByRole('option', { name: '李四', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(gateway.sent('POST /blade-desk/process/leave/start-process')).toHaveLength(1));
    const [sent] = gateway.sent('POST /blade-desk/process/leave/start-process');
    // A JSON body (BladeX's ProcessLeave), nothing in the query.
    expect(sent!.url.search).toBe('');
    const args = body(sent);
    expect(Object.keys(args).sort()).toEqual([
      'endTime',
      'processDefinitionId',
      'reason',
      'startTime',
      'taskUser',
    ]);
    expect(args).toMatchObject({ processDefinitionId: 'Leave:1:abc', taskUser: '11', reason: '回老家办事' });
    expect(String(args.startTime)).toMatch(new RegExp(`^${start} \\d{2}:\\d{2}:\\d{2}$`));
    expect(String(args.endTime)).toMatch(new RegExp(`^${end} \\d{2}:\\d{2}:\\d{2}$`));
    expect(await screen.findByText('流程已发起')).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/work/start'));
  });
});

describe('workflow: the leave detail page', () => {
  const DETAIL = '/work/process/leave/detail/p9/b9';
  const routes: Record<string, Answer> = {
    'GET /blade-desk/process/leave/detail': {
      id: 'b9',
      reason: '孩子生病',
      startTime: '2026-11-05 09:00:00',
      endTime: '2026-11-06 18:00:00',
      applyTime: '2026-11-04 10:00:00',
      taskUserName: '李四',
      flow: { assigneeName: '张三' },
    },
    'GET /blade-flow/process/history-flow-list': [
      {
        id: 'h1',
        historyActivityName: '开始',
        assigneeName: '张三',
        createTime: '2026-11-04 10:00:00',
        endTime: '2026-11-04 10:00:00',
      },
      {
        id: 'h2',
        historyActivityName: '部门审批',
        assigneeName: '李四',
        createTime: '2026-11-04 10:00:01',
        endTime: '2026-11-04 11:00:00',
        comment: '同意',
      },
    ],
  };

  it('reads the request by its business id and the history by its process instance id, and shows them', async () => {
    const { LeaveDetailScreen } = await import('../../../web/src/screens/workflow/LeavePages.tsx');
    const { gateway } = showAt(LeaveDetailScreen, DETAIL, routes);
    expect(await screen.findByText('孩子生病')).toBeTruthy();
    for (const shown of ['2026-11-05 09:00:00', '2026-11-06 18:00:00', '张三', '李四'])
      expect(screen.getAllByText(shown).length).toBeGreaterThan(0);
    expect(gateway.sent('GET /blade-desk/process/leave/detail').map(query)).toEqual([{ businessId: 'b9' }]);
    const history = await screen.findAllByTestId('flow-history-item');
    // Latest on top.
    expect(history.map((item) => within(item).getAllByText(/开始|部门审批/)[0]!.textContent)).toEqual([
      '部门审批',
      '开始',
    ]);
    expect(history[0]!.textContent).toContain('同意');
    expect(gateway.sent('GET /blade-flow/process/history-flow-list').map(query)).toEqual([
      { processInstanceId: 'p9' },
    ]);
    // Only reads.
    expect(gateway.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
