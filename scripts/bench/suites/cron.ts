/**
 * Cron engine speed, on the Quartz fixture corpus (fixtures/cron/quartz-reference.json):
 * - next-fire throughput (fire times per second, next 5 from two starts) next to croner and cron-parser,
 *   in UTC and in America/New_York, as ratios (target: ahead of both), plus how often each library's
 *   answers agree with Quartz's recorded ones. Throughput is compared only on the expressions all three
 *   accept (croner and cron-parser lack years, L-nW and more); `corpus` says how the fixture splits;
 * - parse + validate throughput (target ≥ 200,000 expressions/s);
 * - `nbxt cron next --stdin --json` on 1,000 requests, whole process (target < 1 s; build the CLI first).
 * `targets` holds one boolean per target.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { compileSchedule, isoUtc, nextFireTimes, parseCron, zoneRules } from '@nbxt/core/cron/index.ts';
import { CronExpressionParser } from 'cron-parser';
import { Cron } from 'croner';
import { medianMs, opsPerSecond } from '../measure.ts';

interface Run {
  tz: string;
  from: string;
  next: string[];
  failure?: string;
}
interface Case {
  expression: string;
  valid: boolean;
  runs?: Run[];
}

const fixture = JSON.parse(
  readFileSync(new URL('../../../fixtures/cron/quartz-reference.json', import.meta.url), 'utf8'),
) as { cases: Case[] };
const starts = ['2024-02-27T23:59:58Z', '2026-10-24T22:30:30Z'].map((s) => Date.parse(s));
const count = 5;

type NextFn = (from: number) => number[];
interface Engine {
  name: string;
  make(expression: string, tz: string): NextFn | null;
}

const engines: Engine[] = [
  {
    name: 'nbxt',
    make(expression, tz) {
      const schedule = compileSchedule(expression);
      const zone = zoneRules(tz);
      if (!schedule.ok || !zone) return null;
      const compiled = schedule.value.compiled;
      return (from) => nextFireTimes(compiled, zone, from, count);
    },
  },
  {
    name: 'croner',
    make(expression, tz) {
      try {
        const job = new Cron(expression, { timezone: tz, paused: true, alternativeWeekdays: true });
        return (from) => job.nextRuns(count, new Date(from)).map((d) => d.getTime());
      } catch {
        return null;
      }
    },
  },
  {
    name: 'cron-parser',
    make(expression, tz) {
      try {
        const parsed = CronExpressionParser.parse(expression, { tz, currentDate: new Date(starts[0]!) });
        return (from) => {
          parsed.reset(new Date(from));
          const out: number[] = [];
          for (let i = 0; i < count && parsed.hasNext(); i++) out.push(parsed.next().getTime());
          return out;
        };
      } catch {
        return null;
      }
    },
  },
];

interface Corpus {
  /** Expressions every engine accepts and searches without throwing, with their next-fire functions. */
  shared: { expression: string; fns: NextFn[] }[];
  /** How the fixture splits: its size, the expressions Quartz accepts, those each engine accepts. */
  split: Record<string, unknown>;
}

function sharedCorpus(tz: string): Corpus {
  const shared: Corpus['shared'] = [];
  const valid = fixture.cases.filter((c) => c.valid);
  const accepted = engines.map(() => 0);
  for (const c of valid) {
    const fns = engines.map((engine) => engine.make(c.expression, tz));
    fns.forEach((fn, i) => {
      if (fn) accepted[i]!++;
    });
    if (fns.every((fn) => fn !== null)) {
      // An engine that throws while searching is left out for that expression too.
      try {
        for (const fn of fns) for (const s of starts) fn!(s);
        shared.push({ expression: c.expression, fns: fns as NextFn[] });
      } catch {
        // skip
      }
    }
  }
  const split = {
    fixtureExpressions: fixture.cases.length,
    validInQuartz: valid.length,
    acceptedBy: Object.fromEntries(engines.map((e, i) => [e.name, accepted[i]])),
    sharedByAll: shared.length,
    leftOut: valid.length - shared.length,
  };
  return { shared, split };
}

/** Fire times per second of engine `index` over the corpus (whole rounds, at least ~1 s of work). */
function throughput(corpus: { fns: NextFn[] }[], index: number): number {
  const round = () => {
    let times = 0;
    for (const entry of corpus) for (const s of starts) times += entry.fns[index]!(s).length;
    return times;
  };
  round(); // warm-up
  let times = 0;
  const begin = performance.now();
  let elapsed = 0;
  do {
    times += round();
    elapsed = performance.now() - begin;
  } while (elapsed < 1000);
  return Math.round((times * 1000) / elapsed);
}

