import { createInterface } from 'node:readline';
import { ExitCode, SilentExit } from './errors.ts';
import type { IOStreams } from './io.ts';

/**
 * Ask for a secret on the terminal without echoing it (@inquirer/password, no mask, no reveal key), on
 * stderr so that stdout keeps only the command's output. Ctrl-C at the prompt stops the command (exit 130).
 * Only called when stdin is a terminal.
 */
export async function promptSecret(io: IOStreams, question: string): Promise<string> {
  const { default: password } = await import('@inquirer/password');
  try {
    return await password(
      {
        message: question.replace(/:?\s*$/, ':'),
        toggleMask: false,
        theme: { prefix: '', style: { maskedText: '', message: (text: string) => text } },
      },
      { input: io.stdin, output: io.stderr },
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError')
      throw new SilentExit(ExitCode.interrupted);
    throw error;
  }
}

/** Ask a yes/no question on the terminal (default no). */
export async function confirm(io: IOStreams, question: string): Promise<boolean> {
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  try {
    const answer = await new Promise<string>((resolve) => rl.question(`${question} [y/N] `, resolve));
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/**
 * The answers a command asks for, in order: typed at a prompt on a terminal (secrets without echo), or
 * one line each from piped stdin, so that a script can answer (`--password-stdin` then a code). `ask`
 * resolves to undefined when piped stdin has no line left. Close it when done (it holds stdin open).
 */
export interface Answers {
  ask(question: string, options?: { secret?: boolean }): Promise<string | undefined>;
  close(): void;
}

export function answers(io: IOStreams): Answers {
  if (io.isStdinTTY) {
    return {
      async ask(question, options = {}) {
        if (options.secret) return promptSecret(io, question);
        const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
        try {
          return await new Promise<string>((resolve) => rl.question(question, resolve));
        } finally {
          rl.close();
        }
      },
      close() {},
    };
  }
  let rl: ReturnType<typeof createInterface> | undefined;
  let lines: AsyncIterator<string> | undefined;
  return {
    async ask() {
      rl ??= createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
      lines ??= rl[Symbol.asyncIterator]();
      const next = await lines.next();
      return next.done ? undefined : next.value;
    },
    close() {
      rl?.close();
    },
  };
}
