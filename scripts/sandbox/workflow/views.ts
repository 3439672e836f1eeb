/** Workflow records as BladeX answers them: definitions, models, flows and an instance's history. */
import { PROCESS_PROGRESS, parseBusinessKey } from '../../../core/src/workflow/constants.ts';
import { formatFlowDuration } from '../../../core/src/workflow/history.ts';
import type { SandboxState } from '../context.ts';
import type { Row } from '../store.ts';
import { categoryName, nameOf } from './lookups.ts';
import { all, get } from './store.ts';

export function definitionView(state: SandboxState, d: Row, tenantId: string): Row {
  const { nodes: _nodes, ...rest } = d;
  return { ...rest, categoryName: categoryName(state, d.category, tenantId) };
}

export function modelView(model: Row): Row {
  const { xml: _xml, ...rest } = model;
  return rest;
}

/** The BladeFlow record of a task or an instance, as the work lists return it. */
export function bladeFlow(
  state: SandboxState,
  instance: Row,
  task: Row | undefined,
  status: string,
  tenantId: string,
): Row {
  const definition = get(state.db, 'definition', String(instance.processDefinitionId)) ?? {};
  const business = parseBusinessKey(String(instance.businessKey ?? ''));
  const assignee = task?.assignee ?? null;
  return {
    taskId: task?.id ?? null,
    taskDefinitionKey: task?.taskDefinitionKey ?? null,
    taskName: task?.name ?? null,
    assignee,
    assigneeName: assignee ? nameOf(state, assignee) : nameOf(state, instance.startUserId),
    category: definition.category ?? null,
    categoryName: categoryName(state, definition.category, tenantId),
    createTime: task?.createTime ?? instance.startTime,
    endTime: instance.endTime ?? null,
    claimTime: task?.claimTime ?? null,
    historyTaskEndTime: task?.endTime ?? null,
    executionId: instance.id,
    processInstanceId: instance.id,
    historyProcessInstanceId: instance.id,
    processDefinitionId: definition.id ?? instance.processDefinitionId,
    processDefinitionKey: definition.key ?? null,
    processDefinitionName: definition.name ?? null,
    processDefinitionVersion: definition.version ?? null,
    processIsFinished: instance.endActivityId ? PROCESS_PROGRESS.finished : PROCESS_PROGRESS.unfinished,
    businessTable: business?.table ?? null,
    businessId: business?.id ?? null,
    variables: instance.variables ?? {},
    status,
  };
}

/** BladeX `history-flow-list` items: start, tasks with an assignee, end. */
export function historyItems(state: SandboxState, instance: Row): Row[] {
  return all(state.db, 'activity', [String(instance.tenantId)])
    .filter((a) => a.processInstanceId === instance.id)
    .map((a) => ({
      id: a.id,
      historyActivityId: a.activityId,
      historyActivityName: a.activityName,
      historyActivityType: a.activityType,
      assignee: a.assignee ?? null,
      assigneeName: a.assignee ? nameOf(state, a.assignee) : '',
      createTime: a.startTime,
      endTime: a.endTime ?? null,
      historyActivityDurationTime: a.endTime ? formatFlowDuration(Number(a.durationMs ?? 0) / 1000) : '',
      comment: a.comment ?? '',
      processInstanceId: instance.id,
    }));
}
