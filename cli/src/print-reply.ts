import { flattenForest } from '@nbxt/core/crud/page.ts';
import { maskSecrets } from '@nbxt/core/resources/secrets.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { type IOStreams, writeLine } from './io.ts';
import { type Column, cellText, columnsOf, printRecord, printTable } from './output.ts';

type Row = Record<string, unknown>;

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

async function printRows(io: IOStreams, spec: ResourceSpec, rows: Row[]): Promise<void> {
  const shown = rows.map((row) => maskSecrets(spec, row));
  await printTable(io, columnsFor(spec, shown), shown);
}

/**
 * The reply data of `nbxt <noun> <operation>` for people: pages, lists and trees as tables, a record as
 * key/value lines, a flag or a value as one short line.
 */
export async function printReply(
  io: IOStreams,
  spec: ResourceSpec,
  op: OperationSpec,
  data: unknown,
): Promise<void> {
  if (op.reply === 'page' && isRow(data) && Array.isArray(data.records)) {
    await printRows(io, spec, data.records.filter(isRow));
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
    await printRows(io, spec, flattenForest(data.filter(isRow)));
    return;
  }
  if (Array.isArray(data) && data.every(isRow)) {
    await printRows(io, spec, data);
    return;
  }
  if (isRow(data)) {
    await printRecord(io, maskSecrets(spec, data));
    return;
  }
  if (op.reply === 'flag' || typeof data === 'boolean')
    await writeLine(io.stdout, data === false ? 'not done' : 'ok');
  else if (data === null || data === undefined)
    await writeLine(io.stdout, op.reply === 'record' ? 'no record' : 'ok');
  else await writeLine(io.stdout, cellText(data));
}
