import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWN_MODULES } from '../vitest.config.ts';

const root = new URL('..', import.meta.url).pathname;

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat();
}

describe('unit files sharing their modules', () => {
  it('lists every unit file that replaces a module or a global among those that keep their own', async () => {
    const files = (await testFiles(join(root, 'tests'))).map((file) => relative(root, file));
    const replacing = [];
    for (const file of files.filter((f) => !f.startsWith('tests/e2e/')))
      if (/\bvi\.(mock|doMock|stubGlobal|resetModules)\(/.test(await readFile(join(root, file), 'utf8')))
        replacing.push(file);
    expect(replacing.sort()).toEqual([...OWN_MODULES].sort());
  });
});
