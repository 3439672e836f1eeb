import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { IOStreams } from './io.ts';
import { write, writeLine } from './io.ts';

export interface Column {
  key: string;
  title: string;
}

/** How a cell value prints: strings as they are, objects as compact JSON, nothing as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function csvCell(text: string): string {
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header line and CRLF line ends. */
export function toCsv(columns: Column[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map((c) => csvCell(c.key)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(cellText(row[c.key]))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Plain, stable output for pipes: a header line, then tab-separated values (tabs/newlines escaped). */
export function toTsv(columns: Column[], rows: Record<string, unknown>[]): string {
  const clean = (text: string) => text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\r?\n/g, '\\n');
  const lines = [columns.map((c) => c.key).join('\t')];
  for (const row of rows) lines.push(columns.map((c) => clean(cellText(row[c.key]))).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** A table: Ink on a terminal, tab-separated when piped. */
export async function printTable(
  io: IOStreams,
  columns: Column[],
  rows: Record<string, unknown>[],
): Promise<void> {
  if (!io.isStdoutTTY) {
    await write(io.stdout, toTsv(columns, rows));
    return;
  }
  const [{ renderToString }, { createElement }, { Table }] = await Promise.all([
    import('ink'),
    import('react'),
    import('./ui/table.tsx'),
  ]);
  const textRows = rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, cellText(row[c.key])])));
  const width = (io.stdout as { columns?: number }).columns || 120;
  await writeLine(
    io.stdout,
    renderToString(createElement(Table, { columns, rows: textRows }), { columns: width }),
  );
}

/** Key/value view of one record. */
export async function printRecord(io: IOStreams, record: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(record).map(([key, value]) => ({ field: key, value: cellText(value) }));
  await printTable(
    io,
    [
      { key: 'field', title: 'field' },
      { key: 'value', title: 'value' },
    ],
    rows,
  );
}

/** A resource's table columns: its id, then its list fields (all fields with `all`), titled in Chinese. */
export function columnsOf(spec: ResourceSpec, all: boolean): Column[] {
  const fields = spec.fields.filter((f) => all || f.list);
  const columns = fields.map((f) => ({ key: f.name, title: f.text.zh }));
  return spec.idField === 'id' || !columns.some((c) => c.key === spec.idField)
    ? [{ key: spec.idField, title: spec.idField }, ...columns]
    : columns;
}
