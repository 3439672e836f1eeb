import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as bundle } from 'esbuild';
import { build, type Plugin, type Rolldown } from 'vite';
import { defaultLang } from '../../core/src/i18n/types.ts';
import { ROUTE_TABLE, routeGroups as tableGroups } from '../../core/src/nav/route-table.ts';
import { BUILD_FILE } from '../../web/src/base/build-file.ts';
import { routeChunks as byRoute, type RoutePart } from './route-chunks.ts';

const root = new URL('../../', import.meta.url).pathname;
const defaultOutDir = join(root, 'web/dist');

/** The console's entry point (it imports the sign-in route's stylesheet, linked by index.html). */
const ENTRY = 'web/src/main.tsx';
/** The page the sign-in route loads lazily: with the entry, the sign-in route. */
const SIGN_IN_PAGE = 'web/src/pages/LoginPage.tsx';
/** What every page past sign-in loads before its first render besides its own code (web/src/base/lazy.tsx). */
const SHELL_PARTS = ['web/src/shell/Shell.tsx', 'web/src/base/texts/zh.ts'];
/**
 * A route group's own texts in the default language (web/src/base/group-texts.ts), loaded with its code
 * (web/src/app/group-pages.ts): counted with the group, as the shell's texts are with the shell.
 */
const groupTextsOf = (group: string) => `web/src/base/texts/groups/${group}-${defaultLang}.ts`;
/** The signed-in landing page: with the shell, the `home` route group. */
export const HOME_PAGE = 'web/src/pages/HomePage.tsx';
/** A screen group's module (web/src/app/group-pages.ts loads each lazily): its name is the group's. */
const GROUP_MODULE = /^web\/src\/screens\/groups\/([\w-]+)\.tsx$/;
/** A route's own page module: a route group's, the home page's or the shell's. */
const isRoutePage = (input: string) =>
  GROUP_MODULE.test(input) || input === HOME_PAGE || input === SHELL_PARTS[0];
/** The group of the modules without a file of their own under web/src/screens/groups (group-pages.ts). */
const GENERIC_MODULE_GROUP = 'modules';
/** index.html's inline script: a signed-in page asks for its route's chunks while it is read. */
const ROUTE_HINTS = 'web/src/app/route-hints.ts';
/** The browsers the console is built for. */
const BROWSERS = ['chrome110', 'firefox110', 'safari16'];
/**
 * V8's explicit compile hint, heading every script: its functions are compiled as it streams in, on a
 * background thread, rather than one by one on the page's thread when first called (what a first visit,
 * with no code cache, spent a quarter of its main-thread time on).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The compile hint put first, once Vite has written its own first line (the chunks' preload map). */
const compileHint: Plugin = {
  name: 'compile-hint',
  generateBundle: {
    order: 'post',
    handler(_, output) {
      for (const chunk of Object.values(output))
        if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  },
};

/**
 * Modules evaluated at build time and bundled as their value: a language's texts (web/src/base/texts/: a
 * language's chunk carries its own texts, not the two-language catalogue) and core's `*.data.ts` (the
 * modules' screens and menus' names as literals, without the declarations they are computed from).
 */
const buildTimeValues: Plugin = {
  name: 'build-time-values',
  async load(id) {
    if (!/[\\/]web[\\/]src[\\/]base[\\/]texts[\\/](groups[\\/])?[\w-]+\.ts$|\.data\.ts$/.test(id))
      return null;
    const values = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
    return Object.entries(values)
      .map(
        ([name, value]) =>
          `export ${name === 'default' ? 'default' : `const ${name} =`} ${JSON.stringify(value)};`,
      )
      .join('\n');
  },
};

/**
 * Mantine components whose stylesheet travels with their code instead of coming with every page past sign-in
 * (web/src/components/deferred.css): widgets only some screens show, styled by classes of their own that
 * no other component's styles build on (so their place in Mantine's layer changes nothing).
 */
export const STYLED_WITH_CODE: readonly string[] = [
  'Accordion',
  'Card',
  'Checkbox',
  'Kbd',
  'Pagination',
  'Progress',
  'Radio',
  'RadioCard',
  'RadioIndicator',
  'Timeline',
  'Tree',
];

/**
 * What a dynamic import asks for beside its chunk (Vite's preload list, written into the importing chunk):
 * not the chunks that are surely loaded when it runs, the importing chunk's static imports and the entry's
 * (a chunk runs after its static imports, every chunk after the entry's). The list of a chunk that many
 * pages load (the shell's, a group's) is code every page downloads; the browser skips what it has anyway.
 * A route's own chunk (a route group's, the home page's, the shell's) lists its stylesheets only: the
 * console asks for its scripts from the route lists index.html holds (web/src/app/preload.ts).
 */
/** A chunk and every chunk it imports statically, through `importsOf` (a chunk's `imports`), less `loaded`. */
export function staticClosure(
  start: string,
  importsOf: (file: string) => readonly string[] | undefined,
  loaded: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    stack.push(...(importsOf(file) ?? []));
  }
  return seen;
}

