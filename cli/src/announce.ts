import type { BladeClient } from '@nbxt/core/client.ts';
import type { Row } from '@nbxt/core/crud/client.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { SilentExit, UsageError } from './errors.ts';
import type { IOStreams } from './io.ts';
import { writeLine } from './io.ts';

/** Whether the console's confirmation of a call says more than its name (OperationSpec.scope, confirmShows). */
export const announces = (op: OperationSpec): boolean => Boolean(op.scope || op.confirmShows);

/**
 * What the console's confirmation of a call shows before it acts, in the CLI's language: the figure it
 * reads first (confirmShows: 剩余短信条数, the tenant's checkQuota) and what a call on records nobody
 * named applies to (scope: 作用范围:全部定时任务的执行记录). `record` gives the figure's arguments (the
 * command's own arguments), read through the connection (its tenant the signed-in one); without one, the
 * scope alone.
 */
export async function announcement(
  spec: ResourceSpec,
  op: OperationSpec,
  record: Row,
  connection?: { client: BladeClient; tenantId: string | undefined },
): Promise<string[]> {
  const [{ translate }, { confirmShowsArgs }, { CLI_LANG }] = await Promise.all([
    import('@nbxt/core/i18n/index.ts'),
    import('@nbxt/core/crud/guard.ts'),
    import('./labels.ts'),
  ]);
  const lines: string[] = [];
  const shows = op.confirmShows;
  const args = connection && confirmShowsArgs(op, record, connection.tenantId);
  if (shows && args) {
    const value = await connection.client
      .resource(spec)
      .send(shows.operation, args)
      .then((data) => (typeof data === 'object' ? JSON.stringify(data) : String(data ?? '')))
      .catch(() => translate('kit.op.figureFailed', CLI_LANG));
    lines.push(`${shows.text[CLI_LANG]}:${value}`);
  }
  if (op.scope) lines.push(translate('kit.op.scope', CLI_LANG, { scope: op.scope[CLI_LANG] }));
  return lines;
}

/**
 * A call whose confirmation says what it applies to is announced on stderr before it acts, as the
 * console's confirmation says it; then confirmed: asked on a terminal, `--yes` given otherwise (the CLI
 * contract: a command that changes data unasked never runs unattended without it). Nothing is sent when
 * it is not confirmed.
 */
export async function confirmAnnounced(
  io: IOStreams,
  lines: readonly string[],
  {
    yes,
    command,
    question = `Run ${command}?`,
    declined = 'nothing done',
  }: { yes: boolean; command: string; question?: string; declined?: string },
): Promise<void> {
  for (const line of lines) await writeLine(io.stderr, line);
  if (yes) return;
  if (!io.isStdinTTY || !io.isStdoutTTY)
    throw new UsageError(`${command} changes data: pass --yes when not on a terminal`);
  const { confirm } = await import('./prompt.ts');
  if (!(await confirm(io, question))) {
    await writeLine(io.stderr, declined);
    throw new SilentExit(1);
  }
}
