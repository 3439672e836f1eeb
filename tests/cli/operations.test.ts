import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UsageError } from '../../cli/src/errors.ts';
import { flagOf, kebab, operationArgs, paramFlags } from '../../cli/src/operation-args.ts';
import { printReply } from '../../cli/src/print-reply.ts';
import { op, resource, text } from '../../core/src/resources/define.ts';
import { buildRequest } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import type { OperationSpec } from '../../core/src/resources/types.ts';
import { type InProcessCli, inProcessCli } from '../helpers/cli-in-process.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

const scratch = mkdtempSync(join(tmpdir(), 'nbxt-ops-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An entry with the argument types the registry does not use yet (files, JSON, declared body arguments). */
const upload = op('POST', 'upload/{id}', 'send a file', {
  args: 'multipart',
  params: { id: 'id', file: 'file', size: 'integer?@query', ids: 'ids?@query' },
});
const save = op('POST', 'save', 'save with options', {
  params: { name: 'string', options: 'json?', data: 'string?' },
});
const spec = resource('demo', {
  path: '/demo',
  zh: '演示',
  en: 'Demo',
  fields: [text('name', '名称', 'Name')],
  operations: { upload, save },
});

const usage = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UsageError);
  return (error as Error).message;
};

describe('operation flags from the declared arguments', () => {
  it('names commands and flags in kebab case', () => {
    expect(['doNow', 'exportError', 'treeById', 'task_type', 'list'].map(kebab)).toEqual([
      'do-now',
      'export-error',
      'tree-by-id',
      'task-type',
      'list',
    ]);
    expect(paramFlags(upload).map((f) => f.flag)).toEqual(['--id', '--file', '--size', '--ids']);
  });

  it('an argument named like one of the command’s own options is given with --arg', () => {
    expect(paramFlags(save).map((f) => f.flag)).toEqual(['--name', '--options']);
    expect(flagOf(save, 'data')).toBe('--arg data');
  });

  it('a missing required argument or a value of the wrong type is a usage error naming the flag', async () => {
    const file = join(scratch, 'a.txt');
    writeFileSync(file, 'x');
    expect(await usage(operationArgs(upload, { values: { file } }))).toBe('--id: required');
    expect(await usage(operationArgs(upload, { values: { id: '7', file, size: 'ten' } }))).toBe(
      '--size: expected an integer',
    );
    expect(await usage(operationArgs(upload, { values: { id: 'a b', file } }))).toBe('--id: expected an id');
    expect(await usage(operationArgs(upload, { values: { id: '7', file, ids: ' , ' } }))).toBe(
      '--ids: expected a list of ids',
    );
    expect(await usage(operationArgs(save, { values: { name: 'n', options: '{oops' } }))).toMatch(
      /^--options: not valid JSON/,
    );
    expect(await usage(operationArgs(save, { values: {} }))).toBe('--name: required');
  });

  it('takes ids as a comma list and a file param as a path sent as a named part', async () => {
    const file = join(scratch, 'report.txt');
    writeFileSync(file, 'hello');
    const args = await operationArgs(upload, { values: { id: '7', file, size: '3', ids: '1,2' } });
    const request = buildRequest(spec, 'upload', args);
    expect(request.path).toBe('/demo/upload/7');
    expect(request.query).toEqual({ size: '3', ids: '1,2' });
    const [name, part] = request.multipart![0]!;
    expect(name).toBe('file');
    expect((part as File).name).toBe('report.txt');
    expect(await (part as File).text()).toBe('hello');
  });

  it('merges --data under --arg under the declared flags; JSON flags are parsed', async () => {
    const args = await operationArgs(save, {
      values: { name: 'flag', options: '{"deep":[1]}' },
      open: { name: 'arg', extra: 'arg' },
      data: { name: 'data', extra: 'data', kept: 1, data: 'x' },
    });
    expect(args).toEqual({ name: 'flag', extra: 'arg', kept: 1, data: 'x', options: { deep: [1] } });
    expect(buildRequest(spec, 'save', args).json).toEqual(args);
  });

  it('a --data list is the body itself, but not alongside other arguments', async () => {
    const list = op('POST', 'batch', 'a list body');
    expect(await operationArgs(list, { values: {}, data: [1, 2] })).toEqual([1, 2]);
    expect(await usage(operationArgs(list, { values: {}, open: { a: '1' }, data: [1] }))).toMatch(
      /--data must be a JSON object/,
    );
  });
});

