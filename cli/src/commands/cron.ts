import type { MessageKey } from '@nbxt/core/i18n/index.ts';
import { CliError, ExitCode, SilentExit, UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { answerLines } from '../lines.ts';
import type { Register } from './index.ts';

type Lang = 'zh' | 'en';

function langOf(value: string | undefined): Lang {
  if (value === undefined) return 'zh';
  if (value !== 'zh' && value !== 'en') throw new UsageError(`--lang must be zh or en: ${value}`);
  return value;
}

/** A catalogue text (the catalogue is loaded only when a command prints one). */
async function text(key: MessageKey, lang: Lang): Promise<string> {
  return (await import('@nbxt/core/i18n/index.ts')).translate(key, lang);
}

function countOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1000)
    throw new UsageError(`--count must be an integer from 1 to 1000: ${value}`);
  return Number(value);
}

interface NextOptions {
  count?: string;
  from?: string;
  tz?: string;
  stdin?: boolean;
  lang?: string;
}

export const register: Register = (program, factory) => {
  const cron = program
    .command('cron')
    .description('Quartz cron expressions: next fire times, validation, descriptions');

  cron
    .command('next')
    .description('print the next fire times of a Quartz cron expression (ISO-8601; UTC under --json)')
    .argument('[expression]', 'the expression, quoted (6 or 7 fields)')
    .option('--count <n>', 'how many fire times (1–1000)', '5')
    .option('--from <instant>', 'start instant, ISO-8601 with Z or an offset (default: now)')
    .option('--tz <zone>', "IANA time zone (default: the machine's)")
    .option('--stdin', 'read NDJSON requests {"expression","count","from","tz"} (needs --json)')
    .option('--lang <lang>', 'language of error messages: zh or en', 'zh')
    .action(async (expression: string | undefined, options: NextOptions, cmd) => {
      const { json } = factory.globals(cmd);
      const { io } = factory;
      const lang = langOf(options.lang);
      const count = countOf(options.count) ?? 5;
      const core = await import('@nbxt/core/cron/index.ts');
      const { translate } = await import('@nbxt/core/i18n/index.ts');
      const tz = options.tz ?? core.localZoneId();

      if (options.stdin) {
        if (expression !== undefined) throw new UsageError('give an expression or --stdin, not both');
        if (!json)
          throw new UsageError('--stdin needs --json (one JSON request and one JSON result per line)');
        const cache = new Map<string, ReturnType<typeof core.compileSchedule>>();
        let failed = false;
        const error = (message: string) => {
          failed = true;
          return `{"valid":false,"error":${JSON.stringify(message)}}\n`;
        };
        const refuse = (key: MessageKey) => error(translate(key, lang));
        const answer = (line: string): string => {
          // One answer per line, blank ones included, so that answers pair with requests by position.
          if (line.trim() === '') return refuse('cron.request.empty');
          let request: unknown;
          try {
            request = JSON.parse(line);
          } catch {
            return refuse('cron.request.notJson');
          }
          if (typeof request !== 'object' || request === null || Array.isArray(request))
            return refuse('cron.request.notObject');
          const r = request as Record<string, unknown>;
          if (typeof r.expression !== 'string') return refuse('cron.request.expression');
          if (r.count !== undefined && typeof r.count !== 'number') return refuse('cron.request.count');
          if (r.from !== undefined && typeof r.from !== 'string') return refuse('cron.request.from');
          if (r.tz !== undefined && typeof r.tz !== 'string') return refuse('cron.request.tz');
          let schedule = cache.get(r.expression);
          if (!schedule) {
            schedule = core.compileSchedule(r.expression);
            if (cache.size < 10_000) cache.set(r.expression, schedule);
          }
          if (!schedule.ok) return error(core.cronErrorMessage(schedule.error, lang));
          const result = core.nextTimes(schedule.value, {
            count: (r.count as number | undefined) ?? count,
            from: (r.from as string | undefined) ?? options.from,
            tz: (r.tz as string | undefined) ?? tz,
          });
          if (!result.ok) return error(core.cronErrorMessage(result.error, lang));
          const next = result.value.map((t) => `"${core.isoUtc(t)}"`).join(',');
          return `{"expression":${JSON.stringify(r.expression)},"valid":true,"next":[${next}]}\n`;
        };
        await answerLines(io.stdin, io.stdout, answer);
        if (failed) throw new SilentExit(ExitCode.failure);
        return;
      }

      if (expression === undefined) throw new UsageError('give an expression, or --stdin --json');
      const result = core.cronNext(expression, { count, from: options.from, tz });
      if (!result.ok) {
        const message = core.cronErrorMessage(result.error, lang);
        if (json) {
          await writeJson(io, { valid: false, error: message });
          throw new SilentExit(ExitCode.failure);
        }
        throw new CliError(message, ExitCode.failure);
      }
      if (json) {
        await writeJson(io, { expression, valid: true, next: result.value.map(core.isoUtc) });
        return;
      }
      const zone = core.zoneRules(tz)!;
      const lines = result.value.map((t) => core.localIso(t, zone.offsetAt(t)));
      if (lines.length === 0) lines.push(await text('cron.cli.noFurtherFireTimes', lang));
      await writeLine(io.stdout, lines.join('\n'));
    });

  cron
    .command('validate')
    .description('check a Quartz cron expression (exit 0 valid, 1 invalid)')
    .argument('<expression>', 'the expression, quoted')
    .option('--lang <lang>', 'language of the message: zh or en', 'zh')
    .action(async (expression: string, options: { lang?: string }, cmd) => {
      const { json } = factory.globals(cmd);
      const { io } = factory;
      const lang = langOf(options.lang);
      const core = await import('@nbxt/core/cron/index.ts');
      const result = core.validateCron(expression);
      if (!result.valid) {
        const message = core.cronErrorMessage(result.error, lang);
        if (json) {
          await writeJson(io, {
            expression,
            valid: false,
            error: message,
            field: result.error.field,
            token: result.error.token,
            position: result.error.position,
          });
          throw new SilentExit(ExitCode.failure);
        }
        throw new CliError(message, ExitCode.failure);
      }
      // Valid as Quartz decides; what nbxt can say beyond it goes to stderr (and into --json).
      const warnings = result.warnings.map((w) => core.cronWarningMessage(w, lang));
      const parsed = core.parseCron(expression);
      const canonical = parsed.ok ? core.formatCron(parsed.value) : null;
      for (const warning of warnings)
        await writeLine(io.stderr, `${await text('cron.cli.warning', lang)}: ${warning}`);
      if (json) await writeJson(io, { expression, valid: true, canonical, warnings });
      else
        await writeLine(
          io.stdout,
          canonical === null
            ? await text('cron.cli.valid', lang)
            : `${await text('cron.cli.valid', lang)}: ${canonical}`,
        );
    });

  cron
    .command('explain')
    .description('describe a Quartz cron expression in Chinese or English')
    .argument('<expression>', 'the expression, quoted')
    .option('--lang <lang>', 'zh or en', 'zh')
    .action(async (expression: string, options: { lang?: string }, cmd) => {
      const { json } = factory.globals(cmd);
      const { io } = factory;
      const lang = langOf(options.lang);
      const core = await import('@nbxt/core/cron/index.ts');
      const described = core.describeCron(expression, lang);
      if (!described.ok) {
        const message = core.cronErrorMessage(described.error, lang);
        if (json) {
          await writeJson(io, { expression, valid: false, error: message });
          throw new SilentExit(ExitCode.failure);
        }
        throw new CliError(message, ExitCode.failure);
      }
      if (json) await writeJson(io, { expression, valid: true, lang, description: described.value });
      else await writeLine(io.stdout, described.value);
    });
};
