import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin, transform } from 'esbuild';
import { CONSOLE_MODULES, MODULES } from '../../core/src/modules/index.ts';
import {
  type ConsoleRoute,
  ROUTE_TABLE,
  routeGroups as tableGroups,
} from '../../core/src/nav/route-table.ts';
import { getResource } from '../../core/src/resources/registry.ts';
import { BUILD_FILE } from '../../web/src/app/build-file.ts';
import { contentCode, nameByContent } from './content-names.ts';
import { entriesReaching, mergeChunks } from './merge-chunks.ts';

const root = new URL('../../', import.meta.url).pathname;
const webDir = join(root, 'web');
const defaultOutDir = join(webDir, 'dist');

/** The page the sign-in route loads lazily; its chunk plus the entry make up the sign-in bundle. */
const SIGN_IN_PAGE = 'web/src/pages/LoginPage.tsx';
/** The stylesheet index.html links for the sign-in route (its own entry point, see buildWeb). */
const SIGN_IN_CSS = 'web/src/app/signin.css';
/** The entry of the stylesheet loaded before the first page past sign-in. */
const DEFERRED_CSS = 'web/src/app/deferred.css';
/** The code of every page past sign-in: the shell (with the notifications and modal host). */
const SHELL_CODE = ['web/src/shell/Shell.tsx'];
/**
 * What every page past sign-in loads besides its own code: the shell's code and the rest of the
 * catalogue in the current language (counted in the default one, Chinese).
 */
const SHELL_PARTS = [...SHELL_CODE, 'web/src/app/texts/zh.ts'];
/** The pages outside the shell but sign-in (register, about, lock, error…) with their notices' host. */
const OTHER_PAGES = 'web/src/pages/other-pages.ts';
/** The signed-in landing page: with the shell, the `home` route group. */
const HOME_PAGE = 'web/src/pages/HomePage.tsx';
/** index.html's inline script: a signed-in page asks for its route's chunks and styles while it is read. */
const ROUTE_HINTS = 'web/src/app/route-hints.ts';
/**
 * V8's explicit compile hint: the functions of a file starting with it are compiled as it streams in, on a
 * background thread, rather than one by one on the page's thread when first called (what a first visit,
 * with no code cache, spent a quarter of its main-thread time on). Given to the files a route runs as it
 * loads: the entry and its imports, and the chunks index.html lists per route group.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** The console's entry point. */
const ENTRY = 'web/src/main.tsx';
/** The browsers the console is built for. */
const BROWSERS = ['chrome110', 'firefox110', 'safari16'];
/** Entry points of what shows only inside the shell (signed in): the shell's parts, home, the screens. */
const INSIDE_SHELL = /^web\/src\/(shell|screens|crud|kit)\/|^web\/src\/pages\/HomePage\.tsx$/;
/** The chart drawing, loaded when a chart is first shown (web/src/kit/ChartPanel.tsx). */
const CHART_CODE = 'web/src/kit/ChartDrawing.tsx';
/** The registry entries a route shows: its screen's and, on a detail page, those of its related lists. */
function routeResources(route: ConsoleRoute): string[] {
  const { view } = route;
  if (view.kind !== 'module') return [];
  // The route carries what routing needs; the module declares the rest.
  const screen = CONSOLE_MODULES.find((m) => m.name === view.module)?.screens.find(
    (s) => s.path === view.screen.path,
  );
  const own = screen?.resource ? [screen.resource] : [];
  return [...own, ...(screen?.related ?? []).map((link) => link.resource)];
}

/**
 * The route groups that load the chart drawing: those with a route showing an entry that declares a chart
 * operation (its lists draw the chart when first shown). A group's modules do not decide it: a module's
 * screen may show another module's entry (safety shows refuse's forms).
 */
export function chartGroups(table: readonly ConsoleRoute[] = ROUTE_TABLE): Set<string> {
  const charted = (name: string) =>
    Object.values(getResource(name)?.operations ?? {}).some((op) => op.role === 'chart');
  return new Set(
    table.flatMap((route) => (route.group && routeResources(route).some(charted) ? [route.group] : [])),
  );
}
const CHART_GROUPS = chartGroups();

