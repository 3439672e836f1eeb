/** Each command module is named after what it registers (CONTRIBUTING: CLI commands). */
import { readdirSync } from 'node:fs';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { Register } from '../../cli/src/commands/index.ts';
import type { Factory } from '../../cli/src/factory.ts';
import { globalsOf } from '../../cli/src/factory.ts';
import { processIO } from '../../cli/src/io.ts';
import { registry } from '../../core/src/resources/registry.ts';

const dir = new URL('../../cli/src/commands/', import.meta.url);
const modules = readdirSync(dir)
  .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -3));

/** The top-level commands a module registers, or adds sub-commands to, on an empty program. */
async function commandsOf(name: string): Promise<string[]> {
  const { register } = (await import(new URL(`${name}.ts`, dir).href)) as { register: Register };
  const program = new Command('nbxt');
  const factory: Factory = { io: processIO(), globals: globalsOf, builds: () => true };
  // The resource nouns exist before the operation commands are added to them, as in main.ts.
  if (name === 'resource-operations') for (const noun of Object.keys(registry)) program.command(noun);
  const before = new Map(program.commands.map((c) => [c.name(), c.commands.length]));
  register(program, factory);
  return program.commands
    .filter((c) => before.get(c.name()) !== c.commands.length || !before.has(c.name()))
    .map((c) => c.name());
}

describe('cli/src/commands', () => {
  it.each(modules.filter((name) => !name.startsWith('resource-')))(
    '%s.ts registers the commands its name says',
    async (name) => {
      expect((await commandsOf(name)).sort()).toEqual(name.split('-').sort());
    },
  );

  it.each(modules.filter((name) => name.startsWith('resource-')))(
    '%s.ts registers under the registry resources only',
    async (name) => {
      const commands = await commandsOf(name);
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) expect(Object.keys(registry), command).toContain(command);
    },
  );
});
