/**
 * Configuration as code: `nbxt get KIND... -o yaml|json`, `nbxt diff -f FILE...`, `nbxt apply -f FILE...`.
 * Wiring only: validation, planning and applying live in @nbxt/core/desired-state.
 */
import { readFile } from 'node:fs/promises';
import type { BladeClient } from '@nbxt/core/client.ts';
import type { StateBackend } from '@nbxt/core/desired-state/backend.ts';
import type {
  ApplyResult,
  DesiredNode,
  DocumentIssue,
  Plan,
  PruneScope,
  Scope,
  SignedIn,
  Step,
} from '@nbxt/core/desired-state/index.ts';
import type { KindSpec } from '@nbxt/core/desired-state/kinds.ts';
import type { DocumentSource } from '@nbxt/core/desired-state/schema.ts';
import type { Command } from 'commander';
import { connect } from '../connect.ts';
import { collectPair } from '../data-arg.ts';
import { CliError, ExitCode, SilentExit, UsageError } from '../errors.ts';
import type { Factory, GlobalOptions } from '../factory.ts';
import { type IOStreams, readAll, write, writeJson, writeLine } from '../io.ts';
import type { Register } from './index.ts';

const core = () => import('@nbxt/core/desired-state/index.ts');

// ——— reading desired-state files ———

const collect = (value: string, previous: string[] = []) => [...previous, value];

interface Loaded {
  sources: DocumentSource[];
  /** Files that could not be read or parsed, one sentence each; their documents are left out. */
  problems: string[];
}

