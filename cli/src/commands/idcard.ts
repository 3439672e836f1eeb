import { ExitCode, SilentExit, UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { answerLines } from '../lines.ts';
import type { Register } from './index.ts';

/** Output is gathered and written in chunks of about this many characters (one write per chunk). */

export const register: Register = (program, factory) => {
  program
    .command('idcard')
    .description('check Chinese resident ID numbers (GB 11643, 15 or 18 characters): birth date, sex, age')
    .argument('[ids...]', 'ID numbers, checked exactly as given (no trimming)')
    .option('--stdin', 'read one ID per line from standard input (NDJSON output with --json)')
    .option('--today <date>', 'the date treated as today, YYYY-MM-DD (ages, no birth after it)')
    .action(async (ids: string[], options: { stdin?: boolean; today?: string }, cmd) => {
      const { json } = factory.globals(cmd);
      const { io } = factory;
      const core = await import('@nbxt/core/idcard/index.ts');
      const { idcardMessages } = await import('@nbxt/core/i18n/messages/idcard.ts');

      let today = core.civilDateOf(new Date());
      if (options.today !== undefined) {
        const parsed = core.parseDate(options.today);
        if (!parsed) throw new UsageError(`--today must be a real date written YYYY-MM-DD: ${options.today}`);
        today = parsed;
      }
      if (options.stdin && ids.length > 0) throw new UsageError('give IDs as arguments or --stdin, not both');
      if (!options.stdin && ids.length === 0) throw new UsageError('give at least one ID, or --stdin');

      // The error texts are the spec's (zh, the default language); `reason` says which part failed.
      const errorText = {
        'idcard.format': idcardMessages['idcard.format'].zh,
        'idcard.required': idcardMessages['idcard.required'].zh,
      } as Record<string, string>;
      const errorJson = Object.fromEntries(
        Object.entries(errorText).map(([key, text]) => [key, JSON.stringify(text)]),
      );

      let valid = true;
      /** One ID as an NDJSON line, built by hand: the hot path of `--stdin --json`. */
      const jsonLine = (id: string): string => {
        const result = core.parseIdCard(id, today);
        if (result.valid) {
          // A valid ID holds only digits and X/x: no escaping needed.
          return `{"id":"${id}","valid":true,"sex":${result.sex},"birth":"${core.formatDate(result.birth)}","age":${core.ageBySpec(result.birth, today)}}\n`;
        }
        valid = false;
        return `{"id":${JSON.stringify(id)},"valid":false,"sex":null,"birth":null,"age":null,"error":${errorJson[result.message]},"reason":"${result.reason}"}\n`;
      };
      const textLine = (id: string): string => {
        const result = core.parseIdCard(id, today);
        const shown = /^[0-9Xx]+$/.test(id) ? id : JSON.stringify(id);
        if (result.valid) {
          return `${shown}\tvalid\tsex ${result.sex}\tborn ${core.formatDate(result.birth)}\tage ${core.ageBySpec(result.birth, today)}\n`;
        }
        valid = false;
        return `${shown}\tinvalid\t${result.reason}\t${errorText[result.message]}\n`;
      };
      const lineOf = json ? jsonLine : textLine;

      if (options.stdin) {
        await answerLines(io.stdin, io.stdout, lineOf);
      } else if (json) {
        const records = ids.map((id) => {
          const result = core.parseIdCard(id, today);
          if (result.valid) {
            const age = core.ageBySpec(result.birth, today);
            return { id, valid: true, sex: result.sex, birth: core.formatDate(result.birth), age };
          }
          valid = false;
          const error = errorText[result.message];
          return { id, valid: false, sex: null, birth: null, age: null, error, reason: result.reason };
        });
        await writeJson(io, records);
      } else {
        await writeLine(io.stdout, ids.map(lineOf).join(''));
      }
      if (!valid) throw new SilentExit(ExitCode.failure);
    });
};
