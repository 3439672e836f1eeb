/**
 * Core against Quartz's own answers (fixtures/cron/quartz-reference.json, recorded from
 * org.quartz.CronExpression 2.3.2 by scripts/quartz/QuartzReference.java).
 */
import { readFileSync } from 'node:fs';
import { cronErrorMessage, cronNext, isoUtc, validateCron } from '@nbxt/core/cron/index.ts';
import { describe, expect, it } from 'vitest';

interface Run {
  tz: string;
  from: string;
  next: string[];
  failure?: string;
}
interface Case {
  expression: string;
  valid: boolean;
  error?: string;
  runs?: Run[];
}
const fixture = JSON.parse(
  readFileSync(new URL('../../../fixtures/cron/quartz-reference.json', import.meta.url), 'utf8'),
) as { quartz: string; year: number; zones: string[]; cases: Case[] };
/** Quartz's year limit (100 years past the year it ran in) and "never fires" are relative to the run. */
const now = Date.UTC(fixture.year, 6, 1);

/**
 * Expressions Quartz accepts but reads loosely (ignoring junk, reading 98/99 as its internal markers,
 * accepting `L` where it means nothing): valid, as on the server, with a `cron.warning.loose` warning that
 * carries the strict reading's objection (listed here). nbxt computes no fire times for them.
 */
const loose: Record<string, string> = {
  '5X * * * * ?': 'cron.error.syntax',
  '0 0 0 1 JANUARY ?': 'cron.error.unknownName',
  '0 0 0 ? * MONDAY': 'cron.error.unknownName',
  '0 0 0 ? * MON-FRI/2': 'cron.error.stepAfterName',
  '0 0 0 ? * MON/2': 'cron.error.stepAfterName',
  '0 0 0 1 JAN/2 ?': 'cron.error.stepAfterName',
  '0 0 0 1,,2 * ?': 'cron.error.emptyItem',
  '0 0 0 1, * ?': 'cron.error.emptyItem',
  '0 0 0 ,1 * ?': 'cron.error.emptyItem',
  '0 0 0 * * ? 2025 extra': 'cron.error.tooManyFields',
  '0 0 0 * * ? * *': 'cron.error.tooManyFields',
  '99 0 0 * * ?': 'cron.error.outOfRange',
  '0 0 0 ? * 99': 'cron.error.outOfRange',
  '0 0 0 ?X * 1': 'cron.error.syntax',
  '0 0 0 0W * ?': 'cron.error.outOfRange',
  '0 0 0 ? * 8#2': 'cron.error.outOfRange',
  '0 0 0 ? * 0#2': 'cron.error.outOfRange',
  '/5 * * * * ?': 'cron.error.stepWithoutStart',
  '5/0 * * * * ?': 'cron.error.stepOutOfRange',
  '*/0 * * * * ?': 'cron.error.stepOutOfRange',
  '0 0 0 ? * LW': 'cron.error.specialNotAllowed',
  '0 0 0 ? * 1-5#2': 'cron.error.syntax',
  '0 0 0 1-5W * ?': 'cron.error.syntax',
  '0 0 0 ? * 2#+3': 'cron.error.syntax',
  '5/15X * * * * ?': 'cron.error.syntax',
  '0 0 0 1W,15 * ?': 'cron.error.specialNotAlone',
  '0 0 0 1 * ? /2': 'cron.error.stepWithoutStart',
  '0 0 0 ? * 2L-3': 'cron.error.syntax',
  '0 0 0 1 L ?': 'cron.error.specialNotAllowed', // Quartz parses it, then fails computing
  '0 0 0 ? * 0#1': 'cron.error.outOfRange',
  '0 0 0 ? * 9#1': 'cron.error.outOfRange',
  '0 0 0 99 * ?': 'cron.error.outOfRange',
  '0 0 0 98 * 1': 'cron.error.outOfRange',
  '0 0 99 * * ?': 'cron.error.outOfRange',
  '0 99 0 * * ?': 'cron.error.outOfRange',
  '0 0 0 1 99 ?': 'cron.error.outOfRange',
  '0 0 0 1 1 ? 99': 'cron.error.yearMarker',
  '0 0 0 ? * 3-0': 'cron.error.outOfRange',
  '0 0 0 1 5-0 ?': 'cron.error.outOfRange',
  '0 0 0 5-0 * ?': 'cron.error.outOfRange',
  'L * * * * ?': 'cron.error.specialNotAllowed',
  '0 L * * * ?': 'cron.error.specialNotAllowed',
  '0 0 L * * ?': 'cron.error.specialNotAllowed',
  '0 0 0 1 * ? L': 'cron.error.specialNotAllowed',
  '0 0 0 L-W * ?': 'cron.error.syntax',
  '0 0 0 ? * L-3': 'cron.error.specialNotAllowed',
  '*X * * * * ?': 'cron.error.syntax',
  '5-10X * * * * ?': 'cron.error.syntax',
  '5-10/2X * * * * ?': 'cron.error.syntax',
  '*/-5 * * * * ?': 'cron.error.syntax',
  '/-5 * * * * ?': 'cron.error.stepWithoutStart',
  '0 0 0 ? * MON#+2': 'cron.error.syntax',
  '0 0 0 ? * MONX': 'cron.error.unknownName',
  '0 0 0 1 JAN-MARCH ?': 'cron.error.unknownName',
  '0 0 0 ?,1 * 1': 'cron.error.anyNotAlone',
  '0 0 0 1-5/0 * ?': 'cron.error.stepOutOfRange',
  '0 0 0 1 1 ? 2030/0': 'cron.error.stepOutOfRange',
};

