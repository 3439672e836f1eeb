import { translate } from '@nbxt/core/i18n/index.ts';
import { allOperations, findOperation, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kebab, paramFlags } from '../../cli/src/operation-args.ts';
import { data, type FakeGatewayCli, fakeGatewayCli } from '../helpers/cli-fake-gateway.ts';

/**
 * `nbxt <noun> <operation>` says what the console's confirmation says before it acts, over every call of
 * the registry whose confirmation names more than the call (OperationSpec.scope: what a call on records
 * nobody selected applies to; confirmShows: the figure read first, the SMS quota left before a payslip
 * send), on stderr; not on a terminal it then needs --yes (the CLI contract), and sends nothing without.
 */
const announced = Object.values(registry).flatMap((spec: ResourceSpec) =>
  Object.entries(allOperations(spec))
    .filter(([, op]) => !op.safe && (op.scope || op.confirmShows))
    .map(([name, op]) => ({ spec, name, op })),
);

const FIGURE = 37;
const ID = '1800000000000000001';
/** The call's address with its path's arguments filled (`doNow/{id}`). */
const pathOf = (spec: ResourceSpec, op: OperationSpec) => operationPath(spec, op).replace(/\{\w+\}/g, ID);

/** A value for each required argument (and the guard's check, as its own flag). */
function flagsFor(spec: ResourceSpec, op: OperationSpec): string[] {
  const given = paramFlags(op)
    .filter((f) => f.spec.required)
    .flatMap((f) => [f.flag, f.spec.type === 'integer' || f.spec.type === 'number' ? '3' : ID]);
  const check = op.guard ? findOperation(spec, op.guard.operation) : undefined;
  const guard = op.guard
    ? Object.keys(op.guard.args)
        .filter((p) => !op.params[p])
        .flatMap((p) => [`--${kebab(p)}`, check?.params[p]?.type === 'integer' ? '3' : ID])
    : [];
  return [...given, ...guard];
}

describe('nbxt announces a call as the console’s confirmation does', () => {
  let g: FakeGatewayCli;
  beforeEach(() => {
    g = fakeGatewayCli();
  });
  afterEach(() => g.close());

  it('covers every scope and figure the registry declares (清除执行记录, the payslip send)', () => {
    const names = announced.map((a) => `${a.spec.name} ${a.name}`);
    expect(names).toEqual(expect.arrayContaining(['job clearRemove', 'payslip-formdata send']));
    expect(announced.length).toBeGreaterThanOrEqual(8);
  });

  it.each(announced.map((a) => [`${a.spec.name} ${a.name}`, a] as const))(
    '%s',
    async (_n, { spec, name, op }) => {
      const path = pathOf(spec, op);
      g.answer(`${op.method} ${path}`, data(true));
      const shows = op.confirmShows ? findOperation(spec, op.confirmShows.operation)! : undefined;
      if (shows) g.answer(`${shows.method} ${operationPath(spec, shows)}`, data(FIGURE));
      if (op.guard) {
        const check = findOperation(spec, op.guard.operation)!;
        g.answer(`${check.method} ${operationPath(spec, check)}`, data(true));
      }
      const said = [
        ...(op.confirmShows ? [`${op.confirmShows.text.zh}:${FIGURE}`] : []),
        ...(op.scope ? [translate('kit.op.scope', 'zh', { scope: op.scope.zh })] : []),
      ];
      const args = [spec.name, kebab(name), ...flagsFor(spec, op)];

      const refused = await g.nbxt(args);
      expect(refused.exitCode, refused.stderr).toBe(2);
      for (const line of said) expect(refused.stderr).toContain(`${line}\n`);
      expect(refused.stderr).toContain('--yes');
      expect(g.requests.filter((r) => r.path === path)).toEqual([]);

      const run = await g.nbxt([...args, '--yes']);
      expect(run.exitCode, run.stderr).toBe(0);
      for (const line of said) expect(run.stderr).toContain(`${line}\n`);
      expect(g.requests.filter((r) => r.method === op.method && r.path === path)).toHaveLength(1);
      // The figure is read before the call (the tenant's own quota: the signed-in tenant).
      if (shows) {
        const read = g.requests.findIndex((r) => r.path === operationPath(spec, shows));
        expect(read).toBeGreaterThanOrEqual(0);
        expect(read).toBeLessThan(g.requests.findIndex((r) => r.path === path));
        expect(g.requests[read]!.query).toMatchObject({ tenantId: '000000' });
      }
    },
  );

  it('job clear says its scope too, and needs --yes off a terminal', async () => {
    g.answer('POST /job/nbxtjob/clearRemove', data(4));
    const scope = translate('kit.op.scope', 'zh', { scope: registry.job!.operations.clearRemove!.scope!.zh });
    const refused = await g.nbxt(['job', 'clear']);
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toContain(`${scope}\n`);
    expect(g.requests).toEqual([]);
    const cleared = await g.nbxt(['job', 'clear', '--yes']);
    expect(cleared.exitCode, cleared.stderr).toBe(0);
    expect(cleared.stderr).toContain(`${scope}\n`);
    expect(cleared.stdout).toBe('cleared 4 runs\n');
  });
});
