/**
 * The approval page's history timeline from `GET /blade-flow/process/history-flow-list`: BladeFlow items
 * (historyActivityName, assigneeName, createTime, endTime, historyActivityDurationTime, comment) read
 * loosely and turned into ordered entries a timeline component can show as they are.
 */
import * as z from 'zod/mini';

const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

const historyItemSchema = z.looseObject({
  id: text,
  historyActivityId: text,
  historyActivityName: text,
  historyActivityType: text,
  assignee: text,
  assigneeName: text,
  createTime: text,
  endTime: text,
  historyActivityDurationTime: text,
  comment: text,
});

export type FlowHistoryItem = z.output<typeof historyItemSchema>;

export interface TimelineEntry {
  /** Stable key: the item's id, else its activity id and position. */
  key: string;
  title: string;
  /** Who acted (the starter on the start event, the assignee on a task); '' when nobody. */
  who: string;
  start: string;
  /** '' while the step is still open. */
  end: string;
  duration: string;
  comment: string;
  /** The open step (no end time) is the current one. */
  state: 'done' | 'current';
}

export class HistoryShapeError extends Error {
  constructor(detail: string) {
    super(`unexpected history-flow-list reply: ${detail}`);
    this.name = 'HistoryShapeError';
  }
}

/** Parses the reply's data (a list of BladeFlow items); anything but a list of objects is an error. */
export function readFlowHistory(data: unknown): FlowHistoryItem[] {
  const parsed = z.array(historyItemSchema).safeParse(data ?? []);
  if (!parsed.success) throw new HistoryShapeError('expected a list of flow items');
  return parsed.data;
}

/**
 * Timeline entries in the order things happened (by start time, the server's order kept for ties);
 * `newestFirst` reverses it, as the original approval page shows the latest step on top.
 */
export function historyTimeline(data: unknown, options: { newestFirst?: boolean } = {}): TimelineEntry[] {
  const items = readFlowHistory(data)
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compareTimes(a.item.createTime, b.item.createTime) || a.index - b.index);
  const entries = items.map(({ item, index }) => ({
    key: item.id || `${item.historyActivityId || 'step'}-${index}`,
    title: item.historyActivityName,
    who: item.assigneeName,
    start: item.createTime,
    end: item.endTime,
    duration: item.historyActivityDurationTime,
    comment: item.comment,
    state: item.endTime === '' ? ('current' as const) : ('done' as const),
  }));
  return options.newestFirst ? entries.reverse() : entries;
}

/** `yyyy-MM-dd HH:mm:ss` texts compare as strings; an empty time sorts last. */
function compareTimes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return a < b ? -1 : 1;
}

/**
 * A duration in seconds as BladeX writes `historyActivityDurationTime`: days, hours, minutes and
 * seconds, zero parts left out, '' for nothing (the sandbox uses it; the server sends it ready-made).
 */
export function formatFlowDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds <= 0) return '';
  let rest = Math.floor(totalSeconds);
  const parts: [number, string][] = [];
  for (const [size, unit] of [
    [86_400, '天'],
    [3_600, '小时'],
    [60, '分'],
    [1, '秒'],
  ] as const) {
    parts.push([Math.floor(rest / size), unit]);
    rest %= size;
  }
  return parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n}${unit}`)
    .join('');
}
