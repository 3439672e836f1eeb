/**
 * The schedule editor's model (platform.md §5, forms-and-survey.md §2.5, §5.2): one state per tab, the
 * spec's input ranges, text ⇄ tabs conversion and validation. Pure data and functions; the console
 * renders it.
 */
import type { MessageKey } from '../i18n/index.ts';
import { parseCron } from './parse.ts';
import type { CronError } from './types.ts';

export const editorTabs = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type EditorTab = (typeof editorTabs)[number];

export type EditorMode =
  | 'every'
  | 'unspecified'
  | 'cycle'
  | 'loop'
  | 'workday'
  | 'last'
  | 'nthWeek'
  | 'lastWeekday'
  | 'specific';

export interface TabState {
  mode: EditorMode;
  cycle: { from: number; to: number };
  loop: { start: number; every: number };
  /** Day tab: nearest workday to this day (`nW`). */
  workday: number;
  /** Week tab: `weekday#week`. */
  nth: { week: number; weekday: number };
  /** Week tab: last given weekday of the month (`nL`). */
  lastWeekday: number;
  specific: number[];
}

export type EditorState = Record<EditorTab, TabState>;

export interface Bounds {
  min: number;
  max: number;
}

/** Every input of a tab with its range (the spec's numbers). Absent keys: the mode has no such input. */
export interface TabRanges {
  modes: readonly EditorMode[];
  cycleFrom?: Bounds;
  cycleTo?: Bounds;
  loopStart?: Bounds;
  loopEvery?: Bounds;
  workday?: Bounds;
  nthWeek?: Bounds;
  nthWeekday?: Bounds;
  lastWeekday?: Bounds;
  specific?: Bounds;
}

const secondsOrMinutes: TabRanges = {
  modes: ['every', 'cycle', 'loop', 'specific'],
  cycleFrom: { min: 1, max: 59 },
  cycleTo: { min: 2, max: 59 },
  loopStart: { min: 0, max: 59 },
  loopEvery: { min: 1, max: 59 },
  specific: { min: 0, max: 59 },
};

/** Minimum year of the year tab (spec); the engine's last year is the maximum. */
export const editorMinYear = 2000;
export const editorMaxYear = 2099;

export const tabRanges: Record<EditorTab, TabRanges> = {
  second: secondsOrMinutes,
  minute: secondsOrMinutes,
  hour: {
    modes: ['every', 'cycle', 'loop', 'specific'],
    cycleFrom: { min: 0, max: 23 },
    cycleTo: { min: 2, max: 23 },
    loopStart: { min: 0, max: 23 },
    loopEvery: { min: 1, max: 23 },
    specific: { min: 0, max: 23 },
  },
  day: {
    modes: ['every', 'unspecified', 'cycle', 'loop', 'workday', 'last', 'specific'],
    cycleFrom: { min: 1, max: 31 },
    cycleTo: { min: 2, max: 31 },
    loopStart: { min: 1, max: 31 },
    loopEvery: { min: 1, max: 31 },
    workday: { min: 1, max: 31 },
    specific: { min: 1, max: 31 },
  },
  week: {
    modes: ['every', 'unspecified', 'cycle', 'loop', 'nthWeek', 'lastWeekday', 'specific'],
    cycleFrom: { min: 1, max: 7 },
    cycleTo: { min: 2, max: 7 },
    loopStart: { min: 1, max: 7 },
    loopEvery: { min: 1, max: 7 },
    nthWeek: { min: 1, max: 4 },
    nthWeekday: { min: 1, max: 7 },
    lastWeekday: { min: 1, max: 7 },
    specific: { min: 1, max: 7 },
  },
  month: {
    modes: ['every', 'unspecified', 'cycle', 'loop', 'specific'],
    cycleFrom: { min: 1, max: 12 },
    cycleTo: { min: 2, max: 12 },
    loopStart: { min: 1, max: 12 },
    loopEvery: { min: 1, max: 12 },
    specific: { min: 1, max: 12 },
  },
  year: {
    modes: ['unspecified', 'every', 'cycle', 'loop', 'specific'],
    cycleFrom: { min: editorMinYear, max: editorMaxYear },
    cycleTo: { min: editorMinYear, max: editorMaxYear },
    loopStart: { min: editorMinYear, max: editorMaxYear },
    loopEvery: { min: 1, max: editorMaxYear - editorMinYear },
    specific: { min: editorMinYear, max: editorMaxYear },
  },
};

