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
 * that talk to a server call `api()`, which loads the profile store and the HTTP stack on first use.
 */
export interface Factory {
  io: IOStreams;
  /** Options of the root program merged with the command's own. */
  globals(cmd: Command): GlobalOptions;
}

export function globalsOf(cmd: Command): GlobalOptions {
  return cmd.optsWithGlobals() as GlobalOptions;
}
