/**
 * What the task system's calls do beyond their declarations (business-modules.md §4 Task system): a task
 * launched to members files one launch member and one execution per member; an execution handed to
 * another executor takes that user's name, one marked complete its finish time.
 */
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { operationCall } from './operations.ts';
import { tenantOf } from './resources.ts';
import { getRow, insertRow, type Row, updateRow } from './store.ts';
import { formatDateTime, type Reply } from './wire.ts';

const ids = (value: unknown): string[] =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function userName(state: SandboxState, principal: Principal, id: string): string {
  const user = getRow(state.db, state.registry.user!, id, principal.tenantId);
  return String(user?.realName ?? user?.name ?? id);
}

function file(state: SandboxState, principal: Principal, name: string, data: Row): void {
  const id = state.nextId();
  const now = formatDateTime();
  insertRow(state.db, state.registry[name]!, id, principal.tenantId, {
    ...data,
    id,
    tenantId: principal.tenantId,
    createUser: principal.userId,
    createTime: now,
    updateTime: now,
    isDeleted: 0,
  });
}

/** task-launch submit of a new launch: its members and their executions filed with it. */
export function launchSaveHook(
  state: SandboxState,
  principal: Principal,
  data: Row,
  existing: Row | undefined,
): void {
  if (existing) return;
  const members = ids(data.memberIds);
  const launchId = state.nextId();
  data.id = launchId;
  data.launcher ??= userName(state, principal, principal.userId);
  data.launchTime = formatDateTime();
  data.executeCount = members.length;
  data.finishCount = 0;
  for (const userId of members) {
    const realName = userName(state, principal, userId);
    file(state, principal, 'task-launch-member', { launchId, userId, realName, memberType: 1 });
    file(state, principal, 'task-execute', {
      launchId,
      taskName: data.launchName,
      executor: userId,
      executorName: realName,
      deadline: data.deadline,
      status: 0,
    });
  }
}

/** After a successful change of executions: the executor's name, or the finish time, follows. */
async function afterExecutionChange(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
  change: (row: Row) => void,
  target: string,
): Promise<Reply | null> {
  const reply = await operationCall(state, ctx, principal);
  if (!(reply?.body as { success?: boolean } | undefined)?.success) return reply;
  const spec = state.registry['task-execute']!;
  for (const id of ids(ctx.query.get(target))) {
    const row = getRow(state.db, spec, id, tenantOf(spec, principal));
    if (!row) continue;
    change(row);
    updateRow(state.db, spec, id, row);
  }
  return reply;
}

/** The task system's own behaviour for this request, or null. */
export function taskCall(
  state: SandboxState,
  ctx: RequestContext,
  principal: Principal,
): Promise<Reply | null> | null {
  if (ctx.method !== 'POST') return null;
  if (ctx.path === '/taskSystem/taskExecute/changeExecutor') {
    const executor = ctx.query.get('executor') ?? '';
    const name = userName(state, principal, executor);
    return afterExecutionChange(
      state,
      ctx,
      principal,
      (row) => {
        row.executorName = name;
      },
      'ids',
    );
  }
  if (ctx.path === '/taskSystem/taskExecute/markComplete') {
    const now = formatDateTime();
    return afterExecutionChange(
      state,
      ctx,
      principal,
      (row) => {
        row.finishTime = now;
      },
      'id',
    );
  }
  return null;
}
