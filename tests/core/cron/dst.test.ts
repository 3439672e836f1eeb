/**
 * DST transitions as Quartz handles them (values recorded from Quartz 2.3.2, see the fixture): a wall time
 * in a spring-forward gap does not fire that day (an hour list moves on to the first existing hour), and
 * in a fall-back overlap only the later (standard-time) occurrence fires.
 */
import { cronNext, isoUtc } from '@nbxt/core/cron/index.ts';
import { describe, expect, it } from 'vitest';

const next = (expression: string, tz: string, from: string, count = 3) => {
  const result = cronNext(expression, { tz, from, count });
  if (!result.ok) throw new Error(result.error.key);
  return result.value.map(isoUtc);
};

describe('America/New_York', () => {
  it('spring forward (2026-03-08 02:00 → 03:00): 02:30 is skipped that day', () => {
    expect(next('0 30 2 * * ?', 'America/New_York', '2026-03-08T05:00:00Z', 2)).toEqual([
      '2026-03-09T06:30:00Z',
      '2026-03-10T06:30:00Z',
    ]);
  });
  it('spring forward: hours 2,3 fire once at 03:00 EDT', () => {
    expect(next('0 0 2,3 * * ?', 'America/New_York', '2026-03-08T05:00:00Z')).toEqual([
      '2026-03-08T07:00:00Z',
      '2026-03-09T06:00:00Z',
      '2026-03-09T07:00:00Z',
    ]);
  });
  it('fall back (2026-11-01 02:00 → 01:00): 01:30 fires once, at the later (EST) instant', () => {
    expect(next('0 30 1 * * ?', 'America/New_York', '2026-11-01T04:30:00Z', 2)).toEqual([
      '2026-11-01T06:30:00Z',
      '2026-11-02T06:30:00Z',
    ]);
  });
  it('fall back: a half-hourly schedule skips the EDT 01:xx hour', () => {
    expect(next('0 0/30 * * * ?', 'America/New_York', '2026-11-01T04:30:00Z')).toEqual([
      '2026-11-01T06:00:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-01T07:00:00Z',
    ]);
  });
});

describe('Europe/Berlin', () => {
  it('spring forward (2026-03-29 02:00 → 03:00)', () => {
    expect(next('0 30 2 * * ?', 'Europe/Berlin', '2026-03-28T23:00:00Z', 1)).toEqual([
      '2026-03-30T00:30:00Z',
    ]);
    expect(next('0 0 2,3 * * ?', 'Europe/Berlin', '2026-03-28T23:00:00Z')).toEqual([
      '2026-03-29T01:00:00Z',
      '2026-03-30T00:00:00Z',
      '2026-03-30T01:00:00Z',
    ]);
  });
  it('fall back (2026-10-25 03:00 → 02:00): the CEST 02:xx hour is skipped', () => {
    expect(next('0 0/30 * * * ?', 'Europe/Berlin', '2026-10-24T23:30:00Z')).toEqual([
      '2026-10-25T01:00:00Z',
      '2026-10-25T01:30:00Z',
      '2026-10-25T02:00:00Z',
    ]);
  });
});

describe('Asia/Shanghai (DST 1986–1991)', () => {
  it('spring forward (1988-04-17 02:00 → 03:00)', () => {
    expect(next('0 30 2 * * ?', 'Asia/Shanghai', '1988-04-16T16:00:00Z', 1)).toEqual([
      '1988-04-17T17:30:00Z',
    ]);
    expect(next('0 0 2,3 * * ?', 'Asia/Shanghai', '1988-04-16T16:00:00Z', 2)).toEqual([
      '1988-04-16T18:00:00Z',
      '1988-04-17T17:00:00Z',
    ]);
  });
  it('fall back (1988-09-11 02:00 → 01:00)', () => {
    expect(next('0 30 1 * * ?', 'Asia/Shanghai', '1988-09-10T15:30:00Z', 1)).toEqual([
      '1988-09-10T17:30:00Z',
    ]);
  });
  it('no DST today: 02:30 every day is 18:30Z', () => {
    expect(next('0 30 2 * * ?', 'Asia/Shanghai', '2026-03-07T00:00:00Z', 2)).toEqual([
      '2026-03-07T18:30:00Z',
      '2026-03-08T18:30:00Z',
    ]);
  });
});

describe('options', () => {
  it('reports a bad zone, start or count as an error result', () => {
    const bad = (options: Parameters<typeof cronNext>[1]) => {
      const r = cronNext('0 0 0 * * ?', options);
      return r.ok ? 'ok' : r.error.key;
    };
    expect(bad({ tz: 'Mars/Olympus' })).toBe('cron.error.timeZone');
    expect(bad({ tz: 'UTC', from: '2026-01-01' })).toBe('cron.error.from');
    expect(bad({ tz: 'UTC', from: 'yesterday' })).toBe('cron.error.from');
    expect(bad({ tz: 'UTC', count: 0 })).toBe('cron.error.count');
    expect(bad({ tz: 'UTC', count: 1.5 })).toBe('cron.error.count');
    expect(bad({ tz: 'UTC', from: '2026-01-01T00:00:00+08:00' })).toBe('ok');
  });
  it('returns fewer times when the years run out', () => {
    expect(next('0 0 0 1 1 ? 2027', 'UTC', '2026-06-01T00:00:00Z', 5)).toEqual(['2027-01-01T00:00:00Z']);
    expect(next('0 0 0 30 2 ?', 'UTC', '2026-06-01T00:00:00Z', 5)).toEqual([]);
    expect(next('0 0 0 31 4,6,9,11 ?', 'UTC', '2026-06-01T00:00:00Z', 5)).toEqual([]);
    // 31 in February or March: only March counts.
    expect(next('0 0 0 31 2,3 ?', 'UTC', '2026-06-01T00:00:00Z', 1)).toEqual(['2027-03-31T00:00:00Z']);
  });
});

describe('robustness', () => {
  it('answers a non-finite start with no fire times instead of looping', async () => {
    const { compileSchedule, nextFireTime, nextFireTimes, zoneRules } = await import(
      '@nbxt/core/cron/index.ts'
    );
    const schedule = compileSchedule('* * * * * ?');
    if (!schedule.ok) throw new Error('invalid');
    expect(nextFireTimes(schedule.value.compiled, zoneRules('UTC')!, Number.NaN, 5)).toEqual([]);
    expect(nextFireTime(schedule.value.compiled, zoneRules('UTC')!, Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('refuses wrongly typed options without throwing', () => {
    const r = cronNext('* * * * * ?', { count: '5' as unknown as number, tz: 42 as unknown as string });
    expect(r.ok).toBe(false);
  });
});