/** A screen group's module (web/src/app/group-pages.ts loads each lazily): its name is the group's. */
const GROUP_MODULE = /^web\/src\/screens\/groups\/([\w-]+)\.tsx$/;
/** The group of the modules without a file of their own under web/src/screens/groups (group-pages.ts). */
const GENERIC_MODULE_GROUP = 'modules';
/** The screen groups of modules: each module's own, and the generic one. */
const MODULE_GROUPS = new Set([...MODULES.map((m) => m.name), GENERIC_MODULE_GROUP]);

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
 * The modules under web/src/app/texts/ (the console's texts in one language, computed from core's
 * catalogue) are evaluated here and bundled as their value: a language's chunk carries its own texts, not
 * the two-language catalogue they come from.
 */
function buildTimeTexts(): Plugin {
  return {
    name: 'build-time-texts',
    setup(b) {
      b.onLoad({ filter: /[\\/]web[\\/]src[\\/]app[\\/]texts[\\/][\w-]+\.ts$/ }, async (args) => {
        const { default: texts } = await import(pathToFileURL(args.path).href);
        return { contents: `export default ${JSON.stringify(texts)};`, loader: 'js' };
      });
    },
  };
}

/**
 * Data derived from core's declarations (`*.data.ts`: the modules' screens for the route table, their menus'
 * names) is written as literals: every page's code carries the data, not the module declarations.
 */
