import { gzipSync } from 'node:zlib';

/** A chunk as the bundle reports it: its file, its code and each module's rendered code in it. */
export interface BundledChunk {
  fileName: string;
  code: string;
  modules: Readonly<Record<string, { readonly code: string | null }>>;
}

export interface ModuleSize {
  /** The chunk's file. */
  chunk: string;
  /** The module's id as the bundle names it. */
  id: string;
  /** Bytes: its share of the chunk's gzip size. */
  gzip: number;
}

const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;

/**
 * What each module weighs in the gzip-compressed chunks that carry it: a chunk's gzip size shared among its
 * modules in proportion to their rendered code compressed alone (a module compresses better beside the
 * others, so alone over-counts; the shares add up to the chunk's size). The chunk's own code around its
 * modules (imports, exports, the runtime's helpers) is shared with them.
 */
export function moduleSizes(chunks: Iterable<BundledChunk>): ModuleSize[] {
  const out: ModuleSize[] = [];
  for (const chunk of chunks) {
    const total = gzipped(chunk.code);
    const alone = Object.entries(chunk.modules).map(
      ([id, module]) => [id, module.code ? gzipped(module.code) : 0] as const,
    );
    const sum = alone.reduce((n, [, size]) => n + size, 0);
    for (const [id, size] of alone)
      out.push({ chunk: chunk.fileName, id, gzip: sum > 0 ? (size * total) / sum : 0 });
  }
  return out;
}

/** The sizes of the modules in `files`, summed by `key` (a module's package or folder), largest first. */
export function sizesBy(
  sizes: readonly ModuleSize[],
  files: ReadonlySet<string>,
  key: (id: string) => string,
): [string, number][] {
  const sums = new Map<string, number>();
  for (const size of sizes)
    if (files.has(size.chunk)) sums.set(key(size.id), (sums.get(key(size.id)) ?? 0) + size.gzip);
  return [...sums].sort((a, b) => b[1] - a[1]);
}
