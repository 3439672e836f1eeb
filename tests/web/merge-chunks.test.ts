import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesReaching, mergeChunks } from '../../scripts/build/merge-chunks.ts';
import { runApp, splitApp } from '../helpers/split-app.ts';

/**
 * A small app split by esbuild as the console is: an entry sharing modules with the pages it loads
 * lazily, so that each shared set becomes a chunk of its own. Every module counts its evaluations.
 */
const SOURCES: Record<string, string> = {
  'entry.js': `import { shared } from './shared.js';
    import { counted } from './counter.js';
    export async function run() {
      const [a, b] = await Promise.all([import('./page-a.js'), import('./page-b.js')]);
      return [shared(), a.value, b.value, counted()];
    }`,
  'counter.js': `globalThis.evaluations = (globalThis.evaluations ?? 0) + 1;
    export const counted = () => globalThis.evaluations;`,
  'shared.js': `import './counter.js'; export const shared = () => 'shared';`,
  'common.js': `import { shared } from './shared.js'; export const common = () => 'common+' + shared();`,
  'page-a.js': `import { common } from './common.js'; import { shared } from './shared.js';
    export const value = 'a:' + common() + ':' + shared();`,
  'page-b.js': `import { common } from './common.js'; export const value = 'b:' + common();`,
};

describe('folding chunks after the build', () => {
  let dir: string;
  let meta: Metafile;
  const out = () => join(dir, 'out');
  const entryFile = () =>
    Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'src/entry.js')!;
  /** The app's results, run by a Node of its own (this one would keep the modules it imported before). */
  const run = (file: string) => runApp(join(dir, file));

  /** The app built by esbuild into `outdir`, split. */
  const split = (outdir: string) => splitApp(dir, ['src/entry.js', 'src/page-a.js', 'src/page-b.js'], outdir);

  /** The app split anew into a folder of its own, its entry and the chunks only the entry reaches. */
  async function freshSplit(name: string) {
    const fresh = await split(join(dir, name));
    const entry = Object.keys(fresh.outputs).find((f) => fresh.outputs[f]!.entryPoint === 'src/entry.js')!;
    const reach = entriesReaching(fresh);
    const ofEntry = Object.keys(fresh.outputs).filter(
      (f) => !fresh.outputs[f]!.entryPoint && reach.get(f)?.has('src/entry.js'),
    );
    return { fresh, entry, ofEntry };
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nbxt-merge-'));
    await mkdir(join(dir, 'src'));
    for (const [name, text] of Object.entries(SOURCES)) await writeFile(join(dir, 'src', name), text);
    meta = await split(out());
  });
  afterAll(async () => {
    // A module run from the folder may still be closing its files: rm retries ENOTEMPTY/EBUSY.
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it("folds an entry's chunks into it: fewer files, the same results, each module evaluated once", async () => {
    const entry = entryFile();
    const chunks = Object.keys(meta.outputs).filter((f) => !meta.outputs[f]!.entryPoint);
    // esbuild's split: the entry's shared modules and the pages' common one are chunks of their own.
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const before = await run(entry);
    expect(before).toEqual(['shared', 'a:common+shared:shared', 'b:common+shared', 1]);

    const reach = entriesReaching(meta);
    const ofEntry = chunks.filter((f) => reach.get(f)!.has('src/entry.js'));
    expect(ofEntry.length).toBeGreaterThan(0);
    const merged = await mergeChunks(meta, entry, ofEntry, { root: dir, target: ['es2022'] });

    expect(await run(entry)).toEqual(before);
    const files = (await readdir(out())).filter((f) => f.endsWith('.js'));
    expect(files).toHaveLength(Object.keys(meta.outputs).length - ofEntry.length);
    for (const member of ofEntry) expect(files).not.toContain(member.split('/').pop());
    // The metafile follows: the entry imports no chunk statically, the pages import the entry instead.
    expect(merged.outputs[entry]!.imports.filter((imp) => imp.kind === 'import-statement')).toEqual([]);
    const pageA = Object.keys(merged.outputs).find((f) => merged.outputs[f]!.entryPoint === 'src/page-a.js')!;
    expect(merged.outputs[pageA]!.imports.map((imp) => imp.path)).toContain(entry);
    expect(Object.keys(merged.outputs[entry]!.inputs)).toEqual(expect.arrayContaining(['src/shared.js']));
    expect(await readFile(join(dir, pageA), 'utf8')).toContain(entry.split('/').pop());
  });

  it('refuses to fold an entry point into another file', async () => {
    const pageB = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'src/page-b.js')!;
    await expect(mergeChunks(meta, entryFile(), [pageB], { root: dir, target: ['es2022'] })).rejects.toThrow(
      /entry point/,
    );
  });

  it("fails the build when the metafile it folds by does not match esbuild's output", async () => {
    const { fresh, entry, ofEntry } = await freshSplit('fresh');
    // A metafile whose entry loads no page lazily (its text does): the folded metafile would be wrong.
    const lazyLeftOut: Metafile = {
      ...fresh,
      outputs: {
        ...fresh.outputs,
        [entry]: {
          ...fresh.outputs[entry]!,
          imports: fresh.outputs[entry]!.imports.filter((imp) => imp.kind !== 'dynamic-import'),
        },
      },
    };
    await expect(mergeChunks(lazyLeftOut, entry, ofEntry, { root: dir, target: ['es2022'] })).rejects.toThrow(
      /esbuild wrote .* importing/,
    );
  });

  it("fails the build when the metafile does not list a chunk's exports that others import", async () => {
    const { fresh, entry, ofEntry } = await freshSplit('exports');
    const noExports: Metafile = {
      ...fresh,
      outputs: Object.fromEntries(
        Object.entries(fresh.outputs).map(([file, out]) => [
          file,
          ofEntry.includes(file) ? { ...out, exports: [] } : out,
        ]),
      ),
    };
    await expect(mergeChunks(noExports, entry, ofEntry, { root: dir, target: ['es2022'] })).rejects.toThrow(
      /No matching export/,
    );
  });
});
