import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBladeClient, DEFAULT_CLIENT } from '../../core/src/client.ts';
import { memoryStore } from '../../core/src/session/storage.ts';
import { historyTimeline } from '../../core/src/workflow/history.ts';
import { buildCompletion, buildLeaveStart } from '../../core/src/workflow/leave.ts';
import { type Api, basic, type Json, openApi } from './helpers.ts';

let api: Api;
let admin: string; // 000000 admin (administrator)
let hr: string; // 000000 hr
let street: string; // 100001 admin (role alias admin, not administrator)
let wangwu: string; // 100001 wangwu

const ADMIN_ID = '1123598821738675201';
const HR_ID = '1123598821738675202';

beforeAll(async () => {
  api = await openApi();
  admin = (await api.token()).access_token;
  hr = (await api.token('000000', 'hr', '123456')).access_token;
  street = (await api.token('100001', 'admin', 'admin')).access_token;
  wangwu = (await api.token('100001', 'wangwu', '123456')).access_token;
});
afterAll(async () => {
  await api.sandbox.close();
});

const get = (token: string, path: string) => api.call(token, 'GET', path);
const post = (token: string, path: string, body?: unknown) => api.call(token, 'POST', path, body);
const records = async (token: string, path: string): Promise<Json[]> => {
  const res = await get(token, path);
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(200);
  return res.json.data.records;
};

/** The shared leave definition of the seed (category flow_1). */
async function leaveDefinition(token: string): Promise<Json> {
  const list = await records(token, '/api/blade-flow/work/start-list?size=50');
  const leave = list.find((d) => d.key === 'Leave');
  expect(leave).toBeDefined();
  return leave;
}

async function startLeave(token: string, form: object) {
  return post(token, '/api/blade-desk/process/leave/start-process', form);
}

