import { daysInMonth, isLeapYear } from '@nbxt/core/cron/civil.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('the Gregorian calendar', () => {
  it('gives every month the length the platform calendar gives it (year first, then month)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        // Day 0 of the next month is the last day of this one.
        const date = new Date(0);
        date.setUTCFullYear(year, month, 0);
        expect(daysInMonth(year, month)).toBe(date.getUTCDate());
      }),
      { numRuns: 500 },
    );
  });

  it('has February of 29 days exactly in leap years', () => {
    for (const year of [1900, 2000, 2023, 2024, 2100, 2400])
      expect(daysInMonth(year, 2)).toBe(isLeapYear(year) ? 29 : 28);
    expect(daysInMonth(2024, 4)).toBe(30);
  });
});
