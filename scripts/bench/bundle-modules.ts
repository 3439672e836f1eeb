/**
 * `node scripts/bench/bundle-modules.ts [group …] [--top N] [--modules]`: what a route group's gzip size
 * (the console-bundle bench's, with what it loads on demand) is made of. The console is built into a temp
 * folder and each group's files are cut into the entry, the shell (every page past sign-in), the group's
 * own up-front chunks and what it loads on demand; each part lists its packages and web/core folders (or,
 * with --modules, its modules) by their share of the gzip size (scripts/bench/module-sizes.ts), largest
 * first. Groups: `forms` unless named (build-index.json's route groups). `--why <module>` (as `--modules`
 * names it) prints instead the shortest chain of imports (static or dynamic) from the group's page module to it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import type { Plugin, Rolldown } from 'vite';
import { buildWeb, HOME_PAGE, sourceOf, staticClosure } from '../build/web.ts';
import { moduleSizes, sizesBy } from './module-sizes.ts';

/** What a bundled module imports, by module id. */
interface ModuleImports {
  imports: readonly string[];
  dynamicImports: readonly string[];
}

const root = new URL('../../', import.meta.url).pathname;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    modules: { type: 'boolean', default: false },
    why: { type: 'string' },
  },
});
const top = Number(values.top);
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

const dir = await mkdtemp(join(tmpdir(), 'nbxt-bundle-modules-'));
try {
  let chunks: readonly Rolldown.OutputChunk[] = [];
  const imports = new Map<string, ModuleImports>();
  const importGraph: Plugin = {
    name: 'import-graph',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        imports.set(id, {
          imports: info?.importedIds ?? [],
          dynamicImports: info?.dynamicallyImportedIds ?? [],
        });
      }
    },
  };
  const index = await buildWeb({
    outDir: dir,
    plugins: [importGraph],
    inspect: (bundled) => (chunks = bundled),
  });
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: string) => staticClosure(start, (file) => byFile.get(file)?.imports);
  const entry = closure(index.entry);
  const shell = new Set([...entry, ...(index.routeChunks['shell'] ?? [])]);
  const sizes = moduleSizes(chunks);
  const key = (id: string) => {
    const path = id.startsWith('\0') ? id : relative(root, id);
    return values.modules ? path.replace(/^.*node_modules\//, '') : sourceOf(path);
  };
  const groups = positionals.length > 0 ? positionals : ['forms'];
  for (const name of values.why ? groups : []) {
    // Breadth first down the imports (static and dynamic) from the group's page module.
    const named = (id: string) => relative(root, id).replace(/^.*node_modules\//, '');
    const start = [...imports.keys()].find((id) =>
      name === 'home' ? named(id) === HOME_PAGE : named(id) === `web/src/screens/groups/${name}.tsx`,
    );
    if (!start) throw new Error(`no page module for the group ${name}`);
    const from = new Map<string, string>([[start, '']]);
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.shift()!;
      for (const next of [...(imports.get(id)?.imports ?? []), ...(imports.get(id)?.dynamicImports ?? [])])
        if (!from.has(next)) {
          from.set(next, id);
          queue.push(next);
        }
    }
    const target = [...from.keys()].find((id) => named(id) === values.why);
    if (!target) {
      process.stdout.write(`${name}: ${values.why} is not reached from ${named(start)}\n`);
      continue;
    }
    const chain: string[] = [];
    for (let at = target; at !== ''; at = from.get(at)!) chain.unshift(named(at));
    process.stdout.write(`${name}: ${chain.join('\n  -> ')}\n`);
  }
  for (const name of values.why ? [] : groups) {
    const group = index.routeGroups[name];
    if (!group) throw new Error(`no route group ${name} (${Object.keys(index.routeGroups).join(', ')})`);
    const js = group.files.filter((file) => file.endsWith('.js'));
    const upFront = new Set(group.upFront);
    const parts: [string, Set<string>][] = [
      ['entry', new Set(js.filter((file) => entry.has(file)))],
      ['shell', new Set(js.filter((file) => shell.has(file) && !entry.has(file)))],
      ['up front', new Set(js.filter((file) => upFront.has(file) && !shell.has(file)))],
      ['on demand', new Set(js.filter((file) => !upFront.has(file)))],
    ];
    const total = (files: ReadonlySet<string>) =>
      sizes.filter((size) => files.has(size.chunk)).reduce((n, size) => n + size.gzip, 0);
    process.stdout.write(`${name}: ${kb(total(new Set(js)))} KB gzip of JS, ${js.length} files\n`);
    for (const [part, files] of parts) {
      process.stdout.write(`  ${part}: ${kb(total(files))} KB, ${files.size} files\n`);
      for (const [source, bytes] of sizesBy(sizes, files, key).slice(0, top))
        process.stdout.write(`    ${kb(bytes)}  ${source}\n`);
    }
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
