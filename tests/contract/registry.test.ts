import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagOf, kebab } from '../../cli/src/operation-args.ts';
import { flattenForest } from '../../core/src/crud/page.ts';
import { allOperations, operationPath } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import { chartRowsValid, replySchema } from '../../core/src/resources/schemas.ts';
import { appliesTo } from '../../core/src/resources/states.ts';
import type { FieldType, OperationSpec, ParamPlace, ResourceSpec } from '../../core/src/resources/types.ts';
import { LOST } from '../../scripts/sandbox/contract.ts';
import { type InProcessCli, inProcessCli } from '../helpers/cli-in-process.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';
import { missingCalls } from '../helpers/spec-calls.ts';

/**
 * The registry's contract, operation by operation: each call made through the CLI (`nbxt <noun>
 * <operation>`, or the noun's own command where one takes the name) reaches the sandbox with the declared
 * method, path and argument places (the sandbox journal), and its reply data passes the operation's reply
 * schema. Sample arguments come from the declarations and the entry's seeded records. Commands run in
 * this process (tests/helpers/cli-in-process.ts): hundreds of process starts would take minutes.
 */

type Row = Record<string, unknown>;
type Args = Record<string, string>;

interface Case {
  name: string;
  op: OperationSpec;
  /** The arguments the command line gives, as the call's arguments. */
  args: Args;
  argv: string[];
  /** Where a download goes. */
  dir?: string;
  /** A guarded operation's check arguments (OperationSpec.guard): the check is sent first. */
  checkArgs?: Args;
}

const scratch = mkdtempSync(join(tmpdir(), 'nbxt-contract-'));
const sampleFile = join(scratch, 'sample.txt');
writeFileSync(sampleFile, 'nbxt contract sample\n');

const primitive = (value: unknown): value is string | number | boolean =>
  ['string', 'number', 'boolean'].includes(typeof value) && value !== '';

/** The signed-in account's password as Saber sends it (md5 hex of what was typed). */
const ADMIN_WIRE_PASSWORD = createHash('md5').update('admin').digest('hex');
const SAMPLE_PHONE = '13800138000';

/** An import's sample: a workbook whose header names the entry's fields and one row of sample values. */
async function sampleWorkbook(spec: ResourceSpec): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('sheet1');
  const entity = sampleEntity(spec);
  sheet.addRow(Object.keys(entity));
  sheet.addRow(Object.values(entity).map(String));
  const path = join(scratch, `${spec.name}.xlsx`);
  await book.xlsx.writeFile(path);
  return path;
}

/** What the samples of one entry's calls come from. */
interface Samples {
  /** The entry's sample record. */
  record?: Row;
  /** The sample record of each entry that an argument names (`ref`). */
  refs: Record<string, Row | undefined>;
  /** The id each import answered, by the name of the operation that reports on it. */
  imports: Record<string, string>;
  /** A workbook to upload (imports and other uploads of a spreadsheet). */
  workbook?: string;
}

/** The record the samples name: the last of the first page (the first are often the signed-in admin's own). */
function sampleRecord(rows: Row[]): Row | undefined {
  return rows.at(-1);
}

/** A plausible value of a declared argument. */
function sampleValue(owner: ResourceSpec, name: string, op: OperationSpec, samples: Samples): string {
  const param = op.params[name]!;
  const imported = samples.imports[opName(owner, op)];
  if (imported && param.in === 'path') return imported;
  if (param.type === 'file') return samples.workbook ?? sampleFile;
  if (/password/i.test(name)) return ADMIN_WIRE_PASSWORD;
  if (/phones?$/i.test(name)) return SAMPLE_PHONE;
  // An argument naming another entry's record (`ref`) takes its value from that entry's sample record.
  const [spec, record] = param.ref
    ? [registry[param.ref]!, samples.refs[param.ref]]
    : [owner, samples.record];
  const id = record?.[spec.idField];
  // The argument an effect matches on a field (a survey's householders by ID card): the record's value.
  const keyField = op.effect?.target === name ? op.effect.by : undefined;
  if (keyField && primitive(record?.[keyField])) return String(record[keyField]);
  if (param.type === 'integer') return name === 'size' ? '10' : '1';
  if (param.type === 'id' || param.type === 'ids' || param.in === 'path')
    return primitive(record?.[name]) && name !== spec.idField ? String(record[name]) : String(id ?? '1');
  if (param.type === 'number') return '1';
  if (param.type === 'boolean') return 'true';
  if (param.type === 'date') return '2024-01-01';
  if (param.type === 'json') return '{}';
  if (primitive(record?.[name])) return String(record[name]);
  // A coded argument (a module role's module): a value its field declares.
  return spec.fields.find((f) => f.name === name)?.choices?.[0]?.value ?? 'sample';
}

