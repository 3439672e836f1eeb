import { downloadOperations } from '@nbxt/core/export/request.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import { maskSecrets } from '@nbxt/core/resources/secrets.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { Command } from 'commander';
import { connect } from '../connect.ts';
import { collectPair, readDataArg, readObject } from '../data-arg.ts';
import { CliError, UsageError } from '../errors.ts';
import type { Factory } from '../factory.ts';
import { write, writeJson, writeLine } from '../io.ts';
import { columnsOf, printRecord, printTable, toCsv } from '../output.ts';
import type { Register } from './index.ts';

function positiveInt(name: string) {
  return (value: string) => {
    if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError(`${name} must be a positive integer`);
    return Number(value);
  };
}

const SHOW_SECRETS = 'print passwords and secret keys instead of ***';

function addResourceCommands(program: Command, factory: Factory, spec: ResourceSpec): void {
  const noun = program.command(spec.name).description(`${spec.text.en} (${spec.path})`);
  if (!factory.builds(spec.name)) return;
  const render = async (key: string) => (await import('@nbxt/core/i18n/index.ts')).translate(key, 'zh');

  if (spec.standard.includes('list')) {
    noun
      .command('list')
      .description(`list ${spec.text.en.toLowerCase()}`)
      .option(
        '--filter <key=value>',
        'filter by a field as the console searches it (exact for the fields it matches exactly, LIKE otherwise; suffix the key with _equal for an exact match); repeatable',
        collectPair,
      )
      .option('--all', 'walk every page')
      .option('--page <n>', 'page number', positiveInt('--page'), 1)
      .option('--size <n>', 'page size', positiveInt('--size'), 10)
      .option('--csv', 'CSV output')
      .option('--show-secrets', SHOW_SECRETS)
      .action(async (options, cmd) => {
        const globals = factory.globals(cmd);
        const shown = (row: Record<string, unknown>) => (options.showSecrets ? row : maskSecrets(spec, row));
        const { client } = await connect(factory, globals);
        const resource = client.resource(spec);
        const { searchFilters } = await import('@nbxt/core/crud/search-filters.ts');
        const given = options.filter as Record<string, string> | undefined;
        const filters = given ? searchFilters(spec, given) : undefined;
        let rows: Record<string, unknown>[];
        let total: number;
        if (options.all) {
          rows = await resource.listAll(
            { filters, size: options.size === 10 ? 100 : options.size },
            (page) => {
              if (factory.io.isStdoutTTY && !globals.json)
                factory.io.stderr.write(`\rfetched ${page.current}/${page.pages} pages`);
            },
          );
          if (factory.io.isStdoutTTY && !globals.json) factory.io.stderr.write('\n');
          total = rows.length;
        } else {
          const page = await resource.list({ current: options.page, size: options.size, filters });
          rows = page.records;
          total = page.total;
        }
        if (globals.json) {
          await writeJson(factory.io, rows.map(shown));
          return;
        }
        const { flattenForest } = await import('@nbxt/core/crud/page.ts');
        const flat = spec.list.style === 'tree' ? flattenForest(rows) : rows;
        if (options.csv) {
          await write(factory.io.stdout, toCsv(columnsOf(spec, true), flat.map(shown)));
          return;
        }
        const columns = columnsOf(spec, false);
        const { labelRows } = await import('../labels.ts');
        const listed = spec.fields.filter((f) => columns.some((c) => c.key === f.name));
        const labelled = await labelRows(client, spec, listed, flat.map(shown));
        // On a terminal, trees read as trees: the first label column is indented by depth.
        const label = factory.io.isStdoutTTY ? columns.find((c) => c.key !== spec.idField)?.key : undefined;
        const table = flat.map((row, i) => {
          const out = labelled[i]!;
          const depth = typeof row.depth === 'number' ? row.depth : 0;
          if (!label || depth === 0) return out;
          return { ...out, [label]: `${'  '.repeat(depth - 1)}└ ${String(out[label] ?? '')}` };
        });
        await printTable(factory.io, columns, table);
        if (factory.io.isStdoutTTY && !options.all && spec.list.style !== 'tree') {
          await writeLine(factory.io.stderr, `page ${options.page} · ${rows.length} of ${total}`);
        }
      });
  }

  if (spec.standard.includes('detail')) {
    noun
      .command('get')
      .description(`show one record by ${spec.idField}`)
      .argument('<id>', spec.idField)
      .option('--show-secrets', SHOW_SECRETS)
      .action(async (id: string, options, cmd) => {
        const globals = factory.globals(cmd);
        const { client } = await connect(factory, globals);
        const found = await client.resource(spec).detail(id);
        const record = options.showSecrets ? found : maskSecrets(spec, found);
        if (globals.json) await writeJson(factory.io, record);
        else {
          const { labelRows } = await import('../labels.ts');
          await printRecord(factory.io, (await labelRows(client, spec, spec.fields, [record]))[0]!);
        }
      });
  }

  if (spec.standard.includes('submit')) {
    noun
      .command('submit')
      .description('add (no id) or update (with id) a record')
      .requiredOption('--data <json>', 'the record: @file.json, - for standard input, or inline JSON')
      .action(async (options, cmd) => {
        const globals = factory.globals(cmd);
        const record = readObject(await readDataArg(factory.io, options.data), '--data');
        const { missingRequired } = await import('@nbxt/core/resources/required.ts');
        const missing = missingRequired(spec, record)[0];
        if (missing) throw new CliError(await render(missing.message));
        // The rules the fields' kinds carry (an ID card, a mobile number): refused before anything is sent.
        const [{ invalidValues }, { refuseProblems }] = await Promise.all([
          import('@nbxt/core/resources/required.ts'),
          import('../operation-args.ts'),
        ]);
        await refuseProblems(invalidValues(spec, record), (name) => `--data ${name}`);
        const { client } = await connect(factory, globals);
        const data = await client.resource(spec).submit(record);
        const action = record[spec.idField] ? 'updated' : 'added';
        if (globals.json) await writeJson(factory.io, { ok: true, action, data: data ?? null });
        else
          await writeLine(
            factory.io.stdout,
            await render(action === 'added' ? 'crud.addSuccess' : 'crud.updateSuccess'),
          );
      });
  }

  if (spec.standard.includes('remove')) {
    noun
      .command('remove')
      .description('remove records by id')
      .argument('<ids...>', 'one or more ids')
      .action(async (ids: string[], _options, cmd) => {
        const globals = factory.globals(cmd);
        const list = ids.flatMap((id) => id.split(',')).filter((id) => id !== '');
        if (list.length === 0) throw new CliError(await render('crud.selectAtLeastOne'));
        const { client } = await connect(factory, globals);
        // One remove call with every id (BladeX takes ids comma-joined): it succeeds or fails as a whole.
        await client.resource(spec).remove(list);
        if (globals.json) await writeJson(factory.io, { ok: true, removed: list });
        else await writeLine(factory.io.stdout, `${await render('crud.removeSuccess')} (${list.length})`);
      });
  }

  addDownloadCommand(noun, factory, spec, 'export');
  addDownloadCommand(noun, factory, spec, 'file');
}

