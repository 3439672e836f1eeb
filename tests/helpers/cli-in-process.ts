import { PassThrough } from 'node:stream';
import type { Factory } from '../../cli/src/factory.ts';
import { undiciFetch } from '../../cli/src/http.ts';
import type { IOStreams } from '../../cli/src/io.ts';
import { run } from '../../cli/src/main.ts';
import type { FetchLike, FetchReply } from '../../core/src/http/transport.ts';
import type { CliResult } from './cli.ts';

/** A reply the shared HTTP stack received: its status and, for JSON calls, the body text. */
export interface ObservedReply {
  method: string;
  url: string;
  status: number;
  /** Undefined for downloads (their body is streamed to a file, not read as text). */
  text?: string;
}

/**
 * `nbxt` run in this process (main.ts's `run`) with string streams and one shared undici stack, for tests
 * that run hundreds of commands (the built binary costs a process start each). Every reply read as text is
 * kept in `replies`, so a test sees the reply data whatever the command prints.
 */
export interface InProcessCli {
  nbxt(args: string[], options?: { input?: string; env?: Record<string, string> }): Promise<CliResult>;
  replies: ObservedReply[];
}

function collector(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
}

function observed(fetch: FetchLike, replies: ObservedReply[]): FetchLike {
  return async (input, init) => {
    const reply = await fetch(input, init);
    const entry: ObservedReply = { method: init.method ?? 'GET', url: input, status: reply.status };
    replies.push(entry);
    return {
      status: reply.status,
      headers: reply.headers,
      async text() {
        entry.text = await reply.text();
        return entry.text;
      },
      get body() {
        return reply.body;
      },
    } satisfies FetchReply;
  };
}

/** `nbxt args` run once in this process with string streams and the given seams; never throws on an exit code. */
export async function runInProcess(
  args: string[],
  options: { input?: string; env: Record<string, string> } & Pick<Factory, 'fetch' | 'sleep'>,
): Promise<CliResult> {
  const stdout = collector();
  const stderr = collector();
  const stdin = new PassThrough();
  stdin.end(options.input ?? '');
  const io: IOStreams = {
    stdin,
    stdout: stdout.stream,
    stderr: stderr.stream,
    isStdoutTTY: false,
    isStdinTTY: false,
    env: { NO_COLOR: '1', CI: '1', ...options.env },
  };
  const exitCode = await run(args, io, { fetch: options.fetch, sleep: options.sleep });
  return { exitCode, stdout: stdout.text(), stderr: stderr.text() };
}

/**
 * `nbxt args` in this process for a command that calls no server (form, cron, idcard): what it prints and its
 * exit code, without a process start. What only a process shows (output flushed before the exit, a closed
 * pipe) is tested with the built binary (`runCli`).
 */
export const runOffline = (
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
): Promise<CliResult> => runInProcess(args, { input: options.input, env: options.env ?? {} });

export function inProcessCli(baseEnv: Record<string, string>): InProcessCli {
  const replies: ObservedReply[] = [];
  const fetch = observed(undiciFetch(), replies);
  return {
    replies,
    nbxt: (args, options = {}) =>
      runInProcess(args, { input: options.input, env: { ...baseEnv, ...options.env }, fetch }),
  };
}