/** One open argument: a field the records have (the natural key first), with the sample record's value. */
function openArgument(spec: ResourceSpec, record: Row | undefined, op: OperationSpec): Args {
  if (op.args === 'none' || op.args === 'multipart' || !record) return {};
  const names = [spec.naturalKey, ...spec.fields.filter((f) => f.filter).map((f) => f.name)];
  const name = names.find(
    (n): n is string => n !== undefined && !(n in op.params) && primitive(record[n]) && n !== spec.idField,
  );
  return name ? { [name]: String(record[name]) } : {};
}

/** A new record of plausible values: each field by its type (its first choice when it has choices). */
function sampleEntity(spec: ResourceSpec): Row {
  const entity: Row = {};
  for (const field of spec.fields) {
    if (field.readOnly || field.name === spec.idField) continue;
    entity[field.name] = field.choices?.[0]?.value ?? sampleOfType(field.type);
  }
  return entity;
}

function sampleOfType(type: FieldType | undefined): unknown {
  switch (type) {
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'date':
      return '2024-01-01';
    case 'datetime':
      return '2024-01-01 08:00:00';
    case 'id':
      return '1';
    case 'cron':
      return '0 0 2 * * ?';
    default:
      return 'sample';
  }
}

const opName = (spec: ResourceSpec, op: OperationSpec) =>
  Object.entries(allOperations(spec)).find(([, o]) => o === op)?.[0] ?? '';

/**
 * Arguments a call needs that no sample can give: a guest registers an account that does not exist yet
 * (no third-party identity), a phone is bound with the code just sent to it (read from the sandbox, as
 * the SMS would bring it). `null` leaves an optional argument out.
 */
const PREPARED: Record<string, (samples: Samples) => Promise<Record<string, string | null>>> = {
  'user.registerGuest': async () => ({
    tenantId: '000000',
    name: '合同测试访客',
    account: `contract-guest-${Date.now()}`,
    password: 'guest-secret',
    oauthId: null,
  }),
  'user.bindPhone': async () => {
    const sent = await cli.nbxt(['sms', 'send-validate', '--phone', SAMPLE_PHONE, '--json']);
    expect(sent.exitCode, sent.stderr).toBe(0);
    const code = await fetch(`${s.sandbox.url}/__sandbox/sms?phone=${SAMPLE_PHONE}`);
    const reply = (await code.json()) as
      | { id: string; value: string }
      | { data: { id: string; value: string } };
    const sms = 'data' in reply ? reply.data : reply;
    return { phone: SAMPLE_PHONE, value: sms.value, id: sms.id };
  },
  // A module role reaches only a tenant that exists; a removal names a link the role has.
  'module-role.addTenant': async () => ({ roleTenantId: '100001' }),
  'module-role.removeTenant': async () => {
    const json = async (argv: string[]) => {
      const run = await cli.nbxt([...argv, '--json']);
      expect(run.exitCode, run.stderr).toBe(0);
      return JSON.parse(run.stdout) as unknown;
    };
    const roles = (await json(['module-role', 'list', '--module', 'contract'])) as { id: string }[];
    const roleId = roles[0]!.id;
    await json(['module-role', 'add-tenant', '--role-id', roleId, '--role-tenant-id', '100001']);
    const links = (await json(['module-role', 'tenant-list', '--role-id', roleId])) as
      | { records: { id: string }[] }
      | { id: string }[];
    const records = Array.isArray(links) ? links : links.records;
    return { ids: records[0]!.id };
  },
  // A spreadsheet uploaded first (put-file), named by the stored path the upload answers.
  'epidemic-address.import': async (samples) => {
    const put = await cli.nbxt(['oss', 'put-file', '--file', samples.workbook ?? sampleFile, '--json']);
    expect(put.exitCode, put.stderr).toBe(0);
    return { filePath: (JSON.parse(put.stdout) as { name: string }).name };
  },
  // Deleting a deployment names one that exists, deployed for it here: deleting a seeded one would end
  // the running processes whose tasks later calls (claim, complete) act on.
  'flow-manager.deleteDeployment': async (samples) => {
    const files = join(scratch, 'contract-delete.bpmn20.xml');
    writeFileSync(
      files,
      '<definitions><process id="contractdelete" name="删除部署流程"></process></definitions>',
    );
    const category = String(samples.record?.category ?? '');
    const up = await cli.nbxt(['flow-manager', 'deploy-upload', '--category', category, '--files', files]);
    expect(up.exitCode, up.stderr).toBe(0);
    const listed = await cli.nbxt(['flow-manager', 'list', '--size', '100', '--json']);
    const page = JSON.parse(listed.stdout) as Row[] | { records: Row[] };
    const row = (Array.isArray(page) ? page : page.records).find((r) => r.key === 'contractdelete');
    return { deploymentIds: String(row?.deploymentId ?? '') };
  },
  // A deployment is of a BPMN file: the sandbox's own Leave model.
  'flow-manager.deployUpload': async () => {
    const { models } = JSON.parse(
      readFileSync(new URL('../../fixtures/sandbox/workflow.json', import.meta.url), 'utf8'),
    ) as {
      models: { xml: string }[];
    };
    const files = join(scratch, 'leave.bpmn20.xml');
    writeFileSync(files, models[0]!.xml);
    return { files, tenantIds: null };
  },
};