describe('leave process end to end', () => {
  it('starts a leave, approves it with a comment and shows it in done with its history and diagram', async () => {
    const definition = await leaveDefinition(hr);
    expect(definition).toMatchObject({ name: '请假流程', category: 'flow_1', categoryName: '请假流程' });
    const built = buildLeaveStart({
      processDefinitionId: definition.id,
      taskUser: ADMIN_ID,
      startTime: '2024-05-06 09:00:00',
      endTime: '2024-05-08 18:00:00',
      reason: '回家探亲',
    });
    if (!built.ok) throw new Error('form should be valid');
    const started = await startLeave(hr, built.payload);
    expect(started.json).toMatchObject({ code: 200, success: true, msg: '操作成功' });

    // The requester sees it as sent and unfinished; the approver has it to do.
    const sent = (await records(hr, '/api/blade-flow/work/send-list')).find(
      (r) => r.processDefinitionId === definition.id && r.processIsFinished === 'unfinished',
    );
    expect(sent).toMatchObject({ taskName: '审批', businessTable: 'blade_process_leave' });
    const todo = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.processInstanceId === sent.processInstanceId,
    );
    expect(todo).toMatchObject({
      taskName: '审批',
      status: 'todo',
      processDefinitionName: '请假流程',
      category: 'flow_1',
      businessId: sent.businessId,
      processIsFinished: 'unfinished',
    });
    expect(typeof todo.taskId).toBe('string');
    // Not in hr's todo (hr is not the approver).
    expect((await records(hr, '/api/blade-flow/work/todo-list')).map((r) => r.taskId)).not.toContain(
      todo.taskId,
    );

    // The handle page: detail, history with the start and the open step, diagram on the step.
    const detail = await get(admin, `/api/blade-desk/process/leave/detail?businessId=${todo.businessId}`);
    expect(detail.json.data).toMatchObject({
      id: todo.businessId,
      reason: '回家探亲',
      startTime: '2024-05-06 09:00:00',
      endTime: '2024-05-08 18:00:00',
      processInstanceId: todo.processInstanceId,
      taskUser: ADMIN_ID,
    });
    expect(detail.json.data.flow.assigneeName).toBe('人事');
    const before = await get(
      admin,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${todo.processInstanceId}`,
    );
    expect(before.json.data.map((h: Json) => [h.historyActivityName, h.assigneeName])).toEqual([
      ['开始', '人事'],
      ['审批', '管理员'],
    ]);
    expect(before.json.data[1].endTime).toBeNull();
    const openDiagram = await api.fetch(
      `/api/blade-flow/process/diagram-view?processInstanceId=${todo.processInstanceId}`,
      { headers: { Authorization: basic(), 'Blade-Auth': `bearer ${admin}` } },
    );
    expect(openDiagram.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const openSvg = await openDiagram.text();
    expect(openSvg).toContain('<svg');
    expect(openSvg).toMatch(/data-node-id="approve" data-state="current"/);
    expect(openSvg).toMatch(/data-node-id="start" data-state="done"/);
    expect(openSvg).toMatch(/data-node-id="end" data-state="pending"/);

    // Agree with a comment.
    const completion = buildCompletion(
      { taskId: todo.taskId, processInstanceId: todo.processInstanceId, comment: '同意,注意安全' },
      'agree',
    );
    if (!completion.ok) throw new Error('comment given');
    expect(completion.payload.flag).toBe('ok');
    const done = await post(admin, '/api/blade-flow/work/complete-task', completion.payload);
    expect(done.json).toMatchObject({ code: 200, success: true });

    expect((await records(admin, '/api/blade-flow/work/todo-list')).map((r) => r.taskId)).not.toContain(
      todo.taskId,
    );
    const doneRow = (await records(admin, '/api/blade-flow/work/done-list')).find(
      (r) => r.taskId === todo.taskId,
    );
    expect(doneRow).toMatchObject({ status: 'finish', processIsFinished: 'finished', taskName: '审批' });
    expect(typeof doneRow.historyTaskEndTime).toBe('string');
    const sentAfter = (await records(hr, '/api/blade-flow/work/send-list')).find(
      (r) => r.processInstanceId === todo.processInstanceId,
    );
    expect(sentAfter.processIsFinished).toBe('finished');

    // History grew: the step is closed with the comment, and the end was reached.
    const after = await get(
      admin,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${todo.processInstanceId}`,
    );
    expect(after.json.data.map((h: Json) => h.historyActivityName)).toEqual(['开始', '审批', '结束']);
    expect(after.json.data[1]).toMatchObject({ comment: '同意,注意安全', assigneeName: '管理员' });
    expect(after.json.data.every((h: Json) => typeof h.endTime === 'string')).toBe(true);
    const timeline = historyTimeline(after.json.data);
    expect(timeline.map((e) => e.state)).toEqual(['done', 'done', 'done']);
    const endSvg = await (
      await api.fetch(`/api/blade-flow/process/diagram-view?processInstanceId=${todo.processInstanceId}`, {
        headers: { Authorization: basic(), 'Blade-Auth': `bearer ${admin}` },
      })
    ).text();
    expect(endSvg).toMatch(/data-node-id="approve" data-state="done"/);
    expect(endSvg).toMatch(/data-node-id="end" data-state="current"/);

    // A finished task cannot be completed again.
    const again = await post(admin, '/api/blade-flow/work/complete-task', completion.payload);
    expect(again.json).toMatchObject({ code: 400, success: false });
  });

  it('refuses a completion without a comment (HTTP 200, code 400, 请先填写批复意见) and rejects with one', async () => {
    const definition = await leaveDefinition(admin);
    // Without an approver the requester approves it (sandbox convenience).
    await startLeave(admin, {
      processDefinitionId: definition.id,
      startTime: '2024-06-03 09:00:00',
      endTime: '2024-06-03 18:00:00',
      reason: '体检',
    });
    const todo = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.processDefinitionId === definition.id && r.processIsFinished === 'unfinished',
    );
    expect(todo).toBeDefined();
    for (const comment of [undefined, '', null]) {
      const refused = await post(admin, '/api/blade-flow/work/complete-task', {
        taskId: todo.taskId,
        processInstanceId: todo.processInstanceId,
        comment,
      });
      expect(refused.status).toBe(200);
      expect(refused.json).toEqual({ code: 400, success: false, data: null, msg: '请先填写批复意见' });
    }
    expect((await records(admin, '/api/blade-flow/work/todo-list')).map((r) => r.taskId)).toContain(
      todo.taskId,
    );
    // The core builder refuses it before sending, with the same rule.
    const unsent = buildCompletion(
      { taskId: todo.taskId, processInstanceId: todo.processInstanceId },
      'reject',
    );
    expect(unsent).toMatchObject({ ok: false, message: 'validate.approval.commentRequired' });

    const reject = buildCompletion(
      { taskId: todo.taskId, processInstanceId: todo.processInstanceId, comment: '时间冲突' },
      'reject',
    );
    if (!reject.ok) throw new Error('comment given');
    expect('flag' in reject.payload).toBe(false);
    const res = await post(admin, '/api/blade-flow/work/complete-task', reject.payload);
    expect(res.json.code).toBe(200);
    const history = await get(
      admin,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${todo.processInstanceId}`,
    );
    expect(history.json.data.map((h: Json) => h.historyActivityName)).toEqual(['开始', '审批', '结束']);
    expect(history.json.data[1].comment).toBe('时间冲突');
  });

  it('walks a two-step process: agree moves to the next task, not to the end', async () => {
    const expense = (await records(admin, '/api/blade-flow/manager/list?mode=2')).find(
      (d) => d.key === 'Expense',
    );
    expect(expense).toMatchObject({ tenantId: '000000', category: 'flow_2', categoryName: '报销流程' });
    await startLeave(admin, {
      processDefinitionId: expense.id,
      taskUser: ADMIN_ID,
      startTime: '2024-06-10 09:00:00',
      endTime: '2024-06-10 10:00:00',
      reason: '差旅报销',
    });
    const first = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.processDefinitionId === expense.id,
    );
    expect(first.taskName).toBe('部门审核');
    await post(admin, '/api/blade-flow/work/complete-task', {
      taskId: first.taskId,
      processInstanceId: first.processInstanceId,
      flag: 'ok',
      comment: '属实',
    });
    const second = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.processInstanceId === first.processInstanceId,
    );
    expect(second.taskName).toBe('财务审核');
    expect(second.processIsFinished).toBe('unfinished');

    // Rejecting at the first step ends the process without visiting the second.
    await startLeave(admin, {
      processDefinitionId: expense.id,
      taskUser: ADMIN_ID,
      startTime: '2024-06-11 09:00:00',
      endTime: '2024-06-11 10:00:00',
      reason: '重复报销',
    });
    const other = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.processDefinitionId === expense.id && r.processInstanceId !== first.processInstanceId,
    );
    await post(admin, '/api/blade-flow/work/complete-task', {
      taskId: other.taskId,
      processInstanceId: other.processInstanceId,
      comment: '重复',
    });
    const steps = await get(
      admin,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${other.processInstanceId}`,
    );
    expect(steps.json.data.map((h: Json) => h.historyActivityName)).toEqual(['开始', '部门审核', '结束']);
  });
});

