/**
 * Does an instant match a schedule? Checked field by field from the instant's local time, independently
 * of the search in next.ts (the property tests use one to check the other).
 */

import { civilFromDays, daysFromCivil, daysInMonth, msPerDay, weekdayOfDays } from './civil.ts';
import type { CompiledCron } from './compile.ts';
import { minYear } from './types.ts';
import type { ZoneRules } from './zone.ts';

const has = (table: Int16Array, index: number, value: number) => table[index] === value;

/** Quartz's nearest weekday to `day` (Saturday → Friday, or Monday the 3rd; Sunday → Monday, or Friday). */
export function nearestWeekdayOf(year: number, month: number, day: number): number {
  const weekday = weekdayOfDays(daysFromCivil(year, month, day));
  const last = daysInMonth(year, month);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

export function matchesAt(c: CompiledCron, zone: ZoneRules, instant: number): boolean {
  if (instant % 1000 !== 0) return false;
  const local = instant + zone.offsetAt(instant);
  const days = Math.floor(local / msPerDay);
  const ymd = [0, 0, 0];
  civilFromDays(days, ymd);
  const [year, month, day] = ymd as [number, number, number];
  const secs = Math.floor((local - days * msPerDay) / 1000);
  const hour = Math.floor(secs / 3600);
  const minute = Math.floor((secs % 3600) / 60);
  const second = secs % 60;
  if (year < minYear || year > c.lastYear || !has(c.years, year - minYear, year)) return false;
  if (!has(c.months, month - 1, month) || !has(c.hours, hour, hour)) return false;
  if (!has(c.minutes, minute, minute) || !has(c.seconds, second, second)) return false;
  const last = daysInMonth(year, month);
  const weekday = weekdayOfDays(days);
  if (c.byDayOfMonth) {
    if (c.lastDayOfMonth) {
      const target = last - c.lastDayOffset;
      return c.nearestWeekday ? day === nearestWeekdayOf(year, month, target) : day === target;
    }
    if (c.nearestWeekday) return day === nearestWeekdayOf(year, month, c.firstDayOfMonth);
    return has(c.daysOfMonth, day - 1, day);
  }
  if (c.lastWeekdayOfMonth) return weekday === c.firstDayOfWeek && day + 7 > last;
  if (c.nthDayOfWeek > 0) return weekday === c.firstDayOfWeek && Math.ceil(day / 7) === c.nthDayOfWeek;
  return has(c.daysOfWeek, weekday - 1, weekday);
}
