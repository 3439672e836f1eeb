/** The linear engine: starting an instance, entering nodes, completing tasks, deleting instances. */
import { randomUUID } from 'node:crypto';
import { SUSPENSION, taskUserOf } from '../../../core/src/workflow/constants.ts';
import type { SandboxState } from '../context.ts';
import type { Row } from '../store.ts';
import { formatDateTime } from '../wire.ts';
import type { FlowNode } from './definitions.ts';
import { all, drop, get, put } from './store.ts';

export const nodesOf = (definition: Row) => (definition.nodes ?? []) as FlowNode[];

function addActivity(state: SandboxState, instance: Row, node: FlowNode, fields: Row): Row {
  return put(state.db, 'activity', {
    id: randomUUID(),
    tenantId: instance.tenantId,
    processInstanceId: instance.id,
    activityId: node.id,
    activityName: node.name,
    activityType: node.type,
    assignee: null,
    startTime: formatDateTime(),
    endTime: null,
    startedAt: state.clock.now(),
    comment: '',
    ...fields,
  });
}

function closeActivity(state: SandboxState, activity: Row, comment = ''): void {
  const ms = state.clock.now() - Number(activity.startedAt ?? state.clock.now());
  put(state.db, 'activity', { ...activity, endTime: formatDateTime(), durationMs: ms, comment });
}

/** Enters a node: a user task gets a task (assigned, or offered to candidate groups); the end closes. */
function enter(state: SandboxState, instance: Row, definition: Row, node: FlowNode): void {
  const variables = (instance.variables ?? {}) as Row;
  if (node.type === 'endEvent') {
    const activity = addActivity(state, instance, node, {});
    closeActivity(state, activity);
    put(state.db, 'instance', {
      ...instance,
      endTime: formatDateTime(),
      endActivityId: node.id,
      currentActivityId: node.id,
    });
    return;
  }
  const assignee = typeof variables.taskUser === 'string' && variables.taskUser ? variables.taskUser : null;
  const activity = addActivity(state, instance, node, { assignee });
  put(state.db, 'task', {
    id: randomUUID(),
    tenantId: instance.tenantId,
    name: node.name,
    taskDefinitionKey: node.id,
    processInstanceId: instance.id,
    processDefinitionId: definition.id,
    executionId: instance.id,
    activityRecordId: activity.id,
    assignee,
    candidateGroups: (variables.candidateGroups ?? []) as string[],
    createTime: formatDateTime(),
    claimTime: null,
    endTime: null,
    suspensionState: instance.suspensionState ?? SUSPENSION.active,
    comment: '',
  });
  put(state.db, 'instance', { ...instance, currentActivityId: node.id });
}

export function startInstance(
  state: SandboxState,
  definition: Row,
  starter: { userId: string; tenantId: string },
  businessKey: string,
  variables: Row,
): Row {
  const start = nodesOf(definition)[0]!;
  const instance = put(state.db, 'instance', {
    id: randomUUID(),
    tenantId: starter.tenantId,
    name: definition.name,
    processDefinitionId: definition.id,
    processDefinitionKey: definition.key,
    businessKey,
    startUserId: taskUserOf(starter.userId),
    startTime: formatDateTime(),
    endTime: null,
    endActivityId: null,
    deleteReason: null,
    suspensionState: SUSPENSION.active,
    currentActivityId: start.id,
    variables,
  });
  closeActivity(state, addActivity(state, instance, start, { assignee: taskUserOf(starter.userId) }));
  enter(state, get(state.db, 'instance', String(instance.id))!, definition, nodesOf(definition)[1]!);
  return get(state.db, 'instance', String(instance.id))!;
}

/** Completes a task: agree moves to the next user task (or the end), reject ends the process. */
export function completeTask(state: SandboxState, task: Row, pass: boolean, comment: string): void {
  const now = formatDateTime();
  put(state.db, 'task', { ...task, endTime: now, comment, pass });
  const activity = get(state.db, 'activity', String(task.activityRecordId));
  if (activity) closeActivity(state, activity, comment);
  const instance = get(state.db, 'instance', String(task.processInstanceId))!;
  const definition = get(state.db, 'definition', String(instance.processDefinitionId))!;
  const nodes = nodesOf(definition);
  const at = nodes.findIndex((n) => n.id === task.taskDefinitionKey);
  const next = pass ? nodes[at + 1] : nodes[nodes.length - 1];
  enter(state, instance, definition, next ?? nodes[nodes.length - 1]!);
}

/** Ends a running instance without reaching its end event (follow/delete, deleted deployments). */
export function deleteInstance(state: SandboxState, instance: Row, reason: string): void {
  const now = formatDateTime();
  for (const task of all(state.db, 'task', [String(instance.tenantId)])) {
    if (task.processInstanceId !== instance.id || task.endTime) continue;
    drop(state.db, 'task', String(task.id));
    const activity = get(state.db, 'activity', String(task.activityRecordId));
    if (activity) closeActivity(state, activity);
  }
  put(state.db, 'instance', { ...instance, endTime: now, deleteReason: reason });
}

export const isRunning = (instance: Row) => !instance.endTime;
