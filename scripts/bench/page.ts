/**
 * A page of the bench's own (a harness module and what it imports) bundled as the console bundles it
 * (Vite, split, minified), its up-front and lazy sizes, and a local server for Chromium to open it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { staticClosure } from '../build/web.ts';

const root = new URL('../../', import.meta.url).pathname;

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Bundles `harness` (a path from the repository's root) into `dir` with Vite, as the console is bundled
 * (the console's modules use Vite's `import.meta.glob`): its entry, the stylesheets it loads up front, and
 * the gzip sizes of what it loads up front and on demand.
 */
export async function bundlePage(
  dir: string,
  harness: string,
): Promise<{ entry: string; css: string[]; staticGzip: number; lazyGzip: number }> {
  const result = (await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: dir,
      emptyOutDir: false,
      target: ['chrome110'],
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: {
        input: { harness: join(root, harness) },
        output: { entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
        onLog: (level, log, handler) =>
          log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log),
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    result.output.flatMap((out) => (out.type === 'chunk' ? [[out.fileName, out] as const] : [])),
  );
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!.fileName;
  // What the entry loads up front: its chunks (as the console's build walks them) and their stylesheets.
  const seen = new Set(
    [...staticClosure(entry, (file) => chunks.get(file)?.imports)].flatMap((file) => [
      file,
      ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
    ]),
  );
  const gzip = async (file: string) => gzipSync(await readFile(join(dir, file)), { level: 9 }).length;
  let staticGzip = 0;
  let lazyGzip = 0;
  for (const out of result.output) {
    if (!/\.(js|css)$/.test(out.fileName)) continue;
    if (seen.has(out.fileName)) staticGzip += await gzip(out.fileName);
    else lazyGzip += await gzip(out.fileName);
  }
  return { entry, css: [...seen].filter((f) => f.endsWith('.css')), staticGzip, lazyGzip };
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
