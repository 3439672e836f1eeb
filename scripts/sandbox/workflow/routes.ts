/**
 * BladeX's flow module in miniature: process models, deployments and definitions, running instances,
 * tasks, history and the leave process of blade-desk, kept in one table of the sandbox database
 * (`wf_record`, one row per object, by kind). The engine is linear: a definition is its start event,
 * its user tasks in document order and its end event; agreeing moves to the next user task or ends the
 * process, rejecting ends it. Everything is isolated by tenant; definitions deployed without a tenant
 * are shared by every tenant, as Flowable's are.
 *
 * Paths (without /api): /blade-flow/model/*, /blade-flow/manager/*, /blade-flow/follow/*,
 * /blade-flow/work/*, /blade-flow/process/*, /blade-desk/process/leave/*.
 */
import { isEmpty } from '../../../core/src/validate/empty.ts';
import {
  businessKeyOf,
  FLOW_MODE,
  FLOW_STATUS,
  LEAVE_BUSINESS_TABLE,
  PASS_FLAG,
  PROCESS_STATE,
  SUSPENSION,
  taskUserOf,
  userIdOfTaskUser,
} from '../../../core/src/workflow/constants.ts';
import { leaveDays } from '../../../core/src/workflow/leave.ts';
import type { Principal, RequestContext, SandboxState } from '../context.ts';
import { isObject, requireAdministrator } from '../resources.ts';
import { type Row, transaction } from '../store.ts';
import {
  Failure,
  fail,
  formatDateTime,
  MSG,
  multipartForm,
  ok,
  okEmpty,
  paramMissing,
  type Reply,
  thrown,
} from '../wire.ts';
import { deploy } from './definitions.ts';
import { diagramSvg } from './diagram.ts';
import { completeTask, deleteInstance, isRunning, startInstance } from './engine.ts';
import { categoryName, latestVersions, nameOf, userRow } from './lookups.ts';
import { contains, flowFilter, intParam, pageOf, param, requiredParam, splitList } from './params.ts';
import { ensureReady } from './seed.ts';
import { all, COMMON, drop, get, put } from './store.ts';
import { bladeFlow, definitionView, historyItems, modelView } from './views.ts';

type Handler = (state: SandboxState, ctx: RequestContext, principal: Principal) => Reply | Promise<Reply>;
interface Route {
  method: 'GET' | 'POST';
  handle: Handler;
}

/** A running or ended instance of the principal's tenant. */
function ownInstance(state: SandboxState, principal: Principal, id: string | null): Row | undefined {
  const instance = id ? get(state.db, 'instance', id) : undefined;
  return instance && instance.tenantId === principal.tenantId ? instance : undefined;
}

const myTaskUser = (principal: Principal) => taskUserOf(principal.userId);

/** Open, active tasks of the tenant. */
const openTasks = (state: SandboxState, principal: Principal) =>
  all(state.db, 'task', [principal.tenantId]).filter(
    (t) => !t.endTime && Number(t.suspensionState ?? SUSPENSION.active) === SUSPENSION.active,
  );

const canClaim = (task: Row, principal: Principal) =>
  !task.assignee &&
  ((task.candidateGroups ?? []) as string[]).some((group) => principal.roleAliases.includes(group));

function processList(state: SandboxState, ctx: RequestContext, principal: Principal, activeOnly: boolean) {
  const mode = intParam(ctx, 'mode', FLOW_MODE.common);
  const category = param(ctx, 'category');
  const tenants =
    mode === FLOW_MODE.common ? [COMMON] : principal.administrator ? undefined : [principal.tenantId];
  let definitions = all(state.db, 'definition', tenants);
  if (mode !== FLOW_MODE.common) definitions = definitions.filter((d) => d.tenantId !== COMMON);
  definitions = latestVersions(definitions).filter(
    (d) =>
      (!category || d.category === category) &&
      (!activeOnly || Number(d.suspensionState) === SUSPENSION.active),
  );
  return pageOf(
    ctx,
    definitions.map((d) => definitionView(state, d, principal.tenantId)),
  );
}

async function deployUpload(state: SandboxState, ctx: RequestContext, principal: Principal): Promise<Reply> {
  requireAdministrator(principal);
  const form = await multipartForm(ctx);
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
  if (files.length === 0) throw paramMissing('files');
  const category = form.get('category');
  if (typeof category !== 'string' || category === '') throw paramMissing('category');
  const tenantIdsValue = form.get('tenantIds');
  const tenantIds = splitList(typeof tenantIdsValue === 'string' ? tenantIdsValue : null);
  const texts = await Promise.all(files.map(async (file) => ({ name: file.name, xml: await file.text() })));
  transaction(state.db, () => {
    for (const file of texts) {
      for (const tenantId of tenantIds.length > 0 ? tenantIds : [COMMON]) {
        deploy(state, { name: file.name, resourceName: file.name, xml: file.xml, category, tenantId });
      }
    }
  });
  return okEmpty();
}

