import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = new URL('../../', import.meta.url).pathname;
const webDir = join(root, 'web');
const defaultOutDir = join(webDir, 'dist');

/** The page the sign-in route loads lazily; its chunk plus the entry make up the sign-in bundle. */
const SIGN_IN_PAGE = 'web/src/pages/LoginPage.tsx';

/**
 * Several Mantine packages may be installed twice (web/node_modules and the root, at different patch
 * versions). Two copies of @mantine/core mean two React contexts, so every Mantine import resolves from
 * web/ — the copy the console's own code uses.
 */
function singleMantine(): Plugin {
  return {
    name: 'single-mantine',
    setup(b) {
      b.onResolve({ filter: /^@mantine\/(core|hooks)$/ }, async (args) => {
        if (args.pluginData === 'single-mantine') return undefined;
        const result = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: join(webDir, 'src'),
          pluginData: 'single-mantine',
        });
        return result.errors.length > 0 ? undefined : { path: result.path };
      });
    },
  };
}

/**
 * zod's package index re-exports its namespace as `z` (`import * as z …; export { z }`), which esbuild
 * cannot tree-shake: `import { z } from 'zod'` would put all of zod (every locale, JSON-schema tools)
 * into the sign-in route, about 93 KB gzip. Importing the same namespace straight from the module that
 * defines it lets esbuild keep only the schemas used (about 25 KB). Same object, same behaviour.
 */
function shakableZod(): Plugin {
  const namedImport = /import\s*\{\s*z\s*\}\s*from\s*'zod';/g;
  return {
    name: 'shakable-zod',
    setup(b) {
      let external: string | undefined;
      b.onLoad({ filter: /[\\/]core[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!namedImport.test(source)) return undefined;
        namedImport.lastIndex = 0;
        external ??= join(dirname(createRequire(import.meta.url).resolve('zod')), 'v4/classic/external.js');
        return {
          contents: source.replace(namedImport, `import * as z from ${JSON.stringify(external)};`),
          loader: 'ts',
        };
      });
    },
  };
}

/** Export name → [module file, name inside it] of a package whose ESM index only re-exports. */
async function barrelExports(indexFile: string): Promise<Map<string, [string, string]>> {
  const source = await readFile(indexFile, 'utf8');
  const locals = new Map<string, [string, string]>();
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/g)) {
    const file = match[2]!.startsWith('.') ? join(dirname(indexFile), match[2]!) : match[2]!;
    for (const spec of match[1]!.split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (imported) locals.set(local!, [file, imported]);
    }
  }
  const exports = new Map<string, [string, string]>();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*;/g)) {
    for (const spec of match[1]!.split(',')) {
      const [local, exported = local] = spec.trim().split(/\s+as\s+/);
      const target = local ? locals.get(local) : undefined;
      if (target && exported) exports.set(exported, target);
    }
  }
  return exports;
}

/**
 * `@mantine/core`'s index imports every component. With code splitting, esbuild assigns modules to
 * chunks by which entry points reach them, and through that index every page "reaches" every component:
 * the list screen's table, the shell and the date pickers would all load with the sign-in page. Importing
 * each name from the module that defines it (in our code and in the other Mantine packages) lets each
 * route load only what it uses. It also makes every package share one copy of @mantine/core.
 */
const tablerStatement = /import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/g;

/**
 * `import { IconX } from '@tabler/icons-react'` → one module per icon. Through the barrel, every icon the
 * console uses anywhere would be hoisted into a chunk shared with the sign-in page.
 */
function tablerDeepImports(source: string): string {
  return source.replace(tablerStatement, (whole, specs: string) => {
    const lines: string[] = [];
    for (const raw of specs.split(',')) {
      const spec = raw.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [name, local = name] = spec.split(/\s+as\s+/);
      if (!/^Icon\w+$/.test(name!)) return whole; // types or helpers: keep the statement as written
      lines.push(`import ${local} from '@tabler/icons-react/dist/esm/icons/${name}.mjs';`);
    }
    return lines.join('\n');
  });
}

/** @mantine/core's ESM index: web's own copy when installed there, else the hoisted one at the root. */
function mantineCoreIndex(): string {
  const own = join(webDir, 'node_modules/@mantine/core/esm/index.mjs');
  return existsSync(own) ? own : join(root, 'node_modules/@mantine/core/esm/index.mjs');
}

