import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../core/src/', import.meta.url).pathname;
const repo = new URL('../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

describe('core is framework-free (DESIGN.md house rules)', () => {
  const files = sources(root);

  it('has sources to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports no React, no DOM library and no node:* module', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(importPattern)) {
        const spec = match[1] ?? match[2] ?? '';
        if (/^(node:|react|react-dom|ink|@mantine\/|fs$|path$|os$|crypto$|child_process$)/.test(spec)) {
          offenders.push(`${relative(root, file)} imports ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  // The DOM's and Node's globals are compile errors in core (core/tsconfig.json: ES only, with the globals
  // browsers and Node share in core/platform.d.ts); this proves the check bites and lets those through.
  it('fails to type-check core code that touches DOM or Node globals, and passes the shared ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nbxt-core-types-'));
    // ES modules, as core's files are.
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    try {
      const probe = (name: string, code: string) => {
        writeFileSync(join(dir, `${name}.ts`), code);
        writeFileSync(
          join(dir, 'tsconfig.json'),
          JSON.stringify({
            extends: join(repo, 'core/tsconfig.json'),
            include: [join(dir, `${name}.ts`), join(repo, 'core/platform.d.ts')],
          }),
        );
        try {
          execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], {
            encoding: 'utf8',
          });
          return '';
        } catch (error) {
          return String((error as { stdout?: string }).stdout);
        }
      };
      const dom = probe(
        'dom',
        [
          'export const a = document.title;',
          'export const b = window.innerWidth;',
          "export const c = localStorage.getItem('k');",
          'export const d = process.env;',
          "export const e = Buffer.from('x');",
          "import { readFileSync } from 'node:fs';",
          'export const f = readFileSync;',
        ].join('\n'),
      );
      for (const name of ['document', 'window', 'localStorage', 'process', 'Buffer', "'node:fs'"])
        expect(dom, name).toMatch(new RegExp(`Cannot find (name|module)[^\\n]*${name}`));
      const shared = probe(
        'shared',
        [
          "export const a = new URL('https://x.example/').href;",
          "export const b = new URLSearchParams('a=1').get('a');",
          "export const c = new TextEncoder().encode('x').length;",
          'export const d = new AbortController().signal.aborted;',
          'export const e = setTimeout(() => {}, 1);',
        ].join('\n'),
      );
      expect(shared).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('is type-checked by `npm run typecheck` with its own configuration, as each package is', () => {
    const scripts = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    for (const config of ['core', 'web', 'cli', 'scripts'])
      expect(scripts['typecheck'], config).toContain(`tsc -p ${config}/tsconfig.json`);
  });
});
