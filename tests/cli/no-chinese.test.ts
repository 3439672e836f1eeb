import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The CLI's texts come from core's catalogue (zh and en) or the registry, never written into its code. */
const root = new URL('../../cli/src/', import.meta.url).pathname;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the CLI code', () => {
  it('has no Chinese written into it (comments aside)', () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return /[\u4e00-\u9fff]/.test(code) ? [relative(root, file)] : [];
    });
    expect(offenders).toEqual([]);
  });
});
