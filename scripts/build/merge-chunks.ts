import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

/**
 * esbuild gives every set of entry points that share modules a chunk of its own, and counts the lazily
 * loaded pages as entry points like the console's entry: a module the entry imports and a lazy page
 * imports too lands in a chunk of its own, although the entry has always loaded it before any page.
 * The console's first signed-in page so loaded some fifty files, and each costs the browser more than
 * its bytes (a request, a module record; about 5 ms of CPU on a small machine). These helpers fold chunks
 * that always load together into one file after the build, with esbuild itself: the target is bundled
 * again with its members (their exports re-exported under names of their own), and every other chunk
 * that imported a member imports those names from the target instead.
 *
 * What it buys, measured with the pass switched off (`buildWeb({ passes: { merge: false } })`), same machine,
 * same run, runs interleaved (2 shared cores, loaded): the first parameter list loads 17 scripts instead of
 * 54 (87 script requests → 19); its cold first row, median of 11, 1197 ms instead of 1541 ms (a second run
 * under heavier load: 1517 ms instead of 2563 ms); and without it the notice group breaks its 500 KB gzip
 * budget (518 KB; 493 KB with it).
 *
 * It works on esbuild's metafile (what each chunk exports and imports) and lets esbuild write every file
 * (keepApart, fromTarget): no text of the output is rewritten by hand. The metafile after the fold is
 * computed (mergedMeta), so each file written is checked against esbuild's own metafile of it
 * (checkImports): a change in esbuild's output fails the build rather than the page.
 *
 * File names stay those esbuild gave; content-names.ts names the files anew from what they hold after.
 */

/** Output files (as the metafile names them) → the entry points (input paths) whose static imports reach them. */
export function entriesReaching(meta: Metafile): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(meta.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const stack = [file];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      if (!reach.has(next)) reach.set(next, new Set());
      reach.get(next)!.add(output.entryPoint);
      for (const imp of meta.outputs[next]?.imports ?? [])
        if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
    }
  }
  return reach;
}

/** An import specifier for `to` from a module in `fromDir`. */
export function specifier(fromDir: string, to: string): string {
  const path = relative(fromDir, to);
  return path.startsWith('.') ? path : `./${path}`;
}

/** The name a member's export gets in the merged file. */
const mergedName = (member: number, name: string) => `m${member}$${name}`;

export interface RebuildOptions {
  /** esbuild's `absWorkingDir` of the build: the metafile's paths are relative to it. */
  root: string;
  /** esbuild targets of the build. */
  target: string[];
}

/** esbuild's options to write a built script again (minified as the build wrote it). */
export const rebuildOptions = (options: RebuildOptions) =>
  ({
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: options.target,
    minify: true,
    charset: 'utf8',
    legalComments: 'none',
    allowOverwrite: true,
    metafile: true,
    logLevel: 'warning',
  }) as const;

/** A file's imports as `path kind` (paths relative to `root`), for comparing metafiles. */
type ImportKeys = Set<string>;

/** The imports esbuild's metafile gives a file written again (all kept external, so as written). */
function rebuiltImports(result: Metafile, fromDir: string, root: string): ImportKeys {
  const imports = Object.entries(result.outputs).flatMap(([file, out]) =>
    file.endsWith('.js') ? out.imports : [],
  );
  return new Set(
    imports.map((imp) => {
      const path = imp.path.startsWith('.') ? relative(root, resolve(fromDir, imp.path)) : imp.path;
      return `${path} ${imp.kind}`;
    }),
  );
}

/**
 * The folded metafile is computed (mergedMeta), not written by esbuild: each file written again must
 * import what it says, or esbuild's output or metafile changed shape under this pass.
 */
function checkImports(meta: Metafile, written: ReadonlyMap<string, ImportKeys>): void {
  for (const [file, actual] of written) {
    const expected = new Set((meta.outputs[file]?.imports ?? []).map((imp) => `${imp.path} ${imp.kind}`));
    const same = actual.size === expected.size && [...actual].every((key) => expected.has(key));
    if (!same)
      throw new Error(
        `folding chunks: esbuild wrote ${file} importing [${[...actual].join(', ')}], its metafile says [${[...expected].join(', ')}]`,
      );
  }
}

/**
 * Fold `members` (chunks that are no entry point) into `target`, rewriting the files in place; returns the
 * metafile as it would read had esbuild written the merged files.
 */
