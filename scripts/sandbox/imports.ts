/**
 * Imports (operations with role `import`): the uploaded workbook's rows are checked and filed at once, and an
 * import job records what happened. Its `importSteps.progress` operation reports the job advancing over a
 * few polls, as the real import service does while it works; `importSteps.result` reports the counts and the
 * rows that failed.
 */
import { isValidIdCard } from '../../core/src/idcard/index.ts';
import type { ResourceSpec } from '../../core/src/resources/types.ts';
import type { Principal, SandboxState } from './context.ts';
import { insertRow, type Row } from './store.ts';
import { Failure, formatDateTime, MSG, thrown } from './wire.ts';
import { readRows } from './xlsx.ts';

/** Polls of the progress operation until an import reports itself finished. */
export const POLLS_TO_FINISH = 3;

export interface ImportJob {
  id: string;
  total: number;
  success: number;
  fail: number;
  polls: number;
  errors: { row: number; msg: string }[];
}

function ensureTable(state: SandboxState): void {
  state.db.exec(`CREATE TABLE IF NOT EXISTS import_job (
    id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, resource TEXT NOT NULL, data TEXT NOT NULL)`);
}

const today = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
};

/** Why a row cannot be filed, or undefined when it can. */
function rowProblem(spec: ResourceSpec, row: Row): string | undefined {
  for (const f of spec.fields) {
    const value = row[f.name];
    const empty = value === undefined || value === '';
    if (f.required && empty) return `${f.text.zh}不能为空`;
    if (!empty && f.kind === 'idcard' && !isValidIdCard(String(value), today()))
      return `${f.text.zh}格式错误`;
    if (!empty && (f.kind === 'phone' || f.kind === 'mobile') && !/^1\d{10}$/.test(String(value)))
      return `${f.text.zh}格式错误`;
  }
  return undefined;
}

/** Files the workbook's rows (header row: field labels or names) and records the import job. */
export async function runImport(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  file: Blob,
): Promise<ImportJob> {
  ensureTable(state);
  let sheet: string[][];
  try {
    sheet = await readRows(new Uint8Array(await file.arrayBuffer()));
  } catch {
    throw new Failure(thrown(400, MSG.notReadable));
  }
  const [header = [], ...lines] = sheet;
  const columns = header.map(
    (title) => spec.fields.find((f) => f.text.zh === title || f.name === title)?.name,
  );
  const job: ImportJob = { id: state.nextId(), total: 0, success: 0, fail: 0, polls: 0, errors: [] };
  const now = formatDateTime();
  lines.forEach((cells, index) => {
    if (cells.every((c) => c === '')) return;
    job.total++;
    const row: Row = {};
    columns.forEach((name, i) => {
      if (name && cells[i] !== undefined && cells[i] !== '') row[name] = cells[i];
    });
    const problem = rowProblem(spec, row);
    if (problem) {
      job.fail++;
      job.errors.push({ row: index + 2, msg: problem });
      return;
    }
    job.success++;
    const id = state.nextId();
    const tenantId = spec.tenantScoped ? principal.tenantId : '000000';
    insertRow(state.db, spec, id, tenantId, {
      ...row,
      [spec.idField]: id,
      ...(spec.tenantScoped ? { tenantId } : {}),
      createUser: principal.userId,
      createTime: now,
      updateUser: principal.userId,
      updateTime: now,
      status: row.status ?? 1,
      isDeleted: 0,
    });
  });
  state.db
    .prepare('INSERT INTO import_job VALUES (?, ?, ?, ?)')
    .run(job.id, principal.tenantId, spec.name, JSON.stringify(job));
  return job;
}

/** The tenant's import job named by one of `candidates` (argument values), else its latest for the entry. */
export function findImport(
  state: SandboxState,
  spec: ResourceSpec,
  principal: Principal,
  candidates: unknown[],
): ImportJob | undefined {
  ensureTable(state);
  for (const value of candidates) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const row = state.db
      .prepare('SELECT data FROM import_job WHERE id = ? AND tenant_id = ?')
      .get(String(value), principal.tenantId) as { data: string } | undefined;
    if (row) return JSON.parse(row.data) as ImportJob;
  }
  const latest = state.db
    .prepare('SELECT data FROM import_job WHERE tenant_id = ? AND resource = ? ORDER BY rowid DESC LIMIT 1')
    .get(principal.tenantId, spec.name) as { data: string } | undefined;
  return latest ? (JSON.parse(latest.data) as ImportJob) : undefined;
}

/** One poll of an import's progress: it advances by a share of the rows each time. */
export function pollImport(state: SandboxState, job: ImportJob) {
  job.polls = Math.min(job.polls + 1, POLLS_TO_FINISH);
  state.db.prepare('UPDATE import_job SET data = ? WHERE id = ?').run(JSON.stringify(job), job.id);
  const finished = job.polls >= POLLS_TO_FINISH;
  const done = finished ? job.total : Math.floor((job.total * job.polls) / POLLS_TO_FINISH);
  const percent = job.total === 0 ? 100 : Math.round((done / job.total) * 100);
  const over = finished || job.total === 0;
  // Finished, it tells the outcome too: how many were filed and the rows refused with their reasons.
  const outcome = over ? { success: job.success, fail: job.fail, errors: job.errors } : {};
  return { id: job.id, total: job.total, done, percent, finished: over, ...outcome };
}