function startLeave(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  if (!ctx.contentType.toLowerCase().includes('application/json'))
    throw new Failure(thrown(415, MSG.mediaTypeNotSupported));
  if (!isObject(ctx.body)) throw new Failure(thrown(400, MSG.notReadable));
  const body = ctx.body;
  const now = formatDateTime();
  const text = (key: string) => (body[key] === undefined || body[key] === null ? '' : String(body[key]));
  // An id updates an existing request, as BladeX's startProcess does.
  if (text('id') !== '') {
    const existing = get(state.db, 'leave', text('id'));
    if (!existing || existing.tenantId !== principal.tenantId) return fail(MSG.failure);
    const { id: _id, tenantId: _t, processInstanceId: _p, ...changes } = body;
    put(state.db, 'leave', { ...existing, ...changes, updateUser: principal.userId, updateTime: now });
    return okEmpty();
  }
  const definition = get(state.db, 'definition', text('processDefinitionId'));
  if (!definition || (definition.tenantId !== COMMON && definition.tenantId !== principal.tenantId))
    return fail('开启流程失败,未找到流程定义');
  if (Number(definition.suspensionState) !== SUSPENSION.active) return fail('开启流程失败,流程已挂起');
  // The approver must be a user of the tenant; without one the requester approves it (sandbox only).
  const approverId = text('taskUser') || principal.userId;
  const approver = userRow(state, approverId);
  if (!approver || approver.tenantId !== principal.tenantId) return fail('开启流程失败,审批用户不存在');
  const leave: Row = {
    id: state.nextId(),
    tenantId: principal.tenantId,
    processDefinitionId: definition.id,
    processInstanceId: null,
    startTime: text('startTime'),
    endTime: text('endTime'),
    reason: text('reason'),
    taskUser: approverId,
    applyTime: now,
    createUser: principal.userId,
    createDept: principal.deptId,
    createTime: now,
    updateUser: principal.userId,
    updateTime: now,
    status: 1,
    isDeleted: 0,
  };
  transaction(state.db, () => {
    const instance = startInstance(
      state,
      definition,
      principal,
      businessKeyOf(LEAVE_BUSINESS_TABLE, String(leave.id)),
      {
        createUser: principal.account,
        taskUser: taskUserOf(approverId),
        days: leaveDays(String(leave.startTime), String(leave.endTime)) ?? 0,
      },
    );
    put(state.db, 'leave', { ...leave, processInstanceId: instance.id });
  });
  return okEmpty();
}

function complete(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  if (!ctx.contentType.toLowerCase().includes('application/json'))
    throw new Failure(thrown(415, MSG.mediaTypeNotSupported));
  if (!isObject(ctx.body)) throw new Failure(thrown(400, MSG.notReadable));
  const body = ctx.body;
  // The console checks the comment first; the sandbox refuses an empty one too (platform.md §5).
  if (isEmpty(body.comment)) return fail('请先填写批复意见');
  const task = typeof body.taskId === 'string' ? get(state.db, 'task', body.taskId) : undefined;
  if (!task || task.tenantId !== principal.tenantId || task.endTime) return fail('任务不存在或已办结');
  if (body.processInstanceId !== undefined && String(body.processInstanceId) !== task.processInstanceId)
    return fail('任务不属于该流程');
  if (task.assignee !== myTaskUser(principal)) return fail('当前用户不是该任务的办理人');
  if (Number(task.suspensionState) !== SUSPENSION.active) return fail('流程已挂起,无法办理');
  transaction(state.db, () => completeTask(state, task, body.flag === PASS_FLAG, String(body.comment)));
  return okEmpty();
}

