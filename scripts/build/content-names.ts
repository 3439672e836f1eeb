import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * Names the built scripts anew after the chunks were folded (merge-chunks.ts), from what they hold now:
 * esbuild named them from what it wrote, so a folded file whose members changed would keep its name, and a
 * browser holding it as immutable would mix old and new code. As esbuild does, a script's name covers its
 * own text (other scripts' names left out) and the texts of every script it can load, statically or not:
 * a change anywhere below it renames it, and cycles (pages importing the entry that loads them) need no
 * order. In the console every script reaches the entry and the entry every page, so any change renames them
 * all, as esbuild's own names did. Names keep esbuild's shape, `<stem>-<8 characters>.js`.
 */

const NAME = /^(.+)-([A-Z0-9]{8})\.js$/;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The 8 characters naming a built file after its content (`<stem>-<code>.js`, `.css`). */
export const contentCode = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** Every script reachable from `file` in `graph` (itself included). */
function reachable(graph: ReadonlyMap<string, ReadonlySet<string>>, file: string): string[] {
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
 * Rename the metafile's scripts (paths relative to `root`) by content, on disk and in each other's
 * imports; returns the metafile with the new names.
 */
export async function nameByContent(meta: Metafile, root: string): Promise<Metafile> {
  const scripts = Object.keys(meta.outputs).filter((file) => NAME.test(basename(file)));
  const texts = new Map(
    await Promise.all(scripts.map(async (file) => [file, await readFile(join(root, file), 'utf8')] as const)),
  );
  const byBase = new Map(scripts.map((file) => [basename(file), file]));
  // A script refers to another by its file name (with a hash, so a name in a text is a reference).
  const pattern = new RegExp(
    [...byBase.keys()].map((name) => name.replace(/[.$]/g, (c) => `\\${c}`)).join('|'),
    'g',
  );
  const graph = new Map<string, Set<string>>();
  const isolated = new Map<string, string>();
  for (const [file, text] of texts) {
    const refs = new Set<string>();
    const stripped = text.replace(pattern, (name) => {
      refs.add(byBase.get(name)!);
      return name.replace(NAME, '$1-########.js');
    });
    graph.set(file, refs);
    isolated.set(file, digest(stripped));
  }
  const renamed = new Map<string, string>();
  for (const file of scripts) {
    // Its own text first: scripts reaching the same set (a cycle) still differ.
    const hash = digest(
      `${isolated.get(file)}|${reachable(graph, file)
        .map((f) => isolated.get(f)!)
        .sort()
        .join()}`,
    );
    renamed.set(file, join(dirname(file), basename(file).replace(NAME, `$1-${contentCode(hash)}.js`)));
  }
  const newBase = new Map([...renamed].map(([from, to]) => [basename(from), basename(to)]));
  await Promise.all(
    scripts.map(async (file) => {
      const text = texts.get(file)!.replace(pattern, (name) => newBase.get(name)!);
      await writeFile(join(root, renamed.get(file)!), text);
      if (renamed.get(file) !== file) await rm(join(root, file));
    }),
  );
  const to = (file: string) => renamed.get(file) ?? file;
  return {
    ...meta,
    outputs: Object.fromEntries(
      Object.entries(meta.outputs).map(([file, output]) => [
        to(file),
        {
          ...output,
          imports: output.imports.map((imp) => (imp.external ? imp : { ...imp, path: to(imp.path) })),
        },
      ]),
    ),
  };
}
