import type { Readable, Writable } from 'node:stream';

/**
 * The streams a command talks through. Commands never touch `process.stdout` directly, so that tests can
 * run them with fake streams and so that output is flushed before the process exits.
 */
export interface IOStreams {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** stdout is a terminal: Ink views, colours and spinners are allowed. */
  isStdoutTTY: boolean;
  isStdinTTY: boolean;
  /** Environment of the command (NBXT_* variables). */
  env: Record<string, string | undefined>;
}

export function processIO(): IOStreams {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    isStdoutTTY: Boolean(process.stdout.isTTY) && !process.env.CI,
    isStdinTTY: Boolean(process.stdin.isTTY),
    env: process.env,
  };
}

/** Write and resolve once the chunk has been handed to the OS (so exiting afterwards loses nothing). */
export function write(stream: Writable, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (err) => (err ? reject(err) : resolve()));
  });
}

export function writeLine(stream: Writable, text: string): Promise<void> {
  return write(stream, text.endsWith('\n') ? text : `${text}\n`);
}

/** Print one JSON document (pretty on a terminal, compact when piped is still valid JSON). */
export function writeJson(io: IOStreams, value: unknown): Promise<void> {
  return writeLine(io.stdout, JSON.stringify(value, null, 2));
}

/** Read all of stdin as text. */
export async function readAll(stream: Readable): Promise<string> {
  stream.setEncoding('utf8');
  let text = '';
  for await (const chunk of stream as AsyncIterable<string>) text += chunk;
  return text;
}
