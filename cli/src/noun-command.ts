import type { Command } from 'commander';

/** The command for a noun, created if no earlier group (e.g. the resource commands) made it. */
export function nounCommand(program: Command, name: string, description: string): Command {
  return program.commands.find((c) => c.name() === name) ?? program.command(name).description(description);
}
