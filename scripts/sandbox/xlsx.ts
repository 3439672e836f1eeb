/**
 * Real .xlsx exports, streamed with exceljs's WorkbookWriter straight into the HTTP response. The bytes are
 * deterministic for the same rows (fixed workbook and zip entry dates), so tests can compare a resumed
 * download with an uninterrupted one byte for byte. A "large" export pads the sheet with pseudo-random,
 * poorly compressible cells until the zipped output reaches the requested size.
 */
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Every workbook and zip entry carries this date: the same request gives the same bytes. */
const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

let zipDatesFixed = false;
const QUEUE_LIMIT = 4 * 1024 * 1024;

/**
 * archiver (exceljs's zip writer) stamps each entry with the current time, and the constructor of the
 * WorkbookWriter already appends entries; so the stamp is fixed once on archiver's prototype, learnt from a
 * throw-away writer. Only exceljs uses archiver in the sandbox.
 */
function fixZipDates(): void {
  if (zipDatesFixed) return;
  const probe = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
  const proto = Object.getPrototypeOf((probe as unknown as { zip: object }).zip) as {
    append: (this: unknown, source: unknown, data?: Record<string, unknown>) => unknown;
  };
  const append = proto.append;
  proto.append = function (source, data) {
    return append.call(this, source, { date: FIXED_DATE, ...data });
  };
  zipDatesFixed = true;
}

export interface SheetSpec {
  sheetName: string;
  columns: { key: string; header: string }[];
  rows: Record<string, unknown>[];
  /** Pad the file with generated rows to about this many bytes. */
  padToBytes?: number;
}

/** A small seeded generator (mulberry32): the padding is the same on every request. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const POOL_SIZE = 1 << 20;
const CELL_LENGTH = 200;
let pool: string | undefined;

/** 1 MB of seeded random text; cells are slices at random offsets, far apart for deflate's 32 KB window. */
function randomPool(): string {
  if (pool) return pool;
  const random = seeded(0x5eed);
  const chars: string[] = [];
  for (let i = 0; i < POOL_SIZE + CELL_LENGTH; i++)
    chars.push(ALPHABET[Math.floor(random() * ALPHABET.length)]!);
  pool = chars.join('');
  return pool;
}

const cellValue = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * Small workbooks by content: the bytes are deterministic, so a repeated export is served from memory and
 * the sandbox's CPU (it shares the machine with the client under test) stays out of client benchmarks.
 */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 256;

/** Write the workbook to `out` (which is ended). Resolves when the last byte was handed over. */
export async function writeXlsx(out: Writable, sheet: SheetSpec): Promise<void> {
  if (sheet.padToBytes && sheet.padToBytes > 0) return writeWorkbook(out, sheet);
  const key = JSON.stringify([sheet.sheetName, sheet.columns, sheet.rows]);
  let bytes = cache.get(key);
  if (!bytes) {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    await writeWorkbook(collector, sheet);
    bytes = Buffer.concat(chunks);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(key, bytes);
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(bytes, () => resolve());
  });
}

async function writeWorkbook(out: Writable, sheet: SheetSpec): Promise<void> {
  fixZipDates();
  let written = 0;
  const counter = new PassThrough();
  counter.on('data', (chunk: Buffer) => {
    written += chunk.length;
  });
  counter.pipe(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: counter,
    useStyles: false,
    useSharedStrings: false,
    created: FIXED_DATE,
    modified: FIXED_DATE,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  workbook.creator = 'nbxt sandbox';
  const worksheet = workbook.addWorksheet(sheet.sheetName.slice(0, 31) || 'Sheet1');
  worksheet.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: 20 }));
  for (const row of sheet.rows) {
    worksheet.addRow(Object.fromEntries(sheet.columns.map((c) => [c.key, cellValue(row[c.key])]))).commit();
  }
  if (sheet.padToBytes && sheet.padToBytes > 0) {
    const text = randomPool();
    const random = seeded(0xfade);
    const width = Math.max(sheet.columns.length, 1);
    // A fixed row count for the size (random text deflates to about 3/4), so equal requests give equal bytes.
    const rows = Math.ceil(sheet.padToBytes / (width * CELL_LENGTH * 0.75));
    let produced = 0;
    for (let n = 0; n < rows; n++) {
      const values = Array.from({ length: width }, () => {
        const at = Math.floor(random() * POOL_SIZE);
        return text.slice(at, at + CELL_LENGTH);
      });
      worksheet.addRow(values).commit();
      produced += width * CELL_LENGTH * 0.8;
      // exceljs ignores back-pressure: wait while more than a few MB are queued in the zip pipeline, so
      // memory stays flat.
      while (produced - written > QUEUE_LIMIT) await new Promise<void>((resolve) => setTimeout(resolve, 2));
    }
  }
  worksheet.commit();
  await workbook.commit();
  await new Promise<void>((resolve, reject) => {
    if (counter.writableFinished && out.writableFinished) resolve();
    else {
      out.once('finish', resolve);
      out.once('close', resolve);
      out.once('error', reject);
    }
  });
}

/** The text of every cell of a workbook's first sheet (uploads such as a list of people). */
export async function readCells(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => {
      const text = cell.text.trim();
      if (text) cells.push(text);
    });
  });
  return cells;
}

/** The text of each row of a workbook's first sheet, cell by cell (imports: a header row, then records). */
export async function readRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text.trim();
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}