/** Where an argument travels, read from the declaration alone. */
function placeOf(op: OperationSpec, key: string): ParamPlace {
  const declared = op.params[key];
  if (declared) return declared.in;
  return op.args === 'multipart' ? 'part' : op.args === 'none' ? 'query' : op.args;
}

const dirFor = (name: string) => mkdtempSync(join(scratch, `${name}-`));

/** The noun's own command for an operation whose name it has, with the arguments it sends. */
function ownCommand(spec: ResourceSpec, name: string, op: OperationSpec, record: Row | undefined): Case {
  const id = String(record?.[spec.idField] ?? '1');
  const paged: Args = 'current' in op.params ? { current: '1', size: '10' } : {};
  if (spec.name === 'role' && name === 'grant')
    return {
      name,
      op,
      args: { roleIds: id, menuIds: '', dataScopeIds: '', apiScopeIds: '' },
      argv: ['role', 'grant', '--roles', id],
    };
  if (name === 'list')
    return {
      name,
      op,
      args: paged,
      argv: [spec.name, 'list', ...('current' in paged ? ['--page', '1', '--size', '10'] : [])],
    };
  if (name === 'remove') return { name, op, args: { ids: id }, argv: [spec.name, 'remove', id] };
  if (name === 'submit') {
    // The sample record updated, or (an entry that lists none) a new one added.
    const body = Object.fromEntries(
      Object.entries(record ?? sampleEntity(spec)).filter(([key]) => key !== 'children'),
    );
    return { name, op, args: body as Args, argv: [spec.name, 'submit', '--data', JSON.stringify(body)] };
  }
  if (op.download) {
    const args = Object.fromEntries(
      Object.keys(op.params).map((key) => [
        key,
        sampleValue(spec, key, op, { record, refs: {}, imports: {} }),
      ]),
    );
    const dir = dirFor(spec.name);
    const filters = Object.entries(args).flatMap(([k, v]) => ['--filter', `${k}=${v}`]);
    const command = op.download === 'export' ? 'export' : 'download';
    return { name, op, args, dir, argv: [spec.name, command, '--op', name, ...filters, '-o', dir] };
  }
  throw new Error(`${spec.name} ${name}: no contract invocation for its own command`);
}

