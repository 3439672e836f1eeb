/**
 * Next fire times, computed the way org.quartz.CronExpression#getTimeAfter does: the same search over a
 * lenient calendar whose wall-clock fields are re-resolved to an instant after every change (that is
 * where Quartz's DST behaviour comes from: a time in a gap moves forward, a time in an overlap takes the
 * later instant). The calendar here works on plain numbers and precomputed tables, with no Date objects.
 */

import { civilFromDays, daysFromCivil, daysInMonth, msPerDay, wallMs, weekdayOfDays } from './civil.ts';
import type { CompiledCron } from './compile.ts';
import { minYear } from './types.ts';
import type { ZoneRules } from './zone.ts';

/** java.util.GregorianCalendar reduced to what Quartz uses: lenient fields over an instant. */
class LenientCalendar {
  readonly zone: ZoneRules;
  year = 0;
  month = 0;
  day = 0;
  hour = 0;
  minute = 0;
  second = 0;
  weekday = 0;
  instant = 0;
  /** Fields were set since the instant was last computed (Calendar.set before get). */
  dirty = false;
  private readonly ymd = new Int32Array(3);

  constructor(zone: ZoneRules) {
    this.zone = zone;
  }

  setInstant(instant: number): void {
    this.instant = instant;
    this.computeFields();
  }

  private computeFields(): void {
    const local = this.instant + this.zone.offsetAt(this.instant);
    const days = Math.floor(local / msPerDay);
    civilFromDays(days, this.ymd);
    this.year = this.ymd[0]!;
    this.month = this.ymd[1]!;
    this.day = this.ymd[2]!;
    let rest = Math.floor((local - days * msPerDay) / 1000);
    this.hour = Math.floor(rest / 3600);
    rest -= this.hour * 3600;
    this.minute = Math.floor(rest / 60);
    this.second = rest - this.minute * 60;
    this.weekday = weekdayOfDays(days);
    this.dirty = false;
  }

  /** Calendar.get: resolve pending fields to an instant and normalise them. */
  sync(): void {
    if (!this.dirty) return;
    this.instant = this.zone.wallToInstant(
      wallMs(this.year, this.month, this.day, this.hour, this.minute, this.second),
    );
    this.computeFields();
  }

  /** Start of a day search: 00:00:00 on `day` of `month` (both may overflow). */
  setDate(month: number, day: number): void {
    this.second = 0;
    this.minute = 0;
    this.hour = 0;
    this.day = day;
    this.month = month;
    this.dirty = true;
  }

  /** Quartz's setCalendarHour: if the hour does not exist (DST gap), take the next one. */
  setHour(hour: number): void {
    this.hour = hour;
    this.dirty = true;
    this.sync();
    if (this.hour !== hour && hour !== 24) {
      this.hour = hour + 1;
      this.dirty = true;
    }
  }
}

/**
 * Quartz's "nearest weekday" shift of `day` in month/year (lenient: the weekday is that of the
 * normalised date), and whether that moment is before `after`. (Quartz builds that moment on a calendar
 * that keeps the current wall-clock milliseconds, so for a start with milliseconds its answer can vary
 * from run to run; here both are compared in whole seconds, which is what Quartz does for whole-second
 * starts and, for others, the one of its answers that skips no fire time.)
 */
function nearestWeekday(
  cal: LenientCalendar,
  year: number,
  month: number,
  day: number,
  after: number,
): { day: number; before: boolean } {
  const lastDay = daysInMonth(year, month);
  const weekday = weekdayOfDays(daysFromCivil(year, month, 1) + day - 1);
  let shifted = day;
  if (weekday === 7 && day === 1) shifted += 2;
  else if (weekday === 7) shifted -= 1;
  else if (weekday === 1 && day === lastDay) shifted -= 2;
  else if (weekday === 1) shifted += 1;
  const at = cal.zone.wallToInstant(wallMs(year, month, shifted, cal.hour, cal.minute, cal.second));
  return { day: shifted, before: at < Math.floor(after / 1000) * 1000 };
}

/** The first fire time strictly after `from` (ms), or null when there is none up to the year 2099. */
export function nextFireTime(c: CompiledCron, zone: ZoneRules, from: number): number | null {
  if (!Number.isFinite(from)) return null;
  const cal = new LenientCalendar(zone);
  return search(c, cal, from);
}

/** Up to `count` successive fire times after `from` (fewer when the schedule ends). */
export function nextFireTimes(c: CompiledCron, zone: ZoneRules, from: number, count: number): number[] {
  const times: number[] = [];
  if (!Number.isFinite(from)) return times;
  const cal = new LenientCalendar(zone);
  let at = from;
  for (let i = 0; i < count; i++) {
    const next = search(c, cal, at);
    if (next === null) break;
    times.push(next);
    at = next;
  }
  return times;
}

