/** Property tests: generated schedules and starts, checked against an independent matcher. */
import {
  compileCron,
  formatCron,
  matchesAt,
  nextFireTimes,
  parseCron,
  zoneRules,
} from '@nbxt/core/cron/index.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cronAst as ast, cronStart as start } from './arbitraries.ts';

describe('cron properties', () => {
  it('formatting then parsing is the identity', () => {
    fc.assert(
      fc.property(ast, (tree) => {
        const parsed = parseCron(formatCron(tree));
        expect(parsed.ok && parsed.value).toEqual(tree);
      }),
      { numRuns: 2000 },
    );
  });

  for (const tz of ['UTC', 'Asia/Shanghai']) {
    it(`every fire time matches the expression and times strictly increase (${tz})`, () => {
      const zone = zoneRules(tz)!;
      fc.assert(
        fc.property(ast, start, (tree, from) => {
          const compiled = compileCron(tree);
          const times = nextFireTimes(compiled, zone, from, 5);
          let previous = from;
          for (const t of times) {
            expect(t).toBeGreaterThan(previous);
            expect(matchesAt(compiled, zone, t)).toBe(true);
            previous = t;
          }
        }),
        { numRuns: 1500 },
      );
    });
  }

  it('skips no matching second between the start and the first fire time (dense schedules)', () => {
    const zone = zoneRules('UTC')!;
    const dense = ast.filter((tree) => tree.year === null);
    fc.assert(
      fc.property(dense, start, (tree, from) => {
        const compiled = compileCron(tree);
        const [first] = nextFireTimes(compiled, zone, from, 1);
        const limit = Math.min(first ?? Number.POSITIVE_INFINITY, Math.floor(from / 1000) * 1000 + 3_600_000);
        for (let t = Math.floor(from / 1000) * 1000 + 1000; t < limit; t += 1000)
          expect(matchesAt(compiled, zone, t)).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});

describe('cron fuzz', () => {
  const alphabet = fc.constantFrom(...'0123456789*?/-,#LW LWMONJAFRIX'.split(''), ' ', '  ', '\t');
  const soup = fc.array(alphabet, { maxLength: 40 }).map((chars) => chars.join(''));
  const fields = fc
    .array(
      fc.array(alphabet, { minLength: 1, maxLength: 6 }).map((c) => c.join('').replace(/\s/g, '')),
      {
        minLength: 6,
        maxLength: 7,
      },
    )
    .map((parts) => parts.join(' '));

  it('never throws on arbitrary text, and whatever it accepts computes and round-trips', () => {
    const zone = zoneRules('Europe/Berlin')!;
    fc.assert(
      fc.property(fc.oneof(soup, fields, fc.string()), start, (text, from) => {
        const parsed = parseCron(text);
        if (!parsed.ok) return;
        const again = parseCron(formatCron(parsed.value));
        expect(again.ok && again.value).toEqual(parsed.value);
        const times = nextFireTimes(compileCron(parsed.value), zone, from, 3);
        for (let i = 1; i < times.length; i++) expect(times[i]!).toBeGreaterThan(times[i - 1]!);
      }),
      { numRuns: 3000 },
    );
  });
});
