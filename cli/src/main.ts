import { Command, CommanderError } from 'commander';
import { commandGroups } from './commands/index.ts';
import { CliError, ExitCode } from './errors.ts';
import { type Factory, globalsOf, invokedCommand } from './factory.ts';
import { type IOStreams, processIO, writeLine } from './io.ts';

declare const NBXT_VERSION: string | undefined;
const version = typeof NBXT_VERSION === 'string' ? NBXT_VERSION : '0.0.0-dev';

/** `nbxt param list` for the param list command: what to type before `--help`. */
function commandPath(cmd: Command): string {
  const names: string[] = [];
  for (let at: Command | null = cmd; at; at = at.parent) names.unshift(at.name());
  return names.join(' ');
}

/**
 * Output of a command and its sub-commands through factory.io. A usage error is one sentence and a hint
 * (commander's message, its "did you mean" folded into the line), not the whole help.
 */
function configure(cmd: Command, factory: Factory): void {
  cmd.exitOverride().configureOutput({
    writeOut: (text) => factory.io.stdout.write(text),
    writeErr: (text) => factory.io.stderr.write(text),
    outputError: (text, write) => {
      const sentence = text
        .replace(/^error:\s*/i, '')
        .replace(/\s*\n\s*/g, ' ')
        .trim();
      write(`nbxt: ${sentence}\nRun '${commandPath(cmd)} --help' for usage.\n`);
    },
  });
  for (const sub of cmd.commands) configure(sub, factory);
}

export function buildProgram(factory: Factory): Command {
  const program = new Command('nbxt')
    .description('Admin and ops tool for a BladeX multi-tenant back office')
    .version(version, '-v, --version')
    .option('--json', 'machine-readable output (one JSON document)')
    .option('--debug', 'print stack traces and HTTP details on errors')
    .option('--profile <name>', 'configuration profile (default: NBXT_PROFILE or "default")');
  for (const register of commandGroups) register(program, factory);
  configure(program, factory);
  return program;
}

/**
 * Run `nbxt` with the given arguments (without node and script) and resolve to the exit code. Tests run it
 * in-process with string streams and a shared HTTP stack or a fake gateway (`seams`).
 */
export async function run(
  args: string[],
  io: IOStreams = processIO(),
  seams: Pick<Factory, 'fetch' | 'sleep'> = {},
): Promise<number> {
  const invoked = invokedCommand(args);
  const factory: Factory = { io, globals: globalsOf, builds: (command) => command === invoked, ...seams };
  const program = buildProgram(factory);
  const debug = args.includes('--debug');
  try {
    await program.parseAsync(args, { from: 'user' });
    return ExitCode.ok;
  } catch (error) {
    return report(error, io, debug);
  }
}

async function report(error: unknown, io: IOStreams, debug: boolean): Promise<number> {
  if (error instanceof CommanderError) {
    // Help and version are printed by commander and are not failures.
    if (error.exitCode === 0) return ExitCode.ok;
    return ExitCode.usage;
  }
  if (error instanceof CliError) {
    if (error.message) await writeLine(io.stderr, `nbxt: ${error.message}`);
    if (debug && error.stack && error.message) await writeLine(io.stderr, error.stack);
    return error.exitCode;
  }
  const { exitCodeOf, messageOf } = await import('./failures.ts');
  await writeLine(io.stderr, `nbxt: ${messageOf(error)}`);
  if (debug && error instanceof Error && error.stack) await writeLine(io.stderr, error.stack);
  return exitCodeOf(error);
}
