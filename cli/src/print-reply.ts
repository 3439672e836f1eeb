import { flattenForest } from '@nbxt/core/crud/page.ts';
import { maskSecrets } from '@nbxt/core/resources/secrets.ts';
import type { FieldSpec, OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { type IOStreams, writeLine } from './io.ts';
import { type Column, cellText, columnsOf, printRecord, printTable } from './output.ts';

type Row = Record<string, unknown>;

/** Rows with these fields' values as people read them (labels, names: `labels.ts`). */
export type Labeller = (fields: readonly FieldSpec[], rows: Row[]) => Promise<Row[]>;

const asIs: Labeller = async (_fields, rows) => rows;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The resource's list columns when the rows are its records, else every key the rows have (a statistics
 * row, a task of the work lists).
 */
function columnsFor(spec: ResourceSpec, rows: Row[]): Column[] {
  const own = columnsOf(spec, false);
  if (rows.some((row) => own.some((c) => c.key !== spec.idField && c.key in row))) return own;
  const keys = new Set<string>();
  for (const row of rows.slice(0, 50)) for (const key of Object.keys(row)) keys.add(key);
  return [...keys].map((key) => ({ key, title: key }));
}

async function printRows(io: IOStreams, spec: ResourceSpec, rows: Row[], label: Labeller): Promise<void> {
  const shown = rows.map((row) => maskSecrets(spec, row));
  const columns = columnsFor(spec, shown);
  const fields = spec.fields.filter((f) => columns.some((c) => c.key === f.name));
  await printTable(io, columns, await label(fields, shown));
}

/**
 * The reply data of `nbxt <noun> <operation>` for people: pages, lists and trees as tables, a record as
 * key/value lines, a flag or a value as one short line. `label` shows the resource's fields as people
 * read them.
 */
export async function printReply(
  io: IOStreams,
  spec: ResourceSpec,
  op: OperationSpec,
  data: unknown,
  label: Labeller = asIs,
): Promise<void> {
  if (op.reply === 'page' && isRow(data) && Array.isArray(data.records)) {
    await printRows(io, spec, data.records.filter(isRow), label);
    if (io.isStdoutTTY)
      await writeLine(
        io.stderr,
        `page ${cellText(data.current)} · ${data.records.length} of ${cellText(data.total)}`,
      );
    return;
  }
  // Trees (and lists whose rows carry children) print one row per node.
  if (
    Array.isArray(data) &&
    (op.reply === 'tree' || data.some((r) => isRow(r) && Array.isArray(r.children)))
  ) {
    await printRows(io, spec, flattenForest(data.filter(isRow)), label);
    return;
  }
  if (Array.isArray(data) && data.every(isRow)) {
    await printRows(io, spec, data, label);
    return;
  }
  if (isRow(data)) {
    await printRecord(io, (await label(spec.fields, [maskSecrets(spec, data)]))[0]!);
    return;
  }
  if (op.reply === 'flag' || typeof data === 'boolean')
    await writeLine(io.stdout, data === false ? 'not done' : 'ok');
  else if (data === null || data === undefined)
    await writeLine(io.stdout, op.reply === 'record' ? 'no record' : 'ok');
  else await writeLine(io.stdout, cellText(data));
}