function preloadLists(): {
  plugin: Plugin;
  resolve: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  const imports = new Map<string, readonly string[]>();
  let entry: string | undefined;
  const loaded = new Map<string, ReadonlySet<string>>();
  const routes = new Set<string>();
  const importsOf = (file: string) => imports.get(file);
  return {
    plugin: {
      name: 'preload-lists',
      generateBundle: {
        order: 'pre',
        handler(_, bundle) {
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk') {
              imports.set(chunk.fileName, chunk.imports);
              if (chunk.isEntry) entry = chunk.fileName;
              if (chunk.moduleIds.some((id) => isRoutePage(relative(root, id)))) routes.add(chunk.fileName);
            }
        },
      },
    },
    resolve(file, deps, { hostId }) {
      let known = loaded.get(hostId);
      if (!known) {
        known = new Set([
          ...staticClosure(hostId, importsOf),
          ...(entry ? staticClosure(entry, importsOf) : []),
        ]);
        loaded.set(hostId, known);
      }
      return deps.filter((dep) => !known.has(dep) && (!routes.has(file) || dep.endsWith('.css')));
    },
  };
}

/** A STYLED_WITH_CODE component's module imports its stylesheet: the build loads it with the chunk. */
const styledWithCode: Plugin = {
  name: 'styled-with-code',
  transform(code, id) {
    const component = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:\w+[\\/])+(\w+)\.mjs$/.exec(
      id,
    )?.[1];
    if (!component || !STYLED_WITH_CODE.includes(component)) return null;
    const sheet = `${id.slice(0, id.lastIndexOf('esm'))}styles/${component}.layer.css`;
    return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
  },
};

export interface RouteGroup {
  /** JS and CSS (paths relative to web/dist) the group loads before its first render. */
  upFront: string[];
  /** With everything its pages may load later on demand (a rich-text field's editor, the date pickers). */
  files: string[];
  /** The web/src and core/src modules of `files` beyond the entry's (and, past sign-in, the shell's). */
  modules: string[];
  /** Packages (and web/core folders) bundled into its up-front JS. */
  sources: string[];
}

