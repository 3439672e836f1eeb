import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { type RebuildOptions, rebuildOptions, specifier } from './merge-chunks.ts';

/**
 * Names the built scripts anew after the chunks were folded (merge-chunks.ts), from what they hold now:
 * esbuild named them from what it wrote, so a folded file whose members changed would keep its name, and a
 * browser holding it as immutable (scripts/serve/static.ts) would mix old and new code, and a page left
 * open over a deploy would not see its chunks gone (web/src/app/chunk-load.ts). It buys no speed (cold
 * first parameter row 1207 ms without it, 1197 ms with it, median of 11, same run; the scripts written
 * again by esbuild are a little smaller: the notice group 493 KB gzip instead of 500 KB), but the fold's
 * margin (merge-chunks.ts) is only safe with it.
 *
 * A script's name covers its own text and the texts of every script it can load, statically or not: a
 * change anywhere below it renames it, and cycles (pages importing the entry that loads them) need no
 * order. What a script loads is read from esbuild's metafile, and the references are rewritten by esbuild
 * itself (each script with imports bundled again, every import resolved to the new name and kept
 * external); a reference the metafile did not list, or a name left in a text, fails the build.
 * Names keep esbuild's shape, `<stem>-<8 characters>.js`.
 */

const NAME = /^(.+)-([A-Z0-9]{8})\.js$/;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The 8 characters naming a built file after its content (`<stem>-<code>.js`, `.css`). */
export const contentCode = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** Every script reachable from `file` in `graph` (itself included). */
function reachable(graph: ReadonlyMap<string, readonly string[]>, file: string): string[] {
  const seen = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const to of graph.get(next) ?? []) stack.push(to);
  }
  return [...seen];
}

/**
 * `file`'s text with each script it imports (by the metafile, `imports`) named as `renamed` says, written by
 * esbuild. Throws when the text imports a file the metafile does not list or leaves one it lists unseen.
 */
async function rewriteImports(
  file: string,
  imports: readonly string[],
  renamed: ReadonlyMap<string, string>,
  options: RebuildOptions,
): Promise<string> {
  const path = join(options.root, file);
  const seen = new Set<string>();
  const rename: Plugin = {
    name: 'rename-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const target = relative(options.root, resolve(args.resolveDir, args.path));
        if (!imports.includes(target))
          throw new Error(`${file} imports ${args.path}, which esbuild's metafile does not list`);
        seen.add(target);
        return { path: specifier(dirname(path), join(options.root, renamed.get(target)!)), external: true };
      });
    },
  };
  const result = await build({
    ...rebuildOptions(options),
    entryPoints: [path],
    outfile: path,
    plugins: [rename],
  });
  const unseen = imports.filter((target) => !seen.has(target));
  if (unseen.length > 0)
    throw new Error(`${file}: esbuild's metafile lists ${unseen.join(', ')}, which its text does not import`);
  return result.outputFiles[0]!.text;
}

/**
 * Rename the metafile's scripts (paths relative to `options.root`) by content, on disk and in each other's
 * imports; returns the metafile with the new names.
 */
export async function nameByContent(meta: Metafile, options: RebuildOptions): Promise<Metafile> {
  const scripts = Object.keys(meta.outputs).filter((file) => NAME.test(basename(file)));
  const known = new Set(scripts);
  const texts = new Map(
    await Promise.all(
      scripts.map(async (file) => [file, await readFile(join(options.root, file), 'utf8')] as const),
    ),
  );
  // What each script can load, static or lazy, as esbuild recorded it.
  const graph = new Map(
    scripts.map((file) => {
      const imports = meta.outputs[file]!.imports.filter((imp) => !imp.external).map((imp) => imp.path);
      const unknown = imports.filter((path) => !known.has(path));
      if (unknown.length > 0) throw new Error(`${file} imports ${unknown.join(', ')}: not a built script`);
      return [file, [...new Set(imports)]] as const;
    }),
  );
  const own = new Map(scripts.map((file) => [file, digest(texts.get(file)!)]));
  const renamed = new Map<string, string>();
  for (const file of scripts) {
    // Its own text first: scripts reaching the same set (a cycle) still differ.
    const hash = digest(
      `${own.get(file)}|${reachable(graph, file)
        .map((f) => own.get(f)!)
        .sort()
        .join()}`,
    );
    renamed.set(file, join(dirname(file), basename(file).replace(NAME, `$1-${contentCode(hash)}.js`)));
  }
  const written = new Map(
    await Promise.all(
      scripts.map(async (file) => {
        const imports = graph.get(file)!;
        const text =
          imports.length > 0 ? await rewriteImports(file, imports, renamed, options) : texts.get(file)!;
        return [file, text] as const;
      }),
    ),
  );
  // A reference esbuild wrote elsewhere than in an import (none today) would still name the old file.
  const gone = scripts.filter((file) => renamed.get(file) !== file).map((file) => basename(file));
  for (const [file, text] of written) {
    const left = gone.find((name) => text.includes(name));
    if (left) throw new Error(`${file} still names ${left} after renaming: esbuild's output changed shape`);
  }
  await Promise.all(scripts.map((file) => rm(join(options.root, file))));
  await Promise.all(
    scripts.map((file) => writeFile(join(options.root, renamed.get(file)!), written.get(file)!)),
  );
  const to = (file: string) => renamed.get(file) ?? file;
  return {
    ...meta,
    outputs: Object.fromEntries(
      Object.entries(meta.outputs).map(([file, output]) => [
        to(file),
        {
          ...output,
          bytes: renamed.has(file) ? Buffer.byteLength(written.get(file)!) : output.bytes,
          imports: output.imports.map((imp) => (imp.external ? imp : { ...imp, path: to(imp.path) })),
        },
      ]),
    ),
  };
}
