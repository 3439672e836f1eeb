import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTitle } from '../../core/src/resources/record-title.ts';
import { getResource } from '../../core/src/resources/registry.ts';
import { type SandboxCli, sandboxCli } from '../helpers/sandbox.ts';

type Row = Record<string, unknown>;

/** Piped table output: a header line of field names, then tab-separated cells; rows as objects. */
const tsvRows = (stdout: string): Record<string, string>[] => {
  const [header, ...lines] = stdout.trimEnd().split('\n');
  const keys = header!.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((cell, i) => [keys[i], cell])));
};

const DICT_ALL = '/blade-system/dict/dictionary/all';

describe('nbxt list and get: choice labels for people, codes for scripts', () => {
  let s: SandboxCli;
  const run = async (args: string[]) => {
    const r = await s.nbxt(args);
    if (r.exitCode !== 0) throw new Error(`nbxt ${args.join(' ')} exited ${r.exitCode}: ${r.stderr}`);
    return r.stdout;
  };
  const json = async (args: string[]) => JSON.parse(await run([...args, '--json'])) as Row[];
  const dictionaryReads = async () => (await s.journal()).filter((e) => e.path === DICT_ALL);

  beforeAll(async () => {
    s = await sandboxCli();
    expect((await s.login()).exitCode).toBe(0);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("a module's own choices: the table shows the declared label, JSON and CSV the code", async () => {
    const field = getResource('crm-customer')!.fields.find((f) => f.name === 'customerType')!;
    const label = (code: unknown) => field.choices!.find((c) => c.value === String(code))!.zh;
    const raw = await json(['crm-customer', 'list', '--size', '5']);
    expect(raw.length).toBeGreaterThan(0);
    for (const row of raw) expect(field.choices!.map((c) => c.value)).toContain(String(row.customerType));

    await s.clearJournal();
    const table = tsvRows(await run(['crm-customer', 'list', '--size', '5']));
    expect(table.map((row) => row.id)).toEqual(raw.map((row) => row.id));
    expect(table.map((row) => row.customerType)).toEqual(raw.map((row) => label(row.customerType)));
    // Declared choices need no server dictionary.
    expect(await dictionaryReads()).toEqual([]);

    const [header, ...csv] = (await run(['crm-customer', 'list', '--csv', '--size', '5']))
      .trimEnd()
      .split('\r\n');
    const column = header!.split(',').indexOf('customerType');
    expect(csv.map((line) => line.split(',')[column])).toEqual(raw.map((row) => String(row.customerType)));

    const id = raw[0]!.id as string;
    const detail = await run(['crm-customer', 'get', id]);
    expect(detail).toContain(`\ncustomerType\t${label(raw[0]!.customerType)}\n`);
    expect(await json(['crm-customer', 'get', id])).toMatchObject({ customerType: raw[0]!.customerType });
    // The same record through its operation command (`nbxt <noun> <operation>`).
    expect(await run(['crm-customer', 'detail', '--id', id])).toBe(detail);
    expect(await json(['crm-customer', 'detail', '--id', id])).toMatchObject({
      customerType: raw[0]!.customerType,
    });
  });

  it('server dictionaries: read once per command (dictionary/all, as the console does), never for JSON', async () => {
    const items = (await json(['api', 'GET', DICT_ALL])) as unknown as Record<
      string,
      { dictKey: string; dictValue: string }[]
    >;
    const label = (code: string, value: unknown) =>
      items[code]!.find((item) => String(item.dictKey) === String(value))!.dictValue;

    await s.clearJournal();
    const raw = await json(['oss', 'list']);
    expect(raw.length).toBeGreaterThan(1);
    expect(await dictionaryReads()).toEqual([]);

    await s.clearJournal();
    const table = tsvRows(await run(['oss', 'list']));
    expect(table.map((row) => [row.category, row.status])).toEqual(
      raw.map((row) => [label('oss', row.category), label('yes_no', row.status)]),
    );
    expect((await dictionaryReads()).map((e) => `${e.method} ${e.path}`)).toEqual([`GET ${DICT_ALL}`]);
  });

  it('when the dictionaries cannot be read (no right to them), the table still prints, with the codes', async () => {
    const raw = await json(['oss', 'list']);
    await s.clearJournal();
    await s.fault({ fail: { path: DICT_ALL, status: 403, count: 1 } });
    try {
      const table = tsvRows(await run(['oss', 'list']));
      expect(table.map((row) => row.status)).toEqual(raw.map((row) => String(row.status)));
      expect(await dictionaryReads()).toHaveLength(1);
    } finally {
      await s.clearFaults();
    }
  });

  it('references by the names of their records: one list call per referenced entry, ids in JSON', async () => {
    const raw = await json(['contract-info', 'list', '--size', '5']);
    const users = await json(['user', 'list', '--size', '200']);
    const name = (id: unknown) => recordTitle(getResource('user')!, users.find((u) => u.id === id)!);
    expect(raw.every((row) => users.some((u) => u.id === row.actualExecutor))).toBe(true);

    await s.clearJournal();
    const table = tsvRows(await run(['contract-info', 'list', '--size', '5']));
    expect(table.map((row) => row.actualExecutor)).toEqual(raw.map((row) => name(row.actualExecutor)));
    expect(table.map((row) => row.actualExecutor)).not.toEqual(raw.map((row) => row.actualExecutor));
    const calls = (await s.journal()).map((e) => `${e.method} ${e.path} ${new URLSearchParams(e.query)}`);
    expect(calls).toEqual([
      'GET /contractLibrary/contractInfo/page current=1&size=5',
      'GET /blade-user/page current=1&size=200',
    ]);
  });
});