/** YAML (several documents per file) or JSON (one object or an array of them); `-` reads stdin (once). */
async function loadSources(io: IOStreams, files: string[]): Promise<Loaded> {
  if (files.filter((f) => f === '-').length > 1)
    throw new UsageError('-f - may be given once: standard input can be read only once');
  const { parseAllDocuments } = await import('yaml');
  const { maxJsonDepth, tooDeepAt, tooDeepText, valueTooDeepAt } = await import(
    '@nbxt/core/http/json-depth.ts'
  );
  const sources: DocumentSource[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = file === '-' ? await readAll(io.stdin) : await readFile(file, 'utf8');
    } catch (error) {
      problems.push(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      continue;
    }
    const name = file === '-' ? 'standard input' : file;
    if (/\.json$/i.test(file) || /^\s*[[{]/.test(text)) {
      const { parseJson } = await import('@nbxt/core/http/json.ts');
      const deep = tooDeepAt(text);
      if (deep) {
        problems.push(`${name}: ${tooDeepText(deep.path)}`);
        continue;
      }
      try {
        const value = parseJson(text);
        sources.push({ file: name, documents: Array.isArray(value) ? value : [value] });
      } catch (error) {
        problems.push(`${name}: not valid JSON: ${(error as Error).message}`);
      }
      continue;
    }
    // Flow collections ([ and {) are counted in the text, before the YAML reader recurses into them.
    const flowDeep = tooDeepAt(text);
    if (flowDeep) {
      const line = text.slice(0, flowDeep.offset).split('\n').length;
      problems.push(`${name}, line ${line}: [ and { nested deeper than ${maxJsonDepth} levels (the limit)`);
      continue;
    }
    const documents: unknown[] = [];
    for (const [index, doc] of parseAllDocuments(text, { prettyErrors: true }).entries()) {
      const problem = doc.errors[0];
      const where = `${name}: document ${index + 1}`;
      if (problem) {
        const line = problem.linePos?.[0]?.line;
        const message = /Maximum call stack/.test(problem.message)
          ? `nested deeper than the reader can follow (the limit is ${maxJsonDepth} levels)`
          : problem.message.split('\n')[0];
        problems.push(`${where}${line ? `, line ${line}` : ''}: ${message}`);
      }
      const value = problem || doc.contents === null ? undefined : doc.toJS();
      const deep = valueTooDeepAt(value);
      if (deep) problems.push(`${where}: ${tooDeepText(deep)}`);
      // A broken document keeps its number (so later ones are named right) but says nothing.
      documents.push(deep ? undefined : value);
    }
    sources.push({ file: name, documents });
  }
  return { sources, problems };
}

// ——— connections (several tenants) ———

interface Targets {
  client: BladeClient;
  defaultTenant: string;
  forTenant(tenant: string): BladeClient;
  tenants(): string[];
  /** The tenants signed in to and the user's roles there (what prune never deletes). */
  signedIn(): SignedIn;
}

const listOf = (joined: string | undefined) => (joined ?? '').split(',').filter(Boolean);

/** The signed-in profile, plus one profile per other tenant named with `--tenant-profile T=PROFILE`. */
async function connectTargets(
  factory: Factory,
  globals: GlobalOptions,
  tenantProfiles: Record<string, string> = {},
): Promise<Targets> {
  const main = await connect(factory, globals);
  const clients = new Map<string, BladeClient>([[main.profile.tenant, main.client]]);
  for (const [tenant, profile] of Object.entries(tenantProfiles)) {
    const other = await connect(factory, { ...globals, profile });
    if (other.profile.tenant !== tenant) {
      throw new UsageError(
        `--tenant-profile ${tenant}=${profile}: that profile signs in to tenant ${other.profile.tenant}`,
      );
    }
    clients.set(tenant, other.client);
  }
  return {
    client: main.client,
    defaultTenant: main.profile.tenant,
    tenants: () => [...clients.keys()],
    signedIn: () => ({
      tenants: [...clients.keys()],
      roles: [...clients].map(([tenant, client]) => {
        const user = client.session.state()?.user;
        // BladeX's token names the roles by ID (role_id) and by alias (role_name), comma-joined.
        return { tenant, ids: listOf(user?.roleId), aliases: listOf(user?.roleName) };
      }),
    }),
    forTenant(tenant) {
      const client = clients.get(tenant);
      if (!client) {
        throw new CliError(
          `tenant ${tenant}: no signed-in profile; run nbxt login --profile NAME --tenant ${tenant} … and pass --tenant-profile ${tenant}=NAME`,
          ExitCode.auth,
        );
      }
      return client;
    },
  };
}

// ——— output ———

interface Paint {
  add(text: string): string;
  change(text: string): string;
  remove(text: string): string;
  dim(text: string): string;
}

function paintFor(io: IOStreams, json: boolean | undefined): Paint {
  const on = io.isStdoutTTY && !json && !io.env.NO_COLOR;
  const sgr = (code: number) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);
  return { add: sgr(32), change: sgr(33), remove: sgr(31), dim: sgr(2) };
}

const show = (value: unknown) => (value === undefined ? '(unset)' : JSON.stringify(value));

async function stepLines(step: Step, paint: Paint): Promise<string[]> {
  const { nodeLabel } = await core();
  const label = nodeLabel(step);
  switch (step.action) {
    case 'create':
      return [
        paint.add(`+ create ${label}`),
        ...step.changes.map((c) => paint.add(`    ${c.field}: ${show(c.to)}`)),
      ];
    case 'update':
      return [
        paint.change(`~ update ${label}`),
        ...step.changes.map((c) => `    ${c.field}: ${show(c.from)} → ${show(c.to)}`),
      ];
    case 'delete':
      return [paint.remove(`- delete ${label}${step.pruned ? ' (pruned: not in the desired state)' : ''}`)];
    case 'grant':
      return [
        paint.change(`~ grant ${label}`),
        ...step.changes.map((c) => {
          const parts = [
            ...(c.added ?? []).map((code) => paint.add(`+${code}`)),
            ...(c.removed ?? []).map((code) => paint.remove(`-${code}`)),
          ];
          return `    ${c.field}: ${parts.join(' ')}`;
        }),
      ];
  }
}

async function summaryLine(plan: Plan): Promise<string> {
  const { planSummary } = await core();
  const s = planSummary(plan);
  if (plan.steps.length === 0) return `No changes: ${s.unchanged} object(s) in sync.`;
  return `Plan: ${s.create} to create, ${s.update} to update, ${s.grant} grant(s), ${s.delete} to delete; ${s.unchanged} unchanged.`;
}

function stepJson(step: Step) {
  return {
    action: step.action,
    kind: step.kind,
    tenantId: step.tenant,
    key: step.path.join('/'),
    path: step.path,
    ...('id' in step ? { id: step.id } : {}),
    ...(step.action === 'delete' ? { pruned: step.pruned } : {}),
    changes: step.changes,
  };
}

async function printPlan(io: IOStreams, plan: Plan, paint: Paint): Promise<void> {
  for (const step of plan.steps)
    for (const line of await stepLines(step, paint)) await writeLine(io.stdout, line);
  await writeLine(io.stdout, await summaryLine(plan));
}

// ——— plan from files ———

interface PlanOptions {
  file: string[];
  prune?: boolean;
  kind?: string;
  selector?: Record<string, string>;
  tenantProfile?: Record<string, string>;
}

/** `--prune --kind K [--selector f=v]` checked before anything is read; the tenants come from the documents. */
async function pruneRequest(options: PlanOptions): Promise<Omit<PruneScope, 'tenants'> | undefined> {
  const { findKind } = await core();
  if (!options.prune) {
    if (options.kind || options.selector) throw new UsageError('--kind and --selector only go with --prune');
    return undefined;
  }
  if (!options.kind)
    throw new UsageError('--prune needs --kind K: the kind whose absent objects are deleted');
  const spec: KindSpec | undefined = findKind(options.kind);
  if (!spec) throw new UsageError(`unknown kind ${options.kind}`);
  const entries = Object.entries(options.selector ?? {});
  if (entries.length > 1) throw new UsageError('--selector takes one field=value');
  const [selected] = entries;
  if (selected && selected[0] !== spec.key && !spec.fields.some((f) => f.name === selected[0])) {
    throw new UsageError(`--selector: ${spec.kind} has no field ${selected[0]}`);
  }
  return {
    kind: spec.kind,
    selector: selected ? { field: selected[0], value: selected[1] } : undefined,
  };
}

/** Every problem of the files, one line each, then exit 1. */
async function reportProblems(io: IOStreams, problems: string[], issues: DocumentIssue[]): Promise<void> {
  if (problems.length === 0 && issues.length === 0) return;
  const { formatIssue } = await core();
  for (const line of [...problems, ...issues.map(formatIssue)]) await writeLine(io.stderr, `nbxt: ${line}`);
  throw new SilentExit(ExitCode.failure);
}

/** The default tenant while no one is signed in: no `tenant:` can name it (tenants are non-empty). */
const OFFLINE_TENANT = '';

interface Planned {
  plan: Plan;
  desired: DesiredNode[];
  backend: StateBackend;
}

async function planFromFiles(
  factory: Factory,
  globals: GlobalOptions,
  options: PlanOptions,
): Promise<Planned> {
  if (!options.file || options.file.length === 0) throw new UsageError('give the desired state with -f FILE');
  const m = await core();
  const pruning = await pruneRequest(options);
  const { sources, problems } = await loadSources(factory.io, options.file);
  // Validated before signing in, so that CI can lint desired-state files offline; again once the tenant is known.
  const offline = m.validateDocuments(sources, OFFLINE_TENANT);
  await reportProblems(factory.io, problems, offline.issues);
  if (pruning && m.pruneTenants(pruning.kind, offline.nodes).length === 0) {
    throw new UsageError(
      `--prune --kind ${pruning.kind}: the desired state has no ${pruning.kind} document, and prune deletes only what documents of that kind leave out (an empty desired state never means "delete them all")`,
    );
  }
  const targets = await connectTargets(factory, globals, options.tenantProfile);
  const { nodes, issues } = m.validateDocuments(sources, targets.defaultTenant);
  await reportProblems(factory.io, [], issues);
  const prune = pruning && { ...pruning, tenants: m.pruneTenants(pruning.kind, nodes) };
  // Every tenant named must have a signed-in client before anything is read.
  for (const node of nodes) if (node.tenant !== null) targets.forTenant(node.tenant);
  const backend = m.bladeBackend({ defaultTenant: targets.defaultTenant, client: targets.forTenant });
  const state = await m.withCatalog(
    backend,
    await m.readState(backend, m.scopeOf(nodes, prune), { grants: m.rolesWithGrants(nodes) }),
    nodes,
  );
  try {
    return {
      plan: m.plan(nodes, state, { prune, signedIn: targets.signedIn() }),
      desired: nodes,
      backend,
    };
  } catch (error) {
    if (error instanceof m.PlanError) {
      for (const problem of error.problems) await writeLine(factory.io.stderr, `nbxt: ${problem}`);
      throw new SilentExit(ExitCode.failure);
    }
    throw error;
  }
}

const fileOptions = (cmd: Command) =>
  cmd
    .requiredOption(
      '-f, --file <file>',
      'desired-state file (YAML or JSON; - for stdin); repeatable',
      collect,
    )
    .option('--prune', 'also delete objects of --kind that the desired state does not list')
    .option('--kind <kind>', 'with --prune: the kind to prune')
    .option(
      '--selector <field=value>',
      'with --prune: only objects whose field matches (value* for a prefix)',
      collectPair,
    )
    .option(
      '--tenant-profile <tenant=profile>',
      'a signed-in profile for another tenant of the desired state; repeatable',
      collectPair,
    );

// ——— commands ———

export const register: Register = (program, factory) => {
  program
    .command('get')
    .description(
      'write the current state of kinds as desired-state documents (Param, Dict, DictBiz, Tenant, Role, …)',
    )
    .argument('<kinds...>', 'kinds to read')
    .option('-o, --output <format>', 'yaml or json', 'yaml')
    .option('--with-tenant', 'write the tenant on tenant-scoped documents')
    .option(
      '--tenant-profile <tenant=profile>',
      'also read that tenant with a signed-in profile (documents then carry tenant:); repeatable',
      collectPair,
    )
    .action(async (names: string[], options, cmd) => {
      const globals = factory.globals(cmd);
      const format = globals.json ? 'json' : String(options.output);
      if (format !== 'yaml' && format !== 'json') throw new UsageError('-o must be yaml or json');
      const m = await core();
      const specs = names.map((name) => {
        const spec = m.findKind(name);
        if (!spec) {
          const why = m.UNSUPPORTED_RESOURCES[name.toLowerCase()];
          throw new UsageError(
            why
              ? `${name} cannot be kept as desired state: ${why}`
              : `unknown kind ${name}; one of ${m.kindNames().join(', ')}`,
          );
        }
        return spec;
      });
      const targets = await connectTargets(factory, globals, options.tenantProfile);
      const backend = m.bladeBackend({ defaultTenant: targets.defaultTenant, client: targets.forTenant });
      const tenants = targets.tenants();
      const scope = [...new Set(specs)].flatMap((spec): Scope[] =>
        spec.tenantScoped
          ? tenants.map((tenant) => ({ kind: spec.kind, tenant }))
          : [{ kind: spec.kind, tenant: null }],
      );
      const state = await m.readState(backend, scope, { grants: true });
      // Several tenants in one desired state: each document says which it belongs to.
      const withTenant = Boolean(options.withTenant) || tenants.length > 1;
      const docs = m.toDocuments(state.nodes, { withTenant });
      if (format === 'json') {
        await writeJson(factory.io, docs);
        return;
      }
      const { stringify } = await import('yaml');
      await write(factory.io.stdout, docs.map((doc) => stringify(doc, { lineWidth: 0 })).join('---\n'));
    });

  fileOptions(
    program.command('diff').description('show what apply would change (exit 0 in sync, 4 with differences)'),
  ).action(async (options: PlanOptions, cmd) => {
    const globals = factory.globals(cmd);
    const { plan } = await planFromFiles(factory, globals, options);
    if (globals.json) {
      const { planSummary } = await core();
      await writeJson(factory.io, {
        inSync: plan.steps.length === 0,
        summary: planSummary(plan),
        steps: plan.steps.map(stepJson),
      });
    } else {
      await printPlan(factory.io, plan, paintFor(factory.io, globals.json));
    }
    if (plan.steps.length > 0) throw new SilentExit(ExitCode.differences);
  });

  fileOptions(
    program
      .command('apply')
      .description(
        'make the server match the desired state, in dependency order; stops at the first failure',
      ),
  )
    .option('--dry-run', 'print the plan, change nothing')
    .option('-y, --yes', 'do not ask (required for --prune when not on a terminal)')
    .action(async (options: PlanOptions & { dryRun?: boolean; yes?: boolean }, cmd) => {
      const globals = factory.globals(cmd);
      const io = factory.io;
      const paint = paintFor(io, globals.json);
      const { plan, backend } = await planFromFiles(factory, globals, options);
      const m = await core();
      if (plan.steps.length === 0 || options.dryRun) {
        if (globals.json) {
          await writeJson(io, {
            ok: true,
            dryRun: Boolean(options.dryRun),
            summary: m.planSummary(plan),
            steps: plan.steps.map(stepJson),
          });
        } else {
          await printPlan(io, plan, paint);
          if (options.dryRun && plan.steps.length > 0)
            await writeLine(io.stdout, 'Dry run: nothing applied.');
        }
        return;
      }
      const pruned = plan.steps.filter((s) => s.action === 'delete' && s.pruned);
      const interactive = io.isStdinTTY && io.isStdoutTTY && !globals.json;
      if (pruned.length > 0 && !options.yes) {
        await writeLine(
          io.stderr,
          `--prune would delete ${pruned.length} object(s) not in the desired state:`,
        );
        for (const step of pruned) await writeLine(io.stderr, `  ${m.nodeLabel(step)}`);
        if (!interactive) throw new UsageError('refusing to prune without --yes when not on a terminal');
      }
      if (interactive && !options.yes) {
        await printPlan(io, plan, paint);
        const { confirm } = await import('../prompt.ts');
        if (!(await confirm(io, `Apply ${plan.steps.length} change(s)?`)))
          throw new CliError('nothing applied');
      }
      const result: ApplyResult = await m.applyPlan(backend, plan, async (event) => {
        if (globals.json || event.phase === 'start') return;
        const what = `${event.step.action} ${m.nodeLabel(event.step)}`;
        if (event.phase === 'done') await writeLine(io.stdout, `${paint.add('applied')} ${what}`);
      });
      if (globals.json) {
        const { messageOf } = await import('../failures.ts');
        await writeJson(io, {
          ok: !result.failed,
          applied: result.applied.map(stepJson),
          failed: result.failed
            ? { ...stepJson(result.failed.step), error: messageOf(result.failed.error) }
            : null,
          notApplied: result.notApplied.map(stepJson),
        });
      }
      if (result.failed) {
        const { exitCodeOf, messageOf } = await import('../failures.ts');
        const failed = result.failed.step;
        if (!globals.json) {
          await writeLine(io.stdout, `${paint.remove('failed')} ${failed.action} ${m.nodeLabel(failed)}`);
          for (const step of result.notApplied) {
            await writeLine(io.stdout, `${paint.dim('not applied')} ${step.action} ${m.nodeLabel(step)}`);
          }
        }
        await writeLine(
          io.stderr,
          `nbxt: ${failed.action} ${m.nodeLabel(failed)} failed: ${messageOf(result.failed.error)}; ` +
            `${result.applied.length} of ${plan.steps.length} step(s) applied, ${result.notApplied.length + 1} not applied (run apply again to finish)`,
        );
        const code = exitCodeOf(result.failed.error);
        throw new SilentExit((code === ExitCode.auth ? ExitCode.auth : ExitCode.failure) as ExitCode);
      }
      if (!globals.json) await writeLine(io.stdout, `Applied ${result.applied.length} step(s).`);
    });
};