export interface BuildIndex {
  entry: string;
  /** Stylesheets index.html links (the sign-in route's). */
  css: string[];
  /** What each route group loads: `signin`, `home` (the shell and the home page) and every route table group. */
  routeGroups: Record<string, RouteGroup>;
  /**
   * The chunks and stylesheets to ask for as soon as the page knows its route group (`shell` for every page
   * past sign-in), less what the entry loads: written into index.html for web/src/app/preload.ts.
   */
  routeChunks: Record<string, string[]>;
  /** The route table's patterns and their groups, written into index.html for the inline script. */
  routePatterns: [string, string][];
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; `web/src/app/x.ts` → `web/src/app`. */
export function sourceOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/').slice(0, 3).join('/');
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

const contentCode = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase();

/** The route-hints module, bundled as a classic script to inline in index.html. */
async function routeHintsScript(): Promise<string> {
  const result = await bundle({
    entryPoints: [join(root, ROUTE_HINTS)],
    bundle: true,
    write: false,
    format: 'iife',
    target: BROWSERS,
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text.trim().replaceAll('</script', '<\\/script');
}

function indexHtml(index: BuildIndex, preload: string[], routeHints: string, buildId: string): string {
  const tenant = (process.env['NBXT_TENANT'] ?? '').replace(/[^\w-]/g, '');
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value)}</script>`;
  // The route hints run before the stylesheets' links: a classic script after them would wait for them.
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="nbxt-tenant-id" content="${tenant}" />
    <meta name="nbxt-captcha-mode" content="${process.env['NBXT_CAPTCHA'] === 'on' ? 'on' : 'off'}" />
    <meta name="nbxt-build" content="${buildId}" />
    <title>nbxt</title>
    <script type="module" src="/${index.entry}"></script>
${preload.map((href) => `    <link rel="modulepreload" href="/${href}" />\n`).join('')}    ${json('nbxt-route-chunks', index.routeChunks)}
    ${json('nbxt-route-groups', index.routePatterns)}
    <script>${routeHints}</script>
${index.css.map((href) => `    <link rel="stylesheet" href="/${href}" />`).join('\n')}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The modules bundled into more than one chunk (each with its chunks): a page loading two of those chunks
 * would download and run the module twice. The console's splitting keeps each module in one chunk.
 */
export function modulesInSeveralChunks(
  chunks: Iterable<{ fileName: string; moduleIds: readonly string[] }>,
): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) where.set(id, [...(where.get(id) ?? []), chunk.fileName]);
  return new Map([...where].filter(([, files]) => files.length > 1));
}

/**
 * The console: Vite's (Rolldown's) code-split bundle of web/src/main.tsx into web/dist (ESM, minified, files
 * named by content, each lazily loaded chunk's CSS loaded with it), plus index.html, build.json (the build's
 * id) and build-index.json (what each route group loads, for the bundle-size bench). `NBXT_TENANT` bakes a
 * known tenant into the page (the sign-in and registration pages then hide the tenant field);
 * `NBXT_CAPTCHA=on` turns on captcha mode.
 */
export async function buildWeb(
  options: {
    outDir?: string;
    /** More plugins (scripts/bench/bundle-modules.ts reads the module graph). */
    plugins?: Plugin[];
    /** Given the bundle's chunks (what each module weighs, where each module went). */
    inspect?: (chunks: readonly Rolldown.OutputChunk[]) => void;
  } = {},
): Promise<BuildIndex> {
  const outDir = options.outDir ?? defaultOutDir;
  const preloads = preloadLists();
  const at = (path: string) => join(root, path);
  const chunking = byRoute({
    entry: at(ENTRY),
    shell: SHELL_PARTS.map(at),
    parts: () => {
      const shell = [at(ENTRY), ...SHELL_PARTS.map(at)];
      const parts: RoutePart[] = [
        { name: 'shell', roots: SHELL_PARTS.map(at), after: [at(ENTRY)] },
        { name: 'signin', roots: [at(SIGN_IN_PAGE)], after: [at(ENTRY)] },
        { name: 'home', roots: [at(HOME_PAGE)], after: shell },
      ];
      for (const file of readdirSync(at('web/src/screens/groups')))
        parts.push({
          name: file.replace(/\.tsx$/, ''),
          roots: [at(`web/src/screens/groups/${file}`)],
          after: shell,
        });
      return parts;
    },
    apart: (id) => /[\\/]web[\\/]src[\\/]base[\\/]texts[\\/]/.test(id),
    own: (id) => !id.includes('node_modules') && id.startsWith(root),
    // A module's file name, or a package's name (`@mantine/dates` → `mantine-dates`).
    label: (id) =>
      id.includes('node_modules')
        ? sourceOf(id).replace('@', '').replace('/', '-')
        : id.split(/[\\/]/).pop()!.replace(/\..*$/, ''),
  });
  const result = (await build({
    configFile: false,
    root: join(root, 'web'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      buildTimeValues,
      styledWithCode,
      preloads.plugin,
      chunking.plugin,
      compileHint,
      ...(options.plugins ?? []),
    ],
    // React's production build and JSX, whoever runs the build (the tests run it with NODE_ENV=test).
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      target: BROWSERS,
      // index.html is written below, from the bundle; the browsers built for support modulepreload.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolve },
      reportCompressedSize: false,
      // The budgets are gzip sizes per route group, measured by the bench (console-bundle).
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        input: join(root, ENTRY),
        output: {
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/chunks/[name]-[hash].js',
          // Stylesheets beside the entry, as index.html links them; fonts and images apart.
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? 'assets/[name]-[hash][extname]'
              : 'assets/media/[name]-[hash][extname]',
          // Rolldown's splitting: what the entry imports statically is one chunk (every page needs it
          // first), and the icons the pages past it share are one small chunk rather than a file each;
          // every other module goes with the modules the same route parts load up front, or the same
          // imports load on demand (route-chunks.ts: the form designer's group, with what it loads on
          // demand, 11 KB less gzip than Rolldown's own splitting in 50 files instead of 73, its page
          // fetches 453 KB in 45 files instead of 463 KB in 67; every other group 10-14 KB less).
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              {
                name: 'icons',
                test: /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                minShareCount: 2,
              },
              { name: chunking.name, debugName: 'routes', includeDependenciesRecursively: false },
            ],
          },
        },
        // Re-exports a barrel (a package's index) names that nothing imports are not even compiled: the
        // build takes 8 s instead of 11.5 s.
        experimental: { lazyBarrel: true },
        // Mantine's files start with "use client" (for React server components): nothing to keep here.
        onLog: (level, log, handler) =>
          log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log),
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    result.output.flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out] as const] : [])),
  );
  options.inspect?.([...chunks.values()]);
  const source = (id: string | null) => (id ? relative(root, id) : '');
  const copied = [...modulesInSeveralChunks(chunks.values())];
  if (copied.length > 0)
    throw new Error(
      `modules bundled more than once: ${copied.map(([id, files]) => `${source(id)} (${files.join(', ')})`).join('; ')}`,
    );
  // The chunk holding a module (a lazily loaded module's chunk may hold others: Rolldown's inlining).
  const chunkOf = (input: string) => {
    const found = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => source(id) === input));
    if (!found) throw new Error(`the build produced no chunk for ${input}`);
    return found.fileName;
  };
  /** The chunks a chunk loads: statically, or (`lazy`) with what they import on demand, less `loaded`. */
  const closure = (start: string, lazy = false, loaded?: ReadonlySet<string>) => [
    ...staticClosure(
      start,
      (file) => [
        ...(chunks.get(file)?.imports ?? []),
        ...(lazy ? (chunks.get(file)?.dynamicImports ?? []) : []),
      ],
      loaded,
    ),
  ];
  /** Chunks with their stylesheets. */
  const withCss = (files: Iterable<string>) => [
    ...new Set([...files].flatMap((file) => [file, ...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])),
  ];
  // The entry point's own chunk: it runs the entry (whose code Rolldown may place in another chunk).
  const entry = [...chunks.values()].find(
    (chunk) => chunk.isEntry && source(chunk.facadeModuleId) === ENTRY,
  )?.fileName;
  if (!entry) throw new Error(`the build produced no chunk for ${ENTRY}`);
  const entryJs = new Set(closure(entry));
  const shellJs = new Set([...entryJs, ...SHELL_PARTS.flatMap((part) => closure(chunkOf(part)))]);
  const moduleIds = (files: string[]) =>
    files.flatMap((file) => chunks.get(file)?.moduleIds.map(source) ?? []);
  /** A group's chunk and the chunk of its own texts in the default language, if it has any. */
  const roots = (name: string, chunk: string) => {
    const texts = [...chunks.values()].find((c) =>
      c.moduleIds.some((id) => source(id) === groupTextsOf(name)),
    );
    return texts ? [chunk, texts.fileName] : [chunk];
  };
  const group = (starts: string[], before: ReadonlySet<string>): RouteGroup => {
    const upFront = [...new Set([...before, ...starts.flatMap((start) => closure(start))])];
    const files = [...new Set([...upFront, ...starts.flatMap((start) => closure(start, true, before))])];
    const own = files.filter((file) => !before.has(file));
    return {
      upFront: withCss(upFront),
      files: withCss(files),
      modules: [...new Set(moduleIds(own).filter((id) => /^(web|core)\/src\//.test(id)))].sort(),
      sources: [
        ...new Set(
          moduleIds(upFront)
            .filter((id) => !id.startsWith('\0'))
            .map(sourceOf),
        ),
      ].sort(),
    };
  };
  const pageChunks: Record<string, string> = { home: chunkOf(HOME_PAGE) };
  for (const chunk of chunks.values())
    for (const id of chunk.moduleIds) {
      const name = source(id).match(GROUP_MODULE)?.[1];
      if (name) pageChunks[name] = chunk.fileName;
    }
  // A route group of the table (a module's) with no file of its own loads the generic module group.
  for (const name of tableGroups()) pageChunks[name] ??= pageChunks[GENERIC_MODULE_GROUP]!;
  const routeGroups: Record<string, RouteGroup> = { signin: group([chunkOf(SIGN_IN_PAGE)], entryJs) };
  const routeChunks: Record<string, string[]> = {
    shell: withCss([...shellJs].filter((f) => !entryJs.has(f))),
  };
  for (const [name, chunk] of Object.entries(pageChunks)) {
    routeGroups[name] = group(roots(name, chunk), shellJs);
    routeChunks[name] = withCss([
      ...new Set(roots(name, chunk).flatMap((start) => closure(start, false, shellJs))),
    ]);
  }
  const index: BuildIndex = {
    entry,
    css: withCss(entryJs).filter((file) => file.endsWith('.css')),
    routeGroups,
    routeChunks,
    routePatterns: ROUTE_TABLE.flatMap((route) =>
      route.group ? [[route.path, route.group] as [string, string]] : [],
    ),
  };
  const routeHints = await routeHintsScript();
  // The files are named after their content (a chunk's hash covers what it imports): so is the build.
  const buildId = contentCode(JSON.stringify([index, routeHints]));
  const preload = [...entryJs].filter((file) => file !== entry);
  await writeFile(join(outDir, 'index.html'), indexHtml(index, preload, routeHints, buildId));
  // Read by a page whose chunk failed to load (web/src/base/chunk-load.ts): another id there means a
  // deploy since the page loaded, and only a reload brings its code.
  await writeFile(join(outDir, BUILD_FILE.slice(1)), `${JSON.stringify({ build: buildId })}\n`);
  await writeFile(join(outDir, 'build-index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}
