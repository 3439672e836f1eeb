import type { FetchLike } from '@nbxt/core/http/transport.ts';
import type { Command } from 'commander';
import type { IOStreams } from './io.ts';

/** Options every command accepts (set on the root program). */
export interface GlobalOptions {
  json?: boolean;
  debug?: boolean;
  profile?: string;
}

/**
 * What a command needs, built lazily (GitHub CLI's factory): offline commands only touch `io`; commands
 * that talk to a server call `connect(factory, globals)` (connect.ts) inside their action, which loads the
 * profile store and the HTTP stack then.
 */
export interface Factory {
  io: IOStreams;
  /** Options of the root program merged with the command's own. */
  globals(cmd: Command): GlobalOptions;
  /**
   * Whether the sub-commands of a top-level command are needed: only those of the command being run are
   * built (creating the dozens of resource commands costs a noticeable part of every start-up).
   */
  builds(command: string): boolean;
  /**
   * The transport seam. The HTTP to talk through; default a new undici stack per connection. Tests pass one
   * shared (and observed) stack here, or a fake gateway that answers canned BladeX envelopes.
   */
  fetch?: FetchLike;
  /** How retries wait between attempts; default real time (tests with a fake gateway record the waits). */
  sleep?: (ms: number) => Promise<void>;
}

/** The top-level command `args` run (`help X` runs X's help); undefined when there is none. */
export function invokedCommand(args: readonly string[]): string | undefined {
  const words: string[] = [];
  for (let i = 0; i < args.length && words.length < 2; i++) {
    const arg = args[i]!;
    if (arg === '--') break;
    if (arg === '--profile') i++;
    else if (!arg.startsWith('-')) words.push(arg);
  }
  return words[0] === 'help' ? words[1] : words[0];
}

export function globalsOf(cmd: Command): GlobalOptions {
  return cmd.optsWithGlobals() as GlobalOptions;
}
