import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Vite's bundler (a dependency of vite), run alone: what the console's build gives it, without Vite's own plugins.
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeChunks } from '../../scripts/build/route-chunks.ts';

/**
 * A console in small: an entry, a shell, two route pages that import from one barrel (a package's index
 * that only re-exports), the page `a` loading an editor on demand.
 */
const FILES: Record<string, string> = {
  'main.js': `import { base } from './base.js';
    export const pages = [() => import('./shell.js'), () => import('./a.js'), () => import('./b.js'), () => import('./public.js')];
    console.log(base);`,
  'base.js': `export const base = 'base';`,
  'shell.js': `import { frame } from './lib/index.js'; import { menu } from './menu.js'; import { tabs } from './tabs.js';
    export const panel = () => import('./panel.js'); export default [frame, menu, tabs];`,
  'tabs.js': `export const tabs = 'tabs';`,
  'menu.js': `export const menu = 'menu';`,
  'public.js': `import { frame } from './lib/index.js'; export default frame;`,
  'panel.js': `import { menu } from './menu.js'; import { table } from './lib/index.js'; export default [menu, table];`,
  'a.js': `import { button, input } from './lib/index.js'; import { both } from './both.js'; import { tabs } from './tabs.js';
    export const edit = () => import('./editor.js'); export const view = () => import('./viewer.js');
    export default [button, input, both, tabs];`,
  'viewer.js': `import { picker } from './lib/index.js'; export default picker;`,
  'b.js': `import { button as b, table } from './lib/index.js'; import { both } from './both.js'; export default [b, table, both];`,
  'both.js': `export const both = 'both';`,
  'editor.js': `import { picker } from './lib/index.js'; export default picker;`,
  'lib/index.js': `'use client';
    import { button } from './button.js'; export { button };
    export { input } from './input.js';
    export * from './more.js';
    export { frame } from './frame.js';`,
  'lib/more.js': `export { table } from './table.js'; export { picker } from './picker.js';`,
  ...Object.fromEntries(
    ['button', 'input', 'table', 'picker', 'frame'].map((name) => [
      `lib/${name}.js`,
      `export const ${name} = '${name}:${'x'.repeat(40)}';`,
    ]),
  ),
};

describe('chunks by route', () => {
  let dir: string;
  let chunks: { name: string; modules: string[] }[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nbxt-route-chunks-'));
    await mkdir(join(dir, 'lib'));
    for (const [file, code] of Object.entries(FILES)) await writeFile(join(dir, file), code);
    const at = (file: string) => join(dir, file);
    const chunking = routeChunks({
      entry: at('main.js'),
      shell: [at('shell.js')],
      parts: () => [
        { name: 'shell', roots: [at('shell.js')], after: [at('main.js')] },
        { name: 'a', roots: [at('a.js')], after: [at('main.js'), at('shell.js')] },
        { name: 'b', roots: [at('b.js')], after: [at('main.js'), at('shell.js')] },
      ],
      apart: () => false,
      own: (id) => !id.includes('/lib/'),
      label: (id) => id.split('/').pop()!.replace(/\..*$/, ''),
    });
    const bundle = await rolldown({
      input: at('main.js'),
      plugins: [chunking.plugin],
      preserveEntrySignatures: 'allow-extension',
      onLog: () => undefined,
    });
    const { output } = await bundle.generate({
      codeSplitting: { groups: [{ name: chunking.name, includeDependenciesRecursively: false }] },
    });
    await bundle.close();
    chunks = output.flatMap((out) =>
      out.type === 'chunk'
        ? [
            {
              name: out.name,
              modules: out.moduleIds
                .flatMap((id) => (id.startsWith(dir) ? [id.slice(dir.length + 1)] : []))
                .sort(),
            },
          ]
        : [],
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const holding = (module: string) => chunks.find((chunk) => chunk.modules.includes(module));

  it('places a module with the modules exactly the same route parts load, reached through a barrel by the names imported', () => {
    // Each page's own modules with what only it loads from the barrel.
    expect(holding('a.js')!.modules).toEqual(['a.js', 'lib/input.js']);
    expect(holding('b.js')!.modules).toEqual(['b.js']);
    // What both pages load (up front), together, whichever way they reach it.
    expect(holding('both.js')!.modules).toEqual(['both.js', 'lib/button.js']);
    // The shell's part: the barrel's name it imports, not the barrel's others; what a page loaded without
    // the shell (sign-out pages) shares with it apart, what the shell loads on demand after it apart.
    expect(holding('shell.js')!.modules).toEqual(['menu.js', 'shell.js']);
    // What a page imports from the shell's modules: apart from the shell's own (a page's first data is
    // asked for while the shell's chunk still loads), not with what the shell loads on demand (menu.js).
    expect(holding('tabs.js')!.modules).toEqual(['tabs.js']);
    expect(holding('public.js')!.modules).toEqual(['public.js']);
    expect(holding('lib/frame.js')!.modules).toEqual(['lib/frame.js']);
    expect(holding('panel.js')!.modules).toEqual(['panel.js']);
    // A module a page and the shell's on-demand part load: not with the page's own.
    expect(holding('lib/table.js')!.modules).toEqual(['lib/table.js']);
    // What a page loads on demand is apart from what it loads up front, reached through `export *`, and
    // by the import that loads it: what two of them load, apart from each.
    expect(holding('editor.js')!.modules).toEqual(['editor.js']);
    expect(holding('viewer.js')!.modules).toEqual(['viewer.js']);
    expect(holding('lib/picker.js')!.modules).toEqual(['lib/picker.js']);
  });

  it("names a chunk after its part's page, or its own module loaded on demand", () => {
    expect(holding('a.js')!.name).toBe('a');
    expect(holding('editor.js')!.name).toBe('editor');
    expect(holding('both.js')!.name).toBe('both');
  });

  it("leaves the entry's modules to the bundler", () => {
    expect(holding('base.js')).toEqual(holding('main.js'));
  });
});