function buildTimeData(): Plugin {
  return {
    name: 'build-time-data',
    setup(b) {
      b.onLoad({ filter: /[\\/]core[\\/]src[\\/].+\.data\.ts$/ }, async (args) => {
        const values = (await import(pathToFileURL(args.path).href)) as Record<string, unknown>;
        const contents = Object.entries(values)
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Tiptap's packages define each extension as `const X = Node.create({...})` (or Extension/Mark) in one
 * file per package, and esbuild keeps a call it cannot prove free of side effects: every extension of a
 * package would be bundled when one is used (the task lists with the bullet list, character counts and
 * placeholders with undo). The factories only build a description, so the calls are marked pure and
 * the extensions nobody uses are left out.
 */
function pureTiptapExtensions(): Plugin {
  // Top-level definitions only (the same words appear in the packages' doc comments).
  const factory = /^((?:var|let|const)\s+\w+\s*=\s*)(Node|Extension|Mark)\.create\(/gm;
  return {
    name: 'pure-tiptap-extensions',
    setup(b) {
      b.onLoad({ filter: /[\\/]@tiptap[\\/][\w-]+[\\/]dist[\\/]index\.js$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replace(factory, '$1/* @__PURE__ */ $2.create('), loader: 'js' };
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

/** A Mantine package's ESM index: web's own copy when installed there, else the hoisted one at the root. */
function mantineIndex(name: string): string {
  const own = join(webDir, `node_modules/@mantine/${name}/esm/index.mjs`);
  return existsSync(own) ? own : join(root, `node_modules/@mantine/${name}/esm/index.mjs`);
}

/**
 * Mantine packages whose index only re-exports, rewritten to deep imports. @mantine/notifications too: the
 * root's corporate-chat callback shows notices (its store), the notices' host loads with the shell.
 */
const BARRELS = ['core', 'hooks', 'notifications'] as const;

/**
 * `@mantine/core`'s index imports every component, `@mantine/hooks`' every hook. With code splitting,
 * esbuild assigns modules to chunks by which entry points reach them, and through an index every page
 * "reaches" every component and hook: the list screen's table, the shell, the date pickers and hooks
 * such as use-drag would all load with the sign-in page. Importing each name from the module that
 * defines it (in our code and in the Mantine packages themselves) lets each route load only what it
 * uses. It also makes every package share one copy of @mantine/core.
 */
function mantineDeepImports(): Plugin {
  const statement = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/(core|hooks|notifications)['"];?/g;
  return {
    name: 'mantine-deep-imports',
    setup(b) {
      const exportsOf = new Map<string, Promise<Map<string, [string, string]>>>();
      const barrel = (name: string) => {
        if (!exportsOf.has(name)) exportsOf.set(name, barrelExports(mantineIndex(name)));
        return exportsOf.get(name)!;
      };
      const filter =
        /([\\/]web[\\/]src[\\/].*\.tsx?|[\\/]@mantine[\\/](core|notifications|modals|dates|form)[\\/]esm[\\/].*\.mjs)$/;
      b.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const used = BARRELS.filter(
          (name) => source.includes(`@mantine/${name}'`) || source.includes(`@mantine/${name}"`),
        );
        if (used.length === 0 && !tablerStatement.test(source)) return undefined;
        tablerStatement.lastIndex = 0;
        const exports = new Map(
          await Promise.all(used.map(async (name) => [name, await barrel(name)] as const)),
        );
        const contents = tablerDeepImports(source).replace(statement, (whole, specs: string, pkg: string) => {
          const lines: string[] = [];
          for (const raw of specs.split(',')) {
            const spec = raw.trim();
            if (!spec || spec.startsWith('type ')) continue;
            const [name, local = name] = spec.split(/\s+as\s+/);
            const target = exports.get(pkg as (typeof BARRELS)[number])?.get(name!);
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

/** @mantine/core's folder of per-component stylesheets (`Button.layer.css`, …). */
function mantineStylesDir(): string {
  return join(dirname(dirname(mantineIndex('core'))), 'styles');
}

/**
 * The names of Mantine's per-component stylesheets in the order of its full stylesheet (where each
 * appears in `styles.layer.css`), so that a subset keeps Mantine's cascade.
 */
async function mantineStyleOrder(dir: string): Promise<string[]> {
  const full = await readFile(join(dirname(dir), 'styles.layer.css'), 'utf8');
  const names = (await readdir(dir)).filter((f) => f.endsWith('.layer.css')).map((f) => f.slice(0, -10));
  const at = new Map<string, number>();
  for (const name of names) {
    const text = await readFile(join(dir, `${name}.layer.css`), 'utf8');
    const body = text.replace(/^@layer mantine\s*\{/, '').slice(0, 300);
    at.set(name, full.indexOf(body) >= 0 ? full.indexOf(body) : full.length);
  }
  return names.sort((a, b) => at.get(a)! - at.get(b)!);
}

/** The Mantine components (their stylesheets' names) these inputs use: @mantine/core/esm paths name them. */
function mantineComponents(inputs: Iterable<string>, order: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const input of inputs) {
    const inside = input.match(/@mantine\/core\/esm\/(.*)\/[^/]+$/)?.[1];
    for (const part of inside?.split('/') ?? []) if (order.includes(part)) used.add(part);
  }
  return used;
}

/** These Mantine components' stylesheets, in Mantine's own order, minified. */
async function mantineStyles(names: ReadonlySet<string>, order: readonly string[]): Promise<string> {
  const dir = mantineStylesDir();
  const wanted = order.filter((name) => names.has(name));
  const css = await Promise.all(wanted.map((name) => readFile(join(dir, `${name}.layer.css`), 'utf8')));
  return (await transform(css.join('\n'), { loader: 'css', minify: true })).code;
}

/**
 * Output files reachable from `start` by static and lazy imports, without entering `fenced` files (the
 * screen groups' chunks): what pages outside the screen groups may load.
 */
function reachableOutside(meta: Metafile, start: string, fenced: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || fenced.has(file)) continue;
    seen.add(file);
    for (const imp of meta.outputs[file]?.imports ?? []) if (!imp.external) stack.push(imp.path);
  }
  return [...seen];
}

/** A file's name with the hash of its content, as esbuild names its own. */
const hashedName = (name: string, text: string) => `assets/${name}-${contentCode(text)}.css`;

/**
 * Of these CSS files, those needed to hold each of their stylesheets (inputs) once, less those in
 * `covered`. esbuild gives every entry point (the console's entry included) the CSS of all it imports,
 * lazily or not, so the lazy pages' files repeat what the entry's already holds.
 */
function coveringCss(meta: Metafile, files: readonly string[], covered: Set<string>): string[] {
  const inputs = (file: string) => Object.keys(meta.outputs[file]?.inputs ?? {});
  const chosen: string[] = [];
  for (const file of [...files].sort((a, b) => inputs(b).length - inputs(a).length)) {
    const fresh = inputs(file).filter((input) => !covered.has(input));
    if (fresh.length === 0) continue;
    chosen.push(file);
    for (const input of fresh) covered.add(input);
  }
  return chosen;
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

/**
 * Output files a lazily loaded chunk brings: its static closure and, for every chunk in it that is not
 * already loaded (`loaded`), the chunks it imports lazily, with theirs.
 */
function lazyClosure(meta: Metafile, start: string, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    for (const file of staticClosure(meta, stack.pop()!)) {
      if (seen.has(file) || loaded.has(file)) continue;
      seen.add(file);
      for (const imp of meta.outputs[file]?.imports ?? [])
        if (imp.kind === 'dynamic-import' && !imp.external) stack.push(imp.path);
    }
  }
  return [...seen];
}

/** The web/src and core/src modules bundled into these output files. */
function webModules(meta: Metafile, files: readonly string[]): string[] {
  const inputs = files.flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
  return [...new Set(inputs.filter((input) => /^(web|core)\/src\//.test(input)))].sort();
}

export interface RouteGroup {
  /**
   * JS and CSS the group may load (paths relative to web/dist), the entry and the shell included: what it
   * loads before its first render and everything its pages load later on demand.
   */
  files: string[];
  /**
   * What it loads before its first render: the entry, the shell and the group's chunk with their static
   * imports, and the stylesheets. What a page loads on a user's action (a rich-text field's editor, the
   * date pickers, a sanitizer) is a chunk group of its own, as bundlers count route chunks.
   */
  upFront: string[];
  /**
   * The web/src and core/src modules of its files beyond the entry's and the shell's static imports (what it
   * adds, with what the shared code loads on demand).
   */
  modules: string[];
}

/**
 * The chunks to ask for as soon as the page knows its route group, by group (`shell` for what every page
 * past sign-in needs): each lazily loaded chunk with its static imports, less what the entry loads.
 * Without them the browser learns of a chunk's imports only once the chunk has arrived. index.html's
 * script asks for a signed-in page's while the page is read (web/src/app/preload.ts, `hintRoute`).
 */
export type RouteChunks = Record<string, string[]>;

export interface BuildIndex {
  entry: string;
  /** The chunks the entry imports statically: index.html preloads them beside it, not after it. */
  entryImports: string[];
  /** Stylesheets index.html links (the sign-in route's). */
  css: string[];
  /** The stylesheet of every other page, loaded before the first page past sign-in. */
  deferredCss: string;
  /** JS and CSS the sign-in route loads (paths relative to web/dist). */
  signIn: string[];
  /** Packages (and core/web folders) bundled into the sign-in route's JS. */
  signInSources: string[];
  /**
   * Packages (and core/web folders) in the JS each route group past sign-in loads before its first render:
   * the entry, the shell and the group's chunk with their static imports, not what they import lazily.
   */
  eagerSources: Record<string, string[]>;
  /** What each route group loads: `signin`, `home` (the shell and the home page) and every screen group. */
  routeGroups: Record<string, RouteGroup>;
  /** Written into index.html (`#nbxt-route-chunks`) for web/src/app/preload.ts. */
  routeChunks: RouteChunks;
  /**
   * The route table's patterns and their groups (core/src/nav/route-table.ts), written into index.html
   * (`#nbxt-route-groups`): index.html's script finds a page's group without bundling the table.
   */
  routePatterns: [string, string][];
  /**
   * Each screen group's stylesheet, when its Mantine components are not all in the deferred one: written
   * into index.html (`#nbxt-route-styles`) for web/src/app/lazy.tsx, which loads it with the group.
   */
  routeStyles: Record<string, string>;
}

/** `node_modules/@scope/name/…` → `@scope/name`; `web/src/app/x.ts` → `web/src/app`. */
function sourceOf(input: string): string {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/').slice(0, 3).join('/');
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/**
 * The entry points that load only inside the shell: those of INSIDE_SHELL, and the code such entries alone
 * load on demand (the schedule editor, the date pickers: lazily imported by the lists' dialogs), however
 * deep. Folding a chunk they share into the shell's code costs no page outside the shell anything.
 */
function insideShell(meta: Metafile, reachedBy: (file: string) => Set<string>): Set<string> {
  const entries = Object.entries(meta.outputs).flatMap(([file, out]) =>
    out.entryPoint && file.endsWith('.js') ? [[file, out.entryPoint] as const] : [],
  );
  const inside = new Set(entries.flatMap(([, entry]) => (INSIDE_SHELL.test(entry) ? [entry] : [])));
  const importers = (target: string) =>
    Object.keys(meta.outputs).filter((file) =>
      meta.outputs[file]!.imports.some((imp) => imp.path === target && imp.kind === 'dynamic-import'),
    );
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, entry] of entries) {
      if (inside.has(entry)) continue;
      const by = importers(file);
      if (by.length > 0 && by.every((chunk) => [...reachedBy(chunk)].every((e) => inside.has(e)))) {
        inside.add(entry);
        grew = true;
      }
    }
  }
  return inside;
}

/**
 * Chunks that always load together, folded into one file (scripts/build/merge-chunks.ts). Into the entry:
 * its static imports, and the chunks both the sign-in page and the shell import (whatever page opens
 * loads them). Into one chunk: those only what shows inside the shell imports, when the shell or every
 * screen group does (not into the shell's own: a screen's code and first data call need not wait for it).
 * Into one chunk too: those both the shell and the other pages import (every page past sign-in loads them).
 */
async function foldChunks(meta: Metafile): Promise<Metafile> {
  const options = { root, target: BROWSERS };
  const shell = SHELL_CODE[0]!;
  const groups = Object.values(meta.outputs).flatMap((out) =>
    out.entryPoint && GROUP_MODULE.test(out.entryPoint) ? [out.entryPoint] : [],
  );
  const chunksReached = (current: Metafile) => {
    const reach = entriesReaching(current);
    const chunks = [...reach.keys()].filter((file) => !current.outputs[file]?.entryPoint);
    return { chunks, by: (file: string) => reach.get(file) ?? new Set<string>() };
  };
  // The kit first: what it imports then counts as the shell's.
  const before = chunksReached(meta);
  const inside = insideShell(meta, before.by);
  const kit = before.chunks
    .filter((file) => [...before.by(file)].every((input) => inside.has(input)))
    .filter((file) => before.by(file).has(shell) || groups.every((group) => before.by(file).has(group)))
    .sort((a, b) => meta.outputs[b]!.bytes - meta.outputs[a]!.bytes);
  const [kitTarget, ...kitMembers] = kit;
  const folded = kitTarget ? await mergeChunks(meta, kitTarget, kitMembers, options) : meta;
  // Then the module screens' code that every module group loads (the generic list and detail pages): one
  // chunk, which what the shell's screens load on demand (the record dialog, the form page) may share.
  const shared = chunksReached(folded);
  const moduleGroups = groups.filter((group) => MODULE_GROUPS.has(group.match(GROUP_MODULE)![1]!));
  const moduleKit = shared.chunks
    .filter((file) => {
      const by = shared.by(file);
      const others = [...by].filter((input) => !moduleGroups.includes(input));
      return (
        moduleGroups.every((group) => by.has(group)) &&
        others.every((input) => inside.has(input) && !GROUP_MODULE.test(input))
      );
    })
    .sort((a, b) => folded.outputs[b]!.bytes - folded.outputs[a]!.bytes);
  // What only module groups load (the registry with the modules' declarations) stays apart from what
  // platform screens may load too: folded together, every group past sign-in would count the modules.
  const moduleOnly = (file: string) => [...shared.by(file)].every((input) => moduleGroups.includes(input));
  let withKit = folded;
  for (const part of [moduleKit.filter(moduleOnly), moduleKit.filter((file) => !moduleOnly(file))]) {
    const [target, ...members] = part;
    if (target) withKit = await mergeChunks(withKit, target, members, options);
  }
  // What every page past sign-in loads (the shell and the other pages both import it: the notices' and the
  // modals' hosts, the small Mantine helpers they share with the screens): one chunk, not in the entry.
  const past = chunksReached(withKit);
  const pastSignIn = past.chunks
    .filter((file) => {
      const by = past.by(file);
      return by.has(shell) && by.has(OTHER_PAGES) && !by.has(ENTRY) && !by.has(SIGN_IN_PAGE);
    })
    .sort((a, b) => withKit.outputs[b]!.bytes - withKit.outputs[a]!.bytes);
  const [pastTarget, ...pastMembers] = pastSignIn;
  if (pastTarget && pastMembers.length > 0)
    withKit = await mergeChunks(withKit, pastTarget, pastMembers, options);
  const after = chunksReached(withKit);
  const entry = Object.entries(withKit.outputs).find(
    ([file, out]) => out.entryPoint === ENTRY && file.endsWith('.js'),
  )?.[0];
  if (!entry) throw new Error('esbuild produced no entry chunk');
  const intoEntry = after.chunks.filter(
    (file) => after.by(file).has(ENTRY) || (after.by(file).has(SIGN_IN_PAGE) && after.by(file).has(shell)),
  );
  return mergeChunks(withKit, entry, intoEntry, options);
}

/** The route-hints module (web/src/app/route-hints.ts), bundled as a classic script to inline in index.html. */
async function routeHintsScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, ROUTE_HINTS)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: BROWSERS,
    minify: true,
    legalComments: 'none',
    absWorkingDir: root,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text.trim().replaceAll('</script', '<\\/script');
}

function indexHtml(buildIndex: BuildIndex, tenantId: string, routeHints: string, buildId: string): string {
  const css = buildIndex.css.map((href) => `    <link rel="stylesheet" href="/${href}" />`).join('\n');
  const preload = buildIndex.entryImports
    .map((href) => `    <link rel="modulepreload" href="/${href}" />`)
    .join('\n');
  // The route hints run before the stylesheets' links: a classic script after them would wait for them.
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="nbxt-tenant-id" content="${tenantId.replace(/[^\w-]/g, '')}" />
    <meta name="nbxt-captcha-mode" content="${process.env['NBXT_CAPTCHA'] === 'on' ? 'on' : 'off'}" />
    <meta name="nbxt-deferred-css" content="/${buildIndex.deferredCss}" />
    <meta name="nbxt-build" content="${buildId}" />
    <title>nbxt</title>
    <script type="module" src="/${buildIndex.entry}"></script>
${preload}
    <script type="application/json" id="nbxt-route-chunks">${JSON.stringify(buildIndex.routeChunks)}</script>
    <script type="application/json" id="nbxt-route-groups">${JSON.stringify(buildIndex.routePatterns)}</script>
    <script type="application/json" id="nbxt-route-styles">${JSON.stringify(buildIndex.routeStyles)}</script>
    <script>${routeHints}</script>
${css}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/**
 * The console: esbuild bundle of web/src/main.tsx into web/dist (ESM, code-split per route, minified,
 * hashed names, Mantine CSS bundled), plus index.html and build-index.json (which files the sign-in route
 * loads, for the bundle-size bench). `NBXT_TENANT` bakes a known tenant into the page (the sign-in and
 * registration pages then hide the tenant field); `NBXT_CAPTCHA=on` turns on captcha mode.
 */
export async function buildWeb(
  options: { outDir?: string; passes?: { merge?: boolean; names?: boolean } } = {},
): Promise<BuildIndex> {
  const outDir = options.outDir ?? defaultOutDir;
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const result = await build({
    // The linked stylesheet is an entry of its own: the JS entry's CSS is that of every lazy page too.
    entryPoints: [join(root, ENTRY), join(root, SIGN_IN_CSS), join(root, DEFERRED_CSS)],
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSERS,
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    // Chinese texts as they are (module scripts are UTF-8), not as \u escapes six times their size.
    charset: 'utf8',
    jsx: 'automatic',
    metafile: true,
    absWorkingDir: root,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    plugins: [
      buildTimeTexts(),
      buildTimeData(),
      singleMantine(),
      mantineDeepImports(),
      pureTiptapExtensions(),
    ],
    logLevel: 'warning',
  });
  const { merge = true, names = true } = options.passes ?? {};
  const folded = merge ? await foldChunks(result.metafile) : result.metafile;
  const meta = names ? await nameByContent(folded, { root, target: BROWSERS }) : folded;
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
  // Stylesheets: the sign-in route's own and its page's are linked; the rest become one deferred file.
  const cssEntry = (entry: string) => {
    const file = outputs.find(([, out]) => out.entryPoint === entry)?.[0];
    if (!file) throw new Error(`esbuild produced no stylesheet for ${entry}`);
    return file;
  };
  const signInCss = [
    cssEntry(SIGN_IN_CSS),
    ...signInJs
      .filter((file) => file !== entryJs)
      .map((file) => meta.outputs[file]?.cssBundle)
      .filter((f): f is string => !!f),
  ];
  const deferredEntry = cssEntry(DEFERRED_CSS);
  const otherCss = outputs
    .map(([file]) => file)
    .filter((file) => file.endsWith('.css') && file !== deferredEntry && !signInCss.includes(file));
  const linkedInputs = new Set(signInCss.flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {})));
  const chunkOf = (module: string) => {
    const chunk = outputs.find(([, out]) => out.entryPoint === module)?.[0];
    if (!chunk) throw new Error(`esbuild produced no chunk for ${module}`);
    return chunk;
  };
  // Past sign-in: the entry, the shell's parts, the linked and the deferred stylesheets.
  const shellJs = new Set([
    ...staticClosure(meta, entryJs),
    ...SHELL_PARTS.flatMap((part) => staticClosure(meta, chunkOf(part))),
  ]);
  const groupChunks = new Map(
    outputs.flatMap(([file, out]) => {
      const name = out.entryPoint?.match(GROUP_MODULE)?.[1];
      return name && file.endsWith('.js') ? [[name, file] as const] : [];
    }),
  );
  // Mantine's styles: those of the components every page outside the screen groups may show are deferred
  // (less those linked for sign-in); each screen group's others are a stylesheet of its own, loaded with it.
  const order = await mantineStyleOrder(mantineStylesDir());
  const inputsOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}));
  const linkedComponents = new Set(
    [...linkedInputs].flatMap((file) => file.match(/@mantine\/core\/styles\/(\w+)\.layer\.css$/)?.[1] ?? []),
  );
  const outside = reachableOutside(meta, entryJs, new Set(groupChunks.values()));
  const shared = mantineComponents(inputsOf(outside), order);
  for (const name of linkedComponents) shared.delete(name);
  const deferredParts = [deferredEntry, ...coveringCss(meta, otherCss, new Set(linkedInputs))];
  const deferredText = [
    await mantineStyles(shared, order),
    ...(await Promise.all(deferredParts.map((f) => readFile(join(root, f), 'utf8')))),
  ].join('\n');
  const deferredName = hashedName('deferred', deferredText);
  await writeFile(join(outDir, deferredName), deferredText);
  await Promise.all([deferredEntry, ...otherCss].map((f) => rm(join(root, f))));
  const groupStyles: Record<string, string> = {};
  for (const [name, file] of groupChunks) {
    const own = mantineComponents(inputsOf(lazyClosure(meta, file, shellJs)), order);
    for (const component of [...shared, ...linkedComponents]) own.delete(component);
    if (own.size === 0) continue;
    const text = await mantineStyles(own, order);
    // Named by content alone: groups using the same components share one file (and its cache entry).
    groupStyles[name] = hashedName('styles', text);
    await writeFile(join(outDir, groupStyles[name]), text);
  }
  // What the shared code loads on demand for a page (the record dialog, the date pickers; not routes, nor
  // the shell's own tools, loaded when the user opens one): which screens use it is not known per file once
  // chunks are folded, so every group past sign-in counts it.
  const routeLevel = (input: string | undefined) =>
    !input || GROUP_MODULE.test(input) || /^web\/src\/(pages|shell|app\/texts)\//.test(input);
  // The chart drawing (uPlot) is the exception: only lists of entries with chart operations load it, so
  // it counts in the groups that show one (chartGroups), not in every group.
  const chartChunk = outputs.find(([, out]) => out.entryPoint === CHART_CODE)?.[0];
  const notCharts = new Set([...shellJs, ...(chartChunk ? [chartChunk] : [])]);
  const onDemand = [...shellJs].flatMap((file) =>
    (meta.outputs[file]?.imports ?? []).flatMap((imp) =>
      imp.kind === 'dynamic-import' &&
      !imp.external &&
      imp.path !== chartChunk &&
      !routeLevel(meta.outputs[imp.path]?.entryPoint)
        ? lazyClosure(meta, imp.path, notCharts)
        : [],
    ),
  );
  const shellFiles = [...[...shellJs, ...signInCss, ...onDemand].map(rel), deferredName];
  const upFrontShell = [...[...shellJs, ...signInCss].map(rel), deferredName];
  // `own`: the group's chunks with what they load lazily; `eager`: those loaded before its first render;
  // `styles`: its own stylesheet (groupStyles), when it has one.
  const group = (own: string[], eager: string[], styles?: string): RouteGroup => ({
    files: [...new Set([...shellFiles, ...own.map(rel)]), ...(styles ? [styles] : [])],
    upFront: [...new Set([...upFrontShell, ...eager.map(rel)]), ...(styles ? [styles] : [])],
    // With what the shared code may load on demand for it (counted in every group's files).
    modules: webModules(meta, [...onDemand, ...own]),
  });
  const routeGroups: Record<string, RouteGroup> = {
    signin: {
      files: [...signInJs, ...signInCss].map(rel),
      upFront: [...signInJs, ...signInCss].map(rel),
      modules: webModules(meta, signInJs),
    },
    home: group(lazyClosure(meta, chunkOf(HOME_PAGE), notCharts), staticClosure(meta, chunkOf(HOME_PAGE))),
  };
  const entryClosure = new Set(staticClosure(meta, entryJs));
  const preloaded = (chunks: string[], loaded: ReadonlySet<string>) =>
    [...new Set(chunks.flatMap((chunk) => staticClosure(meta, chunk)))]
      .filter((file) => !loaded.has(file))
      .map(rel);
  const shellCode = SHELL_CODE.map(chunkOf);
  const pastShell = new Set([...entryClosure, ...shellCode.flatMap((chunk) => staticClosure(meta, chunk))]);
  const sourcesOf = (files: Iterable<string>) => [...new Set(inputsOf(files).map(sourceOf))].sort();
  const eagerSources: Record<string, string[]> = {
    home: sourcesOf(new Set([...shellJs, ...staticClosure(meta, chunkOf(HOME_PAGE))])),
  };
  const routeChunks: RouteChunks = {
    shell: preloaded(shellCode, entryClosure),
    home: preloaded([chunkOf(HOME_PAGE)], pastShell),
  };
  for (const [name, file] of groupChunks) {
    const charts = chartChunk && CHART_GROUPS.has(name) ? lazyClosure(meta, chartChunk, shellJs) : [];
    const eager = staticClosure(meta, file);
    routeGroups[name] = group([...lazyClosure(meta, file, notCharts), ...charts], eager, groupStyles[name]);
    routeChunks[name] = preloaded([file], pastShell);
    eagerSources[name] = sourcesOf(new Set([...shellJs, ...eager]));
  }
  // A route group of the table (a module's) with no file of its own loads the generic module group.
  for (const name of tableGroups()) {
    if (routeGroups[name]) continue;
    if (!routeGroups[GENERIC_MODULE_GROUP]) throw new Error(`route group ${name} has no chunk`);
    const generic = groupChunks.get(GENERIC_MODULE_GROUP);
    // A group that shows charts loads the chart drawing besides the generic group: counted with it.
    routeGroups[name] =
      chartChunk && generic && CHART_GROUPS.has(name)
        ? group(
            [...lazyClosure(meta, generic, notCharts), ...lazyClosure(meta, chartChunk, shellJs)],
            staticClosure(meta, generic),
            groupStyles[GENERIC_MODULE_GROUP],
          )
        : routeGroups[GENERIC_MODULE_GROUP];
    routeChunks[name] = routeChunks[GENERIC_MODULE_GROUP]!;
    eagerSources[name] = eagerSources[GENERIC_MODULE_GROUP]!;
    if (groupStyles[GENERIC_MODULE_GROUP]) groupStyles[name] = groupStyles[GENERIC_MODULE_GROUP];
  }
  const buildIndex: BuildIndex = {
    entry: rel(entryJs),
    entryImports: staticClosure(meta, entryJs)
      .filter((file) => file !== entryJs)
      .map(rel),
    css: signInCss.map(rel),
    deferredCss: deferredName,
    signIn: [...signInJs, ...signInCss].map(rel),
    routeGroups,
    routeChunks,
    routePatterns: ROUTE_TABLE.flatMap((route) =>
      route.group ? [[route.path, route.group] as [string, string]] : [],
    ),
    routeStyles: groupStyles,
    signInSources: [
      ...new Set(signInJs.flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}).map(sourceOf))),
    ].sort(),
    eagerSources,
  };
  const hinted = new Set([
    buildIndex.entry,
    ...buildIndex.entryImports,
    ...Object.values(routeChunks).flat(),
  ]);
  await Promise.all(
    [...hinted].map(async (file) => {
      const path = join(outDir, file);
      await writeFile(path, COMPILE_HINT + (await readFile(path, 'utf8')));
    }),
  );
  const routeHints = await routeHintsScript();
  // What the files are named after (their content), and the inline script: any change makes a new build.
  const buildId = contentCode(JSON.stringify([buildIndex, routeHints]));
  await writeFile(
    join(outDir, 'index.html'),
    indexHtml(buildIndex, process.env['NBXT_TENANT'] ?? '', routeHints, buildId),
  );
  // Read by a page whose chunk failed to load (web/src/app/chunk-load.ts): another id there means a
  // deploy since the page loaded, and only a reload brings its code.
  await writeFile(join(outDir, BUILD_FILE.slice(1)), `${JSON.stringify({ build: buildId })}\n`);
  await writeFile(join(outDir, 'build-index.json'), `${JSON.stringify(buildIndex, null, 2)}\n`);
  if (!existsSync(join(outDir, buildIndex.entry))) throw new Error(`missing ${basename(buildIndex.entry)}`);
  return buildIndex;
}
