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
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { isEmpty } from '../../core/src/validate/empty.ts';
import {
  businessKeyOf,
  FLOW_MODE,
  FLOW_STATUS,
  LEAVE_BUSINESS_TABLE,
  PASS_FLAG,
  PROCESS_PROGRESS,
  PROCESS_STATE,
  parseBusinessKey,
  SUSPENSION,
  taskUserOf,
  userIdOfTaskUser,
} from '../../core/src/workflow/constants.ts';
import { formatFlowDuration } from '../../core/src/workflow/history.ts';
import { leaveDays } from '../../core/src/workflow/leave.ts';
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { isObject, MAX_PAGE_SIZE, requireAdministrator } from './resources.ts';
import { FIXTURES_DIR } from './seed.ts';
import { findRows, getRow, type Row, transaction } from './store.ts';
import {
  Failure,
  fail,
  formatDateTime,
  MSG,
  multipartForm,
  ok,
  okEmpty,
  paramMissing,
  parseJsonLossless,
  type Reply,
  thrown,
} from './wire.ts';

// ——— storage ———

type Kind = 'model' | 'deployment' | 'definition' | 'instance' | 'task' | 'activity' | 'leave';

/** Definitions shared by every tenant carry this tenant id (Flowable's "no tenant"). */
const COMMON = '';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS wf_record (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, id TEXT NOT NULL, tenant_id TEXT NOT NULL,
  data TEXT NOT NULL, UNIQUE (kind, id));
CREATE INDEX IF NOT EXISTS wf_record_kind ON wf_record (kind, tenant_id);`;

const ready = new WeakSet<DatabaseSync>();

function put(db: DatabaseSync, kind: Kind, row: Row): Row {
  db.prepare(
    `INSERT INTO wf_record (kind, id, tenant_id, data) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, id) DO UPDATE SET tenant_id = excluded.tenant_id, data = excluded.data`,
  ).run(kind, String(row.id), String(row.tenantId ?? COMMON), JSON.stringify(row));
  return row;
}

function get(db: DatabaseSync, kind: Kind, id: string): Row | undefined {
  const found = db.prepare('SELECT data FROM wf_record WHERE kind = ? AND id = ?').get(kind, id) as
    | { data: string }
    | undefined;
  return found ? (JSON.parse(found.data) as Row) : undefined;
}

/** Rows of a kind in insertion order; with tenants, only those tenants' rows. */
function all(db: DatabaseSync, kind: Kind, tenants?: readonly string[]): Row[] {
  let sql = 'SELECT data FROM wf_record WHERE kind = ?';
  const params: string[] = [kind];
  if (tenants) {
    sql += ` AND tenant_id IN (${tenants.map(() => '?').join(', ')})`;
    params.push(...tenants);
  }
  return (db.prepare(`${sql} ORDER BY seq`).all(...params) as { data: string }[]).map(
    (r) => JSON.parse(r.data) as Row,
  );
}

function drop(db: DatabaseSync, kind: Kind, id: string): void {
  db.prepare('DELETE FROM wf_record WHERE kind = ? AND id = ?').run(kind, id);
}

/** Creates the table once per database and seeds `fixtures/sandbox/workflow.json` into a seeded database. */
function ensureReady(state: SandboxState): void {
  if (ready.has(state.db)) return;
  state.db.exec(SCHEMA);
  ready.add(state.db);
  const meta = (key: string) => state.db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  if (meta('seeded') === undefined || meta('workflow-seeded') !== undefined) return;
  transaction(state.db, () => {
    seedWorkflow(state);
    state.db
      .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('workflow-seeded', ?)")
      .run(formatDateTime());
  });
}

// ——— process definitions (BPMN, read just enough) ———

interface FlowNode {
  id: string;
  name: string;
  type: 'startEvent' | 'userTask' | 'endEvent';
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ??
  new RegExp(`\\s${name}\\s*=\\s*'([^']*)'`).exec(tag)?.[1];

const unescapeXml = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/**
 * The processes of a BPMN file: key, name and nodes (start, user tasks, end in document order). Returns
 * none for text that holds no `<process>` (Flowable deploys nothing from it).
 */
