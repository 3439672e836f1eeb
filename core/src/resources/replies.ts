import type { Figure, OperationSpec, ResourceSpec } from './types.ts';

/**
 * What the console (and the CLI) show of the replies of statistics, chart and import operations: labelled
 * figures, chart rows as numbers, an import's progress and result. Labels are catalogue keys
 * (`<resource>.op.<operation>.<figure>`, see resourceMessages) with the declared texts beside them.
 */

export interface FigureValue {
  key: string;
  /** Catalogue key of the label. */
  label: string;
  text: { zh: string; en: string };
  /** The figure as a number; null when the reply lacks it or it is not numeric. */
  value: number | null;
  /** The sum of a money field: shown as an amount. */
  money: boolean;
  /** Counts records (no sum): a whole number. */
  count: boolean;
}

const toNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

const isMoney = (spec: ResourceSpec, figure: Figure): boolean =>
  figure.sum !== undefined && spec.fields.some((f) => f.name === figure.sum && f.kind === 'money');

/** The declared figures of a statistics reply, in declaration order. */
export function figureValues(
  spec: ResourceSpec,
  name: string,
  op: OperationSpec,
  data: unknown,
): FigureValue[] {
  const reply = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return Object.entries(op.figures ?? {}).map(([key, figure]) => ({
    key,
    label: `${spec.name}.op.${name}.${key}`,
    text: { zh: figure.zh, en: figure.en },
    value: toNumber(reply[key]),
    money: isMoney(spec, figure),
    count: figure.sum === undefined,
  }));
}

/** A figure as shown: amounts with two decimals and grouping, counts with grouping, a dash when absent. */
export function formatFigure(value: number | null, money: boolean, lang: 'zh' | 'en'): string {
  if (value === null) return '-';
  const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
  return money
    ? value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    : value.toLocaleString(locale);
}

export interface ChartSeries {
  key: string;
  label: string;
  text: { zh: string; en: string };
  /** Counts records (no sum): whole numbers, drawn on an axis of whole-number ticks. */
  count?: boolean;
}

export interface ChartData {
  /** The category's field. */
  x: string;
  series: ChartSeries[];
  /** One row per category: the category as text and each series as a number (0 when missing). */
  rows: Record<string, string | number>[];
}

/** A chart reply's rows, ready to draw (and to list as a table). */
export function chartData(spec: ResourceSpec, name: string, op: OperationSpec, data: unknown): ChartData {
  const x = op.chart?.x ?? 'name';
  const series = Object.entries(op.chart?.series ?? {}).map(([key, figure]) => ({
    key,
    label: `${spec.name}.op.${name}.${key}`,
    text: { zh: figure.zh, en: figure.en },
    count: figure.sum === undefined,
  }));
  const rows = (Array.isArray(data) ? data : []).map((raw) => {
    const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const out: Record<string, string | number> = { [x]: String(row[x] ?? '') };
    for (const s of series) out[s.key] = toNumber(row[s.key]) ?? 0;
    return out;
  });
  return { x, series, rows };
}

export interface ImportProgress {
  /** 0–100. */
  percent: number;
  finished: boolean;
}

/** An import's progress reply (`percent`, or `done` of `total`; finished at 100 or when it says so). */
export function importProgress(data: unknown): ImportProgress {
  const reply = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const total = toNumber(reply['total']);
  const done = toNumber(reply['done']);
  const percent =
    toNumber(reply['percent']) ??
    (total && done !== null ? (done / total) * 100 : reply['finished'] ? 100 : 0);
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return { percent: clamped, finished: reply['finished'] === true || clamped >= 100 };
}

export interface ImportResult {
  /** Scalar entries of the reply (counts: total, success, fail…), by key. */
  counts: [string, string | number][];
  /** Rows the import rejected (an `errors`/`errorList`/`failList` list): the row's number when given, the reason. */
  errors: ImportErrorRow[];
}

export interface ImportErrorRow {
  row?: string;
  msg: string;
}

const ERROR_LISTS = ['errors', 'errorList', 'failList', 'errorRows'];
const ROW_KEYS = ['row', 'rowNum', 'rowIndex', 'line'];
const MSG_KEYS = ['msg', 'message', 'reason', 'error'];

/** One rejected row as the server gives it: a text, or an object with its row number and reason. */
function errorRow(raw: unknown): ImportErrorRow {
  if (typeof raw === 'string') return { msg: raw };
  if (typeof raw === 'object' && raw !== null) {
    const entry = raw as Record<string, unknown>;
    const row = ROW_KEYS.map((k) => entry[k]).find((v) => typeof v === 'number' || typeof v === 'string');
    const msg = MSG_KEYS.map((k) => entry[k]).find((v) => typeof v === 'string');
    if (msg !== undefined) return { ...(row !== undefined ? { row: String(row) } : {}), msg: msg as string };
  }
  return { msg: JSON.stringify(raw) };
}

/** An import's result reply: its counts and its rejected rows. */
export function importResult(data: unknown): ImportResult {
  const reply = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const counts: [string, string | number][] = [];
  const errors: ImportErrorRow[] = [];
  for (const [key, value] of Object.entries(reply)) {
    if (typeof value === 'number' || typeof value === 'string') counts.push([key, value]);
    else if (ERROR_LISTS.includes(key) && Array.isArray(value))
      for (const row of value) errors.push(errorRow(row));
  }
  return { counts, errors };
}

/** Whether a chosen file is a spreadsheet an import takes (.xls, .xlsx), by its name. */
export const isSpreadsheetName = (name: string): boolean => /\.xlsx?$/i.test(name.trim());

const OUTCOME_COUNTS = ['total', 'success', 'fail'];

/**
 * What a finished import's progress reply tells of its outcome, for an import without a result call: its
 * counts (total, success, fail) and rejected rows; undefined when it tells neither.
 */
export function importOutcome(data: unknown): ImportResult | undefined {
  const { counts, errors } = importResult(data);
  const told = counts.filter(([key]) => OUTCOME_COUNTS.includes(key));
  if (errors.length === 0 && !told.some(([key]) => key !== 'total')) return undefined;
  return { counts: told, errors };
}

/**
 * The catalogue key of an operation's success (platform.md §8): 新增成功 or 更新成功 for submit (an id in
 * the record updates), 删除成功 for remove, 操作成功 for any other, and for an entry's own operation of
 * those names acting on records in another way (a warning's submit records a result for the ids chosen).
 */
export function successKey(spec: ResourceSpec, name: string, args: unknown): string {
  const own = spec.operations[name];
  if (own && (own.role === 'row' || own.role === 'rows')) return 'kit.op.success';
  if (name === 'remove') return 'crud.removeSuccess';
  if (name === 'submit') {
    const id =
      typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[spec.idField] : '';
    return id === undefined || id === null || id === '' ? 'crud.addSuccess' : 'crud.updateSuccess';
  }
  return 'kit.op.success';
}
