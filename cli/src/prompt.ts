import { createInterface } from 'node:readline';
import type { IOStreams } from './io.ts';

/** Ask for a secret on the terminal without echoing it. Only called when stdin is a terminal. */
export async function promptSecret(io: IOStreams, question: string): Promise<string> {
  io.stderr.write(question);
  const rl = createInterface({ input: io.stdin, output: io.stderr, terminal: true });
  // Swallow the echo of typed characters.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    io.stderr.write('\n');
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
