/**
 * Scheduled jobs (business-modules.md §Jobs): `POST job/nbxtjob/list` with taskDataType, current and size in
 * the query; `doNow/{id}` runs a job now and records the run; `clearRemove` clears the finished runs of the
 * tenant's jobs (the jobs stay); `export/error/{id}` downloads the error rows of a job as .xlsx.
 * Runs live in their own table; a job's `errors` (seed data) are the rows each run reports as failed.
 */
import type { Principal, RequestContext, SandboxState } from './context.ts';
import { xlsxReply } from './exports.ts';
import { page } from './resources.ts';
import { getRow, type Row } from './store.ts';
import { formatDateTime, MSG, ok, type Reply, thrown } from './wire.ts';

const BASE = '/job/nbxtjob';

function ensureTable(state: SandboxState): void {
  state.db.exec(`CREATE TABLE IF NOT EXISTS job_run (
    id TEXT PRIMARY KEY, job_id TEXT NOT NULL, tenant_id TEXT NOT NULL, started_at TEXT NOT NULL,
    status TEXT NOT NULL, error_count INTEGER NOT NULL)`);
}

interface RunStats {
  runCount: number;
  lastRunTime: string | null;
}

function runStats(state: SandboxState, jobId: string): RunStats {
  const row = state.db
    .prepare('SELECT COUNT(*) AS n, MAX(started_at) AS last FROM job_run WHERE job_id = ?')
    .get(jobId) as { n: number; last: string | null };
  return { runCount: row.n, lastRunTime: row.last };
}

function jobOf(state: SandboxState, principal: Principal, id: string): Row | undefined {
  return getRow(state.db, state.registry.job!, id, principal.tenantId);
}

const errorsOf = (job: Row): Row[] => (Array.isArray(job.errors) ? (job.errors as Row[]) : []);

function list(state: SandboxState, ctx: RequestContext, principal: Principal): Reply {
  const spec = state.registry.job!;
  // The query carries everything; taskDataType matches exactly, as the job service does.
  const type = ctx.query.get('taskDataType');
  const reply = page(
    state,
    spec,
    principal,
    { ...ctx, query: new URLSearchParams(pagingOf(ctx.query)), body: null },
    [],
    type ? { taskDataType: type } : {},
  );
  const data = (reply.body as { data: { records: Row[] } }).data;
  data.records = data.records.map((job) => {
    const { errors: _errors, ...rest } = job;
    return { ...rest, errorCount: errorsOf(job).length, ...runStats(state, String(job.id)) };
  });
  return reply;
}

function pagingOf(query: URLSearchParams): [string, string][] {
  return [...query.entries()].filter(([k]) => k === 'current' || k === 'size');
}

function doNow(state: SandboxState, principal: Principal, id: string): Reply {
  const job = jobOf(state, principal, id);
  if (!job) return thrown(400, '任务不存在');
  const errorCount = errorsOf(job).length;
  state.db
    .prepare('INSERT INTO job_run VALUES (?, ?, ?, ?, ?, ?)')
    .run(
      state.nextId(),
      id,
      principal.tenantId,
      formatDateTime(),
      errorCount ? 'error' : 'success',
      errorCount,
    );
  return ok(true);
}

function clearRemove(state: SandboxState, principal: Principal): Reply {
  const result = state.db.prepare('DELETE FROM job_run WHERE tenant_id = ?').run(principal.tenantId);
  return ok(Number(result.changes));
}

function exportErrors(state: SandboxState, principal: Principal, id: string): Reply {
  const job = jobOf(state, principal, id);
  if (!job) return thrown(400, '任务不存在');
  const errors = errorsOf(job);
  const keys = [...new Set(errors.flatMap((e) => Object.keys(e)))];
  return xlsxReply({
    state,
    fileName: `${String(job.jobName ?? id)}错误数据.xlsx`,
    sheetName: '错误数据',
    columns: keys.map((k) => ({ key: k, header: k })),
    rows: errors,
  });
}

/** Serves the job calls, or null for other paths. */
export function jobCall(state: SandboxState, ctx: RequestContext, principal: Principal): Reply | null {
  if (!ctx.path.startsWith(`${BASE}/`) || !state.registry.job) return null;
  ensureTable(state);
  const sub = ctx.path.slice(BASE.length + 1);
  const expect = (method: string) => (ctx.method === method ? null : thrown(405, MSG.methodNotSupported));
  if (sub === 'list') return expect('POST') ?? list(state, ctx, principal);
  if (sub === 'clearRemove') return expect('POST') ?? clearRemove(state, principal);
  let m = /^doNow\/([^/]+)$/.exec(sub);
  if (m) return expect('POST') ?? doNow(state, principal, decodeURIComponent(m[1]!));
  m = /^export\/error\/([^/]+)$/.exec(sub);
  if (m) return expect('POST') ?? exportErrors(state, principal, decodeURIComponent(m[1]!));
  // The standard calls the registry declares (detail, submit, remove): the generic routes serve them.
  if (sub === 'detail' || sub === 'submit' || sub === 'remove') return null;
  return thrown(404, MSG.notFound);
}
