/**
 * The schedule editor's model (platform.md §5, forms-and-survey.md §2.5, §5.2): one state per tab, the
 * spec's input ranges, text ⇄ tabs conversion and validation. Pure data and functions; the console
 * renders it.
 */
import type { MessageKey } from '../i18n/index.ts';
import { fieldValues } from './compile.ts';
import { parseCron, parseField } from './parse.ts';
import { type CronError, type CronFieldName, type CronItem, fieldSpecs } from './types.ts';

export const editorTabs = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type EditorTab = (typeof editorTabs)[number];

/** The expression field each tab edits. */
export const tabFields: Record<EditorTab, CronFieldName> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'dayOfMonth',
  month: 'month',
  week: 'dayOfWeek',
  year: 'year',
};

export type EditorMode =
  | 'every'
  | 'unspecified'
  | 'cycle'
  | 'loop'
  | 'workday'
  | 'last'
  | 'nthWeek'
  | 'lastWeekday'
  | 'specific'
  /** Read back only, never offered: a field no other mode can hold (`LW`, `L-3`, `2#5`), kept as text. */
  | 'raw';

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
  /** The field text of the raw mode. */
  raw: string;
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
    raw: '',
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
    case 'raw':
      return s.raw;
  }
}

/** The expression the tabs describe: six fields, or seven when a year is set. */
export function editorToExpression(state: EditorState): string {
  const fields = editorTabs.map((tab) => tabValue(tab, state[tab]));
  return fields.filter((field) => field !== '').join(' ');
}

const within = (value: number, bounds: Bounds | undefined): boolean =>
  bounds !== undefined && value >= bounds.min && value <= bounds.max;

/** The mode and inputs that hold one parsed item exactly, within the tab's ranges; null when none does. */
function readItem(tab: EditorTab, item: CronItem): Partial<TabState> | null {
  const r = tabRanges[tab];
  const spec = fieldSpecs[tabFields[tab]];
  switch (item.type) {
    case 'all':
      return { mode: 'every' };
    case 'any':
      return r.modes.includes('unspecified') ? { mode: 'unspecified' } : null;
    case 'range':
      return within(item.from, r.cycleFrom) && within(item.to, r.cycleTo)
        ? { mode: 'cycle', cycle: { from: item.from, to: item.to } }
        : null;
    case 'step': {
      // `*/n` starts at the field's first value; `a-max/n` is `a/n`.
      const start = item.from === '*' ? spec.min : item.from;
      const open = item.to === null || item.to === spec.max;
      return open && within(start, r.loopStart) && within(item.step, r.loopEvery)
        ? { mode: 'loop', loop: { start, every: item.step } }
        : null;
    }
    case 'last':
      return tab === 'day' && item.offset === 0 && !item.nearestWeekday ? { mode: 'last' } : null;
    case 'nearestWeekday':
      return within(item.day, r.workday) ? { mode: 'workday', workday: item.day } : null;
    case 'lastWeekday':
      return within(item.weekday, r.lastWeekday) ? { mode: 'lastWeekday', lastWeekday: item.weekday } : null;
    case 'nth':
      return within(item.nth, r.nthWeek) && within(item.weekday, r.nthWeekday)
        ? { mode: 'nthWeek', nth: { week: item.nth, weekday: item.weekday } }
        : null;
    case 'value':
      return null;
  }
}

const plainTypes = new Set<CronItem['type']>(['all', 'value', 'range', 'step']);

/** A field as editor inputs: one item in its own mode, else the values it selects; null when neither fits. */
function readField(tab: EditorTab, text: string): Partial<TabState> | null {
  // The spec's month tab offers "unspecified", which the engine refuses: read it back all the same.
  if (text === '?' && tab !== 'year') return readItem(tab, { type: 'any' });
  const field = tabFields[tab];
  const parsed = parseField(field, text);
  if (!parsed.ok) return null;
  const items = parsed.value;
  const single = items.length === 1 ? readItem(tab, items[0]!) : null;
  if (single) return single;
  if (!items.every((item) => plainTypes.has(item.type))) return null;
  const values = fieldValues(field, items);
  const spec = fieldSpecs[field];
  if (values.length === spec.max - spec.min + 1) return { mode: 'every' };
  const bounds = tabRanges[tab].specific;
  return values.every((v) => within(v, bounds)) ? { mode: 'specific', specific: values } : null;
}

/**
 * Read one field back into a tab by the spec's rules (`?` unspecified, `-` cycle, `/` loop, `*` every,
 * an L suffix last, `#` Nth week, `W` workday, otherwise a list of specific values), on the parsed field:
 * names become numbers, `a-b/n` and lists become the values they select. A field no mode can hold
 * (`LW`, `L-3`, `2#5`, invalid text) is kept as it is in the raw mode.
 */
export function readTab(tab: EditorTab, text: string | undefined): TabState {
  const s = defaultTab(tab);
  const value = (text ?? '').trim();
  if (value === '') return { ...s, mode: tab === 'year' ? 'unspecified' : 'every' };
  return { ...s, ...(readField(tab, value) ?? { mode: 'raw', raw: value }) };
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
  /** The input concerned (a key of TabRanges), 'raw' for raw text, or 'mode' for the day/week rule. */
  input: keyof TabRanges | 'mode' | 'raw';
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
      case 'raw': {
        const parsed = parseField(tabFields[tab], s.raw);
        if (!parsed.ok)
          issues.push({
            tab,
            input: 'raw',
            key: parsed.error.key,
            params: parsed.error.params,
            error: parsed.error,
          });
        break;
      }
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
    const tab = editorTabs.find((t) => tabFields[t] === field) ?? 'second';
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
