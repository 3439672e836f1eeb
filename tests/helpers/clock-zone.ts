import { afterAll, beforeAll } from 'vitest';
import { civilDateOf } from '../../core/src/idcard/civil-date.ts';

/**
 * Runs the file's tests with the process in a time zone (TZ, read afresh by Node when set), restoring
 * the one it had after: a zone with an offset (Asia/Shanghai) makes a formatter that ignores it fail.
 */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

/** A month from this one on the local clock, as `yyyy-MM` (0: this month, 1: the next). */
export function monthFromNow(ahead: number): string {
  const today = civilDateOf(new Date());
  const at = today.year * 12 + today.month - 1 + ahead;
  return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
}
