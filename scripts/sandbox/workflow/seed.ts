/** The table made ready once per database, and `fixtures/sandbox/workflow.json` seeded into it. */
import { readFileSync } from 'node:fs';
import { businessKeyOf, LEAVE_BUSINESS_TABLE, taskUserOf } from '../../../core/src/workflow/constants.ts';
import { leaveDays } from '../../../core/src/workflow/leave.ts';
import type { SandboxState } from '../context.ts';
import { FIXTURES_DIR } from '../seed.ts';
import { findRows, type Row, transaction } from '../store.ts';
import { formatDateTime, parseJsonLossless } from '../wire.ts';
import { deploy } from './definitions.ts';
import { startInstance } from './engine.ts';
import { latestVersions } from './lookups.ts';
import { all, COMMON, get, put, ready, SCHEMA } from './store.ts';

/** Creates the table once per database and seeds `fixtures/sandbox/workflow.json` into a seeded database. */
export function ensureReady(state: SandboxState): void {
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
