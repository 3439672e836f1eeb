/**
 * `L-nW` with n from 28 to 30: Quartz 2.3.2 accepts it and answers where the months are long enough.
 * The expected times were recorded from org.quartz.CronExpression#getTimeAfter (chained, libquartz2-java).
 */
import { cronNext, isoUtc, validateCron } from '@nbxt/core/cron/index.ts';
import { describe, expect, it } from 'vitest';

const next = (expression: string, from: string, tz = 'UTC', count = 5) => {
  const result = cronNext(expression, { from, tz, count });
  if (!result.ok) throw new Error(`${expression}: ${result.error.key}`);
  return result.value.map(isoUtc);
};

describe('L-nW up to L-30W, as Quartz answers it', () => {
  const recorded: [string, string, string, string[]][] = [
    [
      '0 0 9 L-28W 3 ?',
      '2024-01-15T00:00:00Z',
      'UTC',
      [
        '2024-03-04T09:00:00Z',
        '2025-03-03T09:00:00Z',
        '2026-03-03T09:00:00Z',
        '2027-03-03T09:00:00Z',
        '2028-03-03T09:00:00Z',
      ],
    ],
    // February 2027 is one day short of L-28; its day 0 is Sunday 31 January, whose nearest weekday is
    // Monday 1 February.
    [
      '0 0 9 L-28W * ?',
      '2026-10-24T22:30:30Z',
      'UTC',
      [
        '2026-11-02T09:00:00Z',
        '2026-12-03T09:00:00Z',
        '2027-01-04T09:00:00Z',
        '2027-02-01T09:00:00Z',
        '2027-03-03T09:00:00Z',
      ],
    ],
    [
      '0 0 9 L-28W * ?',
      '2024-01-15T00:00:00Z',
      'Asia/Shanghai',
      [
        '2024-02-01T01:00:00Z',
        '2024-03-04T01:00:00Z',
        '2024-04-02T01:00:00Z',
        '2024-05-03T01:00:00Z',
        '2024-06-03T01:00:00Z',
      ],
    ],
    [
      '0 0 9 L-29W 4-6 ?',
      '2026-10-24T22:30:30Z',
      'UTC',
      [
        '2027-04-01T09:00:00Z',
        '2027-05-03T09:00:00Z',
        '2027-06-01T09:00:00Z',
        '2028-04-03T09:00:00Z',
        '2028-05-02T09:00:00Z',
      ],
    ],
  ];
  it.each(recorded)('%s from %s in %s', (expression, from, tz, expected) => {
    expect(validateCron(expression)).toEqual({ valid: true, warnings: [] });
    expect(next(expression, from, tz)).toEqual(expected);
  });

  it('skips the months too short for the offset, where Quartz searches forever', () => {
    // Quartz answers 2029-01-03 and then never returns: February 2029 has no day 28 days before its last.
    expect(next('0 0 9 L-28W * ?', '2028-12-31T23:00:00Z', 'UTC', 3)).toEqual([
      '2029-01-03T09:00:00Z',
      '2029-03-02T09:00:00Z',
      '2029-04-02T09:00:00Z',
    ]);
    // Quartz: 2024-03-01, 2025-03-03, then no end. L-30 of March is the 1st.
    expect(next('0 0 9 L-30W 3 ?', '2024-02-27T23:59:58Z', 'UTC', 3)).toEqual([
      '2024-03-01T09:00:00Z',
      '2025-03-03T09:00:00Z',
      '2026-03-02T09:00:00Z',
    ]);
    // Only February: never long enough for L-30, so no fire time at all.
    expect(next('0 0 9 L-30W 2 ?', '2024-01-01T00:00:00Z')).toEqual([]);
  });

  it('still refuses offsets beyond 30', () => {
    expect(validateCron('0 0 0 L-31W * ?')).toMatchObject({
      valid: false,
      error: { key: 'cron.error.lastOffsetOutOfRange', params: { value: 31, max: 30 } },
    });
  });
});