describe('nbxt <noun> <operation> against the sandbox', () => {
  let s: SandboxCli;
  let cli: InProcessCli;
  let jobId: string;
  let paramId: string;
  const calls = async () => (await s.journal()).filter((e) => !e.path.startsWith('/blade-auth/'));

  beforeAll(async () => {
    s = await sandboxCli();
    cli = inProcessCli(s.env);
    const login = await cli.nbxt(
      ['login', '--server', s.sandbox.url, '--tenant', '000000', '--account', 'admin', '--password-stdin'],
      { input: 'admin\n' },
    );
    expect(login.exitCode, login.stderr).toBe(0);
    jobId = (JSON.parse((await cli.nbxt(['job', 'list', '--json'])).stdout) as { id: string }[])[0]!.id;
    paramId = (JSON.parse((await cli.nbxt(['param', 'list', '--json'])).stdout) as { id: string }[])[0]!.id;
  });
  afterAll(async () => {
    await s?.close();
  });
  beforeEach(async () => {
    await s.clearJournal();
    await s.clearFaults();
  });

  it('calls the operation with its arguments where they are declared and prints the reply data', async () => {
    const r = await cli.nbxt(['job', 'do-now', '--id', jobId, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toBe(true);
    expect((await calls()).map((c) => `${c.method} ${c.path}`)).toEqual([`POST /job/nbxtjob/doNow/${jobId}`]);
    const detail = await cli.nbxt(['param', 'detail', '--id', paramId, '--json']);
    expect(JSON.parse(detail.stdout)).toMatchObject({ id: paramId, paramKey: 'account.initPassword' });
  });

  it('prints a record as key/value lines and a flag as a short line', async () => {
    const detail = await cli.nbxt(['param', 'detail', '--id', paramId]);
    expect(detail.stdout.split('\n')).toContain('paramKey\taccount.initPassword');
    expect((await cli.nbxt(['job', 'do-now', '--id', jobId])).stdout).toBe('ok\n');
  });

  it('usage errors exit 2, name the flag and send nothing', async () => {
    const missing = await cli.nbxt(['job', 'do-now']);
    expect(missing).toMatchObject({ exitCode: 2, stdout: '' });
    expect(missing.stderr).toBe('nbxt: --id: required\n');
    const typed = await cli.nbxt(['param', 'detail', '--id', 'not one']);
    expect(typed.exitCode).toBe(2);
    expect(typed.stderr).toBe('nbxt: --id: expected an id\n');
    const closed = await cli.nbxt(['job', 'do-now', '--id', jobId, '--arg', 'x=1']);
    expect(closed.exitCode).toBe(2);
    expect(closed.stderr).toMatch(/unknown option '--arg'/);
    expect(await calls()).toEqual([]);
  });

  it('--data and --arg make the body of a body operation (--arg wins)', async () => {
    await cli.nbxt([
      'topmenu',
      'grant',
      '--data',
      '{"topMenuIds":["1"],"menuIds":["2"]}',
      '--arg',
      'menuIds=3',
    ]);
    const [call] = await calls();
    expect(call).toMatchObject({ method: 'POST', path: '/blade-system/topmenu/grant' });
    expect(call!.body).toEqual({ topMenuIds: ['1'], menuIds: '3' });
  });

  it('a safe operation is retried after a 502; one that changes data is not', async () => {
    await s.fault({ fail: { path: '/blade-system/param/detail', status: 502, count: 1 } });
    const safe = await cli.nbxt(['param', 'detail', '--id', paramId, '--json']);
    expect(safe.exitCode, safe.stderr).toBe(0);
    expect((await calls()).map((c) => c.path)).toEqual([
      '/blade-system/param/detail',
      '/blade-system/param/detail',
    ]);
    await s.clearJournal();
    await s.fault({ fail: { path: `/job/nbxtjob/doNow/${jobId}`, status: 502, count: 1 } });
    const unsafe = await cli.nbxt(['job', 'do-now', '--id', jobId]);
    expect(unsafe.exitCode).toBe(1);
    expect((await calls()).map((c) => c.path)).toEqual([`/job/nbxtjob/doNow/${jobId}`]);
  });

  it('a download is saved into -o and its path printed', async () => {
    const dir = join(scratch, 'errors');
    const r = await cli.nbxt(['job', 'export-error', '--id', jobId, '-o', dir]);
    expect(r.exitCode, r.stderr).toBe(0);
    const saved = r.stdout.trim();
    expect(readdirSync(dir)).toEqual([basename(saved)]);
    expect(saved.endsWith('.xlsx')).toBe(true);
    expect(statSync(saved).size).toBeGreaterThan(0);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
  });

  it('an upload sends --file as a multipart file part', async () => {
    const file = join(scratch, 'logo.txt');
    writeFileSync(file, 'logo');
    const r = await cli.nbxt(['oss', 'put-file', '--file', file, '--json']);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ originalName: 'logo.txt' });
  });
});

