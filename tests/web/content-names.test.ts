import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameByContent } from '../../scripts/build/content-names.ts';
import { runApp, splitApp } from '../helpers/split-app.ts';

/**
 * A small app split by esbuild as the console is: an entry with a chunk it shares with the pages it loads
 * lazily, and pages that import the entry back (a cycle); apart, an entry that loads nothing.
 */
const SOURCES: Record<string, string> = {
  'entry.js': `import { shared } from './shared.js';
    export const base = 'base';
    export async function run() {
      const [a, b] = await Promise.all([import('./page-a.js'), import('./page-b.js')]);
      return [shared(), a.value, b.value];
    }`,
  'shared.js': `export const shared = () => 'shared';`,
  'leaf.js': `export const leaf = () => 'leaf';`,
  'page-a.js': `import { base } from './entry.js'; import { shared } from './shared.js';
    import { leaf } from './leaf.js'; export const value = 'a:' + base + shared() + leaf();`,
  'page-b.js': `import { leaf } from './leaf.js'; export const value = 'b:' + leaf();`,
  'apart.js': `export const apart = 'apart';`,
};

const TARGET = ['es2022'];

describe('naming the built scripts by what they hold', () => {
  let base: string;
  let built: string;
  let meta: Metafile;
  let copies = 0;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'nbxt-names-'));
    built = join(base, 'built');
    await mkdir(join(built, 'src'), { recursive: true });
    for (const [name, text] of Object.entries(SOURCES)) await writeFile(join(built, 'src', name), text);
    meta = await splitApp(built, ['src/entry.js', 'src/page-a.js', 'src/page-b.js', 'src/apart.js'], 'out', {
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
    });
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  /** The built app copied (a file changed when asked) and named: old name → new name, and its results. */
  async function named(change: (dir: string) => Promise<void> = async () => {}, from: Metafile = meta) {
    const dir = join(base, `copy-${++copies}`);
    await cp(join(built, 'out'), join(dir, 'out'), { recursive: true });
    await change(dir);
    const renamed = await nameByContent(from, { root: dir, target: TARGET });
    const files = Object.keys(renamed.outputs);
    const names = Object.fromEntries(Object.keys(from.outputs).map((old, i) => [old, files[i]!]));
    const entry = files.find((file) => renamed.outputs[file]!.entryPoint === 'src/entry.js')!;
    return { dir, meta: renamed, names, entry };
  }

  /** The chunk (no entry point) holding a source module. */
  const chunkOf = (input: string) =>
    Object.keys(meta.outputs).find(
      (file) => !meta.outputs[file]!.entryPoint && Object.keys(meta.outputs[file]!.inputs).includes(input),
    )!;

  it('renames every script and each reference to it: the app runs the same, the metafile in step', async () => {
    const { dir, meta: renamed, names, entry } = await named();
    const scripts = Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));
    // esbuild's split: a chunk the entry and page-a share, one the pages share.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const old of scripts) {
      expect(names[old]).toMatch(/-[A-Z0-9]{8}\.js$/);
      expect(names[old]!.replace(/-\w{8}\.js$/, '')).toBe(old.replace(/-\w{8}\.js$/, ''));
      expect(names[old]).not.toBe(old);
    }
    const onDisk = [
      ...(await readdir(join(dir, 'out'))).filter((f) => f.endsWith('.js')).map((f) => `out/${f}`),
      ...(await readdir(join(dir, 'out/chunks'))).map((f) => `out/chunks/${f}`),
    ];
    expect(onDisk.sort()).toEqual(scripts.map((old) => names[old]).sort());
    expect(await runApp(join(built, Object.keys(meta.outputs).find((f) => f.includes('entry'))!))).toEqual(
      await runApp(join(dir, entry)),
    );
    // Imports, static and lazy, follow the new names.
    for (const [file, output] of Object.entries(renamed.outputs))
      for (const imp of output.imports)
        expect(renamed.outputs[imp.path], `${file} → ${imp.path}`).toBeTruthy();
    const entryText = await readFile(join(dir, entry), 'utf8');
    for (const imp of renamed.outputs[entry]!.imports) expect(entryText).toContain(imp.path.split('/').pop());
  });

  it('gives the same names to the same texts', async () => {
    expect((await named()).names).toEqual((await named()).names);
  });

  it('renames a script whose text changed under the same name, and every script that can load it, only', async () => {
    const before = (await named()).names;
    const leaf = chunkOf('src/leaf.js');
    // A chunk that gained a folded member: esbuild's name, new text.
    const after = (
      await named(async (dir) => {
        const text = await readFile(join(dir, leaf), 'utf8');
        await writeFile(join(dir, leaf), `${text}\nexport const m0$b=5;`);
      })
    ).names;
    const reaching = (file: string, seen = new Set<string>()): boolean =>
      file === leaf ||
      (!seen.has(file) &&
        meta.outputs[file]!.imports.some((imp) => !imp.external && reaching(imp.path, seen.add(file))));
    for (const file of Object.keys(meta.outputs).filter((f) => f.endsWith('.js')))
      if (reaching(file) || file.includes('entry')) expect(after[file], file).not.toBe(before[file]);
    // What cannot load the changed chunk keeps its name.
    const apart = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'src/apart.js')!;
    expect(reaching(apart)).toBe(false);
    expect(after[apart]).toBe(before[apart]);
  });

  it("fails the build when esbuild's metafile and its output disagree about what a script imports", async () => {
    // The script loading the pages (the entry's code: the pages import it back, so esbuild makes it a chunk).
    const loader = Object.keys(meta.outputs).find((f) =>
      meta.outputs[f]!.imports.some((imp) => imp.kind === 'dynamic-import'),
    )!;
    const drop = (kind: string): Metafile => ({
      ...meta,
      outputs: {
        ...meta.outputs,
        [loader]: {
          ...meta.outputs[loader]!,
          imports: meta.outputs[loader]!.imports.filter((i) => i.kind !== kind),
        },
      },
    });
    // A lazy page the metafile would not list (its name would stay the old one in the entry).
    await expect(named(async () => {}, drop('dynamic-import'))).rejects.toThrow(/esbuild/);
    // An import the metafile lists that the text does not make.
    await expect(
      named(async (dir) => {
        const text = await readFile(join(dir, loader), 'utf8');
        const lazyPageB = /import\([^)]*page-b[^)]*\)/;
        expect(text).toMatch(lazyPageB);
        await writeFile(join(dir, loader), text.replace(lazyPageB, 'Promise.resolve({})'));
      }),
    ).rejects.toThrow(/which its text does not import/);
  });

  it('fails the build when a script names another outside an import (a name renaming would miss)', async () => {
    const pageB = Object.keys(meta.outputs).find((f) => meta.outputs[f]!.entryPoint === 'src/page-b.js')!;
    const shared = chunkOf('src/shared.js');
    await expect(
      named(async (dir) => {
        const text = await readFile(join(dir, pageB), 'utf8');
        await writeFile(
          join(dir, pageB),
          `${text}\nexport const url=${JSON.stringify(shared.split('/').pop())};`,
        );
      }),
    ).rejects.toThrow(/still names/);
  });
});
