import {
  compileSchedule,
  defaultEditorState,
  type EditorState,
  editorFromText,
  editorTabs,
  editorToExpression,
  formatCron,
  nextFireTimes,
  readTab,
  specificOptions,
  tabRanges,
  tabValue,
  validateCron,
  validateEditor,
  zoneRules,
} from '@nbxt/core/cron/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cronAst, cronStart } from './arbitraries.ts';

const withTab = (patch: Partial<EditorState>): EditorState => ({ ...defaultEditorState(), ...patch });
const tab = (t: keyof EditorState, patch: Partial<EditorState['day']>) => ({
  ...defaultEditorState()[t],
  ...patch,
});

describe('editor modes produce field values', () => {
  it('default state is every second, day every, week unspecified', () => {
    expect(editorToExpression(defaultEditorState())).toBe('* * * * * ?');
    expect(validateEditor(defaultEditorState())).toEqual([]);
  });
  it('writes each mode', () => {
    expect(tabValue('second', tab('second', { mode: 'cycle', cycle: { from: 5, to: 10 } }))).toBe('5-10');
    expect(tabValue('minute', tab('minute', { mode: 'loop', loop: { start: 0, every: 15 } }))).toBe('0/15');
    expect(tabValue('hour', tab('hour', { mode: 'specific', specific: [18, 9] }))).toBe('9,18');
    expect(tabValue('day', tab('day', { mode: 'workday', workday: 15 }))).toBe('15W');
    expect(tabValue('day', tab('day', { mode: 'last' }))).toBe('L');
    expect(tabValue('day', tab('day', { mode: 'unspecified' }))).toBe('?');
    expect(tabValue('week', tab('week', { mode: 'nthWeek', nth: { week: 2, weekday: 3 } }))).toBe('3#2');
    expect(tabValue('week', tab('week', { mode: 'lastWeekday', lastWeekday: 6 }))).toBe('6L');
    expect(tabValue('month', tab('month', { mode: 'every' }))).toBe('*');
    expect(tabValue('year', tab('year', { mode: 'unspecified' }))).toBe('');
    expect(tabValue('year', tab('year', { mode: 'cycle', cycle: { from: 2025, to: 2030 } }))).toBe(
      '2025-2030',
    );
  });
  it('builds valid Quartz expressions from the tabs', () => {
    const state = withTab({
      second: tab('second', { mode: 'specific', specific: [0] }),
      minute: tab('minute', { mode: 'specific', specific: [30] }),
      hour: tab('hour', { mode: 'loop', loop: { start: 8, every: 2 } }),
      day: tab('day', { mode: 'unspecified' }),
      week: tab('week', { mode: 'nthWeek', nth: { week: 1, weekday: 2 } }),
      year: tab('year', { mode: 'cycle', cycle: { from: 2026, to: 2030 } }),
    });
    expect(editorToExpression(state)).toBe('0 30 8/2 ? * 2#1 2026-2030');
    expect(validateCron(editorToExpression(state)).valid).toBe(true);
  });
});