export async function mergeChunks(
  meta: Metafile,
  target: string,
  members: readonly string[],
  options: RebuildOptions,
): Promise<Metafile> {
  if (members.length === 0) return meta;
  const abs = (file: string) => join(options.root, file);
  for (const member of members)
    if (meta.outputs[member]?.entryPoint) throw new Error(`${member} is an entry point: not merged`);
  const targetFile = abs(target);
  const memberIndex = new Map(members.map((member, i) => [abs(member), i]));
  const together = new Set([targetFile, ...memberIndex.keys()]);
  const exportsOf = (file: string) => meta.outputs[file]?.exports ?? [];

  // The target and its members as one module; whatever else they import stays a file of its own.
  const keepApart = (fromDir: string): Plugin => ({
    name: 'keep-apart',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const path = resolve(args.resolveDir, args.path);
        if (together.has(path)) return { path };
        return { path: specifier(fromDir, path), external: true };
      });
    },
  });
  const entry = [
    `export * from ${JSON.stringify(targetFile)};`,
    exportsOf(target).includes('default') ? `export { default } from ${JSON.stringify(targetFile)};` : '',
    ...members.map(
      (member, i) =>
        `export { ${exportsOf(member)
          .map((name) => `${name} as ${mergedName(i, name)}`)
          .join(', ')} } from ${JSON.stringify(abs(member))};`,
    ),
  ].join('\n');
  const merged = await build({
    ...rebuildOptions(options),
    stdin: { contents: entry, resolveDir: dirname(targetFile), sourcefile: 'merged.js', loader: 'js' },
    outfile: targetFile,
    plugins: [keepApart(dirname(targetFile))],
  });
  await writeFile(targetFile, merged.outputFiles[0]!.text);
  const written = new Map([[target, rebuiltImports(merged.metafile, dirname(targetFile), options.root)]]);
  await Promise.all(members.map((member) => rm(abs(member))));

  // Every other chunk importing a member: the member's names, from the target.
  const importers = Object.entries(meta.outputs).filter(
    ([file, output]) =>
      file.endsWith('.js') &&
      !together.has(abs(file)) &&
      output.imports.some((imp) => memberIndex.has(abs(imp.path))),
  );
  await Promise.all(
    importers.map(async ([file]) => {
      const path = abs(file);
      const fromTarget: Plugin = {
        name: 'from-target',
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            if (args.namespace === 'merged-member') return { path: args.path, external: true };
            const member = memberIndex.get(resolve(args.resolveDir, args.path));
            if (member === undefined) return { path: args.path, external: true };
            return { path: String(member), namespace: 'merged-member' };
          });
          b.onLoad({ filter: /.*/, namespace: 'merged-member' }, (args) => {
            const i = Number(args.path);
            const names = exportsOf(members[i]!).map((name) => `${mergedName(i, name)} as ${name}`);
            return {
              contents: `export { ${names.join(', ')} } from ${JSON.stringify(specifier(dirname(path), targetFile))};`,
              loader: 'js',
            };
          });
        },
      };
      const rewritten = await build({
        ...rebuildOptions(options),
        entryPoints: [path],
        outfile: path,
        plugins: [fromTarget],
      });
      await writeFile(path, rewritten.outputFiles[0]!.text);
      written.set(file, rebuiltImports(rewritten.metafile, dirname(path), options.root));
    }),
  );

  const next = await mergedMeta(meta, target, members, (file) => readFile(abs(file), 'utf8'));
  checkImports(next, written);
  if (importsItself(next, target)) throw new Error(`merging into ${target} made it import itself`);
  return next;
}

/** Whether `file`'s static imports lead back to it (files in between evaluated before what they import). */
function importsItself(meta: Metafile, file: string): boolean {
  const seen = new Set<string>();
  const stack = (meta.outputs[file]?.imports ?? []).filter((imp) => imp.kind === 'import-statement');
  while (stack.length > 0) {
    const next = stack.pop()!.path;
    if (next === file) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const imp of meta.outputs[next]?.imports ?? []) if (imp.kind === 'import-statement') stack.push(imp);
  }
  return false;
}

/** The metafile after the merge: the members' inputs and imports are the target's; importers import it. */
async function mergedMeta(
  meta: Metafile,
  target: string,
  members: readonly string[],
  read: (file: string) => Promise<string>,
): Promise<Metafile> {
  const gone = new Set(members);
  const outputs: Metafile['outputs'] = {};
  for (const [file, output] of Object.entries(meta.outputs)) {
    if (gone.has(file)) continue;
    const parts = file === target ? [output, ...members.map((member) => meta.outputs[member]!)] : [output];
    const imports = new Map<string, Metafile['outputs'][string]['imports'][number]>();
    for (const imp of parts.flatMap((part) => part.imports)) {
      const path = gone.has(imp.path) ? target : imp.path;
      if (path === file) continue;
      const known = imports.get(`${path} ${imp.kind}`);
      if (!known) imports.set(`${path} ${imp.kind}`, { ...imp, path });
    }
    outputs[file] = {
      ...output,
      imports: [...imports.values()],
      inputs: Object.assign({}, ...parts.map((part) => part.inputs)),
      bytes: file.endsWith('.js') ? Buffer.byteLength(await read(file)) : output.bytes,
    };
  }
  return { ...meta, outputs };
}
