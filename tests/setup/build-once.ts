/**
 * Global setup of the projects that run the built CLI or console (vitest.config.ts): builds what the
 * project needs once per run, before any of its files start, through the build's own command
 * (`node scripts/build.ts cli web`). Skipped when nothing it is built from changed since this setup last
 * built it: a stamp of its inputs' paths, sizes and modification times in node_modules/.cache.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const root = new URL('../../', import.meta.url).pathname;
const STAMPS = join(root, 'node_modules/.cache/nbxt-test-builds');

/** What each target is built from, and the file whose presence says it was built. */
const TARGETS = {
  cli: {
    inputs: ['cli', 'core/src', 'scripts/build', 'scripts/build.ts', 'package-lock.json'],
    built: 'cli/dist/nbxt.js',
  },
  web: {
    inputs: ['web', 'core/src', 'scripts/build', 'scripts/build.ts', 'package-lock.json'],
    built: 'web/dist/index.html',
  },
} as const;
type Target = keyof typeof TARGETS;

/** The projects that need a build, and which. */
const NEEDS: Record<string, Target[]> = { built: ['cli', 'web'], e2e: ['cli', 'web'] };

function listInputs(path: string, into: string[]): void {
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    into.push(`${path} ${stat.size} ${stat.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(join(root, path)).sort())
    if (entry !== 'dist' && entry !== 'node_modules') listInputs(`${path}/${entry}`, into);
}

function inputsStamp(target: Target): string {
  const lines: string[] = [];
  for (const input of TARGETS[target].inputs) listInputs(input, lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

const stampFile = (target: Target) => join(STAMPS, `${target}.sha256`);

function fresh(target: Target, stamp: string): boolean {
  if (!existsSync(join(root, TARGETS[target].built)) || !existsSync(stampFile(target))) return false;
  return readFileSync(stampFile(target), 'utf8') === stamp;
}

export default async function buildOnce(project: TestProject): Promise<void> {
  const stamps = new Map((NEEDS[project.name] ?? []).map((target) => [target, inputsStamp(target)]));
  const stale = [...stamps].filter(([target, stamp]) => !fresh(target, stamp)).map(([target]) => target);
  if (stale.length === 0) return;
  await promisify(execFile)(process.execPath, ['scripts/build.ts', ...stale], { cwd: root });
  mkdirSync(STAMPS, { recursive: true });
  for (const target of stale) writeFileSync(stampFile(target), stamps.get(target)!);
}
