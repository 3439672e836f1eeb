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

const root = new URL('../../', import.meta.url).pathname;

export async function buildCli(version: string): Promise<void> {
  await build({
    entryPoints: [`${root}cli/src/entry.ts`],
    outfile: `${root}cli/dist/nbxt.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    legalComments: 'none',
    plugins: [emptyModules(['react-devtools-core'])],
    define: { NBXT_VERSION: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
    banner: {
      // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
      js: "#!/usr/bin/env node\nimport { createRequire as __nbxtCreateRequire } from 'node:module';\nconst require = __nbxtCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}
