/** Exit codes of the CLI contract (DESIGN.md §The CLI contract). */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  auth: 3,
  /** `nbxt diff`: differences found. */
  differences: 4,
  /** Stopped with Ctrl-C (128 + SIGINT), as shells report it. */
  interrupted: 130,
} as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

/** An error the CLI reports as one sentence on stderr and turns into an exit code. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  constructor(message: string, exitCode: ExitCode = ExitCode.failure) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, ExitCode.usage);
    this.name = 'UsageError';
  }
}

/**
 * Thrown (or resolved) when a command has already written its own report and only the exit code is left,
 * e.g. `nbxt idcard` with one invalid ID among several.
 */
export class SilentExit extends CliError {
  constructor(exitCode: ExitCode) {
    super('', exitCode);
    this.name = 'SilentExit';
  }
}