describe("through core's client and the registry entries", () => {
  it('starts, lists, approves and reads the history of a leave', async () => {
    const client = createBladeClient({
      fetch: (input, init) => fetch(input, init),
      baseUrl: `${api.sandbox.url}/api`,
      ...DEFAULT_CLIENT,
      store: memoryStore(),
    });
    await client.session.login({ tenantId: '000000', account: 'admin', password: 'admin' });
    const start = await client.resource('work-start').list();
    const definition = start.records.find((d) => d.key === 'Leave')!;
    const leave = client.resource('flow-leave');
    const built = buildLeaveStart({
      processDefinitionId: definition.id,
      taskUser: ADMIN_ID,
      startTime: '2024-12-02 09:00:00',
      endTime: '2024-12-02 18:00:00',
      reason: '经由核心客户端',
    });
    if (!built.ok) throw new Error('valid form');
    await leave.call('startProcess', built.payload);
    const todo = client.resource('work-todo');
    const row = (await todo.listAll()).find(
      (r) => (r.variables as Json)?.days === 0 && r.taskName === '审批',
    )!;
    const detail = (await leave.call('detail', { businessId: String(row.businessId) })) as Json;
    expect(detail.reason).toBe('经由核心客户端');
    const completion = buildCompletion(
      { taskId: String(row.taskId), processInstanceId: String(row.processInstanceId), comment: '准' },
      'agree',
    );
    if (!completion.ok) throw new Error('comment given');
    await todo.call('completeTask', completion.payload);
    const done = await client.resource('work-done').list({ size: 100 });
    expect(done.records.map((r) => r.taskId)).toContain(row.taskId);
    const history = await client
      .resource('flow-process')
      .call('historyFlowList', { processInstanceId: String(row.processInstanceId) });
    expect(historyTimeline(history).map((e) => [e.title, e.comment])).toEqual([
      ['开始', ''],
      ['审批', '准'],
      ['结束', ''],
    ]);
    const diagram = await client
      .resource('flow-process')
      .download('diagramView', { processInstanceId: String(row.processInstanceId) });
    expect(diagram.contentType).toMatch(/^image\/svg\+xml/);
    expect(await new Response(diagram.body).text()).toMatch(/data-node-id="end" data-state="current"/);
    const refused = todo.call('completeTask', {
      taskId: row.taskId,
      processInstanceId: row.processInstanceId,
    });
    await expect(refused).rejects.toThrow('请先填写批复意见');
  });
});

