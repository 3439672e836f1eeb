import { fieldText } from '@nbxt/core/dict/field-text.ts';
import {
  dateTimeText,
  localDateText,
  localDateTimeText,
  shownTime,
  timeText,
} from '@nbxt/core/resources/date-format.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inTimeZone } from '../../helpers/clock-zone.ts';

/**
 * Every time in the user's zone and the console's format (business-modules.md §4 feedback): a value a
 * backend sends as ISO-8601 (with or without a zone), as a GMT text or as epoch milliseconds shows as
 * `yyyy-MM-dd HH:mm:ss` in the user's zone, never as it came. The user's zone here is Shanghai (UTC+8,
 * no summer time since 1991), set for this file so that a formatter ignoring the zone fails.
 */
inTimeZone('Asia/Shanghai');

const datetime = { type: 'datetime' as const };
const date = { type: 'date' as const };
const SHOWN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('times as the console shows them', () => {
  it('restates an instant in the user’s zone', () => {
    expect(timeText(datetime, '2026-11-29T02:00:00Z')).toBe('2026-11-29 10:00:00');
    expect(timeText(datetime, '2026-11-29T02:00:00.000+0000')).toBe('2026-11-29 10:00:00');
    expect(timeText(datetime, '2026-11-28T20:30:00-05:00')).toBe('2026-11-29 09:30:00');
    expect(timeText(datetime, 'Sun, 29 Nov 2026 02:00:00 GMT')).toBe('2026-11-29 10:00:00');
    expect(timeText(datetime, Date.UTC(2026, 10, 29, 2))).toBe('2026-11-29 10:00:00');
    // A date field shows the day in the user's zone.
    expect(timeText(date, '2026-11-28T18:00:00Z')).toBe('2026-11-29');
    expect(timeText(date, Date.UTC(2026, 10, 28, 18))).toBe('2026-11-29');
  });

  it('shows a wall time without a zone as it reads, in the console’s format', () => {
    expect(timeText(datetime, '2026-11-29T10:00:00.123')).toBe('2026-11-29 10:00:00');
    expect(timeText(datetime, '2026-11-29T10:00')).toBe('2026-11-29 10:00:00');
    expect(timeText(date, '2026-11-29T10:00:00')).toBe('2026-11-29');
  });

  it('leaves BladeX’s own texts and what is no time as they are', () => {
    expect(timeText(datetime, '2026-11-29 10:00:00')).toBeUndefined();
    expect(timeText(date, '2026-11-29')).toBeUndefined();
    expect(timeText({ type: 'number' }, 1_800_000_000_000)).toBeUndefined();
    expect(timeText({ type: 'string' }, 'GMT 会议纪要')).toBeUndefined();
    expect(fieldText({ type: 'datetime' }, '2026-11-29 10:00:00', {})).toBe('2026-11-29 10:00:00');
  });

  it('lists, details and the CLI’s labels read times through it (fieldText)', () => {
    expect(fieldText({ type: 'datetime' }, '2026-11-29T02:00:00Z', {})).toBe('2026-11-29 10:00:00');
    expect(fieldText({ type: 'string' }, '2026-11-29T02:00:00Z', {})).toBe('2026-11-29 10:00:00');
    expect(shownTime('2026-11-29T02:00:00Z')).toBe('2026-11-29 10:00:00');
    expect(shownTime(undefined)).toBe('');
  });

  it('never shows an ISO or GMT text for any instant, and shows the same instant as the one formatter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 700_000_000_000, max: 4_102_444_800_000 }), (ms) => {
        const iso = new Date(ms).toISOString();
        const shown = timeText(datetime, iso)!;
        expect(shown).toMatch(SHOWN);
        expect(shown).toBe(dateTimeText(ms, 8 * 3_600_000));
        expect(shown).toBe(localDateTimeText(ms));
        expect(timeText(datetime, new Date(ms).toUTCString())).toBe(
          dateTimeText(ms - (ms % 1000), 8 * 3_600_000),
        );
        expect(timeText(date, ms)).toBe(localDateText(ms));
      }),
    );
  });
});