describe('editor ranges (spec)', () => {
  it('holds the spec numbers', () => {
    expect(tabRanges.second).toMatchObject({
      cycleFrom: { min: 1, max: 59 },
      cycleTo: { min: 2, max: 59 },
      loopStart: { min: 0, max: 59 },
      loopEvery: { min: 1, max: 59 },
    });
    expect(tabRanges.minute).toEqual(tabRanges.second);
    expect(tabRanges.hour).toMatchObject({
      cycleFrom: { min: 0, max: 23 },
      cycleTo: { min: 2, max: 23 },
      loopStart: { min: 0, max: 23 },
      loopEvery: { min: 1, max: 23 },
      specific: { min: 0, max: 23 },
    });
    expect(tabRanges.day).toMatchObject({
      cycleFrom: { min: 1, max: 31 },
      cycleTo: { min: 2, max: 31 },
      loopStart: { min: 1, max: 31 },
      workday: { min: 1, max: 31 },
      specific: { min: 1, max: 31 },
    });
    expect(tabRanges.week).toMatchObject({
      cycleFrom: { min: 1, max: 7 },
      cycleTo: { min: 2, max: 7 },
      loopStart: { min: 1, max: 7 },
      loopEvery: { min: 1, max: 7 },
      nthWeek: { min: 1, max: 4 },
      nthWeekday: { min: 1, max: 7 },
      lastWeekday: { min: 1, max: 7 },
      specific: { min: 1, max: 7 },
    });
    expect(tabRanges.month).toMatchObject({
      cycleFrom: { min: 1, max: 12 },
      cycleTo: { min: 2, max: 12 },
      loopStart: { min: 1, max: 12 },
      loopEvery: { min: 1, max: 12 },
    });
    expect(tabRanges.year.cycleFrom!.min).toBe(2000);
    expect(tabRanges.hour.modes).toEqual(['every', 'cycle', 'loop', 'specific']);
  });
  it('labels specific months 01–12', () => {
    const months = specificOptions('month');
    expect(months[0]).toEqual({ value: 1, label: '01' });
    expect(months.at(-1)).toEqual({ value: 12, label: '12' });
    expect(specificOptions('day').length).toBe(31);
  });
  const outside: [keyof EditorState, Partial<EditorState['day']>, string][] = [
    ['second', { mode: 'cycle', cycle: { from: 0, to: 10 } }, 'cycleFrom'],
    ['second', { mode: 'cycle', cycle: { from: 1, to: 1 } }, 'cycleTo'],
    ['minute', { mode: 'loop', loop: { start: 60, every: 1 } }, 'loopStart'],
    ['minute', { mode: 'loop', loop: { start: 0, every: 0 } }, 'loopEvery'],
    ['hour', { mode: 'cycle', cycle: { from: 0, to: 1 } }, 'cycleTo'],
    ['hour', { mode: 'loop', loop: { start: 0, every: 24 } }, 'loopEvery'],
    ['hour', { mode: 'specific', specific: [24] }, 'specific'],
    ['day', { mode: 'cycle', cycle: { from: 1, to: 1 } }, 'cycleTo'],
    ['day', { mode: 'workday', workday: 32 }, 'workday'],
    ['day', { mode: 'specific', specific: [0] }, 'specific'],
    ['month', { mode: 'cycle', cycle: { from: 1, to: 13 } }, 'cycleTo'],
    ['month', { mode: 'loop', loop: { start: 0, every: 1 } }, 'loopStart'],
  ];
  it.each(outside)('%s %j is refused (%s)', (t, patch, input) => {
    const issues = validateEditor(withTab({ [t]: tab(t, patch) }));
    expect(issues.map((i) => [i.tab, i.input])).toEqual([[t, input]]);
  });
  it('refuses week inputs outside the ranges', () => {
    const week = (patch: Partial<EditorState['week']>) =>
      validateEditor(withTab({ day: tab('day', { mode: 'unspecified' }), week: tab('week', patch) })).map(
        (i) => i.input,
      );
    expect(week({ mode: 'nthWeek', nth: { week: 5, weekday: 1 } })).toEqual(['nthWeek']);
    expect(week({ mode: 'nthWeek', nth: { week: 1, weekday: 8 } })).toEqual(['nthWeekday']);
    expect(week({ mode: 'lastWeekday', lastWeekday: 0 })).toEqual(['lastWeekday']);
    expect(week({ mode: 'cycle', cycle: { from: 1, to: 1 } })).toEqual(['cycleTo']);
    expect(week({ mode: 'nthWeek', nth: { week: 4, weekday: 7 } })).toEqual([]);
  });
  it('refuses years before 2000 with its own message', () => {
    const issues = validateEditor(withTab({ year: tab('year', { mode: 'specific', specific: [1999] }) }));
    expect(issues).toEqual([
      { tab: 'year', input: 'specific', key: 'cron.editor.year.min', params: { min: 2000, value: 1999 } },
    ]);
  });
  it('applies the day/week rule with the spec messages', () => {
    const both = withTab({
      day: tab('day', { mode: 'unspecified' }),
      week: tab('week', { mode: 'unspecified' }),
    });
    expect(validateEditor(both).map((i) => i.key)).toEqual(['cron.error.bothUnspecified']);
    const neither = withTab({ day: tab('day', { mode: 'every' }), week: tab('week', { mode: 'every' }) });
    expect(validateEditor(neither).map((i) => i.key)).toEqual(['cron.error.neitherUnspecified']);
  });
});

describe('editor output the engine refuses', () => {
  it('reports month "unspecified" (offered by the spec, refused by Quartz) with the engine error', () => {
    const issues = validateEditor(withTab({ month: tab('month', { mode: 'unspecified' }) }));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ tab: 'month', input: 'mode', key: 'cron.error.anyNotAllowed' });
    expect(issues[0]!.error?.field).toBe('month');
  });
});