function search(c: CompiledCron, cal: LenientCalendar, from: number): number | null {
  // Quartz would search year by year up to its limit and find nothing.
  if (c.neverFires) return null;
  const after = from + 1000;
  cal.setInstant(after);
  // Calendar.set(MILLISECOND, 0): the instant is re-resolved from the wall-clock fields.
  cal.dirty = true;
  const { seconds, minutes, hours, daysOfMonth, months, daysOfWeek, years } = c;

  for (;;) {
    cal.sync();
    if (cal.year > c.lastYear) return null;

    // Second.
    let sec = cal.second;
    let min = cal.minute;
    let v = seconds[sec]!;
    if (v >= 0) sec = v;
    else {
      sec = c.firstSecond;
      cal.minute = ++min;
    }
    cal.second = sec;
    cal.dirty = true;
    cal.sync();

    // Minute.
    min = cal.minute;
    let hr = cal.hour;
    let t = -1;
    v = minutes[min]!;
    if (v >= 0) {
      t = min;
      min = v;
    } else {
      min = c.firstMinute;
      hr++;
    }
    if (min !== t) {
      cal.second = 0;
      cal.minute = min;
      cal.setHour(hr);
      continue;
    }

    // Hour.
    hr = cal.hour;
    let day = cal.day;
    t = -1;
    v = hours[hr]!;
    if (v >= 0) {
      t = hr;
      hr = v;
    } else {
      hr = c.firstHour;
      day++;
    }
    if (hr !== t) {
      cal.second = 0;
      cal.minute = 0;
      cal.day = day;
      cal.setHour(hr);
      continue;
    }

    // Day.
    day = cal.day;
    let mon = cal.month;
    t = -1;
    let tmon = mon;
    if (c.byDayOfMonth) {
      if (c.lastDayOfMonth) {
        t = day;
        day = daysInMonth(cal.year, mon) - c.lastDayOffset;
        if (!c.nearestWeekday) {
          if (t > day) {
            mon++;
            if (mon > 12) {
              mon = 1;
              tmon = 3333;
              cal.year++;
              cal.dirty = true;
            }
            day = 1;
          }
        } else {
          const shifted = nearestWeekday(cal, cal.year, mon, day, after);
          day = shifted.day;
          // L-nW before the month's start (n ≥ 28 in short months): Quartz's lenient calendar steps back
          // into the previous month and, searching forward again, never ends; the month is skipped.
          if (shifted.before || day < 1) {
            day = 1;
            mon++;
          }
        }
      } else if (c.nearestWeekday) {
        t = day;
        const shifted = nearestWeekday(cal, cal.year, mon, c.firstDayOfMonth, after);
        day = shifted.day;
        if (shifted.before) {
          day = c.firstDayOfMonth;
          mon++;
        }
      } else {
        v = daysOfMonth[day - 1]!;
        if (v >= 0) {
          t = day;
          day = v;
          if (day > daysInMonth(cal.year, mon)) {
            day = c.firstDayOfMonth;
            mon++;
          }
        } else {
          day = c.firstDayOfMonth;
          mon++;
        }
      }
      if (day !== t || mon !== tmon) {
        cal.setDate(mon, day);
        continue;
      }
    } else {
      const cDow = cal.weekday;
      const lastDay = daysInMonth(cal.year, mon);
      if (c.lastWeekdayOfMonth) {
        const dow = c.firstDayOfWeek;
        let daysToAdd = cDow < dow ? dow - cDow : cDow > dow ? dow + 7 - cDow : 0;
        if (day + daysToAdd > lastDay) {
          cal.setDate(mon + 1, 1);
          continue;
        }
        while (day + daysToAdd + 7 <= lastDay) daysToAdd += 7;
        day += daysToAdd;
        if (daysToAdd > 0) {
          cal.setDate(mon, day);
          continue;
        }
      } else if (c.nthDayOfWeek !== 0) {
        const dow = c.firstDayOfWeek;
        let daysToAdd = cDow < dow ? dow - cDow : cDow > dow ? dow + 7 - cDow : 0;
        const dayShifted = daysToAdd > 0;
        day += daysToAdd;
        let weekOfMonth = Math.floor(day / 7);
        if (day % 7 > 0) weekOfMonth++;
        daysToAdd = (c.nthDayOfWeek - weekOfMonth) * 7;
        day += daysToAdd;
        if (daysToAdd < 0 || day > lastDay) {
          cal.setDate(mon + 1, 1);
          continue;
        }
        if (daysToAdd > 0 || dayShifted) {
          cal.setDate(mon, day);
          continue;
        }
      } else {
        let dow = c.firstDayOfWeek;
        v = daysOfWeek[cDow - 1]!;
        if (v >= 0) dow = v;
        const daysToAdd = cDow < dow ? dow - cDow : cDow > dow ? dow + 7 - cDow : 0;
        if (day + daysToAdd > lastDay) {
          cal.setDate(mon + 1, 1);
          continue;
        }
        if (daysToAdd > 0) {
          cal.setDate(mon, day + daysToAdd);
          continue;
        }
      }
    }
    cal.day = day;
    cal.dirty = true;
    cal.sync();

    // Month.
    mon = cal.month;
    let year = cal.year;
    t = -1;
    if (year > c.lastYear) return null;
    v = months[mon - 1]!;
    if (v >= 0) {
      t = mon;
      mon = v;
    } else {
      mon = c.firstMonth;
      year++;
    }
    if (mon !== t) {
      cal.setDate(mon, 1);
      cal.year = year;
      continue;
    }

    // Year.
    year = cal.year;
    v = year < minYear ? years[0]! : year > c.lastYear ? -1 : years[year - minYear]!;
    if (v < 0) return null;
    if (v !== year) {
      cal.setDate(1, 1);
      cal.year = v;
      continue;
    }
    return cal.instant;
  }
}
