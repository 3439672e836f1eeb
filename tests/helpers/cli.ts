import { execa, type Options } from 'execa';

export const cliPath = new URL('../../cli/bin/nbxt.js', import.meta.url).pathname;

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Run the built `nbxt` (npm test builds it first; run `node scripts/build.ts cli` when iterating) as a
 * separate process, the way a script would. Never throws on a non-zero exit.
 */
export async function runCli(
  args: string[],
  options: { input?: string; env?: Record<string, string>; cwd?: string } = {},
): Promise<CliResult> {
  const execaOptions: Options = {
    reject: false,
    env: { NO_COLOR: '1', CI: '1', ...options.env },
    cwd: options.cwd,
    input: options.input ?? '',
    stripFinalNewline: false,
  };
  const result = await execa(process.execPath, [cliPath, ...args], execaOptions);
  return {
    exitCode: result.exitCode ?? 1,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
  };
}
