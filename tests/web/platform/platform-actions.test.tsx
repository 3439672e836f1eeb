// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, fail, fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';
import { page } from '../kit/synthetic.ts';
import { confirm, query, rowAction } from './screen-actions.ts';

/**
 * The platform's custom screens' own actions through the kit's harness: what each sends (method, path,
 * query, body), what it shows after, and a failure shown by the console's one handler with the dialog
 * kept open. Every screen's first call is platform-screens.test.tsx's, generated over the modules.
 */

beforeAll(setupTexts);
afterEach(cleanup);

async function show(Screen: ComponentType<{ title?: string }>, routes: Record<string, Answer>) {
  const gateway = fakeGateway(routes, { signedIn: true });
  renderWith(gateway, <Screen title="T" />);
  return gateway;
}

describe('develop: code generation', () => {
  it('copies a row (POST copy?id), says 复制成功 and reloads the list', async () => {
    const { default: CodeScreen } = await import('../../../web/src/screens/CodeScreen.tsx');
    const g = await show(CodeScreen, {
      'GET /blade-develop/code/list': page([{ id: '7', codeName: '演示代码' }]),
      'POST /blade-develop/code/copy': null,
    });
    await rowAction('演示代码', '复制');
    expect(await screen.findByText('复制成功')).toBeTruthy();
    expect(g.sent('POST /blade-develop/code/copy').map(query)).toEqual([{ id: '7' }]);
    await waitFor(() => expect(g.sent('GET /blade-develop/code/list').length).toBe(2));
  });
});

describe('resource: SMS configurations', () => {
  it('enables one after confirming (POST enable?id) and says 操作成功', async () => {
    const { SmsScreen } = await import('../../../web/src/screens/StorageScreens.tsx');
    const g = await show(SmsScreen, {
      'GET /blade-resource/sms/list': page([
        { id: '3', smsCode: 'sms-aliyun', signName: '阿里云短信', status: 1 },
      ]),
      'POST /blade-resource/sms/enable': null,
    });
    await rowAction('阿里云短信', '启用');
    expect(g.sent('POST /blade-resource/sms/enable')).toEqual([]);
    await confirm();
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(g.sent('POST /blade-resource/sms/enable').map(query)).toEqual([{ id: '3' }]);
  });
});

describe('system: roles', () => {
  const routes = (grant: Answer): Record<string, Answer> => ({
    'GET /blade-system/role/list': [{ id: '1', roleName: '管理员', roleAlias: 'admin' }],
    'GET /blade-system/menu/grant-tree': {
      menu: [{ id: '10', title: '系统管理', children: [{ id: '11', title: '用户管理' }] }],
      dataScope: [],
      apiScope: [],
    },
    'GET /blade-system/menu/role-tree-keys': { menu: ['11'], dataScope: [], apiScope: [] },
    'GET /blade-system/menu/list': [],
    'POST /blade-system/role/grant': grant,
  });

  it("grants: reads the trees and the role's keys, sends the checked ids in the body", async () => {
    const { default: RoleScreen } = await import('../../../web/src/screens/RoleScreen.tsx');
    const g = await show(RoleScreen, routes(null));
    await rowAction('管理员', '权限设置');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('用户管理');
    expect(query(g.sent('GET /blade-system/menu/role-tree-keys')[0])).toEqual({ roleIds: '1' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    const [sent] = g.sent('POST /blade-system/role/grant');
    expect(JSON.parse(sent!.body!)).toEqual({
      roleIds: ['1'],
      menuIds: expect.arrayContaining(['11']),
      dataScopeIds: [],
      apiScopeIds: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a refused grant shows the server's msg once and keeps the dialog open", async () => {
    const { default: RoleScreen } = await import('../../../web/src/screens/RoleScreen.tsx');
    await show(RoleScreen, routes(fail('无权授予')));
    await rowAction('管理员', '权限设置');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('用户管理');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findAllByText('无权授予')).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('workflow: task lists and deployments', () => {
  it('claims a task (POST claim-task?taskId), says 签收事务成功 and reloads the list', async () => {
    const { WorkClaimScreen } = await import('../../../web/src/screens/workflow/WorkLists.tsx');
    const g = await show(WorkClaimScreen, {
      'GET /blade-flow/work/claim-list': page([
        { taskId: 't1', processDefinitionName: '请假流程', status: 'claim', processInstanceId: 'p1' },
      ]),
      'POST /blade-flow/work/claim-task': null,
    });
    await rowAction('请假流程', '签收');
    expect(await screen.findByText('签收事务成功')).toBeTruthy();
    expect(g.sent('POST /blade-flow/work/claim-task').map(query)).toEqual([{ taskId: 't1' }]);
    await waitFor(() => expect(g.sent('GET /blade-flow/work/claim-list').length).toBe(2));
  });

  it('suspends an active process after confirming (POST change-state?processId&state=suspend)', async () => {
    const { FlowManagerScreen } = await import('../../../web/src/screens/workflow/FlowAdmin.tsx');
    const g = await show(FlowManagerScreen, {
      'GET /blade-flow/manager/list': page([{ id: 'leave:1:5', name: '请假流程', suspensionState: 1 }]),
      'POST /blade-flow/manager/change-state': null,
    });
    await rowAction('请假流程', '挂起');
    await confirm();
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(g.sent('POST /blade-flow/manager/change-state').map(query)).toEqual([
      { processId: 'leave:1:5', state: 'suspend' },
    ]);
  });
});
