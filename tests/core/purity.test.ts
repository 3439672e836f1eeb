import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../core/src/', import.meta.url).pathname;

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

  it('touches no DOM or Node globals (they are injected as ports)', () => {
    const offenders: string[] = [];
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const global of [
        'window.',
        'document.',
        'localStorage',
        'sessionStorage',
        'process.',
        'Buffer.',
        'require(',
      ]) {
        // Not part of a longer name (`officedocument.spreadsheetml` is a MIME type, not `document.`).
        const use = new RegExp(`(?<![\\w$])${global.replace(/[.(]/g, '\\$&')}`);
        if (use.test(code)) offenders.push(`${relative(root, file)} uses ${global}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