describe('work lists', () => {
  it('offers a candidate task to claim, then lists it as todo', async () => {
    const claimable = await records(admin, '/api/blade-flow/work/claim-list');
    expect(claimable).toHaveLength(1);
    expect(claimable[0]).toMatchObject({ status: 'claim', taskName: '审批', assignee: null });
    // hr has no administrator role: nothing to claim, and may not claim it.
    expect(await records(hr, '/api/blade-flow/work/claim-list')).toEqual([]);
    const refused = await post(hr, `/api/blade-flow/work/claim-task?taskId=${claimable[0].taskId}`);
    expect(refused.json.code).toBe(400);

    const claimed = await post(admin, `/api/blade-flow/work/claim-task?taskId=${claimable[0].taskId}`);
    expect(claimed.json).toMatchObject({ code: 200, msg: '签收事务成功' });
    expect(await records(admin, '/api/blade-flow/work/claim-list')).toEqual([]);
    const todo = (await records(admin, '/api/blade-flow/work/todo-list')).find(
      (r) => r.taskId === claimable[0].taskId,
    );
    expect(todo).toMatchObject({ status: 'todo', assignee: `taskUser_${ADMIN_ID}` });
    const twice = await post(admin, `/api/blade-flow/work/claim-task?taskId=${claimable[0].taskId}`);
    expect(twice.json.code).toBe(400);
  });

  it('pages with current and size and filters by category', async () => {
    const definition = await leaveDefinition(hr);
    for (let i = 0; i < 3; i++) {
      await startLeave(hr, {
        processDefinitionId: definition.id,
        taskUser: HR_ID,
        startTime: '2024-07-01 09:00:00',
        endTime: '2024-07-02 09:00:00',
        reason: `第${i + 1}次`,
      });
    }
    const all = await get(hr, '/api/blade-flow/work/todo-list?size=100');
    const total = all.json.data.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const page = await get(hr, '/api/blade-flow/work/todo-list?current=2&size=2');
    expect(page.json.data).toMatchObject({ current: 2, size: 2, total, pages: Math.ceil(total / 2) });
    expect(page.json.data.records).toHaveLength(Math.min(2, total - 2));
    expect((await records(hr, '/api/blade-flow/work/todo-list?category=flow_2')).length).toBe(0);
    expect((await records(hr, '/api/blade-flow/work/todo-list?category=flow_1')).length).toBe(total);
  });
});

