import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { above, layerOrder, layerOverrides, WEB_LAYERS } from '../../scripts/lint/web-layers.ts';

// Issue 27: the console's folders depend one way (app → shell → … → kit → components → base), a lint rule
// per folder says so in `npm test` (Biome noRestrictedImports, biome.json's overrides), and web/src has
// no folder-level import cycle.

const repo = join(import.meta.dirname, '..', '..');
const src = join(repo, 'web/src');
const layers: string[] = WEB_LAYERS.map((l) => l.folder);

function walk(dir: string): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      folders.push(path);
      const inner = walk(path);
      files.push(...inner.files);
      folders.push(...inner.folders);
    } else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return { files, folders };
}

const tree = walk(src);
const rel = (path: string) => relative(src, path).split('\\').join('/');

/** Every relative import (static, re-export, dynamic) of each file, resolved to a web/src path. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/(?:import|export)\s[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ...text.matchAll(/import\s+['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((m) => m[1]!);
  return specs.map((spec) => rel(normalize(join(dirname(file), spec))));
}

/**
 * The folder graph: for two files in different folders, the edge joins the two sibling folders under
 * their deepest common folder (`kit/x.ts` → `base/y.ts` is kit → base; `screens/groups/a.tsx` →
 * `screens/apps/b.tsx` is screens/groups → screens/apps). A folder's own files belong to it, so a
 * sub-folder importing its parent is not a sibling edge.
 */
function folderGraph(edges: Iterable<[string, string]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) {
    const a = from.split('/').slice(0, -1);
    const b = to.split('/').slice(0, -1);
    let common = 0;
    while (common < a.length && common < b.length && a[common] === b[common]) common++;
    if (common === a.length || common === b.length) continue;
    const x = a.slice(0, common + 1).join('/');
    const y = b.slice(0, common + 1).join('/');
    if (!graph.has(x)) graph.set(x, new Set());
    graph.get(x)!.add(y);
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one folder (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const fileEdges: [string, string][] = tree.files.flatMap((file) =>
  importsOf(file).map((to): [string, string] => [rel(file), to]),
);

describe('the folders of web/src', () => {
  it('are all placed in the layer order, and no sub-folder is named like a top-level one', () => {
    const top = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...top].sort()).toEqual([...layers].sort());
    // The lint patterns (`../**/shell/**`) name a top-level folder at any depth: a namesake would be caught too.
    const namesakes = tree.folders
      .map(rel)
      .filter((f) => f.includes('/') && layers.includes(f.split('/').pop()!));
    expect(namesakes).toEqual([]);
  });

  it('are written down in CONTRIBUTING.md in that order', () => {
    const contributing = readFileSync(join(repo, 'CONTRIBUTING.md'), 'utf8');
    expect(contributing.includes(layerOrder), `CONTRIBUTING.md names the order ${layerOrder}`).toBe(true);
    for (const { folder, holds } of WEB_LAYERS) {
      const line = `\`${folder}/\` ${holds}`;
      expect(contributing.includes(line), `CONTRIBUTING.md says ${line}`).toBe(true);
    }
  });

  it('import only the folders below them', () => {
    const upward = fileEdges.filter(([from, to]) => {
      const [a, b] = [from.split('/')[0]!, to.split('/')[0]!];
      return layers.includes(a) && layers.includes(b) && a !== b && above(a as never).includes(b as never);
    });
    expect(upward).toEqual([]);
  });

  it('have no import cycle at any level', () => {
    expect(cycles(folderGraph(fileEdges))).toEqual([]);
  });

  it('the cycle check sees one when an import goes up', () => {
    expect(cycles(folderGraph([...fileEdges, ['kit/x.ts', 'shell/Shell.tsx']]))).toEqual([
      expect.arrayContaining(['kit', 'shell']),
    ]);
    expect(
      cycles(
        folderGraph([
          ['screens/groups/a.tsx', 'screens/apps/b.tsx'],
          ['screens/apps/b.tsx', 'screens/groups/c.tsx'],
        ]),
      ),
    ).toEqual([['screens/apps', 'screens/groups']]);
  });
});

describe("the lint rule per folder (biome.json's overrides, run by `npm test`'s lint)", () => {
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8')) as {
    overrides?: { includes?: string[] }[];
  };

  it('is written from the layer order (`node scripts/lint/web-layers.ts` rewrites it)', () => {
    const written = (config.overrides ?? []).filter((o) => o.includes?.some((g) => g.startsWith('web/src/')));
    expect(written).toEqual(layerOverrides());
  });

  it('fails every import of a folder above, at any depth, and passes the imports of folders below', () => {
    // The repo's biome.json, copied as it is beside probe files laid out like web/src.
    const dir = mkdtempSync(join(tmpdir(), 'nbxt-layers-'));
    try {
      copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
      const probes: { path: string; up: boolean }[] = [];
      const write = (path: string, text: string, up: boolean) => {
        mkdirSync(join(dir, dirname(path)), { recursive: true });
        writeFileSync(join(dir, path), text);
        probes.push({ path, up });
      };
      for (const [i, low] of layers.entries()) {
        for (const high of above(low as never)) {
          write(
            `web/src/${low}/up-${high}.ts`,
            `import { a } from '../${high}/a.ts';\nexport const b = a;\n`,
            true,
          );
          write(
            `web/src/${low}/deep/up-${high}.ts`,
            `export const load = () => import('../../${high}/deep/a.ts');\n`,
            true,
          );
        }
        for (const below of layers.slice(i + 1))
          write(
            `web/src/${low}/down-${below}.ts`,
            `export { a } from '../${below}/a.ts';\nexport const load = () => import('../../src/${below}/b.ts');\n`,
            false,
          );
      }
      let report = '';
      try {
        execFileSync(
          join(repo, 'node_modules/.bin/biome'),
          ['lint', '--reporter=json', '--max-diagnostics=none', 'web'],
          { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
        );
        expect.unreachable('biome lint passed files that import a folder above their own');
      } catch (error) {
        report = String((error as { stdout?: string }).stdout ?? '');
      }
      const { diagnostics } = JSON.parse(report) as {
        diagnostics: { category: string; location: { path: string | { file: string } } }[];
      };
      const flagged = new Set(
        diagnostics
          .filter((d) => d.category === 'lint/style/noRestrictedImports')
          .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file)),
      );
      expect(probes.filter((p) => p.up).length).toBeGreaterThan(80);
      for (const probe of probes) expect(flagged.has(probe.path), probe.path).toBe(probe.up);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