/** The generic command: declared arguments as flags, one open argument (`--arg`, or `--data` for a body). */
async function genericCommand(
  spec: ResourceSpec,
  name: string,
  op: OperationSpec,
  samples: Samples,
): Promise<Case> {
  const declared: Args = Object.fromEntries(
    Object.keys(op.params).map((key) => [key, sampleValue(spec, key, op, samples)]),
  );
  for (const [key, value] of Object.entries((await PREPARED[`${spec.name}.${name}`]?.(samples)) ?? {})) {
    if (value === null) delete declared[key];
    else declared[key] = value;
  }
  const open = openArgument(spec, samples.record, op);
  const argv = [spec.name, kebab(name)];
  // A declared argument named as one of the command's own options (`data`) is given with `--arg`.
  for (const [key, value] of Object.entries(declared)) {
    const flag = flagOf(op, key);
    argv.push(...(flag.startsWith('--arg ') ? ['--arg', `${key}=${value}`] : [flag, value]));
  }
  if (op.args === 'body' && Object.keys(open).length > 0) argv.push('--data', JSON.stringify(open));
  else for (const [key, value] of Object.entries(open)) argv.push('--arg', `${key}=${value}`);
  // The upload's own file, unless a declared file argument carries it.
  const declaresFile = Object.values(op.params).some((p) => p.type === 'file');
  if (op.args === 'multipart' && !declaresFile) argv.push('--file', samples.workbook ?? sampleFile);
  const dir = op.download ? dirFor(spec.name) : undefined;
  if (dir) argv.push('-o', dir);
  const check = op.guard ? allOperations(spec)[op.guard.operation] : undefined;
  const checkArgs: Args | undefined = check
    ? Object.fromEntries(
        Object.keys(op.guard!.args).map((key) => [key, sampleValue(spec, key, check, samples)]),
      )
    : undefined;
  for (const [key, value] of Object.entries(checkArgs ?? {})) argv.push(`--${kebab(key)}`, value);
  // A call the console confirms with its scope or a figure is confirmed off a terminal with --yes.
  if (!op.safe && (op.scope || op.confirmShows)) argv.push('--yes');
  const args = { ...open, ...declared };
  // A file travels as a part under its argument's name: the journal shows multipart bodies as none.
  return { name, op, args, argv, dir, ...(checkArgs ? { checkArgs } : {}) };
}

/**
 * Reads first, then changes, then what reports on an import (after the import), then removals: a removed
 * sample record would fail the calls after it. Removals of every entry run after all other calls, since
 * other entries' calls may name the record (`ref`).
 */
function rank(spec: ResourceSpec, name: string, op: OperationSpec): number {
  if (isRemoval(name, op)) return 3;
  const steps = Object.values(allOperations(spec)).flatMap((o) =>
    o.importSteps ? [o.importSteps.progress, o.importSteps.result] : [],
  );
  if (steps.includes(name)) return 2;
  return op.safe ? 0 : 1;
}

const isRemoval = (name: string, op: OperationSpec) => name === 'remove' || op.effect?.remove === true;

const OWN_COMMANDS = new Set(['list', 'submit', 'remove', 'export', 'download', 'grant']);

function hasOwnCommand(spec: ResourceSpec, name: string, op: OperationSpec): boolean {
  // The noun's own commands: job list; list/submit/remove where the entry offers the standard call.
  if (spec.name === 'job' && name === 'list') return true;
  if (name === 'list' || name === 'submit' || name === 'remove')
    return (spec.standard as readonly string[]).includes(name);
  if (spec.name === 'role' && name === 'grant') return true;
  return OWN_COMMANDS.has(name) && op.download !== undefined;
}

let s: SandboxCli;
let cli: InProcessCli;

beforeAll(async () => {
  s = await sandboxCli();
  cli = inProcessCli(s.env);
  const login = await cli.nbxt(
    ['login', '--server', s.sandbox.url, '--tenant', '000000', '--account', 'admin', '--password-stdin'],
    { input: 'admin\n' },
  );
  expect(login.exitCode, login.stderr).toBe(0);
});