describe('models, deployments and running processes', () => {
  const bpmn = (key: string, name: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="${key}" name="${name}"><startEvent id="s" name="开始"/><userTask id="t" name="复核"/><endEvent id="e" name="结束"/></process></definitions>`;

  const upload = (token: string, form: FormData) =>
    api.fetch('/api/blade-flow/manager/deploy-upload', {
      method: 'POST',
      headers: { Authorization: basic(), 'Blade-Auth': `bearer ${token}` },
      body: form,
    });

  it('deploys uploaded files (multipart category, tenantIds, files) for the named tenants', async () => {
    const form = new FormData();
    form.append('category', 'flow_2');
    form.append('tenantIds', '000000,100001');
    form.append('files', new Blob([bpmn('Review', '复核流程')], { type: 'text/xml' }), 'review.bpmn20.xml');
    form.append('files', new Blob([bpmn('Audit', '审计流程')], { type: 'text/xml' }), 'audit.bpmn20.xml');
    const res = await upload(admin, form);
    expect(await res.json()).toMatchObject({ code: 200, success: true });

    const custom = await records(admin, '/api/blade-flow/manager/list?mode=2&size=50');
    const review = custom.filter((d) => d.key === 'Review');
    expect(review.map((d) => d.tenantId).sort()).toEqual(['000000', '100001']);
    expect(review[0]).toMatchObject({ name: '复核流程', category: 'flow_2', version: 1, suspensionState: 1 });
    // Shared (mode 1) list does not hold tenant deployments.
    expect((await records(admin, '/api/blade-flow/manager/list')).map((d) => d.key)).not.toContain('Review');
    // The street tenant sees its own copy only.
    const streetView = await records(street, '/api/blade-flow/work/start-list?mode=2');
    expect(streetView.filter((d) => d.key === 'Review').map((d) => d.tenantId)).toEqual(['100001']);

    // A second upload makes version 2.
    const again = new FormData();
    again.append('category', 'flow_2');
    again.append('tenantIds', '000000');
    again.append('files', new Blob([bpmn('Review', '复核流程')]), 'review.bpmn20.xml');
    await upload(admin, again);
    const latest = (await records(admin, '/api/blade-flow/manager/list?mode=2&size=50')).filter(
      (d) => d.key === 'Review' && d.tenantId === '000000',
    );
    expect(latest.map((d) => d.version)).toEqual([2]);
  });

  it('refuses uploads without files, without a category, or without a process, and from non-administrators', async () => {
    const noFiles = new FormData();
    noFiles.append('category', 'flow_1');
    expect((await (await upload(admin, noFiles)).json()).msg).toBe('缺少必要的请求参数: files');
    const noCategory = new FormData();
    noCategory.append('files', new Blob([bpmn('X', 'x')]), 'x.bpmn20.xml');
    expect((await (await upload(admin, noCategory)).json()).msg).toBe('缺少必要的请求参数: category');
    const notBpmn = new FormData();
    notBpmn.append('category', 'flow_1');
    notBpmn.append('files', new Blob(['hello']), 'x.bpmn20.xml');
    const bad = await upload(admin, notBpmn);
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toBe('部署失败,未找到流程');
    const json = await post(admin, '/api/blade-flow/manager/deploy-upload', { category: 'flow_1' });
    expect(json.status).toBe(415);
    const good = new FormData();
    good.append('category', 'flow_1');
    good.append('files', new Blob([bpmn('Y', 'y')]), 'y.bpmn20.xml');
    expect((await upload(street, good)).status).toBe(401);
  });

  it('suspends and activates a process: a suspended one cannot be started or handled', async () => {
    const definition = await leaveDefinition(admin);
    await startLeave(admin, {
      processDefinitionId: definition.id,
      taskUser: ADMIN_ID,
      startTime: '2024-08-01 09:00:00',
      endTime: '2024-08-01 12:00:00',
      reason: '挂起前',
    });
    const task = (await records(admin, '/api/blade-flow/work/todo-list?size=100')).find(
      (r) => r.processDefinitionId === definition.id && r.variables?.days === 0,
    );
    expect(task).toBeDefined();

    const suspend = await post(
      admin,
      `/api/blade-flow/manager/change-state?state=suspend&processId=${encodeURIComponent(definition.id)}`,
    );
    expect(suspend.json).toMatchObject({ code: 200, msg: `挂起ID为 [${definition.id}] 的流程成功` });
    const listed = (await records(admin, '/api/blade-flow/manager/list')).find((d) => d.id === definition.id);
    expect(listed.suspensionState).toBe(2);
    expect((await records(admin, '/api/blade-flow/work/start-list')).map((d) => d.id)).not.toContain(
      definition.id,
    );
    const blocked = await startLeave(admin, {
      processDefinitionId: definition.id,
      taskUser: ADMIN_ID,
      startTime: '2024-08-02 09:00:00',
      endTime: '2024-08-02 12:00:00',
      reason: '挂起中',
    });
    expect(blocked.json.code).toBe(400);
    expect(
      (await records(admin, '/api/blade-flow/work/todo-list?size=100')).map((r) => r.taskId),
    ).not.toContain(task.taskId);
    const frozen = await post(admin, '/api/blade-flow/work/complete-task', {
      taskId: task.taskId,
      processInstanceId: task.processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    expect(frozen.json.code).toBe(400);
    const follow = (await records(admin, '/api/blade-flow/follow/list?size=100')).find(
      (r) => r.processInstanceId === task.processInstanceId,
    );
    expect(follow.suspensionState).toBe(2);

    const activate = await post(
      admin,
      `/api/blade-flow/manager/change-state?state=active&processId=${encodeURIComponent(definition.id)}`,
    );
    expect(activate.json.msg).toBe(`激活ID为 [${definition.id}] 的流程成功`);
    expect((await records(admin, '/api/blade-flow/work/todo-list?size=100')).map((r) => r.taskId)).toContain(
      task.taskId,
    );
    const unknown = await post(
      admin,
      `/api/blade-flow/manager/change-state?state=sleep&processId=${encodeURIComponent(definition.id)}`,
    );
    expect(unknown.json.msg).toBe('暂无流程变更');
  });

  it('lists and deploys models, removes them, deletes deployments and process instances', async () => {
    const models = await records(admin, '/api/blade-flow/model/list');
    expect(models.map((m) => m.modelKey).sort()).toEqual(['Expense', 'Leave']);
    expect(models[0].xml).toBeUndefined();
    expect((await records(admin, '/api/blade-flow/model/list?name=报销')).map((m) => m.modelKey)).toEqual([
      'Expense',
    ]);
    const expense = models.find((m) => m.modelKey === 'Expense');
    const deployed = await post(
      admin,
      `/api/blade-flow/model/deploy?modelId=${expense.id}&category=flow_2&tenantIds=`,
    );
    expect(deployed.json.code).toBe(200);
    const shared = (await records(admin, '/api/blade-flow/manager/list')).find((d) => d.key === 'Expense');
    expect(shared).toMatchObject({ tenantId: '', category: 'flow_2' });

    // Follow: a running instance, deleted with a reason; it leaves the todo list.
    await startLeave(admin, {
      processDefinitionId: shared.id,
      taskUser: ADMIN_ID,
      startTime: '2024-09-01 09:00:00',
      endTime: '2024-09-01 10:00:00',
      reason: '将被删除',
    });
    const running = (await records(admin, '/api/blade-flow/follow/list?size=100')).find(
      (r) => r.processDefinitionId === shared.id,
    );
    expect(running).toMatchObject({ name: '报销流程', startUser: '管理员', categoryName: '报销流程' });
    const removed = await post(
      admin,
      `/api/blade-flow/follow/delete-process-instance?processInstanceId=${running.processInstanceId}&deleteReason=test`,
    );
    expect(removed.json.code).toBe(200);
    expect((await records(admin, '/api/blade-flow/follow/list?size=100')).map((r) => r.id)).not.toContain(
      running.id,
    );
    expect(
      (await records(admin, '/api/blade-flow/work/todo-list?size=100')).map((r) => r.processInstanceId),
    ).not.toContain(running.processInstanceId);

    // Deleting the deployment removes the definition.
    const del = await post(
      admin,
      `/api/blade-flow/manager/delete-deployment?deploymentIds=${shared.deploymentId}`,
    );
    expect(del.json.code).toBe(200);
    expect((await records(admin, '/api/blade-flow/manager/list')).map((d) => d.id)).not.toContain(shared.id);

    const remove = await post(admin, `/api/blade-flow/model/remove?ids=${expense.id}`);
    expect(remove.json.code).toBe(200);
    expect((await records(admin, '/api/blade-flow/model/list')).map((m) => m.modelKey)).toEqual(['Leave']);
  });
});

describe('tenant isolation', () => {
  it('keeps each tenant to its own models, tasks, instances, history and leave requests', async () => {
    // The seed's 100001 leave waits for the street admin.
    const streetTodo = await records(street, '/api/blade-flow/work/todo-list');
    expect(streetTodo).toHaveLength(1);
    expect(streetTodo[0]).toMatchObject({ taskName: '审批', assigneeName: '街道管理员' });
    const foreign = streetTodo[0];

    expect((await records(street, '/api/blade-flow/model/list')).map((m) => m.tenantId)).toEqual(['100001']);
    expect((await records(admin, '/api/blade-flow/model/list')).every((m) => m.tenantId === '000000')).toBe(
      true,
    );

    const adminTodo = await records(admin, '/api/blade-flow/work/todo-list?size=100');
    expect(adminTodo.map((r) => r.processInstanceId)).not.toContain(foreign.processInstanceId);
    expect(
      (await records(admin, '/api/blade-flow/follow/list?size=100')).map((r) => r.processInstanceId),
    ).not.toContain(foreign.processInstanceId);
    const history = await get(
      admin,
      `/api/blade-flow/process/history-flow-list?processInstanceId=${foreign.processInstanceId}`,
    );
    expect(history.json.data).toEqual([]);
    const detail = await get(admin, `/api/blade-desk/process/leave/detail?businessId=${foreign.businessId}`);
    expect(detail.json.data).toBeNull();
    const diagram = await api.fetch(
      `/api/blade-flow/process/diagram-view?processInstanceId=${foreign.processInstanceId}`,
      { headers: { Authorization: basic(), 'Blade-Auth': `bearer ${admin}` } },
    );
    expect(diagram.status).toBe(404);
    const steal = await post(admin, '/api/blade-flow/work/complete-task', {
      taskId: foreign.taskId,
      processInstanceId: foreign.processInstanceId,
      flag: 'ok',
      comment: '越权',
    });
    expect(steal.json.code).toBe(400);

    // The shared leave definition starts in either tenant; an approver from another tenant is refused.
    const definition = await leaveDefinition(wangwu);
    const crossTenant = await startLeave(wangwu, {
      processDefinitionId: definition.id,
      taskUser: ADMIN_ID,
      startTime: '2024-10-01 09:00:00',
      endTime: '2024-10-01 18:00:00',
      reason: '跨租户审批',
    });
    expect(crossTenant.json.code).toBe(400);

    // The rightful approver completes it.
    const done = await post(street, '/api/blade-flow/work/complete-task', {
      taskId: foreign.taskId,
      processInstanceId: foreign.processInstanceId,
      flag: 'ok',
      comment: '同意',
    });
    expect(done.json.code).toBe(200);
    expect((await records(wangwu, '/api/blade-flow/work/send-list'))[0].processIsFinished).toBe('finished');
  });

  it('keeps the process state across a restart on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbxt-wf-'));
    const dbFile = join(dir, 'sandbox.db');
    try {
      const first = await openApi({ dbFile });
      const token = (await first.token()).access_token;
      const definition = (await first.call(token, 'GET', '/api/blade-flow/work/start-list')).json.data
        .records[0];
      await first.call(token, 'POST', '/api/blade-desk/process/leave/start-process', {
        processDefinitionId: definition.id,
        startTime: '2024-11-01 09:00:00',
        endTime: '2024-11-01 18:00:00',
        reason: '重启前',
      });
      await first.sandbox.close();
      const second = await openApi({ dbFile });
      const again = (await second.token()).access_token;
      const todo = (await second.call(again, 'GET', '/api/blade-flow/work/todo-list')).json.data.records;
      const claim = (await second.call(again, 'GET', '/api/blade-flow/work/claim-list')).json.data.records;
      const models = (await second.call(again, 'GET', '/api/blade-flow/model/list')).json.data.records;
      await second.sandbox.close();
      expect(todo).toHaveLength(1);
      expect(claim).toHaveLength(1); // the seed is not loaded twice
      expect(models).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs a signed-in user and the right method', async () => {
    const anonymous = await api.fetch('/api/blade-flow/work/todo-list', {
      headers: { Authorization: basic() },
    });
    expect(anonymous.status).toBe(401);
    const wrong = await get(admin, '/api/blade-flow/work/complete-task');
    expect(wrong.status).toBe(405);
  });
});
