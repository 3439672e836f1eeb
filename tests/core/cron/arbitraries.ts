/** fast-check generators of valid cron ASTs and start instants, shared by the cron property tests. */
import type { CronAst, CronItem } from '@nbxt/core/cron/index.ts';
import fc from 'fast-check';

const value = (min: number, max: number, named = false) =>
  fc.integer({ min, max }).map((v): CronItem => ({ type: 'value', value: v, named }));
const range = (min: number, max: number, wrap: boolean) =>
  fc
    .tuple(fc.integer({ min, max }), fc.integer({ min, max }))
    .filter(([a, b]) => wrap || a <= b)
    .map(([from, to]): CronItem => ({ type: 'range', from, to, named: false }));
const step = (min: number, max: number, maxStep: number, wrap = true) =>
  fc
    .tuple(
      fc.oneof(fc.constant<'*'>('*'), fc.integer({ min, max })),
      fc.option(fc.integer({ min, max }), { nil: null }),
      fc.integer({ min: 1, max: maxStep }),
    )
    .filter(([from, to]) => wrap || from === '*' || to === null || from <= to)
    .map(([from, to, s]): CronItem => ({ type: 'step', from, to: from === '*' ? null : to, step: s }));

/** A list of plain items for a numeric field. */
const plain = (min: number, max: number, maxStep: number, wrap = true) =>
  fc.oneof(
    fc.constant<CronItem[]>([{ type: 'all' }]),
    fc.array(fc.oneof(value(min, max), range(min, max, wrap), step(min, max, maxStep)), {
      minLength: 1,
      maxLength: 4,
    }),
  );

const named = (min: number, max: number) =>
  fc.oneof(
    value(min, max, true).map((item) => [item]),
    range(min, max, true).map((item): CronItem[] => [{ ...item, named: true } as CronItem]),
  );

const dayOfMonthSpecial = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 30 }), fc.boolean())
    .map(([offset, w]): CronItem[] => [{ type: 'last', offset, nearestWeekday: w }]),
  // Days up to 28: `nW` beyond a month's end follows Quartz's lenient calendar (see the fixture instead).
  fc.integer({ min: 1, max: 28 }).map((day): CronItem[] => [{ type: 'nearestWeekday', day }]),
);
const dayOfWeekSpecial = fc.oneof(
  fc
    .integer({ min: 1, max: 7 })
    .map((weekday): CronItem[] => [{ type: 'lastWeekday', weekday, named: false }]),
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 5 }))
    .map(([weekday, nth]): CronItem[] => [{ type: 'nth', weekday, nth, named: false }]),
  fc.constant<CronItem[]>([{ type: 'last', offset: 0, nearestWeekday: false }]),
);

const any: CronItem[] = [{ type: 'any' }];
const days = fc.oneof(
  fc.tuple(fc.oneof(plain(1, 31, 31), dayOfMonthSpecial), fc.constant(any)),
  fc.tuple(fc.constant(any), fc.oneof(plain(1, 7, 7), named(1, 7), dayOfWeekSpecial)),
);

export const cronAst: fc.Arbitrary<CronAst> = fc
  .record({
    second: plain(0, 59, 59),
    minute: plain(0, 59, 59),
    hour: plain(0, 23, 23),
    days,
    month: fc.oneof(plain(1, 12, 12), named(1, 12)),
    year: fc.option(
      fc.oneof(
        fc.constant<CronItem[]>([{ type: 'all' }]),
        fc.array(fc.oneof(value(2000, 2099), range(2000, 2099, false), step(2000, 2099, 20, false)), {
          minLength: 1,
          maxLength: 3,
        }),
      ),
      { nil: null },
    ),
  })
  .map(({ days: [dayOfMonth, dayOfWeek], ...rest }) => ({ ...rest, dayOfMonth, dayOfWeek }));

export const cronStart = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2090, 0, 1) });
