import { spawn } from 'node:child_process';
import { execa, type Options } from 'execa';

export const cliPath = new URL('../../cli/bin/nbxt.js', import.meta.url).pathname;

/** `text` as one word of a POSIX shell command line (for `script -c`, which runs a command through the shell). */
export const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

export interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Run the built `nbxt` (the `built` and `e2e` projects build it once per run: tests/setup/build-once.ts) as a
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

/** A running `nbxt` with piped stdio, for `--stdin` conversations: send a line, wait for an answer line. */
export interface CliSession {
  send(line: string): void;
  /** The next stdout line; rejects when none comes within `ms`. */
  nextLine(ms?: number): Promise<string>;
  /** The next stderr line (prompts and notices); rejects when none comes within `ms`. */
  nextErrorLine(ms?: number): Promise<string>;
  /** Stop reading stdout, as `| head -1` does. */
  closeStdout(): void;
  /** Close stdin and wait for the exit. */
  end(): Promise<{ exitCode: number | null; stderr: string }>;
}

/** Lines of a child's output stream as they come; `next` rejects when none comes within `ms`. */
function lineQueue(stream: NodeJS.ReadableStream, onText: (chunk: string) => void = () => {}) {
  let buffered = '';
  const waiting: (() => void)[] = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    onText(chunk);
    for (const wake of waiting.splice(0)) wake();
  });
  return async (ms = 5000): Promise<string> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const newline = buffered.indexOf('\n');
      if (newline !== -1) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        return line;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer line within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
}

export function startCli(args: string[], options: { env?: Record<string, string> } = {}): CliSession {
  const child = spawn(process.execPath, [cliPath, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', CI: '1', ...options.env },
  });
  let stderr = '';
  const nextLine = lineQueue(child.stdout);
  const nextErrorLine = lineQueue(child.stderr, (chunk) => {
    stderr += chunk;
  });
  // Writing after the child has gone must not crash the test run.
  child.stdin.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    send: (line) => child.stdin.write(`${line}\n`),
    nextLine,
    nextErrorLine,
    closeStdout: () => child.stdout.destroy(),
    async end() {
      child.stdin.end();
      const timer = setTimeout(() => child.kill(), 10_000);
      const exitCode = await exited;
      clearTimeout(timer);
      return { exitCode, stderr };
    },
  };
}
