/**
 * Proleptic Gregorian calendar arithmetic on plain numbers (no Date objects), shared by cron (fire times)
 * and ID cards (birth dates).
 */

export const msPerDay = 86_400_000;

/** Days since 1970-01-01 of year-month-day (month 1–12; day may be outside the month). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Writes [year, month (1–12), day] of a day number into `out`. */
export function civilFromDays(days: number, out: Int32Array | number[]): void {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  out[0] = yoe + era * 400 + (month <= 2 ? 1 : 0);
  out[1] = month;
  out[2] = day;
}

/** Weekday of a day number, 1 = Sunday … 7 = Saturday (Quartz and java.util.Calendar numbering). */
export function weekdayOfDays(days: number): number {
  // 1970-01-01 was a Thursday (5).
  return ((((days + 4) % 7) + 7) % 7) + 1;
}

/** Local wall-clock milliseconds (as if UTC) from lenient fields: month, day and time may overflow. */
export function wallMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
  const m0 = month - 1;
  const y = year + Math.floor(m0 / 12);
  const m = m0 - Math.floor(m0 / 12) * 12 + 1;
  return (daysFromCivil(y, m, 1) + day - 1) * msPerDay + hour * 3_600_000 + minute * 60_000 + second * 1000;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in `month` (1–12) of `year`: year first, as a date is written (YYYY-MM). */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : monthLengths[month - 1]!;
}
