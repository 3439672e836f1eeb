import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { leftoverOwner, partFileName } from '@nbxt/core/export/names.ts';
import { TruncatedDownloadError } from '@nbxt/core/export/retry.ts';
import type { Download } from '@nbxt/core/http/transport.ts';
import { onForcedExit } from './interrupt.ts';
import { tookIn } from './memory.ts';

/**
 * Writing downloads to disk without ever leaving a half file under a real name: the body streams to
 * `<name>.nbxt-<pid>.part`, is flushed to disk (fsync) and renamed when complete; on any failure or
 * interruption the part file is removed (synchronously, when a second Ctrl-C ends the process at once).
 */

export async function removeQuietly(path: string): Promise<void> {
  await rm(path, { force: true }).catch(() => {});
}

/** Regular files of a folder with their sizes (created when missing). */
export async function filesIn(dir: string): Promise<Map<string, number>> {
  await mkdir(dir, { recursive: true });
  const names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(dir, name))).size));
  return new Map(names.map((name, i) => [name, sizes[i]!]));
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Remove the part and state temp files an earlier, killed run left in `dir`: only names of our own pattern
 * (see `leftoverOwner`) whose writer is no longer running, so a batch running beside this one keeps its own.
 */
export async function removeLeftovers(dir: string, names: Iterable<string>): Promise<string[]> {
  const stale = [...names].filter((name) => {
    const owner = leftoverOwner(name);
    return owner !== undefined && !isRunning(owner);
  });
  await Promise.all(stale.map((name) => removeQuietly(join(dir, name))));
  return stale;
}

async function writeAll(file: FileHandle, data: Uint8Array): Promise<void> {
  for (let offset = 0; offset < data.length; ) {
    const { bytesWritten } = await file.write(data, offset, data.length - offset);
    if (bytesWritten === 0) throw new Error('the disk accepted no bytes');
    offset += bytesWritten;
  }
}

/** Write a whole file atomically: a temp file, flushed to disk, renamed over the target. */
export async function writeFileAtomically(path: string, temp: string, text: string): Promise<void> {
  const file = await open(temp, 'w');
  try {
    await file.writeFile(text);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temp, path);
}

/** The same, synchronously, for a process about to exit. */
export function writeFileAtomicallySync(path: string, temp: string, text: string): void {
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

export interface SaveOptions {
  signal?: AbortSignal;
  /** Called with each chunk's size as it is written. */
  onBytes?: (bytes: number) => void;
}

/**
 * Stream a download into `dir/name` through its part file. A body that breaks off (or is shorter than its
 * announced length) rejects with TruncatedDownloadError; an abort rejects with the abort reason.
 */
export async function saveDownload(
  dir: string,
  name: string,
  download: Download,
  options: SaveOptions = {},
): Promise<{ path: string; bytes: number }> {
  const { signal } = options;
  const final = join(dir, name);
  const part = join(dir, partFileName(name, process.pid));
  const reader = download.body.getReader();
  let forget = () => {};
  let file: FileHandle | undefined;
  let bytes = 0;
  try {
    // The part file exists before a forced exit may remove it (created at once), and is then opened without
    // creating it: an open still in flight when a second Ctrl-C removes it cannot bring it back.
    closeSync(openSync(part, 'w'));
    forget = onForcedExit(() => rmSync(part, { force: true }));
    file = await open(part, 'r+');
    for (;;) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw signal.reason ?? error;
        throw new TruncatedDownloadError(bytes, download.size);
      }
      if (chunk.done) break;
      signal?.throwIfAborted();
      await writeAll(file, chunk.value);
      bytes += chunk.value.length;
      tookIn(chunk.value.length);
      options.onBytes?.(chunk.value.length);
    }
    if (download.size !== undefined && bytes !== download.size)
      throw new TruncatedDownloadError(bytes, download.size);
    await file.sync();
    await file.close();
    file = undefined;
    await rename(part, final);
    return { path: final, bytes };
  } catch (error) {
    await reader.cancel().catch(() => {});
    await file?.close().catch(() => {});
    await removeQuietly(part);
    throw error;
  } finally {
    forget();
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
