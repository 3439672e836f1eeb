import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWeb, type WebManifest } from '../../scripts/build/web.ts';

// Built into a temp folder: other suites (the end-to-end test) use web/dist at the same time.
describe('console build', () => {
  let dir: string;
  let manifest: WebManifest;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nbxt-web-build-'));
    // A site that knows its tenant: the sign-in and registration pages hide the tenant field.
    process.env['NBXT_TENANT'] = '000000';
    try {
      manifest = await buildWeb({ outDir: dir });
    } finally {
      delete process.env['NBXT_TENANT'];
    }
  }, 60_000);
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes index.html linking the entry, the sign-in CSS and the deferred stylesheet', async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    expect(html).toContain(`<script type="module" src="/${manifest.entry}"></script>`);
    for (const css of manifest.css) expect(html).toContain(`href="/${css}"`);
    expect(html).toContain(`content="/${manifest.deferredCss}"`);
    expect(manifest.entry).toMatch(/^assets\/main-[A-Z0-9]+\.js$/);
    expect(html).toContain('<meta name="nbxt-tenant-id" content="000000" />');
  });

  it('keeps the list screens, the shell, dates, dnd-kit and the query library out of the sign-in route', () => {
    const sources = manifest.signInSources;
    expect(sources).toContain('react-dom');
    expect(sources.some((s) => s.startsWith('web/src/pages'))).toBe(true);
    for (const heavy of [
      'web/src/crud',
      'web/src/shell',
      '@mantine/dates',
      '@dnd-kit/core',
      '@tanstack/query-core',
    ])
      expect(sources).not.toContain(heavy);
    expect(manifest.signIn.some((file) => /ResourceListScreen|Shell-/.test(file))).toBe(false);
  });
});
