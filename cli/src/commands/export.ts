import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { connect } from '../connect.ts';
import { CliError, ExitCode, SilentExit, UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import type { Register } from './index.ts';

function concurrency(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64)
    throw new UsageError('--concurrency must be an integer from 1 to 64');
  return Number(value);
}

/** The manifest's value: JSON, or YAML for .yaml/.yml files (and for text that is not JSON). */
async function readManifest(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const yamlFile = /\.ya?ml$/i.test(file);
  if (!yamlFile) {
    try {
      return JSON.parse(text);
    } catch (error) {
      if (/\.json$/i.test(file)) throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
    }
  }
  const { parse } = await import('yaml');
  try {
    return parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

export const register: Register = (program, factory) => {
  const noun = nounCommand(program, 'export', 'batch downloads of reports');
  noun
    .command('run')
    .description('download every entry of a manifest into a folder (resumable; atomic files)')
    .argument('<manifest>', 'JSON (or YAML) array of {name?, path, method, query?, body?}')
    .requiredOption('-o, --output <dir>', 'folder to write the files to (created when missing)')
    .option('--concurrency <n>', 'parallel downloads', concurrency, 4)
    .option('--force', 'download everything again, even entries a previous run finished')
    .action(async (manifestFile: string, options, cmd: Command) => {
      const globals = factory.globals(cmd);
      const { parseManifest } = await import('@nbxt/core/export/manifest.ts');
      const parsed = parseManifest(await readManifest(manifestFile));
      if (!parsed.ok) {
        const first = parsed.problems.slice(0, 5).map((p) => `${p.where}: ${p.message}`);
        throw new CliError(`invalid manifest ${manifestFile}: ${first.join('; ')}`);
      }
      // The batch's modules are read while the profile and the HTTP stack load.
      const modules = Promise.all([
        import('../export/batch.ts'),
        import('../export/reporter.ts'),
        import('@nbxt/core/resources/registry.ts'),
        import('@nbxt/core/export/progress.ts'),
        import('../export/interrupt.ts'),
      ]);
      const { client } = await connect(factory, globals);
      const [
        { runBatch },
        { createReporter },
        { registry },
        { formatBytes, formatDuration },
        { listenForInterrupt },
      ] = await modules;
      const dir = resolve(options.output as string);
      const mode = globals.json ? 'quiet' : factory.io.isStdoutTTY ? 'tty' : 'plain';
      const reporter = await createReporter(factory.io, mode, parsed.entries.length);
      // Ctrl-C: the workers stop and remove their part files, the state is saved; a second one exits at once.
      const interruption = listenForInterrupt();
      const started = performance.now();
      let result: Awaited<ReturnType<typeof runBatch>>;
      try {
        result = await runBatch({
          client,
          registry,
          entries: parsed.entries,
          dir,
          concurrency: options.concurrency as number,
          force: Boolean(options.force),
          signal: interruption.signal,
          onEvent: (event) => reporter.event(event),
        });
      } finally {
        interruption.dispose();
        await reporter.close();
      }
      const seconds = (performance.now() - started) / 1000;
      const bytes = result.saved.reduce((sum, s) => sum + s.bytes, 0);
      const left = result.total - result.saved.length - result.skipped.length - result.failed.length;
      if (result.stateProblem) await writeLine(factory.io.stderr, `nbxt: ${result.stateProblem}`);
      if (globals.json) {
        await writeJson(factory.io, {
          ok: result.failed.length === 0 && !result.interrupted && !result.sessionExpired,
          dir,
          total: result.total,
          saved: result.saved,
          skipped: result.skipped,
          failed: result.failed,
          left,
          interrupted: result.interrupted,
        });
      } else {
        const parts = [`${result.saved.length} saved`, `${result.skipped.length} skipped`];
        if (result.failed.length) parts.push(`${result.failed.length} failed`);
        if (left > 0) parts.push(`${left} not done`);
        await writeLine(
          factory.io.stdout,
          `${parts.join(', ')} · ${formatBytes(bytes)} in ${formatDuration(seconds * 1000)} → ${dir}`,
        );
      }
      if (result.sessionExpired) {
        const { messageOf } = await import('../failures.ts');
        throw new CliError(messageOf(result.sessionExpired), ExitCode.auth);
      }
      if (result.interrupted) {
        await writeLine(
          factory.io.stderr,
          `nbxt: interrupted; ${left} left, run the same command again to resume`,
        );
        throw new SilentExit(ExitCode.interrupted);
      }
      if (result.failed.length > 0) {
        await writeLine(
          factory.io.stderr,
          `nbxt: ${result.failed.length} of ${result.total} exports failed:`,
        );
        for (const f of result.failed)
          await writeLine(factory.io.stderr, `  [${f.index}] ${f.label}: ${f.error}`);
        throw new SilentExit(ExitCode.failure);
      }
    });
};
