import { resolve } from 'node:path';
import type { Command } from 'commander';
import { connect } from '../connect.ts';
import { CliError, SilentExit, UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import type { Register } from './index.ts';

/** `nbxt job list|run|clear|errors`: the scheduled jobs of business-modules.md §Jobs. */

function positiveInt(name: string) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${name} must be a positive integer`);
    return Number(value);
  };
}

/** The job entry as declared (its operations typed), loaded when a command runs. */
const jobEntry = async () => (await import('@nbxt/core/modules/jobs.ts')).job;

export const register: Register = (program, factory) => {
  const noun = nounCommand(program, 'job', 'Scheduled jobs (/job/nbxtjob)');

  noun
    .command('list')
    .description('list the scheduled jobs')
    .option('--type <taskDataType>', 'only jobs of this task data type (its code, or its declared label)')
    .option('--page <n>', 'page number', positiveInt('--page'), 1)
    .option('--size <n>', 'page size', positiveInt('--size'), 100)
    .action(async (options, cmd: Command) => {
      const globals = factory.globals(cmd);
      const { client } = await connect(factory, globals);
      const [{ readPage }, { declaredCode }, job] = await Promise.all([
        import('@nbxt/core/crud/page.ts'),
        import('@nbxt/core/resources/declared-choices.ts'),
        jobEntry(),
      ]);
      const typeField = job.fields.find((f) => f.name === 'taskDataType')!;
      const data = await client.resource(job).call('list', {
        taskDataType: options.type === undefined ? undefined : declaredCode(typeField, String(options.type)),
        current: options.page as number,
        size: options.size as number,
      });
      const page = readPage(data, 'job list', { current: options.page, size: options.size });
      if (globals.json) {
        await writeJson(factory.io, page.records);
        return;
      }
      const [{ columnsOf, printTable }, { labelRows }] = await Promise.all([
        import('../output.ts'),
        import('../labels.ts'),
      ]);
      // Declared choices (数据导入, 启用) label the cells from the declaration: no dictionary call.
      const columns = columnsOf(job, false);
      const listed = job.fields.filter((f) => columns.some((c) => c.key === f.name));
      await printTable(factory.io, columns, await labelRows(client, job, listed, page.records));
      if (factory.io.isStdoutTTY)
        await writeLine(factory.io.stderr, `page ${page.current} · ${page.records.length} of ${page.total}`);
    });

  noun
    .command('run')
    .description('run jobs now (one doNow per id; never repeated automatically); failures go to stderr')
    .argument('<ids...>', 'job ids')
    .action(async (ids: string[], _options, cmd: Command) => {
      const globals = factory.globals(cmd);
      const { client } = await connect(factory, globals);
      const { messageOf } = await import('../failures.ts');
      const { SessionExpiredError } = await import('@nbxt/core/http/errors.ts');
      const jobs = client.resource(await jobEntry());
      const results: { id: string; ok: boolean; error?: string }[] = [];
      for (const id of ids) {
        try {
          await jobs.call('doNow', { id });
          results.push({ id, ok: true });
          if (!globals.json) await writeLine(factory.io.stdout, `ok ${id}`);
        } catch (error) {
          // A lost reply is reported, not retried: the job may have run (doNow changes data).
          if (error instanceof SessionExpiredError) throw error;
          // As gh and kubectl do: results on stdout, each failure's server message on stderr.
          results.push({ id, ok: false, error: messageOf(error) });
          await writeLine(factory.io.stderr, `failed ${id}: ${messageOf(error)}`);
        }
      }
      if (globals.json) await writeJson(factory.io, results);
      const failed = results.filter((r) => !r.ok).length;
      if (failed > 0) {
        await writeLine(factory.io.stderr, `nbxt: ${failed} of ${results.length} jobs failed`);
        throw new SilentExit(1);
      }
    });

  noun
    .command('clear')
    .description('clear the run history of the jobs (clearRemove)')
    .option('--yes', 'do not ask (required when not on a terminal)')
    .action(async (options, cmd: Command) => {
      const globals = factory.globals(cmd);
      // Said as the console's confirmation says it (作用范围:全部定时任务的执行记录), then asked.
      const spec = await jobEntry();
      const { announcement, confirmAnnounced } = await import('../announce.ts');
      const lines = await announcement(spec, spec.operations.clearRemove!, {});
      await confirmAnnounced(factory.io, lines, {
        yes: Boolean(options.yes),
        command: 'job clear',
        question: 'Clear the run history of all jobs?',
        declined: 'nothing cleared',
      });
      const { client } = await connect(factory, globals);
      const data = await client.resource(spec).call('clearRemove');
      if (globals.json) await writeJson(factory.io, { ok: true, cleared: data ?? null });
      else await writeLine(factory.io.stdout, typeof data === 'number' ? `cleared ${data} runs` : 'cleared');
    });

  noun
    .command('errors')
    .description('download the error rows of a job into a folder; prints the file path')
    .argument('<id>', 'job id')
    .requiredOption('-o, --output <dir>', 'folder (created when missing)')
    .action(async (id: string, options, cmd: Command) => {
      const globals = factory.globals(cmd);
      const { client } = await connect(factory, globals);
      const [{ operationRequest }, { saveOne }, { registry }] = await Promise.all([
        import('@nbxt/core/export/request.ts'),
        import('../export/single.ts'),
        import('@nbxt/core/resources/registry.ts'),
      ]);
      const spec = registry.job;
      if (!spec) throw new CliError('the job resource is missing from the registry');
      const saved = await saveOne(
        client,
        operationRequest(spec, 'exportError', { id }),
        resolve(options.output as string),
        `job-${id}-errors`,
      );
      if (globals.json) await writeJson(factory.io, { file: saved.path, bytes: saved.bytes });
      else await writeLine(factory.io.stdout, saved.path);
    });
};