afterAll(async () => {
  await s?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const entries = Object.values(registry).map((spec) => ({
  spec,
  operations: Object.entries(allOperations(spec)).sort(
    ([a, x], [b, y]) => rank(spec, a, x) - rank(spec, b, y),
  ),
}));

/** The sample record of an entry: the last of its first page (rows of a page or of a plain list). */
let lostIds: Set<string> | undefined;
/** The ids of the seeded customers who are lost (流失客户). */
async function lostCustomers(): Promise<Set<string>> {
  if (!lostIds) {
    const stored = await fetch(
      `${s.sandbox.url}/__sandbox/records?entry=crm-customer&customerStatus=${LOST}`,
    );
    const rows = stored.ok ? ((await stored.json()) as Row[]) : [];
    lostIds = new Set(
      rows.filter((r) => String(r['customerStatus'] ?? '') === LOST).map((r) => String(r['id'])),
    );
  }
  return lostIds;
}

async function listSample(
  spec: ResourceSpec,
  refs: Record<string, Row | undefined> = {},
): Promise<Row | undefined> {
  const list = allOperations(spec).list;
  if (!list) {
    // No list to read it from (a score corrected from elsewhere): the record as the sandbox stores it.
    const stored = await fetch(`${s.sandbox.url}/__sandbox/records?entry=${spec.name}`);
    return stored.ok ? sampleRecord((await stored.json()) as Row[]) : undefined;
  }
  // A list of the records of another entry's record (a contract's changes) names that record.
  const named = Object.entries(list.params).filter(
    ([key, p]) => p.required && !['current', 'size'].includes(key),
  );
  const argv = [spec.name, 'list', '--json'];
  if ((spec.standard as readonly string[]).includes('list') || 'size' in list.params)
    argv.push('--size', '10');
  for (const [key] of named)
    argv.push(`--${kebab(key)}`, sampleValue(spec, key, list, { refs, imports: {} }));
  const listed = await cli.nbxt(argv);
  if (listed.exitCode !== 0) return undefined;
  const data = JSON.parse(listed.stdout) as Row[] | { records?: Row[] };
  const rows = Array.isArray(data) ? data : (data.records ?? []);
  // Every call must accept the sample: not a lost customer, nor a record of one (the contract check refuses
  // them by design).
  const lost = await lostCustomers();
  const usable = rows.filter((r) => !lost.has(String(r['crmTenantId'] ?? '')) && !lost.has(String(r['id'])));
  return sampleRecord(spec.list.style === 'tree' ? flattenForest(rows) : usable.length > 0 ? usable : rows);
}

const samplesByEntry = new Map<string, Samples>();

/** Reads and changes of each entry, then (below) the removals of every entry. */
describe.each(
  entries.map(({ spec, operations }) => ({
    spec,
    operations: operations.filter(([n, o]) => !isRemoval(n, o)),
  })),
)('$spec.name', ({ spec, operations }) => {
  const samples: Samples = { refs: {}, imports: {} };
  samplesByEntry.set(spec.name, samples);

  beforeAll(async () => {
    const refs = new Set(
      Object.values(allOperations(spec)).flatMap((o) =>
        Object.values(o.params).flatMap((p) => (p.ref ? [p.ref] : [])),
      ),
    );
    for (const ref of refs) samples.refs[ref] = await listSample(registry[ref]!);
    if (
      Object.values(allOperations(spec)).some(
        (o) => o.role === 'import' || o.args === 'multipart' || Object.values(o.params).some((p) => p.upload),
      )
    )
      samples.workbook = await sampleWorkbook(spec);
    samples.record = await listSample(spec, samples.refs);
    // An entry seeded with no records gets one, so that the calls naming a record have one to name.
    if (!samples.record && spec.standard.includes('submit')) {
      const added = await cli.nbxt([spec.name, 'submit', '--data', JSON.stringify(sampleEntity(spec))]);
      if (added.exitCode === 0) samples.record = await listSample(spec, samples.refs);
    }
  });

  it.each(operations.map(([name, op]) => ({ name, op })))('$name', ({ name, op }) =>
    check(spec, name, op, samples),
  );
});

describe.each(
  entries
    .map(({ spec, operations }) => ({ spec, operations: operations.filter(([n, o]) => isRemoval(n, o)) }))
    .filter((e) => e.operations.length > 0),
)('$spec.name', ({ spec, operations }) => {
  const samples: Samples = { refs: {}, imports: {} };
  // The record as it is now: the calls before may have changed what the list holds.
  beforeAll(async () => {
    const before = samplesByEntry.get(spec.name)!;
    Object.assign(samples, before, { record: (await listSample(spec, before.refs)) ?? before.record });
  });
  it.each(operations.map(([name, op]) => ({ name, op })))('$name', ({ name, op }) =>
    check(spec, name, op, samples),
  );
});

/**
 * The record an action declared for some states acts on (OperationSpec.when): the sample when it is in one,
 * else a stored record that is (the sandbox refuses the others: tests/sandbox/state-rules.test.ts).
 */
async function inStateSample(spec: ResourceSpec, op: OperationSpec, record: Row | undefined) {
  const rule = op.when;
  if (!rule || (record && appliesTo(op, record))) return record;
  for (const value of rule.in) {
    const stored = await fetch(
      `${s.sandbox.url}/__sandbox/records?entry=${spec.name}&${rule.field}=${value}`,
    );
    const rows = stored.ok ? ((await stored.json()) as Row[]).filter((r) => appliesTo(op, r)) : [];
    if (rows.length > 0) return rows.at(-1);
  }
  return record;
}

async function check(spec: ResourceSpec, name: string, op: OperationSpec, given: Samples): Promise<void> {
  const samples = op.when ? { ...given, record: await inStateSample(spec, op, given.record) } : given;
  const c = hasOwnCommand(spec, name, op)
    ? ownCommand(spec, name, op, samples.record)
    : await genericCommand(spec, name, op, samples);
  await s.clearJournal();
  cli.replies.length = 0;
  const result = await cli.nbxt([...c.argv, '--json']);

  const calls = (await s.journal()).filter((e) => !e.path.startsWith('/blade-auth/oauth/'));
  expect(calls.length, `${c.argv.join(' ')}: calls reaching the sandbox`).toBeGreaterThan(0);
  // A call confirmed with a figure (confirmShows) reads the figure first, as the console's confirmation does.
  if (!op.safe && op.confirmShows) {
    const shows = allOperations(spec)[op.confirmShows.operation]!;
    const figure = calls.shift()!;
    expect({ method: figure.method, path: figure.path }).toEqual({
      method: shows.method,
      path: operationPath(spec, shows),
    });
  }
  let call = calls[0]!;
  // A guarded operation: its check first, with the arguments it was given, then the call itself.
  if (op.guard) {
    const check = allOperations(spec)[op.guard.operation]!;
    expect({ method: call.method, path: call.path, query: call.query }).toEqual({
      method: check.method,
      path: operationPath(spec, check),
      query: c.checkArgs,
    });
    expect(calls.length, 'the guarded call after its check').toBe(2);
    call = calls[1]!;
  }
  const pathArgs = (key: string) => encodeURIComponent(c.args[key] ?? '');
  const expectedPath = operationPath(spec, op).replace(/\{(\w+)\}/g, (_, key: string) => pathArgs(key));
  const sentKeys = Object.keys(c.args).filter((key) => c.args[key] !== '' || placeOf(c.op, key) === 'body');
  const keysIn = (...places: ParamPlace[]) =>
    sentKeys.filter((key) => places.includes(placeOf(op, key))).sort();
  expect({ method: call.method, path: decodeURI(call.path) }).toEqual({
    method: op.method,
    path: decodeURI(expectedPath),
  });
  expect(Object.keys(call.query).sort(), 'query keys').toEqual(keysIn('query'));
  const bodyKeys = call.body && typeof call.body === 'object' ? Object.keys(call.body).sort() : [];
  expect(bodyKeys, 'body keys').toEqual(keysIn('body', 'form'));

  expect(result.exitCode, `${c.argv.join(' ')} → ${result.stderr}`).toBe(0);
  if (op.download) {
    const saved = (JSON.parse(result.stdout) as { file: string }).file;
    expect(existsSync(saved) && statSync(saved).size > 0, 'the file is saved').toBe(true);
    expect(readdirSync(c.dir!)).toHaveLength(1);
    return;
  }
  const reply = cli.replies.findLast((r) => !r.url.includes('/blade-auth/oauth/') && r.text !== undefined);
  const data = (JSON.parse(reply?.text ?? 'null') as { data?: unknown } | null)?.data;
  const parsed = replySchema(op).safeParse(data);
  expect(parsed.success, `${op.reply} reply: ${JSON.stringify(data)?.slice(0, 300)}`).toBe(true);
  if (op.reply === 'chart') expect(chartRowsValid(op, data)).toBe(true);
  // The id an import answers is what its progress and result calls report on.
  if (op.importSteps && primitive(data)) {
    samples.imports[op.importSteps.progress] = String(data);
    if (op.importSteps.result) samples.imports[op.importSteps.result] = String(data);
  }
}

describe('the spec’s calls and the contract', () => {
  const dir = new URL('../data/spec-calls/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

  it('a spec call that no registry operation makes is reported (so it never goes unchecked)', async () => {
    const { calls } = (await import(new URL(files[0]!, dir).href)) as { calls: string[] };
    const lost = calls[0]!;
    const [method, path] = lost.split(' ') as [string, string];
    // The registry without the operation behind the first call of the first module.
    const without = Object.fromEntries(
      Object.entries(registry).map(([name, spec]) => [
        name,
        {
          ...spec,
          standard: spec.standard.filter((std) => {
            const op = allOperations(spec)[std];
            return !(op && op.method === method && operationPath(spec, op) === path);
          }),
          operations: Object.fromEntries(
            Object.entries(spec.operations).filter(
              ([, op]) => !(op.method === method && shape(operationPath(spec, op)) === shape(path)),
            ),
          ),
        },
      ]),
    );
    expect(missingCalls(calls, registry)).toEqual([]);
    expect(missingCalls(calls, without)).toEqual([lost]);
  });
});

const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
