/**
 * `nbxt idcard --stdin --json` over 100,000 IDs, whole process (start-up, reading, checking, writing
 * NDJSON to a pipe). Target (issue 8): under 1 s. The CLI must have been built (`node scripts/build.ts cli`).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { medianMs } from '../measure.ts';

const cli = new URL('../../../cli/bin/nbxt.js', import.meta.url).pathname;
const count = 100_000;

/** Deterministic IDs: mostly valid 18-character ones, with 15-digit, bad-checksum and malformed lines mixed in. */
function makeIds(): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const provinces = [11, 12, 31, 33, 44, 50, 51, 65, 71, 81];
  let seed = 12345;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const first17 =
      pad(provinces[next(provinces.length)]!, 2) +
      pad(next(10000), 4) +
      pad(1930 + next(90), 4) +
      pad(1 + next(12), 2) +
      pad(1 + next(28), 2) +
      pad(next(1000), 3);
    let sum = 0;
    for (let k = 0; k < 17; k++) sum += Number(first17[k]) * weights[k]!;
    const id = first17 + '10X98765432'[sum % 11];
    const kind = i % 20;
    if (kind === 0) lines.push(id.slice(0, 6) + id.slice(8, 17));
    else if (kind === 1) lines.push(first17 + (id[17] === '0' ? '1' : '0'));
    else if (kind === 2) lines.push(` ${id}`);
    else lines.push(id);
  }
  return `${lines.join('\n')}\n`;
}

function runOnce(inputPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fd = openSync(inputPath, 'r');
    const child = spawn(process.execPath, [cli, 'idcard', '--stdin', '--json', '--today', '2026-01-01'], {
      stdio: [fd, 'pipe', 'inherit'],
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    let lines = 0;
    child.stdout?.on('data', (chunk: Buffer) => {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    });
    child.on('error', reject);
    child.on('close', () => {
      closeSync(fd);
      resolve(lines);
    });
  });
}

export default async function idcardBench(): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'nbxt-bench-idcard-'));
  try {
    const inputPath = join(dir, 'ids.txt');
    writeFileSync(inputPath, makeIds());
    const outputLines = await runOnce(inputPath);
    if (outputLines !== count) throw new Error(`expected ${count} output lines, got ${outputLines}`);
    const stdinJson100k = await medianMs(() => runOnce(inputPath), 5);
    const versionMs = await medianMs(
      () =>
        new Promise((resolve) =>
          spawn(process.execPath, [cli, '--version'], { stdio: 'ignore' }).on('close', resolve),
        ),
      5,
    );
    return {
      ids: count,
      stdinJson100kMs: stdinJson100k,
      targetMs: 1000,
      meetsTarget: stdinJson100k < 1000,
      startupMs: versionMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
