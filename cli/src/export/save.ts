import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { TruncatedDownloadError } from '@nbxt/core/export/retry.ts';
import type { Download } from '@nbxt/core/http/transport.ts';

/**
 * Writing downloads to disk without ever leaving a half file under a real name: the body streams to
 * `<name>.part` and is renamed when complete; on any failure or interruption the part file is removed.
 * Part files in flight are tracked so that an interrupted process can remove them before it exits.
 */

const activeParts = new Set<string>();

/** Part files being written right now (absolute paths). */
export function partsInFlight(): string[] {
  return [...activeParts];
}

export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => {});
}

/** Regular files of a folder with their sizes (created when missing). */
export async function filesIn(dir: string): Promise<Map<string, number>> {
  await mkdir(dir, { recursive: true });
  const files = new Map<string, number>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files.set(entry.name, (await stat(join(dir, entry.name))).size);
  }
  return files;
}

export interface SaveOptions {
  signal?: AbortSignal;
  /** Called with each chunk's size as it is written. */
  onBytes?: (bytes: number) => void;
}

/**
 * Stream a download into `dir/name` through `dir/name.part`. A body that breaks off (or is shorter than
 * its announced length) rejects with TruncatedDownloadError; an abort rejects with the abort reason.
 */
export async function saveDownload(
  dir: string,
  name: string,
  download: Download,
  options: SaveOptions = {},
): Promise<{ path: string; bytes: number }> {
  const final = join(dir, name);
  const part = `${final}.part`;
  activeParts.add(part);
  let bytes = 0;
  const reader = download.body.getReader();
  let finished = false;
  async function* chunks() {
    try {
      for (;;) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          if (options.signal?.aborted) throw options.signal.reason ?? error;
          throw new TruncatedDownloadError(bytes, download.size);
        }
        if (result.done) {
          finished = true;
          return;
        }
        bytes += result.value.length;
        options.onBytes?.(result.value.length);
        yield result.value;
      }
    } finally {
      if (!finished) await reader.cancel().catch(() => {});
    }
  }
  try {
    const out = createWriteStream(part, { flags: 'w' });
    await pipeline(chunks, out, { signal: options.signal });
    if (download.size !== undefined && bytes !== download.size)
      throw new TruncatedDownloadError(bytes, download.size);
    await rename(part, final);
    return { path: final, bytes };
  } catch (error) {
    await removeQuietly(part);
    throw error;
  } finally {
    activeParts.delete(part);
  }
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