/** Valid the strict way too, but nbxt can say more: a step past its range, or no fire time from now on. */
const warned: Record<string, string> = {
  '0 15 10 * * ? 2025': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 2026': 'cron.warning.neverFires',
  '0 0 0 29 2 ? 2024': 'cron.warning.neverFires',
  '0 0 0 31 4,6,9,11 ?': 'cron.warning.neverFires',
  '0 0 0 30 2 ?': 'cron.warning.neverFires',
  '0 0 0 31 2 ?': 'cron.warning.neverFires',
  '0 0 0 29 2 ? 2100': 'cron.warning.neverFires',
  '0 0 12 * * ? 2024': 'cron.warning.neverFires',
  '0 0 12 1 1 ? 2024-2026': 'cron.warning.neverFires',
  '0 0 0 * * ? 1970-2023': 'cron.warning.neverFires',
  '0-30/90 * * * * ?': 'cron.warning.stepBeyondRange',
  '0 0 0 1 1 ? 1960': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 3000': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 0': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 1969': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 1900-1980': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 2999': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 3001': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 2147483647': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 2026/1000': 'cron.warning.neverFires',
  '0 0 0 1 1 ? 3000-3010': 'cron.warning.neverFires',
  '0-30/31 * * * * ?': 'cron.warning.stepBeyondRange',
  '10-20/59 * * * * ?': 'cron.warning.stepBeyondRange',
  '0 5-10/60 * * * ?': 'cron.warning.stepBeyondRange',
  '0 0 1-5/24 * * ?': 'cron.warning.stepBeyondRange',
  '0 0 1-5/100 * * ?': 'cron.warning.stepBeyondRange',
  '0 0 0 1-10/32 * ?': 'cron.warning.stepBeyondRange',
  '0 0 0 1 1-6/13 ?': 'cron.warning.stepBeyondRange',
  '0 0 0 ? * 1-3/8': 'cron.warning.stepBeyondRange',
  '50-10/30 * * * * ?': 'cron.warning.stepBeyondRange',
  '0 0 22-2/30 * * ?': 'cron.warning.stepBeyondRange',
  '0-59/2147483647 * * * * ?': 'cron.warning.stepBeyondRange',
};

describe(`Quartz ${fixture.quartz} reference`, () => {
  it('covers a few hundred expressions, every zone and two starts', () => {
    expect(fixture.cases.length).toBeGreaterThan(400);
    expect(fixture.zones).toEqual(['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin']);
    expect(fixture.cases.filter((c) => !c.valid).length).toBeGreaterThan(50);
  });

  it('agrees with Quartz on validity for every case', () => {
    const disagree = fixture.cases
      .filter((c) => validateCron(c.expression, { now }).valid !== c.valid)
      .map((c) => `${c.expression}: Quartz ${c.valid ? 'accepts' : `rejects (${c.error})`}`);
    expect(disagree).toEqual([]);
  });

  it('warns about exactly the loose inputs (with the strict objection) and the never-firing ones', () => {
    const looseFound: Record<string, string> = {};
    const warnedFound: Record<string, string> = {};
    for (const c of fixture.cases) {
      const result = validateCron(c.expression, { now });
      if (!result.valid) continue;
      for (const w of result.warnings) {
        if (w.key === 'cron.warning.loose') looseFound[c.expression] = w.cause!.key;
        else warnedFound[c.expression] = w.key;
      }
    }
    expect(looseFound).toEqual(loose);
    expect(warnedFound).toEqual(warned);
  });

  it('says a past year will never fire again', () => {
    expect(validateCron('0 0 12 * * ? 2024', { now: Date.UTC(2026, 0, 1) })).toMatchObject({
      valid: true,
      warnings: [{ key: 'cron.warning.neverFires' }],
    });
    expect(validateCron('0 0 12 * * ? 2024', { now: Date.UTC(2023, 0, 1) })).toEqual({
      valid: true,
      warnings: [],
    });
  });

  it('agrees on the next 5 fire times (or those Quartz found in time) for every accepted expression', () => {
    let compared = 0;
    const mismatches: string[] = [];
    for (const c of fixture.cases) {
      if (!c.valid || c.expression in loose) continue;
      for (const run of c.runs ?? []) {
        // A search Quartz never finished (L-nW in short months): compare what it found before.
        const count = run.failure === 'timeout' ? run.next.length : 5;
        if ((run.failure && run.failure !== 'timeout') || count === 0) continue;
        const result = cronNext(c.expression, {
          from: run.from,
          tz: run.tz,
          count,
          yearLimit: fixture.year + 100,
        });
        const got = result.ok ? result.value.map(isoUtc) : [cronErrorMessage(result.error)];
        compared++;
        if (JSON.stringify(got) !== JSON.stringify(run.next))
          mismatches.push(
            `${c.expression} ${run.tz} from ${run.from}: ${got.join(' ')} ≠ ${run.next.join(' ')}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(3000);
  });

  it('records runs that end (year ranges) as shorter lists, and core ends them the same way', () => {
    const ending = fixture.cases.filter(
      (c) => c.valid && c.runs?.some((r) => !r.failure && r.next.length < 5),
    );
    expect(ending.length).toBeGreaterThan(5);
  });
});
