import { allOperations, findOperation } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { Command } from 'commander';
import { announces } from '../announce.ts';
import { collectPair } from '../data-arg.ts';
import type { Factory } from '../factory.ts';
import { writeJson, writeLine } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import { flagDescription, kebab, paramFlags, takesData, takesOpenArgs } from '../operation-args.ts';
import type { Register } from './index.ts';

/**
 * `nbxt <noun> <operation>`: every operation of a registry entry (standard and own) as a command, its flags
 * read from the declared arguments. A name the noun already has (list, get, submit, the hand-written
 * groups' commands) keeps its own command.
 */

const hasCommand = (noun: Command, name: string) =>
  noun.commands.some((c) => c.name() === name || c.aliases().includes(name));

/** `--file [field=]path` for multipart calls whose file is not a declared argument (uploads). */
function collectFile(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

function addOperationCommand(
  noun: Command,
  factory: Factory,
  spec: ResourceSpec,
  name: string,
  op: OperationSpec,
): void {
  const command = noun.command(kebab(name)).description(op.summary);
  const flags = paramFlags(op);
  for (const { flag, spec: param } of flags)
    command.option(`${flag} <${param.type === 'file' ? 'path' : param.type}>`, flagDescription(param));
  if (takesOpenArgs(op))
    command.option(
      '--arg <key=value>',
      `an argument it does not declare (${op.args === 'multipart' ? 'multipart part' : op.args}); repeatable`,
      collectPair,
    );
  if (takesData(op))
    command.option(
      '--data <json>',
      'JSON body: @file.json, - for standard input, or inline JSON (flags win)',
    );
  if (op.args === 'multipart' && !flags.some((f) => f.flag === '--file'))
    command.option(
      '--file <[field=]path>',
      'a file to send (field "file" unless named); repeatable',
      collectFile,
    );
  if (op.download) command.option('-o, --output <dir>', 'folder for the file (created when missing)', '.');
  // A call the console confirms with what it applies to (a scope, a figure) says it first and asks.
  const confirms = !op.safe && announces(op);
  if (confirms) command.option('--yes', 'do not ask (required when not on a terminal)');
  const checks = guardFlags(spec, op, flags);
  for (const { flag, param, type, check } of checks)
    command.option(`${flag} <${type}>`, `${param} of the ${check} check run first (required)`);
  command.action(async (options: Record<string, unknown>, cmd: Command) => {
    const globals = factory.globals(cmd);
    const [{ readDataArg }, { operationArgs }, { buildRequest }] = await Promise.all([
      import('../data-arg.ts'),
      import('../operation-args.ts'),
      import('@nbxt/core/resources/operations.ts'),
    ]);
    const values = Object.fromEntries(
      flags.map(({ param, flag }) => [param, options[flagKey(command, flag)]]),
    );
    const data = options.data === undefined ? undefined : await readDataArg(factory.io, String(options.data));
    const args = await operationArgs(op, { values, open: options.arg as Record<string, string>, data }, spec);
    const { operation: _operation, ...built } = buildRequest(spec, name, args);
    let request = built;
    if (Array.isArray(options.file)) {
      const { withFile } = await import('../multipart.ts');
      for (const file of options.file as string[]) request = await withFile(request, file);
    }
    const checkArgs = Object.fromEntries(
      checks.map(({ param, flag }) => [param, options[flagKey(command, flag)]]),
    );
    const missing = checks.find(({ param }) => checkArgs[param] === undefined);
    if (missing) {
      const { UsageError } = await import('../errors.ts');
      throw new UsageError(`${missing.flag} is required: the ${missing.check} check runs first`);
    }
    const { connect } = await import('../connect.ts');
    const { client, profile } = await connect(factory, globals);
    if (confirms) {
      const { announcement, confirmAnnounced } = await import('../announce.ts');
      const tenantId = client.session.state()?.tenantId ?? profile.tenant;
      const lines = await announcement(spec, op, args as Record<string, unknown>, { client, tenantId });
      await confirmAnnounced(factory.io, lines, {
        yes: Boolean(options.yes),
        command: `${spec.name} ${kebab(name)}`,
      });
    }
    if (op.guard) {
      const { runGuard } = await import('@nbxt/core/crud/guard.ts');
      await runGuard(client.resource(spec), name, checkArgs);
    }
    if (op.download) {
      const [{ saveOne }, { resolve }] = await Promise.all([
        import('../export/single.ts'),
        import('node:path'),
      ]);
      const saved = await saveOne(
        client,
        request,
        resolve(String(options.output)),
        `${spec.name}-${kebab(name)}`,
      );
      if (globals.json) await writeJson(factory.io, { file: saved.path, bytes: saved.bytes });
      else await writeLine(factory.io.stdout, saved.path);
      return;
    }
    const reply = await client.transport.request(request);
    if (globals.json) {
      await writeJson(factory.io, reply ?? null);
      return;
    }
    const [{ printReply }, { labelRows }] = await Promise.all([
      import('../print-reply.ts'),
      import('../labels.ts'),
    ]);
    await printReply(factory.io, spec, op, reply, (fields, rows) => labelRows(client, spec, fields, rows));
  });
}

/**
 * The flags of a guarded operation's check (OperationSpec.guard): one per argument of the check, named
 * after it, unless the operation already has a flag of that name.
 */
function guardFlags(spec: ResourceSpec, op: OperationSpec, own: { flag: string }[]) {
  if (!op.guard) return [];
  const check = findOperation(spec, op.guard.operation);
  return Object.keys(op.guard.args)
    .map((param) => ({
      param,
      flag: `--${kebab(param)}`,
      type: check?.params[param]?.type ?? 'string',
      check: op.guard!.operation,
    }))
    .filter(({ flag }) => !own.some((f) => f.flag === flag));
}

/** The attribute commander stores a flag's value under (`--task-data-type` → `taskDataType`). */
function flagKey(command: Command, flag: string): string {
  return command.options.find((o) => o.long === flag)?.attributeName() ?? flag;
}

export const register: Register = (program, factory) => {
  for (const spec of Object.values(registry)) {
    if (!factory.builds(spec.name)) continue;
    const noun = nounCommand(program, spec.name, `${spec.text.en} (${spec.path})`);
    for (const [name, op] of Object.entries(allOperations(spec)))
      if (!hasCommand(noun, kebab(name))) addOperationCommand(noun, factory, spec, name, op);
  }
};