const routes: Record<string, Route> = {
  // models
  '/blade-flow/model/list': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      pageOf(
        ctx,
        all(state.db, 'model', [principal.tenantId])
          .filter((m) => contains(m.name, param(ctx, 'name')) && contains(m.modelKey, param(ctx, 'modelKey')))
          .map(modelView),
      ),
  },
  '/blade-flow/model/remove': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const ids = splitList(requiredParam(ctx, 'ids'));
      let dropped = 0;
      for (const id of ids) {
        const model = get(state.db, 'model', id);
        if (model && model.tenantId === principal.tenantId) {
          drop(state.db, 'model', id);
          dropped++;
        }
      }
      // R.status: removing nothing is a failure, not 操作成功.
      return dropped > 0 ? okEmpty() : fail(MSG.failure);
    },
  },
  '/blade-flow/model/deploy': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const modelId = requiredParam(ctx, 'modelId');
      const category = requiredParam(ctx, 'category');
      const model = get(state.db, 'model', modelId);
      if (!model || model.tenantId !== principal.tenantId)
        throw new Failure(thrown(400, `No model found with the given id: ${modelId}`));
      const tenantIds = splitList(param(ctx, 'tenantIds'));
      const name = String(model.name);
      transaction(state.db, () => {
        for (const tenantId of tenantIds.length > 0 ? tenantIds : [COMMON]) {
          deploy(state, {
            name,
            key: String(model.modelKey),
            resourceName: name.endsWith('.bpmn20.xml') ? name : `${name}.bpmn20.xml`,
            xml: String(model.xml ?? ''),
            category,
            tenantId,
          });
        }
      });
      return okEmpty();
    },
  },

  // deployed processes
  '/blade-flow/manager/list': {
    method: 'GET',
    handle: (state, ctx, principal) => processList(state, ctx, principal, false),
  },
  '/blade-flow/manager/change-state': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const wanted = requiredParam(ctx, 'state');
      const processId = requiredParam(ctx, 'processId');
      const definition = get(state.db, 'definition', processId);
      if (!definition) return thrown(500, MSG.serverError);
      const suspensionState =
        wanted === PROCESS_STATE.active
          ? SUSPENSION.active
          : wanted === PROCESS_STATE.suspend
            ? SUSPENSION.suspended
            : undefined;
      if (suspensionState === undefined) return okEmpty('暂无流程变更');
      transaction(state.db, () => {
        put(state.db, 'definition', { ...definition, suspensionState });
        // Instances and their tasks follow their definition.
        for (const instance of all(state.db, 'instance')) {
          if (instance.processDefinitionId !== processId || !isRunning(instance)) continue;
          put(state.db, 'instance', { ...instance, suspensionState });
          for (const task of all(state.db, 'task', [String(instance.tenantId)]))
            if (task.processInstanceId === instance.id && !task.endTime)
              put(state.db, 'task', { ...task, suspensionState });
        }
      });
      return okEmpty(
        suspensionState === SUSPENSION.active
          ? `激活ID为 [${processId}] 的流程成功`
          : `挂起ID为 [${processId}] 的流程成功`,
      );
    },
  },
  '/blade-flow/manager/deploy-upload': { method: 'POST', handle: deployUpload },
  '/blade-flow/manager/delete-deployment': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const ids = splitList(requiredParam(ctx, 'deploymentIds'));
      // Flowable throws on a deployment it does not know: nothing is deleted.
      if (ids.some((id) => !get(state.db, 'deployment', id))) return thrown(500, MSG.serverError);
      transaction(state.db, () => {
        for (const id of ids) {
          for (const definition of all(state.db, 'definition').filter((d) => d.deploymentId === id)) {
            for (const instance of all(state.db, 'instance'))
              if (instance.processDefinitionId === definition.id && isRunning(instance))
                deleteInstance(state, instance, 'deployment deleted');
            drop(state.db, 'definition', String(definition.id));
          }
          drop(state.db, 'deployment', id);
        }
      });
      return okEmpty();
    },
  },

  // running processes
  '/blade-flow/follow/list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const id = param(ctx, 'processInstanceId');
      const key = param(ctx, 'processDefinitionKey');
      const records = all(state.db, 'instance', [principal.tenantId])
        .filter(isRunning)
        .filter((i) => (!id || i.id === id) && (!key || i.processDefinitionKey === key))
        .map((i) => {
          const definition = get(state.db, 'definition', String(i.processDefinitionId)) ?? {};
          const starter = userRow(state, userIdOfTaskUser(String(i.startUserId)));
          return {
            id: i.id,
            name: i.name,
            startUserId: i.startUserId,
            startUser: starter ? String(starter.realName ?? starter.name ?? '') : '',
            startTime: i.startTime,
            executionId: i.id,
            processInstanceId: i.id,
            processDefinitionId: i.processDefinitionId,
            processDefinitionKey: i.processDefinitionKey,
            suspensionState: i.suspensionState,
            category: definition.category ?? null,
            categoryName: categoryName(state, definition.category, principal.tenantId),
          };
        });
      return pageOf(ctx, records);
    },
  },
  '/blade-flow/follow/delete-process-instance': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      requireAdministrator(principal);
      const instance = ownInstance(state, principal, requiredParam(ctx, 'processInstanceId'));
      if (!instance || !isRunning(instance)) return fail(MSG.failure);
      transaction(state.db, () => deleteInstance(state, instance, param(ctx, 'deleteReason') ?? ''));
      return okEmpty();
    },
  },

  // work lists
  '/blade-flow/work/start-list': {
    method: 'GET',
    handle: (state, ctx, principal) => processList(state, ctx, principal, true),
  },
  '/blade-flow/work/claim-list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const keep = flowFilter(ctx);
      const records = openTasks(state, principal)
        .filter((t) => canClaim(t, principal))
        .reverse()
        .map((t) =>
          bladeFlow(
            state,
            get(state.db, 'instance', String(t.processInstanceId))!,
            t,
            FLOW_STATUS.claim,
            principal.tenantId,
          ),
        )
        .filter(keep);
      return pageOf(ctx, records);
    },
  },
  '/blade-flow/work/todo-list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const keep = flowFilter(ctx);
      const records = openTasks(state, principal)
        .filter((t) => t.assignee === myTaskUser(principal))
        .reverse()
        .map((t) =>
          bladeFlow(
            state,
            get(state.db, 'instance', String(t.processInstanceId))!,
            t,
            FLOW_STATUS.todo,
            principal.tenantId,
          ),
        )
        .filter(keep);
      return pageOf(ctx, records);
    },
  },
  '/blade-flow/work/send-list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const keep = flowFilter(ctx);
      const tasks = all(state.db, 'task', [principal.tenantId]);
      const records = all(state.db, 'instance', [principal.tenantId])
        .filter((i) => i.startUserId === myTaskUser(principal))
        .reverse()
        .map((i) => {
          const last = tasks.filter((t) => t.processInstanceId === i.id).at(-1);
          return bladeFlow(state, i, last, FLOW_STATUS.finish, principal.tenantId);
        })
        .filter(keep);
      return pageOf(ctx, records);
    },
  },
  '/blade-flow/work/done-list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const keep = flowFilter(ctx);
      const records = all(state.db, 'task', [principal.tenantId])
        .filter((t) => t.endTime && t.assignee === myTaskUser(principal))
        .reverse()
        .map((t) =>
          bladeFlow(
            state,
            get(state.db, 'instance', String(t.processInstanceId))!,
            t,
            FLOW_STATUS.finish,
            principal.tenantId,
          ),
        )
        .filter(keep);
      return pageOf(ctx, records);
    },
  },
  '/blade-flow/work/claim-task': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const task = get(state.db, 'task', requiredParam(ctx, 'taskId'));
      if (!task || task.tenantId !== principal.tenantId || task.endTime) return fail('任务不存在或已办结');
      if (task.assignee) return fail('任务已被签收');
      if (!canClaim(task, principal)) return fail('当前用户无权签收该任务');
      put(state.db, 'task', { ...task, assignee: myTaskUser(principal), claimTime: formatDateTime() });
      const activity = get(state.db, 'activity', String(task.activityRecordId));
      if (activity) put(state.db, 'activity', { ...activity, assignee: myTaskUser(principal) });
      return okEmpty('签收事务成功');
    },
  },
  '/blade-flow/work/complete-task': { method: 'POST', handle: complete },

  // history and diagram
  '/blade-flow/process/history-flow-list': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const instance = ownInstance(state, principal, requiredParam(ctx, 'processInstanceId'));
      return ok(instance ? historyItems(state, instance) : []);
    },
  },
  '/blade-flow/process/diagram-view': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const instance = ownInstance(state, principal, requiredParam(ctx, 'processInstanceId'));
      if (!instance) return thrown(404, MSG.notFound);
      return {
        status: 200,
        body: null,
        raw: diagramSvg(state, instance),
        headers: { 'Content-Type': 'image/svg+xml;charset=UTF-8' },
      };
    },
  },

  // the leave process
  '/blade-desk/process/leave/start-process': { method: 'POST', handle: startLeave },
  '/blade-desk/process/leave/detail': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const leave = get(state.db, 'leave', requiredParam(ctx, 'businessId'));
      if (!leave || leave.tenantId !== principal.tenantId) return ok(null);
      const instance = get(state.db, 'instance', String(leave.processInstanceId));
      const flow = instance
        ? {
            ...bladeFlow(state, instance, undefined, FLOW_STATUS.finish, principal.tenantId),
            // The handle page shows the requester here.
            assigneeName: nameOf(state, taskUserOf(String(leave.createUser))),
          }
        : null;
      return ok({ ...leave, taskUserName: nameOf(state, taskUserOf(String(leave.taskUser))), flow });
    },
  },
};

/** A workflow call for this path, or null. Wrong method → 405 as Spring answers. */
export function workflowCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Reply | Promise<Reply> | null {
  const route = Object.hasOwn(routes, ctx.path) ? routes[ctx.path] : undefined;
  if (!route) return null;
  ensureReady(state);
  if (route.method !== ctx.method) throw new Failure(thrown(405, MSG.methodNotSupported));
  return route.handle(state, ctx, principal);
}