describe('reading an expression back into the tabs', () => {
  it('follows the spec rules: ? - / * L # W, else a list', () => {
    expect(readTab('day', '?').mode).toBe('unspecified');
    expect(readTab('second', '5-10')).toMatchObject({ mode: 'cycle', cycle: { from: 5, to: 10 } });
    expect(readTab('minute', '0/15')).toMatchObject({ mode: 'loop', loop: { start: 0, every: 15 } });
    expect(readTab('minute', '*/15')).toMatchObject({ mode: 'loop', loop: { start: 0, every: 15 } });
    expect(readTab('hour', '*').mode).toBe('every');
    expect(readTab('day', 'L').mode).toBe('last');
    expect(readTab('week', '6L')).toMatchObject({ mode: 'lastWeekday', lastWeekday: 6 });
    expect(readTab('week', '3#2')).toMatchObject({ mode: 'nthWeek', nth: { week: 2, weekday: 3 } });
    expect(readTab('day', '15W')).toMatchObject({ mode: 'workday', workday: 15 });
    expect(readTab('month', '01,03,12')).toMatchObject({ mode: 'specific', specific: [1, 3, 12] });
    expect(readTab('year', undefined).mode).toBe('unspecified');
  });
  it('round-trips what the editor writes', () => {
    for (const text of [
      '0 30 8/2 ? * 2#1 2026-2030',
      '0 0 12 15W * ?',
      '5-10 0/15 9,18 L 1-6 ?',
      '* * * ? * 6L',
    ]) {
      const { value, state } = editorFromText(text);
      expect(value).toBe(text);
      expect(editorToExpression(state)).toBe(text);
    }
  });
  it('clearing the text empties the value', () => {
    expect(editorFromText('   ')).toEqual({ value: '', state: defaultEditorState() });
  });

  it('reads names as numbers', () => {
    const { state } = editorFromText('0 0 0 ? JAN-MAR MON-FRI');
    expect(state.week).toMatchObject({ mode: 'cycle', cycle: { from: 2, to: 6 } });
    expect(state.month).toMatchObject({ mode: 'cycle', cycle: { from: 1, to: 3 } });
    expect(editorToExpression(state)).toBe('0 0 0 ? 1-3 2-6');
    expect(readTab('week', 'MON,WED,FRI')).toMatchObject({ mode: 'specific', specific: [2, 4, 6] });
    expect(readTab('week', 'FRIL')).toMatchObject({ mode: 'lastWeekday', lastWeekday: 6 });
    expect(readTab('week', 'mon#2')).toMatchObject({ mode: 'nthWeek', nth: { week: 2, weekday: 2 } });
  });

  it('reads steps with an end and lists with ranges as the values they select', () => {
    expect(readTab('minute', '10-40/10')).toMatchObject({ mode: 'specific', specific: [10, 20, 30, 40] });
    expect(readTab('minute', '10-59/10')).toMatchObject({ mode: 'loop', loop: { start: 10, every: 10 } });
    expect(readTab('second', '50-10/5')).toMatchObject({ mode: 'specific', specific: [0, 5, 10, 50, 55] });
    expect(readTab('day', '1,5-7')).toMatchObject({ mode: 'specific', specific: [1, 5, 6, 7] });
    expect(readTab('hour', '0-23')).toMatchObject({ mode: 'cycle', cycle: { from: 0, to: 23 } });
    // Seconds cycles start at 1 (spec): 0-5 is held as values, and a list covering the field is every.
    expect(readTab('second', '0-5')).toMatchObject({ mode: 'specific', specific: [0, 1, 2, 3, 4, 5] });
    expect(readTab('second', '0-29,30-59').mode).toBe('every');
  });

  it('keeps what no mode can hold as raw text, unchanged', () => {
    const raw: [Parameters<typeof readTab>[0], string][] = [
      ['day', 'LW'],
      ['day', 'L-3'],
      ['day', 'L-2W'],
      ['week', '2#5'],
      ['week', 'L'],
      ['year', '*/5'],
      ['hour', '?'],
      ['second', '5X'],
    ];
    for (const [t, text] of raw) {
      const state = readTab(t, text);
      expect(state).toMatchObject({ mode: 'raw', raw: text });
      expect(tabValue(t, state)).toBe(text);
    }
    const { state } = editorFromText('0 0 9 LW * ?');
    expect(editorToExpression(state)).toBe('0 0 9 LW * ?');
    expect(validateEditor(state)).toEqual([]);
  });

  it('reports raw text the engine refuses on its tab', () => {
    const { state } = editorFromText('5X 0 0 * * ?');
    const issues = validateEditor(state);
    expect(issues).toMatchObject([{ tab: 'second', input: 'raw', key: 'cron.error.syntax' }]);
    expect(issues[0]!.params).toEqual({ char: 'X', column: 2 });
  });

  it('reads any valid expression into tabs that give the same schedule, raw fields unchanged', () => {
    const zone = zoneRules('Asia/Shanghai')!;
    fc.assert(
      fc.property(cronAst, cronStart, (tree, from) => {
        const text = formatCron(tree);
        const { state } = editorFromText(text);
        const fields = text.split(' ');
        editorTabs.forEach((t, i) => {
          if (state[t].mode === 'raw') expect(tabValue(t, state[t])).toBe(fields[i]);
        });
        expect(validateEditor(state)).toEqual([]);
        const before = compileSchedule(text);
        const after = compileSchedule(editorToExpression(state));
        if (!before.ok || !after.ok) throw new Error(`${text} → ${editorToExpression(state)}`);
        expect(nextFireTimes(after.value.compiled, zone, from, 5)).toEqual(
          nextFireTimes(before.value.compiled, zone, from, 5),
        );
      }),
      { numRuns: 1500 },
    );
  });
});