/** Labels of the specific-value checkboxes: months are shown as 01–12. */
export function specificOptions(tab: EditorTab): { value: number; label: string }[] {
  const bounds = tabRanges[tab].specific!;
  const options: { value: number; label: string }[] = [];
  for (let v = bounds.min; v <= bounds.max; v++)
    options.push({ value: v, label: tab === 'month' ? String(v).padStart(2, '0') : String(v) });
  return options;
}

function defaultTab(tab: EditorTab): TabState {
  const r = tabRanges[tab];
  return {
    mode: tab === 'week' ? 'unspecified' : tab === 'year' ? 'unspecified' : 'every',
    cycle: { from: r.cycleFrom!.min, to: r.cycleTo!.min },
    loop: { start: r.loopStart!.min, every: 1 },
    workday: 1,
    nth: { week: 1, weekday: 1 },
    lastWeekday: 1,
    specific: [],
  };
}

/** Every second of every day: `* * * * * ?`. */
export function defaultEditorState(): EditorState {
  const state = {} as EditorState;
  for (const tab of editorTabs) state[tab] = defaultTab(tab);
  return state;
}

/** The field text of one tab ('' for an unspecified year: the field is left out). */
export function tabValue(tab: EditorTab, s: TabState): string {
  switch (s.mode) {
    case 'every':
      return '*';
    case 'unspecified':
      return tab === 'year' ? '' : '?';
    case 'cycle':
      return `${s.cycle.from}-${s.cycle.to}`;
    case 'loop':
      return `${s.loop.start}/${s.loop.every}`;
    case 'workday':
      return `${s.workday}W`;
    case 'last':
      return 'L';
    case 'nthWeek':
      return `${s.nth.weekday}#${s.nth.week}`;
    case 'lastWeekday':
      return `${s.lastWeekday}L`;
    case 'specific':
      return s.specific.length > 0 ? [...s.specific].sort((a, b) => a - b).join(',') : '*';
  }
}

/** The expression the tabs describe: six fields, or seven when a year is set. */
export function editorToExpression(state: EditorState): string {
  const fields = editorTabs.map((tab) => tabValue(tab, state[tab]));
  return fields.filter((field) => field !== '').join(' ');
}

const toInt = (text: string | undefined, fallback: number): number => {
  const n = Number.parseInt(text ?? '', 10);
  return Number.isNaN(n) ? fallback : n;
};

/**
 * Read one field back into a tab, by the spec's rules in its order: `?` unspecified, `-` cycle, `/` loop,
 * `*` every, an L suffix last, `#` Nth week, `W` workday, otherwise a comma list.
 */
export function readTab(tab: EditorTab, text: string | undefined): TabState {
  const s = defaultTab(tab);
  const value = (text ?? '').trim().toUpperCase();
  if (value === '') {
    s.mode = tab === 'year' ? 'unspecified' : 'every';
    return s;
  }
  if (value === '?') {
    s.mode = 'unspecified';
  } else if (value.includes('-')) {
    const [from, to] = value.split('-');
    s.mode = 'cycle';
    s.cycle = { from: toInt(from, s.cycle.from), to: toInt(to, s.cycle.to) };
  } else if (value.includes('/')) {
    const [start, every] = value.split('/');
    s.mode = 'loop';
    s.loop = { start: start === '*' ? s.loop.start : toInt(start, s.loop.start), every: toInt(every, 1) };
  } else if (value === '*') {
    s.mode = 'every';
  } else if (value.endsWith('L')) {
    if (tab === 'week' && value.length > 1) {
      s.mode = 'lastWeekday';
      s.lastWeekday = toInt(value.slice(0, -1), 1);
    } else s.mode = 'last';
  } else if (value.includes('#')) {
    const [weekday, week] = value.split('#');
    s.mode = 'nthWeek';
    s.nth = { week: toInt(week, 1), weekday: toInt(weekday, 1) };
  } else if (value.includes('W')) {
    s.mode = 'workday';
    s.workday = toInt(value.replace('W', ''), 1);
  } else {
    s.mode = 'specific';
    s.specific = value
      .split(',')
      .map((part) => Number.parseInt(part, 10))
      .filter((n) => !Number.isNaN(n));
  }
  return s;
}