function mantineDeepImports(): Plugin {
  const statement = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"];?/g;
  return {
    name: 'mantine-deep-imports',
    setup(b) {
      let exportsOf: Promise<Map<string, [string, string]>> | undefined;
      const filter =
        /([\\/]web[\\/]src[\\/].*\.tsx?|[\\/]@mantine[\\/](notifications|modals|dates|form|tiptap)[\\/]esm[\\/].*\.mjs)$/;
      b.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const mantine = /from\s*['"]@mantine\/core['"]/.test(source);
        if (!mantine && !tablerStatement.test(source)) return undefined;
        tablerStatement.lastIndex = 0;
        exportsOf ??= barrelExports(mantineCoreIndex());
        const exports = mantine ? await exportsOf : new Map<string, [string, string]>();
        const contents = tablerDeepImports(source).replace(statement, (whole, specs: string) => {
          const lines: string[] = [];
          for (const raw of specs.split(',')) {
            const spec = raw.trim();
            if (!spec || spec.startsWith('type ')) continue;
            const [name, local = name] = spec.split(/\s+as\s+/);
            const target = exports.get(name!);
            if (!target) return whole; // not a plain re-export: keep the statement as written
            lines.push(`import { ${target[1]} as ${local} } from ${JSON.stringify(target[0])};`);
          }
          return lines.join('\n');
        });
        const ext = args.path.slice(args.path.lastIndexOf('.') + 1);
        return {
          contents,
          loader: ext === 'mjs' ? 'js' : (ext as 'ts' | 'tsx'),
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** Output files (relative to dist) that a chunk loads statically, the chunk included. */
function staticClosure(meta: Metafile, start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
    }
  }
  return [...seen];
}

export interface WebManifest {
  entry: string;
  /** Stylesheets index.html links (the sign-in route's). */
  css: string[];
  /** The stylesheet of every other page, loaded before the first page past sign-in. */
  deferredCss: string;
  /** JS and CSS the sign-in route loads (paths relative to web/dist). */
  signIn: string[];
  /** Packages (and core/web folders) bundled into the sign-in route's JS. */
  signInSources: string[];
}

/** `node_modules/@scope/name/…` → `@scope/name`; `web/src/app/x.ts` → `web/src/app`. */
function sourceOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/').slice(0, 3).join('/');
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

function indexHtml(manifest: WebManifest, tenantId: string): string {
  const css = manifest.css.map((href) => `    <link rel="stylesheet" href="/${href}" />`).join('\n');
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="nbxt-tenant-id" content="${tenantId.replace(/[^\w-]/g, '')}" />
    <meta name="nbxt-deferred-css" content="/${manifest.deferredCss}" />
    <title>nbxt</title>
${css}
    <script type="module" src="/${manifest.entry}"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The console: esbuild bundle of web/src/main.tsx into web/dist (ESM, code-split per route, minified,
 * hashed names, Mantine CSS bundled), plus index.html and manifest.json (which files the sign-in route
 * loads, for the bundle-size bench). `NBXT_TENANT` bakes a known tenant into the page (the sign-in and
 * registration pages then hide the tenant field).
 */
export async function buildWeb(options: { outDir?: string } = {}): Promise<WebManifest> {
  const outDir = options.outDir ?? defaultOutDir;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await build({
    entryPoints: [join(webDir, 'src/main.tsx'), join(webDir, 'src/app/deferred.css')],
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome110', 'firefox110', 'safari16'],
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    jsx: 'automatic',
    metafile: true,
    absWorkingDir: root,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    plugins: [singleMantine(), shakableZod(), mantineDeepImports()],
    logLevel: 'warning',
  });
  const meta = result.metafile;
  const rel = (file: string) => relative(relative(root, outDir), file);
  const outputs = Object.entries(meta.outputs);
  const entryJs = outputs.find(
    ([file, out]) => out.entryPoint === 'web/src/main.tsx' && file.endsWith('.js'),
  )?.[0];
  if (!entryJs) throw new Error('esbuild produced no entry chunk');
  const signInChunk = outputs.find(([, out]) => out.entryPoint === SIGN_IN_PAGE)?.[0];
  const signInJs = [
    ...new Set([...staticClosure(meta, entryJs), ...(signInChunk ? staticClosure(meta, signInChunk) : [])]),
  ];
  // Stylesheets: the entry's and the sign-in page's are linked; all others become one deferred file.
  const signInCss = signInJs.map((file) => meta.outputs[file]?.cssBundle).filter((f): f is string => !!f);
  const deferredEntry = outputs.find(([, out]) => out.entryPoint === 'web/src/app/deferred.css')?.[0];
  if (!deferredEntry) throw new Error('esbuild produced no deferred stylesheet');
  const otherCss = outputs
    .map(([file]) => file)
    .filter((file) => file.endsWith('.css') && file !== deferredEntry && !signInCss.includes(file));
  const deferredText = (
    await Promise.all([deferredEntry, ...otherCss].map((f) => readFile(join(root, f), 'utf8')))
  ).join('\n');
  const deferredName = `assets/deferred-${createHash('sha256').update(deferredText).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(outDir, deferredName), deferredText);
  await Promise.all([deferredEntry, ...otherCss].map((f) => rm(join(root, f))));
  const manifest: WebManifest = {
    entry: rel(entryJs),
    css: signInCss.map(rel),
    deferredCss: deferredName,
    signIn: [...signInJs, ...signInCss].map(rel),
    signInSources: [
      ...new Set(signInJs.flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}).map(sourceOf))),
    ].sort(),
  };
  await writeFile(join(outDir, 'index.html'), indexHtml(manifest, process.env['NBXT_TENANT'] ?? ''));
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!existsSync(join(outDir, manifest.entry))) throw new Error(`missing ${basename(manifest.entry)}`);
  return manifest;
}