describe('the built nbxt', () => {
  // Two whole-binary checks (help is printed by commander in the real process; the exit code travels).
  it('lists every operation of a noun with its summary, and an operation’s flags', async () => {
    const { runCli } = await import('../helpers/cli.ts');
    const help = await runCli(['job', '--help']);
    expect(help.exitCode).toBe(0);
    for (const line of [
      /run\s.*run jobs now/,
      /do-now \[options\]\s+run a job now/,
      /clear-remove \[options\]\s+clear/,
    ])
      expect(help.stdout).toMatch(line);
    const flags = await runCli(['job', 'do-now', '--help']);
    expect(flags.stdout).toMatch(/--id <id>\s+id; in the path \(required\)/);
    const usageError = await runCli(['job', 'do-now'], { env: { NBXT_CONFIG_DIR: scratch } });
    expect(usageError).toMatchObject({ exitCode: 2, stderr: 'nbxt: --id: required\n' });
  });
});

describe('printing reply data', () => {
  const print = async (reply: OperationSpec['reply'], data: unknown, on = registry.param!) => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    const io = { stdout: out, stderr: out, isStdoutTTY: false, isStdinTTY: false, env: {} } as never;
    await printReply(io, on, op('GET', 'x', 'x', { reply }), data);
    return text;
  };

  it('a page as a table of the resource’s list columns, with secrets masked', async () => {
    const text = await print('page', {
      records: [{ id: '1', paramName: '名', paramKey: 'k', paramValue: 'v', extra: 'hidden' }],
      total: 1,
    });
    expect(text).toBe('id\tparamName\tparamKey\tparamValue\n1\t名\tk\tv\n');
    const users = await print('records', [{ id: '1', account: 'a', password: 'secret' }], registry.user!);
    expect(users).not.toContain('secret');
  });

  it('rows of another shape by their own keys; a tree one row per node', async () => {
    expect(await print('any', [{ month: '2024-01', count: 2 }])).toBe('month\tcount\n2024-01\t2\n');
    expect(await print('tree', [{ id: '1', title: 'a', children: [{ id: '2', title: 'b' }] }])).toBe(
      'id\ttitle\tdepth\n1\ta\t0\n2\tb\t1\n',
    );
  });

  it('a record as key/value lines; flags, nothing and values as one line', async () => {
    expect(await print('record', { paramKey: 'k' })).toBe('field\tvalue\nparamKey\tk\n');
    expect(await print('record', null)).toBe('no record\n');
    expect(await print('flag', null)).toBe('ok\n');
    expect(await print('value', 42)).toBe('42\n');
  });
});
