/**
 * Compiles an AST into lookup tables: for each field, `next[v]` is the smallest allowed value ≥ v (or -1),
 * built the way Quartz fills its value sets (including wrap-around ranges).
 */
import type { CronAst, CronFieldName, CronItem } from './types.ts';
import { fieldSpecs, quartzYearLimit } from './types.ts';

/** A field's table bounds: the year table spans 1970 to the last year Quartz searches. */
function bounds(field: CronFieldName, lastYear: number): { min: number; max: number } {
  return field === 'year' ? { min: fieldSpecs.year.min, max: lastYear } : fieldSpecs[field];
}

export interface CompiledCron {
  seconds: Int16Array;
  minutes: Int16Array;
  hours: Int16Array;
  /** Day-of-month values (for plain lists/ranges/steps and `nW`). */
  daysOfMonth: Int16Array;
  months: Int16Array;
  daysOfWeek: Int16Array;
  /** Indexed by year - minYear. */
  years: Int16Array;
  firstSecond: number;
  firstMinute: number;
  firstHour: number;
  firstDayOfMonth: number;
  firstMonth: number;
  firstDayOfWeek: number;
  /** true: days are chosen by the day-of-month field; false: by the day-of-week field. */
  byDayOfMonth: boolean;
  lastDayOfMonth: boolean;
  lastDayOffset: number;
  nearestWeekday: boolean;
  lastWeekdayOfMonth: boolean;
  /** k of `n#k`, 0 when absent. */
  nthDayOfWeek: number;
  /** The last year searched. */
  lastYear: number;
  /** No allowed month has any allowed day (e.g. 30 February): there is no fire time, ever. */
  neverFires: boolean;
}

/** Longest length of each month (February: 29). */
const longestMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Wrap modulus Quartz uses for ranges whose end is before their start. */
const wrapMax: Record<CronFieldName, number> = {
  second: 60,
  minute: 60,
  hour: 24,
  dayOfMonth: 31,
  month: 12,
  dayOfWeek: 7,
  year: 0,
};

function addRange(
  field: CronFieldName,
  set: Uint8Array,
  base: number,
  from: number,
  to: number,
  step: number,
) {
  const max = to < from ? wrapMax[field] : 0;
  let stop = to < from ? to + max : to;
  let start = from;
  if (field === 'year') {
    // Years outside the table are valid but never reached; skip them without walking a Java int's range.
    if (start < base) start += Math.ceil((base - start) / step) * step;
    stop = Math.min(stop, base + set.length - 1);
  }
  const oneBased = field === 'month' || field === 'dayOfWeek' || field === 'dayOfMonth';
  for (let v = start; v <= stop; v += step) {
    let value = v;
    if (max > 0) {
      value = v % max;
      if (value === 0 && oneBased) value = max;
    }
    set[value - base] = 1;
  }
}

function fillSet(field: CronFieldName, items: readonly CronItem[], lastYear = quartzYearLimit()): Uint8Array {
  const spec = bounds(field, lastYear);
  const base = spec.min;
  const set = new Uint8Array(spec.max - base + 1);
  for (const item of items) {
    switch (item.type) {
      case 'all':
        addRange(field, set, base, spec.min, spec.max, 1);
        break;
      case 'value':
        if (item.value >= base && item.value <= spec.max) set[item.value - base] = 1;
        break;
      case 'range':
        addRange(field, set, base, item.from, item.to, 1);
        break;
      case 'step':
        addRange(field, set, base, item.from === '*' ? spec.min : item.from, item.to ?? spec.max, item.step);
        break;
      case 'last':
        // `L` in the day-of-week field is Saturday; in the day of month it is a flag.
        if (field === 'dayOfWeek') set[7 - base] = 1;
        break;
      case 'nearestWeekday':
        set[item.day - base] = 1;
        break;
      case 'lastWeekday':
        set[item.weekday - base] = 1;
        break;
      case 'nth':
        set[item.weekday - base] = 1;
        break;
      case 'any':
        break;
    }
  }
  return set;
}

/** The values a field's items select, ascending (`L` in the day of month selects none: it is a flag). */
export function fieldValues(field: CronFieldName, items: readonly CronItem[]): number[] {
  const set = fillSet(field, items);
  const values: number[] = [];
  for (let i = 0; i < set.length; i++) if (set[i]) values.push(fieldSpecs[field].min + i);
  return values;
}

/** next[i] = smallest value ≥ base + i in the set, or -1; one extra slot past the end holds -1. */
function nextTable(set: Uint8Array, base: number): Int16Array {
  const table = new Int16Array(set.length + 1);
  let next = -1;
  table[set.length] = -1;
  for (let i = set.length - 1; i >= 0; i--) {
    if (set[i]) next = base + i;
    table[i] = next;
  }
  return table;
}

function table(
  field: CronFieldName,
  items: readonly CronItem[] | null,
  lastYear: number,
): [Int16Array, number] {
  const spec = bounds(field, lastYear);
  const set = fillSet(field, items ?? [{ type: 'all' }], lastYear);
  const t = nextTable(set, spec.min);
  return [t, t[0]!];
}

/** `lastYear`: the last year searched (Quartz: 100 years past the year it started). */
export function compileCron(ast: CronAst, lastYear: number = quartzYearLimit()): CompiledCron {
  const [seconds, firstSecond] = table('second', ast.second, lastYear);
  const [minutes, firstMinute] = table('minute', ast.minute, lastYear);
  const [hours, firstHour] = table('hour', ast.hour, lastYear);
  const [daysOfMonth, firstDayOfMonth] = table('dayOfMonth', ast.dayOfMonth, lastYear);
  const [months, firstMonth] = table('month', ast.month, lastYear);
  const [daysOfWeek, firstDayOfWeek] = table('dayOfWeek', ast.dayOfWeek, lastYear);
  const [years] = table('year', ast.year, lastYear);
  const byDayOfMonth = !(ast.dayOfMonth.length === 1 && ast.dayOfMonth[0]!.type === 'any');
  const dom = ast.dayOfMonth[0]!;
  const dow = ast.dayOfWeek[0]!;
  const plainDays = byDayOfMonth && dom.type !== 'last' && dom.type !== 'nearestWeekday';
  let neverFires = plainDays;
  for (let m = 1; m <= 12 && neverFires; m++)
    if (months[m - 1] === m && firstDayOfMonth <= longestMonth[m - 1]!) neverFires = false;
  return {
    seconds,
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    years,
    firstSecond,
    firstMinute,
    firstHour,
    firstDayOfMonth,
    firstMonth,
    firstDayOfWeek,
    byDayOfMonth,
    lastDayOfMonth: dom.type === 'last',
    lastDayOffset: dom.type === 'last' ? dom.offset : 0,
    nearestWeekday: (dom.type === 'last' && dom.nearestWeekday) || dom.type === 'nearestWeekday',
    lastWeekdayOfMonth: dow.type === 'lastWeekday',
    nthDayOfWeek: dow.type === 'nth' ? dow.nth : 0,
    neverFires,
    lastYear,
  };
}
