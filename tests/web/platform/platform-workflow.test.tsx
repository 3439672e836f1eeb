// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ButtonPermissions } from '../../../web/src/kit/permissions.tsx';
import { type Answer, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { ADMIN, NOBODY, query } from './screen-actions.ts';

/**
 * The workflow screens' own dialogs through the kit's harness: a model's deployment (its arguments checked
 * by core's rules before anything is sent) and what a role without the grant is offered.
 */

beforeAll(async () => {
  await setupTexts();
  // happy-dom has no font set; Mantine's autosizing text areas (the leave pages) listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

function show(Screen: ComponentType<{ title?: string }>, routes: Record<string, Answer>, holder = ADMIN) {
  const gateway = fakeGateway(routes, { signedIn: true, otherwise: () => page([]) });
  renderWith(
    gateway,
    <ButtonPermissions holder={holder}>
      <Screen title="T" />
    </ButtonPermissions>,
  );
  return gateway;
}

describe('workflow: process models', () => {
  const routes: Record<string, Answer> = {
    'GET /blade-flow/model/list': page([{ id: 'm1', name: '请假模型', modelKey: 'leave' }]),
    'GET /blade-system/dict-biz/dictionary': [
      { id: '1', code: 'flow', dictKey: '1', dictValue: '办公流程' },
      { id: '2', code: 'flow', dictKey: '2', dictValue: '业务流程' },
    ],
    'GET /blade-system/tenant/list': page([{ id: '2', tenantId: '100001', tenantName: '演示租户' }]),
    'POST /blade-flow/model/deploy': null,
  };

  it('deploys a model with its category and tenants (POST deploy?modelId&category&tenantIds)', async () => {
    const { FlowModelScreen } = await import('../../../web/src/screens/workflow/FlowAdmin.tsx');
    const g = show(FlowModelScreen, routes);
    const row = (await screen.findByText('请假模型')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '部署' }));
    const dialog = await screen.findByRole('dialog', { name: /部署 · 请假模型/ });
    // No category: core's rule says so and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '部署' }));
    expect(await within(dialog).findByText('请选择流程类型')).toBeTruthy();
    expect(g.sent('POST /blade-flow/model/deploy')).toEqual([]);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /流程类型/ })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: /流程类型/ }));
    await userEvent.click(await screen.findByRole('option', { name: '业务流程', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /所属租户/ }));
    await userEvent.click(await screen.findByRole('option', { name: '演示租户 (100001)', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: '部署' }));
    expect(await screen.findByText('部署成功')).toBeTruthy();
    expect(g.sent('POST /blade-flow/model/deploy').map(query)).toEqual([
      { modelId: 'm1', category: 'flow_2', tenantIds: '100001' },
    ]);
    expect(query(g.sent('GET /blade-system/dict-biz/dictionary')[0])).toEqual({ code: 'flow' });
  }, 60_000);

  it('offers no 部署 to a role without its grant, and sends nothing', async () => {
    const { FlowModelScreen } = await import('../../../web/src/screens/workflow/FlowAdmin.tsx');
    const g = show(FlowModelScreen, routes, NOBODY);
    const row = (await screen.findByText('请假模型')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: '部署' })).toBeNull();
    const more = within(row).queryByRole('button', { name: '更多' });
    if (more) {
      await userEvent.click(more);
      expect(screen.queryAllByText('部署').filter((e) => e.closest('[role="menuitem"]'))).toEqual([]);
    }
    expect(g.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('workflow: the leave approval page', () => {
  const HANDLE = '/work/process/leave/handle/t1/p1/b1';
  const routes: Record<string, Answer> = {
    'GET /blade-desk/process/leave/detail': {
      id: 'b1',
      reason: '家中有事',
      startTime: '2026-11-02 09:00:00',
      endTime: '2026-11-03 18:00:00',
    },
    'GET /blade-flow/process/history-flow-list': [],
    'POST /blade-flow/work/complete-task': null,
  };

  async function showHandle() {
    const { LeaveHandleScreen } = await import('../../../web/src/screens/workflow/LeavePages.tsx');
    const location = memoryLocation({ path: HANDLE, record: true });
    const gateway = fakeGateway(routes, { signedIn: true, otherwise: () => [] });
    const inRoute = (node: ReactNode) => <Router hook={location.hook}>{node}</Router>;
    renderWith(gateway, inRoute(<LeaveHandleScreen title="T" />));
    return { gateway, location };
  }

  it('asks for the comment first (请先填写批复意见) and sends nothing without it', async () => {
    const { gateway } = await showHandle();
    await screen.findByText('家中有事');
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    expect(await screen.findByText('请先填写批复意见')).toBeTruthy();
    expect(gateway.sent('POST /blade-flow/work/complete-task')).toEqual([]);
  });

  it('agrees with the comment (POST complete-task: taskId, processInstanceId, flag ok) and lands on /work/start', async () => {
    const { gateway, location } = await showHandle();
    await screen.findByText('家中有事');
    await userEvent.type(screen.getByRole('textbox', { name: /批复意见/ }), '同意休假');
    await userEvent.click(screen.getByRole('button', { name: '同意' }));
    // The console's success notice (the page's diagram, answered [] here, shows an alert of its own).
    await waitFor(() =>
      expect(screen.getAllByText('操作成功').some((e) => e.closest('.mantine-Notification-root'))).toBe(true),
    );
    const [sent] = gateway.sent('POST /blade-flow/work/complete-task');
    const args = sent!.body ? JSON.parse(sent!.body) : query(sent);
    expect(args).toMatchObject({ taskId: 't1', processInstanceId: 'p1', flag: 'ok', comment: '同意休假' });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/work/start'));
  });
});
