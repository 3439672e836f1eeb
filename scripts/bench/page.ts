/**
 * A page of the bench's own (a harness module and what it imports) bundled as the console bundles it
 * (esbuild, split, minified), its up-front and lazy sizes, and a local server for Chromium to open it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('../../', import.meta.url).pathname;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Bundles `harness` (a path from the repository's root) into `dir`. */
export async function bundlePage(
  dir: string,
  harness: string,
): Promise<{ entry: string; css: string[]; staticGzip: number; lazyGzip: number }> {
  const result = await build({
    entryPoints: { harness: join(root, harness) },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    outdir: dir,
    metafile: true,
    jsx: 'automatic',
    target: ['chrome110'],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'file', '.svg': 'file' },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const rel = (p: string) => relative(dir, join(root, p));
  const entryKey = Object.keys(outputs).find((k) => outputs[k]!.entryPoint?.endsWith('harness.tsx'))!;
  const seen = new Set<string>();
  const stack = [entryKey];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of outputs[file]!.imports)
      if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
    const css = outputs[file]!.cssBundle;
    if (css) seen.add(css);
  }
  const gzip = async (file: string) => gzipSync(await readFile(join(root, file)), { level: 9 }).length;
  let staticGzip = 0;
  let lazyGzip = 0;
  for (const file of Object.keys(outputs)) {
    if (!/\.(js|css)$/.test(file)) continue;
    if (seen.has(file)) staticGzip += await gzip(file);
    else lazyGzip += await gzip(file);
  }
  const css = [...seen].filter((f) => f.endsWith('.css')).map(rel);
  return { entry: rel(entryKey), css, staticGzip, lazyGzip };
}

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

export async function servePage(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