/** Text typed into the editor: an empty text empties the value; otherwise the tabs follow the text. */
export function editorFromText(text: string): { value: string; state: EditorState } {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  const state = defaultEditorState();
  if (trimmed === '') return { value: '', state };
  const fields = trimmed.split(/[ \t]+/);
  editorTabs.forEach((tab, i) => {
    state[tab] = readTab(tab, fields[i]);
  });
  return { value: trimmed, state };
}

export interface EditorIssue {
  tab: EditorTab;
  /** The input concerned (a key of TabRanges), or 'mode' for the day/week rule. */
  input: keyof TabRanges | 'mode';
  key: MessageKey;
  params: Record<string, string | number>;
  /** For an expression the engine still refuses (e.g. month "unspecified"): the engine's error. */
  error?: CronError;
}

function checkBounds(
  issues: EditorIssue[],
  tab: EditorTab,
  input: keyof TabRanges,
  value: number,
  bounds: Bounds | undefined,
) {
  if (!bounds) return;
  if (Number.isInteger(value) && value >= bounds.min && value <= bounds.max) return;
  if (tab === 'year' && value < bounds.min)
    issues.push({ tab, input, key: 'cron.editor.year.min', params: { min: bounds.min, value } });
  else
    issues.push({
      tab,
      input,
      key: 'cron.editor.outOfRange',
      params: { label: input, min: bounds.min, max: bounds.max },
    });
}

/** Range checks of the active mode of every tab, then the day/week rule (spec §5.2 messages). */
export function validateEditor(state: EditorState): EditorIssue[] {
  const issues: EditorIssue[] = [];
  for (const tab of editorTabs) {
    const s = state[tab];
    const r = tabRanges[tab];
    switch (s.mode) {
      case 'cycle':
        checkBounds(issues, tab, 'cycleFrom', s.cycle.from, r.cycleFrom);
        checkBounds(issues, tab, 'cycleTo', s.cycle.to, r.cycleTo);
        break;
      case 'loop':
        checkBounds(issues, tab, 'loopStart', s.loop.start, r.loopStart);
        checkBounds(issues, tab, 'loopEvery', s.loop.every, r.loopEvery);
        break;
      case 'workday':
        checkBounds(issues, tab, 'workday', s.workday, r.workday);
        break;
      case 'nthWeek':
        checkBounds(issues, tab, 'nthWeek', s.nth.week, r.nthWeek);
        checkBounds(issues, tab, 'nthWeekday', s.nth.weekday, r.nthWeekday);
        break;
      case 'lastWeekday':
        checkBounds(issues, tab, 'lastWeekday', s.lastWeekday, r.lastWeekday);
        break;
      case 'specific':
        for (const v of s.specific) checkBounds(issues, tab, 'specific', v, r.specific);
        break;
      default:
        break;
    }
  }
  const dayUnspecified = state.day.mode === 'unspecified';
  const weekUnspecified = state.week.mode === 'unspecified';
  if (dayUnspecified && weekUnspecified)
    issues.push({ tab: 'week', input: 'mode', key: 'cron.error.bothUnspecified', params: {} });
  else if (!dayUnspecified && !weekUnspecified)
    issues.push({ tab: 'week', input: 'mode', key: 'cron.error.neitherUnspecified', params: {} });
  if (issues.length > 0) return issues;
  // Anything else the engine refuses (the spec's month tab offers "unspecified", which Quartz does not allow).
  const parsed = parseCron(editorToExpression(state));
  if (!parsed.ok) {
    const field = parsed.error.field;
    const tab: EditorTab =
      field === 'dayOfMonth' ? 'day' : field === 'dayOfWeek' ? 'week' : (field ?? 'second');
    issues.push({
      tab,
      input: 'mode',
      key: parsed.error.key,
      params: parsed.error.params,
      error: parsed.error,
    });
  }
  return issues;
}