/**
 * `nbxt <resource> export` for report exports (spreadsheets) and `nbxt <resource> download` for other files
 * (the process diagram): the chosen operation's file is saved into a folder and its path printed.
 */
function addDownloadCommand(
  noun: Command,
  factory: Factory,
  spec: ResourceSpec,
  kind: 'export' | 'file',
): void {
  const downloads = downloadOperations(spec, kind);
  if (downloads.length === 0) return;
  const names = downloads.map(([name]) => name);
  const byDefault = names.includes('export') ? 'export' : names[0]!;
  const multipart = downloads.filter(([, op]) => op.args === 'multipart').map(([name]) => name);
  const command = noun
    .command(kind === 'export' ? 'export' : 'download')
    .description(
      kind === 'export'
        ? `download ${spec.text.en.toLowerCase()} as a spreadsheet; prints the file path`
        : `download a file: ${downloads.map(([, op]) => op.summary).join('; ')}; prints the file path`,
    )
    .option(
      '--filter <key=value>',
      'filter, or a path parameter such as id=…; goes to the query, the JSON body or the form as the call expects',
      collectPair,
    )
    .option('--op <name>', `which ${kind === 'export' ? 'export' : 'file'} (${names.join(', ')})`, byDefault)
    .option('-o, --output <dir>', 'folder (created when missing)', '.');
  if (multipart.length > 0)
    command.option(
      '--file <[field=]path>',
      `the file to send (${multipart.join(', ')}: multipart, field "file")`,
    );
  command.action(async (options, cmd) => {
    const globals = factory.globals(cmd);
    if (!names.includes(options.op)) throw new UsageError(`--op must be one of ${names.join(', ')}`);
    if (multipart.includes(options.op) !== (options.file !== undefined))
      throw new UsageError(
        options.file === undefined
          ? `${options.op} sends a file: pass --file PATH`
          : `${options.op} sends no file: --file is for ${multipart.join(', ')}`,
      );
    const [{ operationRequest }, { saveOne }, { resolve }, { withFile }] = await Promise.all([
      import('@nbxt/core/export/request.ts'),
      import('../export/single.ts'),
      import('node:path'),
      import('../multipart.ts'),
    ]);
    let request: ReturnType<typeof operationRequest>;
    try {
      request = operationRequest(spec, options.op, (options.filter ?? {}) as Record<string, string>);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if (options.file !== undefined) request = await withFile(request, options.file);
    const { client } = await connect(factory, globals);
    const saved = await saveOne(client, request, resolve(options.output), spec.name);
    if (globals.json) await writeJson(factory.io, { file: saved.path, bytes: saved.bytes });
    else await writeLine(factory.io.stdout, saved.path);
  });
}

/** `nbxt <resource> list|get|submit|remove|export|download` for every registry entry. */
export const register: Register = (program, factory) => {
  for (const spec of Object.values(registry)) addResourceCommands(program, factory, spec);
};
