/**
 * Calendar dates as plain integers (year, month 1–12, day 1–31), with no Date object and no time zone:
 * a birth date is a calendar fact, and "today" is injected by the caller.
 */
import { daysInMonth } from '../cron/civil.ts';

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** A real Gregorian date (years 1–9999). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative, zero or positive as `a` is before, equal to or after `b`. */
export function compareDates(a: CivilDate, b: CivilDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** `YYYY-MM-DD`. */
export function formatDate(date: CivilDate): string {
  return `${String(date.year).padStart(4, '0')}-${date.month < 10 ? '0' : ''}${date.month}-${date.day < 10 ? '0' : ''}${date.day}`;
}

/** Parse exactly `YYYY-MM-DD` into a real date, else undefined. */
export function parseDate(text: string): CivilDate | undefined {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return undefined;
  const year = digitsValue(text, 0, 4);
  const month = digitsValue(text, 5, 7);
  const day = digitsValue(text, 8, 10);
  if (year < 0 || month < 0 || day < 0 || !isRealDate(year, month, day)) return undefined;
  return { year, month, day };
}

/** The local calendar date of a JS Date (front ends use this to build "today"). */
export function civilDateOf(date: Date): CivilDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Value of the decimal digits text[from, to), or -1 if any character is not an ASCII digit. */
export function digitsValue(text: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