export function readBpmn(xml: string): { key: string; name: string; nodes: FlowNode[] }[] {
  const processes: { key: string; name: string; nodes: FlowNode[] }[] = [];
  const processPattern = /<(?:\w+:)?process\b([^>]*)>([\s\S]*?)<\/(?:\w+:)?process>/g;
  for (const match of xml.matchAll(processPattern)) {
    const head = ` ${match[1]}`;
    const key = attr(head, 'id');
    if (!key) continue;
    const nodes: FlowNode[] = [];
    for (const node of match[2]!.matchAll(/<(?:\w+:)?(startEvent|userTask|endEvent)\b([^>]*)>/g)) {
      const id = attr(` ${node[2]}`, 'id');
      if (!id) continue;
      const type = node[1] as FlowNode['type'];
      nodes.push({ id, name: unescapeXml(attr(` ${node[2]}`, 'name') ?? id), type });
    }
    if (!nodes.some((n) => n.type === 'startEvent'))
      nodes.unshift({ id: 'start', name: 'start', type: 'startEvent' });
    if (!nodes.some((n) => n.type === 'endEvent')) nodes.push({ id: 'end', name: 'end', type: 'endEvent' });
    const ordered = [
      nodes.find((n) => n.type === 'startEvent')!,
      ...nodes.filter((n) => n.type === 'userTask'),
      nodes.find((n) => n.type === 'endEvent')!,
    ];
    processes.push({ key, name: unescapeXml(attr(head, 'name') ?? key), nodes: ordered });
  }
  return processes;
}

/** Deploys BPMN text for one tenant (or all): a deployment and a new version of each process in it. */
function deploy(
  state: SandboxState,
  options: {
    name: string;
    resourceName: string;
    xml: string;
    category: string;
    tenantId: string;
    key?: string;
  },
): Row[] {
  const processes = readBpmn(options.xml);
  if (processes.length === 0) throw new Failure(thrown(400, '部署失败,未找到流程'));
  const now = formatDateTime();
  const deployment = put(state.db, 'deployment', {
    id: randomUUID(),
    name: options.name,
    key: options.key ?? '',
    category: options.category,
    tenantId: options.tenantId,
    deploymentTime: now,
    resourceName: options.resourceName,
    xml: options.xml,
  });
  return processes.map((process) => {
    const previous = all(state.db, 'definition', [options.tenantId]).filter((d) => d.key === process.key);
    const version = previous.reduce((max, d) => Math.max(max, Number(d.version)), 0) + 1;
    return put(state.db, 'definition', {
      id: `${process.key}:${version}:${randomUUID()}`,
      tenantId: options.tenantId,
      name: process.name,
      key: process.key,
      category: options.category,
      version,
      deploymentId: deployment.id,
      resourceName: options.resourceName,
      diagramResourceName: options.resourceName.replace(/\.bpmn20\.xml$|\.xml$/i, '.png'),
      suspensionState: SUSPENSION.active,
      deploymentTime: now,
      nodes: process.nodes,
    });
  });
}

// ——— users, tenants, categories ———

const userRow = (state: SandboxState, userId: string | undefined): Row | undefined =>
  userId ? getRow(state.db, state.registry.user!, userId, null) : undefined;

const nameOf = (state: SandboxState, taskUser: unknown): string => {
  const user = userRow(state, userIdOfTaskUser(typeof taskUser === 'string' ? taskUser : undefined));
  return user ? String(user.name ?? user.realName ?? user.account ?? '') : '';
};

/** `flow_1` → the label of item 1 of the business dictionary `flow` (the tenant's own first). */
function categoryName(state: SandboxState, category: unknown, tenantId: string): string {
  const text = typeof category === 'string' ? category : '';
  const at = text.lastIndexOf('_');
  if (at <= 0) return '';
  const spec = state.registry['dict-biz'];
  if (!spec) return '';
  const exact = { code: text.slice(0, at), dictKey: text.slice(at + 1) };
  const items = [
    ...findRows(state.db, spec, { tenantId, exact }),
    ...findRows(state.db, spec, { tenantId: null, exact }),
  ].filter((r) => r.parentId !== '0');
  return items[0] ? String(items[0].dictValue ?? '') : '';
}

function latestVersions(definitions: Row[]): Row[] {
  const latest = new Map<string, Row>();
  for (const d of definitions) {
    const slot = `${d.tenantId}\u0000${d.key}`;
    const seen = latest.get(slot);
    if (!seen || Number(d.version) > Number(seen.version)) latest.set(slot, d);
  }
  return [...latest.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
}

// ——— the engine ———

const nodesOf = (definition: Row) => (definition.nodes ?? []) as FlowNode[];

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
    startedAt: Date.now(),
    comment: '',
    ...fields,
  });
}