/** Share of recorded Quartz runs (this zone, shared corpus) an engine reproduces exactly. */
function agreement(corpus: { expression: string; fns: NextFn[] }[], index: number, tz: string): number {
  const byExpression = new Map(fixture.cases.map((c) => [c.expression, c]));
  let total = 0;
  let same = 0;
  for (const entry of corpus) {
    for (const run of byExpression.get(entry.expression)?.runs ?? []) {
      if (run.tz !== tz || run.failure) continue;
      total++;
      let got: string[];
      try {
        got = entry.fns[index]!(Date.parse(run.from)).map(isoUtc);
      } catch {
        got = [];
      }
      if (got.join() === run.next.join()) same++;
    }
  }
  return total === 0 ? 0 : Math.round((same / total) * 1000) / 10;
}

function compare(corpus: { expression: string; fns: NextFn[] }[], tz: string): Record<string, unknown> {
  const perSecond = engines.map((_, i) => throughput(corpus, i));
  const [ours, croner, cronParser] = perSecond as [number, number, number];
  return {
    expressions: corpus.length,
    fireTimesPerSecond: { nbxt: ours, croner, 'cron-parser': cronParser },
    ratioVsCroner: Math.round((ours / croner) * 100) / 100,
    ratioVsCronParser: Math.round((ours / cronParser) * 100) / 100,
    agreesWithQuartzPercent: Object.fromEntries(engines.map((e, i) => [e.name, agreement(corpus, i, tz)])),
  };
}

/**
 * The whole shared corpus, and its "regular" part: expressions that fire at least 5 times from both
 * starts (the rest, e.g. 31 February, make every engine search for decades and dominate the total).
 */
function nextFireSuite(tz: string): Record<string, unknown> {
  const { shared, split } = sharedCorpus(tz);
  const regular = shared.filter((entry) => starts.every((s) => entry.fns[0]!(s).length === count));
  return { corpus: split, all: compare(shared, tz), regular: compare(regular, tz) };
}

function parseSuite(): { expressions: number; expressionsPerSecond: number; target: number; met: boolean } {
  const all = fixture.cases.map((c) => c.expression);
  const perRound = all.length;
  const rounds = opsPerSecond(() => {
    for (const expression of all) parseCron(expression);
  }, 1500);
  const expressionsPerSecond = rounds * perRound;
  return {
    expressions: perRound,
    expressionsPerSecond,
    target: 200_000,
    met: expressionsPerSecond >= 200_000,
  };
}

const cli = new URL('../../../cli/bin/nbxt.js', import.meta.url).pathname;
const bundle = new URL('../../../cli/dist/nbxt.js', import.meta.url).pathname;

function stdinRequests(): string {
  const valid = fixture.cases.filter((c) => c.valid).map((c) => c.expression);
  const zones = ['UTC', 'Asia/Shanghai', 'America/New_York', 'Europe/Berlin'];
  const lines: string[] = [];
  for (let i = 0; i < 1000; i++)
    lines.push(
      JSON.stringify({
        expression: valid[i % valid.length],
        count: 5,
        from: i % 2 ? '2024-02-27T23:59:58Z' : '2026-10-24T22:30:30Z',
        tz: zones[i % zones.length],
      }),
    );
  return `${lines.join('\n')}\n`;
}

function runCliOnce(input: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'cron', 'next', '--stdin', '--json'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    let lines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    });
    child.on('error', reject);
    child.on('close', () => resolve(lines));
    child.stdin.end(input);
  });
}

async function cliSuite(): Promise<Record<string, unknown>> {
  if (!existsSync(bundle)) return { error: 'build the CLI first: node scripts/build.ts cli' };
  const input = stdinRequests();
  const lines = await runCliOnce(input);
  const ms = await medianMs(() => runCliOnce(input), 7);
  return {
    requests: 1000,
    resultLines: lines,
    medianMs: ms,
    targetMs: 1000,
    met: ms < 1000 && lines === 1000,
  };
}

type Comparison = { ratioVsCroner: number; ratioVsCronParser: number };

/** Ahead of a peer: faster in every zone, on the whole shared corpus and on its regular part. */
function aheadIn(nextFire: Record<string, Record<string, unknown>>, ratio: keyof Comparison): boolean {
  return Object.values(nextFire).every((zone) =>
    (['all', 'regular'] as const).every((part) => (zone[part] as Comparison)[ratio] > 1),
  );
}

export default async (): Promise<Record<string, unknown>> => {
  const nextFire = { UTC: nextFireSuite('UTC'), 'America/New_York': nextFireSuite('America/New_York') };
  const parseValidate = parseSuite();
  const cliStdin1000 = await cliSuite();
  return {
    targets: {
      nextFireAheadOfCroner: aheadIn(nextFire, 'ratioVsCroner'),
      nextFireAheadOfCronParser: aheadIn(nextFire, 'ratioVsCronParser'),
      parseValidateAtLeast200000PerSecond: parseValidate.met,
      stdin1000RequestsUnder1s: cliStdin1000.met === true,
    },
    nextFire,
    parseValidate,
    cliStdin1000,
  };
};
