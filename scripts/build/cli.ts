import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin } from 'esbuild';

/** Ink imports its optional devtools bridge statically; the CLI never uses it, so it becomes empty. */
function emptyModules(names: string[]): Plugin {
  const filter = new RegExp(`^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
  return {
    name: 'empty-modules',
    setup(build) {
      build.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'empty-module' }));
      build.onLoad({ filter: /.*/, namespace: 'empty-module' }, () => ({
        contents: 'export default {};',
        loader: 'js',
      }));
    },
  };
}

/**
 * conf imports its JSON-schema validator (ajv, ajv-formats) at the top but only builds one for a `schema`
 * option, which nbxt never passes: the bundle gets stand-ins that refuse to be used, and every command that
 * reads the profile starts without loading and compiling ajv.
 */
function withoutSchemaValidator(): Plugin {
  const refuse = "throw new Error('nbxt: conf was built without its schema validator')";
  const contents: Record<string, string> = {
    'ajv/dist/2020.js': `export class Ajv2020 { constructor() { ${refuse}; } }`,
    'ajv-formats': `export default { default() { ${refuse}; } };`,
  };
  return {
    name: 'without-schema-validator',
    setup(build) {
      build.onResolve({ filter: /^(ajv\/dist\/2020\.js|ajv-formats)$/ }, (args) => ({
        path: args.path,
        namespace: 'no-schema-validator',
      }));
      build.onLoad({ filter: /.*/, namespace: 'no-schema-validator' }, (args) => ({
        contents: contents[args.path]!,
        loader: 'js',
      }));
    },
  };
}

/**
 * With code splitting, esbuild hands a dynamically imported CommonJS package over as `{ default: exports }`
 * only, so `const { fetch } = await import('undici')` would get undefined (Node itself would give the named
 * export). Each bare dynamic import of a CommonJS package goes through a small ESM facade that names its
 * exports, read from the package itself at build time.
 */
function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const packageJson = join(dir, 'package.json');
    if (existsSync(packageJson))
      return (JSON.parse(readFileSync(packageJson, 'utf8')) as { type?: string }).type !== 'module';
  }
  return true;
}

function esmFacades(): Plugin {
  const load = createRequire(`${root}cli/package.json`);
  return {
    name: 'esm-facades',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.path.startsWith('node:') || args.path.startsWith('@nbxt/'))
          return undefined;
        const target = await build.resolve(args.path, {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
        });
        if (target.errors.length > 0 || !isCommonJs(target.path)) return undefined;
        return { path: args.path, namespace: 'esm-facade', pluginData: { resolveDir: args.resolveDir } };
      });
      build.onLoad({ filter: /.*/, namespace: 'esm-facade' }, (args) => {
        const names = Object.keys(load(args.path) as object).filter(
          (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
        );
        const from = JSON.stringify(args.path);
        return {
          contents: `import all from ${from};\nexport default all;\nexport const { ${names.join(', ')} } = all;\n`,
          resolveDir: (args.pluginData as { resolveDir: string }).resolveDir,
          loader: 'js',
        };
      });
    },
  };
}

const root = new URL('../../', import.meta.url).pathname;

/** The CLI's version (cli/package.json), which `nbxt --version` prints. */
export function cliVersion(): string {
  return (JSON.parse(readFileSync(`${root}cli/package.json`, 'utf8')) as { version: string }).version;
}

/**
 * cli/dist/nbxt.js plus lazily loaded chunks in cli/dist/chunks/: what a command imports inside its action
 * (Ink, conf, zod, the core modules) is neither read nor compiled until that command runs, which keeps
 * `nbxt --version` within a few tens of milliseconds of a bare `node`. Self-contained: no runtime deps.
 */
export async function buildCli(version = cliVersion()): Promise<void> {
  rmSync(`${root}cli/dist`, { recursive: true, force: true });
  await build({
    entryPoints: { nbxt: `${root}cli/src/entry.ts` },
    outdir: `${root}cli/dist`,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    legalComments: 'none',
    plugins: [emptyModules(['react-devtools-core']), withoutSchemaValidator(), esmFacades()],
    // jsonc-parser's `main` is a UMD wrapper whose requires the bundler cannot follow: bundle its ES build.
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
    define: { NBXT_VERSION: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
    banner: {
      // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
      js: "#!/usr/bin/env node\nimport { createRequire as __nbxtCreateRequire } from 'node:module';\nconst require = __nbxtCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