function closeActivity(state: SandboxState, activity: Row, comment = ''): void {
  const ms = Date.now() - Number(activity.startedAt ?? Date.now());
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

function startInstance(
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
function completeTask(state: SandboxState, task: Row, pass: boolean, comment: string): void {
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
function deleteInstance(state: SandboxState, instance: Row, reason: string): void {
  const now = formatDateTime();
  for (const task of all(state.db, 'task', [String(instance.tenantId)])) {
    if (task.processInstanceId !== instance.id || task.endTime) continue;
    drop(state.db, 'task', String(task.id));
    const activity = get(state.db, 'activity', String(task.activityRecordId));
    if (activity) closeActivity(state, activity);
  }
  put(state.db, 'instance', { ...instance, endTime: now, deleteReason: reason });
}

const isRunning = (instance: Row) => !instance.endTime;

// ——— request helpers ———

function param(ctx: RequestContext, name: string): string | null {
  return ctx.query.get(name) ?? ctx.form?.get(name) ?? null;
}

function requiredParam(ctx: RequestContext, name: string): string {
  const value = param(ctx, name);
  if (value === null || value === '') throw paramMissing(name);
  return value;
}

const splitList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function intParam(ctx: RequestContext, name: string, fallback: number): number {
  const n = Number(param(ctx, name) ?? '');
  return param(ctx, name) && Number.isInteger(n) ? n : fallback;
}

/** A BladeX page of already filtered records. */
function pageOf(ctx: RequestContext, records: Row[]): Reply {
  const current = Math.max(1, intParam(ctx, 'current', 1));
  const size = Math.min(intParam(ctx, 'size', 10), MAX_PAGE_SIZE);
  const slice = size > 0 ? records.slice((current - 1) * size, current * size) : records;
  return ok({
    records: slice,
    total: records.length,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages: size > 0 ? Math.ceil(records.length / size) : 1,
  });
}

const contains = (value: unknown, needle: string | null) => !needle || String(value ?? '').includes(needle);

/** Work-list filters BladeX reads: category (exact, comma list), processDefinitionName (exact). */
function flowFilter(ctx: RequestContext): (flow: Row) => boolean {
  const categories = splitList(param(ctx, 'category'));
  const name = param(ctx, 'processDefinitionName');
  return (flow) =>
    (categories.length === 0 || categories.includes(String(flow.category))) &&
    (!name || flow.processDefinitionName === name);
}

// ——— presenting records ———

function definitionView(state: SandboxState, d: Row, tenantId: string): Row {
  const { nodes: _nodes, ...rest } = d;
  return { ...rest, categoryName: categoryName(state, d.category, tenantId) };
}

function modelView(model: Row): Row {
  const { xml: _xml, ...rest } = model;
  return rest;
}

/** The BladeFlow record of a task or an instance, as the work lists return it. */
function bladeFlow(
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
function historyItems(state: SandboxState, instance: Row): Row[] {
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

// ——— the diagram ———

const escapeXml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * An SVG of the process: nodes left to right, visited ones drawn green, the current one red (BladeX
 * answers a PNG drawn by Flowable; the console shows either as an image).
 */
function diagramSvg(state: SandboxState, instance: Row): string {
  const definition = get(state.db, 'definition', String(instance.processDefinitionId));
  const nodes = definition ? nodesOf(definition) : [];
  const activities = all(state.db, 'activity', [String(instance.tenantId)]).filter(
    (a) => a.processInstanceId === instance.id,
  );
  const visited = new Set(activities.map((a) => String(a.activityId)));
  const current = isRunning(instance)
    ? new Set(activities.filter((a) => !a.endTime).map((a) => String(a.activityId)))
    : new Set(instance.endActivityId ? [String(instance.endActivityId)] : []);
  const width = 40 + nodes.length * 160;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120" viewBox="0 0 ${width} 120" font-family="sans-serif" font-size="13">`,
    `<title>${escapeXml(String(instance.name ?? ''))}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#666"/></marker></defs>',
  ];
  nodes.forEach((node, i) => {
    const cx = 80 + i * 160;
    const state = current.has(node.id) ? 'current' : visited.has(node.id) ? 'done' : 'pending';
    const stroke = state === 'current' ? '#e53935' : state === 'done' ? '#43a047' : '#888';
    const width = state === 'current' ? 3 : node.type === 'endEvent' ? 3 : 1.5;
    parts.push(`<g data-node-id="${escapeXml(node.id)}" data-state="${state}">`);
    if (node.type === 'userTask') {
      parts.push(
        `<rect x="${cx - 55}" y="35" width="110" height="50" rx="8" fill="#fff" stroke="${stroke}" stroke-width="${width}"/>`,
      );
    } else {
      parts.push(
        `<circle cx="${cx}" cy="60" r="18" fill="#fff" stroke="${stroke}" stroke-width="${width}"/>`,
      );
    }
    const labelY = node.type === 'userTask' ? 65 : 100;
    parts.push(`<text x="${cx}" y="${labelY}" text-anchor="middle">${escapeXml(node.name)}</text></g>`);
    if (i < nodes.length - 1) {
      const from = cx + (node.type === 'userTask' ? 55 : 18);
      const to = cx + 160 - (nodes[i + 1]!.type === 'userTask' ? 55 : 18);
      parts.push(`<line x1="${from}" y1="60" x2="${to}" y2="60" stroke="#666" marker-end="url(#arrow)"/>`);
    }
  });
  parts.push('</svg>');
  return parts.join('');
}

// ——— routes ———

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
      for (const id of ids) {
        const model = get(state.db, 'model', id);
        if (model && model.tenantId === principal.tenantId) drop(state.db, 'model', id);
      }
      return okEmpty();
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
      transaction(state.db, () => {
        for (const id of ids) {
          if (!get(state.db, 'deployment', id)) continue;
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

// ——— seed ———

interface WorkflowFixture {
  models?: Row[];
  deployments?: { modelId: string; category: string; tenantIds?: string[] }[];
  /** Leave requests started at seed time (by account), e.g. a task waiting to be claimed. */
  leaves?: {
    tenantId: string;
    account: string;
    processKey: string;
    startTime: string;
    endTime: string;
    reason: string;
    /** Approver's account; or candidate role aliases that may claim the task. */
    approver?: string;
    candidateGroups?: string[];
  }[];
}

function seedWorkflow(state: SandboxState): void {
  const url = new URL('workflow.json', FIXTURES_DIR);
  let fixture: WorkflowFixture;
  try {
    fixture = parseJsonLossless(readFileSync(url, 'utf8')) as WorkflowFixture;
  } catch {
    return;
  }
  const now = formatDateTime();
  for (const model of fixture.models ?? []) {
    put(state.db, 'model', {
      version: 1,
      modelType: 0,
      created: now,
      lastUpdated: now,
      ...model,
      id: String(model.id),
      tenantId: String(model.tenantId ?? '000000'),
    });
  }
  for (const d of fixture.deployments ?? []) {
    const model = get(state.db, 'model', d.modelId);
    if (!model) continue;
    const name = String(model.name);
    for (const tenantId of d.tenantIds && d.tenantIds.length > 0 ? d.tenantIds : [COMMON]) {
      deploy(state, {
        name,
        key: String(model.modelKey),
        resourceName: `${name}.bpmn20.xml`,
        xml: String(model.xml),
        category: d.category,
        tenantId,
      });
    }
  }
  const users = state.registry.user!;
  for (const l of fixture.leaves ?? []) {
    const starter = findRows(state.db, users, { tenantId: l.tenantId, exact: { account: l.account } })[0];
    const approver = l.approver
      ? findRows(state.db, users, { tenantId: l.tenantId, exact: { account: l.approver } })[0]
      : undefined;
    const definition = latestVersions(all(state.db, 'definition', [COMMON, l.tenantId])).find(
      (d) => d.key === l.processKey,
    );
    if (!starter || !definition) continue;
    const id = state.nextId();
    const instance = startInstance(
      state,
      definition,
      { userId: String(starter.id), tenantId: l.tenantId },
      businessKeyOf(LEAVE_BUSINESS_TABLE, id),
      {
        createUser: starter.account,
        taskUser: approver ? taskUserOf(String(approver.id)) : '',
        candidateGroups: l.candidateGroups ?? [],
        days: leaveDays(l.startTime, l.endTime) ?? 0,
      },
    );
    put(state.db, 'leave', {
      id,
      tenantId: l.tenantId,
      processDefinitionId: definition.id,
      processInstanceId: instance.id,
      startTime: l.startTime,
      endTime: l.endTime,
      reason: l.reason,
      taskUser: approver ? String(approver.id) : '',
      applyTime: now,
      createUser: String(starter.id),
      createDept: String(starter.deptId ?? ''),
      createTime: now,
      updateTime: now,
      status: 1,
      isDeleted: 0,
    });
  }
}
