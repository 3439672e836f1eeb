import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { nameByContent } from '../../scripts/build/content-names.ts';

/**
 * Scripts as the console's build leaves them: an entry loading a chunk and (lazily) a page that imports the
 * entry back, and apart from them a chunk with a leaf of its own. Names as esbuild gave them.
 */
const FILES: Record<string, string> = {
  'out/entry-AAAAAAAA.js':
    'import"./chunks/chunk-BBBBBBBB.js";const p=()=>import("./chunks/page-CCCCCCCC.js");',
  'out/chunks/chunk-BBBBBBBB.js': 'export const a=1;',
  'out/chunks/page-CCCCCCCC.js': 'import"../entry-AAAAAAAA.js";export const p=2;',
  'out/chunks/other-DDDDDDDD.js': 'import"./chunk-EEEEEEEE.js";export const o=3;',
  'out/chunks/chunk-EEEEEEEE.js': 'export const e=4;',
};

const output = (imports: string[]): Metafile['outputs'][string] => ({
  bytes: 0,
  inputs: {},
  exports: [],
  imports: imports.map((path) => ({ path, kind: 'import-statement' as const })),
});

const META: Metafile = {
  inputs: {},
  outputs: {
    'out/entry-AAAAAAAA.js': output(['out/chunks/chunk-BBBBBBBB.js']),
    'out/chunks/chunk-BBBBBBBB.js': output([]),
    'out/chunks/page-CCCCCCCC.js': output(['out/entry-AAAAAAAA.js']),
    'out/chunks/other-DDDDDDDD.js': output(['out/chunks/chunk-EEEEEEEE.js']),
    'out/chunks/chunk-EEEEEEEE.js': output([]),
    'out/styles-FFFFFFFF.css': output([]),
  },
};

describe('naming the built scripts by what they hold', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Writes the scripts (one changed when asked), names them; returns old name → new name and the texts. */
  async function named(change: Record<string, string> = {}) {
    const dir = await mkdtemp(join(tmpdir(), 'nbxt-names-'));
    dirs.push(dir);
    await mkdir(join(dir, 'out/chunks'), { recursive: true });
    for (const [file, text] of Object.entries({ ...FILES, ...change }))
      await writeFile(join(dir, file), text);
    const meta = await nameByContent(META, dir);
    const files = Object.keys(meta.outputs);
    const names = Object.fromEntries(
      Object.keys(META.outputs).map((old, i) => [old, files[i]!] as const),
    ) as Record<string, string>;
    const onDisk = [
      ...(await readdir(join(dir, 'out'))).filter((f) => f.endsWith('.js')).map((f) => `out/${f}`),
      ...(await readdir(join(dir, 'out/chunks'))).map((f) => `out/chunks/${f}`),
    ];
    const text = (old: string) => readFile(join(dir, names[old]!), 'utf8');
    return { meta, names, onDisk, text };
  }

  it('renames every script and the references to it, keeping the stems and the metafile in step', async () => {
    const { meta, names, onDisk, text } = await named();
    const scripts = Object.keys(FILES);
    for (const old of scripts) expect(names[old]).toMatch(/-[A-Z0-9]{8}\.js$/);
    expect(new Set(scripts.map((old) => names[old])).size).toBe(scripts.length);
    expect(onDisk.sort()).toEqual(scripts.map((old) => names[old]).sort());
    // Two chunks with the same stem stay apart; the stylesheet is not a script and keeps its name.
    expect(names['out/chunks/chunk-BBBBBBBB.js']).not.toBe(names['out/chunks/chunk-EEEEEEEE.js']);
    expect(names['out/styles-FFFFFFFF.css']).toBe('out/styles-FFFFFFFF.css');
    const base = (old: string) => names[old]!.split('/').pop()!;
    const entry = await text('out/entry-AAAAAAAA.js');
    expect(entry).toContain(`./chunks/${base('out/chunks/chunk-BBBBBBBB.js')}`);
    expect(entry).toContain(`./chunks/${base('out/chunks/page-CCCCCCCC.js')}`);
    expect(await text('out/chunks/page-CCCCCCCC.js')).toContain(`../${base('out/entry-AAAAAAAA.js')}`);
    expect(meta.outputs[names['out/chunks/page-CCCCCCCC.js']!]!.imports[0]!.path).toBe(
      names['out/entry-AAAAAAAA.js'],
    );
  });

  it('gives the same names to the same texts', async () => {
    expect((await named()).names).toEqual((await named()).names);
  });

  it('renames a script whose text changed under the same name, and every script that can load it, only', async () => {
    const before = (await named()).names;
    // A chunk that gained a folded member: esbuild's name, new text.
    const after = (await named({ 'out/chunks/chunk-BBBBBBBB.js': 'export const a=1,m0$b=5;' })).names;
    for (const old of [
      'out/chunks/chunk-BBBBBBBB.js',
      'out/entry-AAAAAAAA.js',
      'out/chunks/page-CCCCCCCC.js',
    ])
      expect(after[old], old).not.toBe(before[old]);
    for (const old of ['out/chunks/other-DDDDDDDD.js', 'out/chunks/chunk-EEEEEEEE.js'])
      expect(after[old], old).toBe(before[old]);
  });
});
