import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BladeClient } from '@nbxt/core/client.ts';
import { entryKeys, type ManifestEntry } from '@nbxt/core/export/manifest.ts';
import { chooseFileName, claimName, nameKey, STATE_FILE } from '@nbxt/core/export/names.ts';
import { planBatch } from '@nbxt/core/export/plan.ts';
import { entryRequest } from '@nbxt/core/export/request.ts';
import { classifyFailure, retryDelay } from '@nbxt/core/export/retry.ts';
import { markDone, readState, serializeState } from '@nbxt/core/export/state.ts';
import type { Registry } from '@nbxt/core/resources/types.ts';
import { downloadFailureText } from './failure-text.ts';
import { keepYoungGenerationSmall } from './memory.ts';
import { filesIn, removeLeftovers, saveDownload, sleep } from './save.ts';
import { StateFile } from './state-file.ts';

/**
 * `nbxt export run`: a pool of workers downloads the manifest's entries into a folder. Finished entries are
 * recorded in the state file (see StateFile) so that a re-run resumes; safe downloads are retried on
 * transient faults, unsafe ones never; a session that cannot be renewed stops everything.
 */

export type BatchEvent =
  | { type: 'start'; index: number; label: string }
  | { type: 'bytes'; index: number; bytes: number; size?: number; file: string }
  | { type: 'retry'; index: number; label: string; attempt: number; error: string }
  | { type: 'saved'; index: number; label: string; file: string; bytes: number }
  | { type: 'skipped'; index: number; label: string; file: string; bytes: number }
  | { type: 'failed'; index: number; label: string; error: string };

export interface BatchOptions {
  client: BladeClient;
  registry: Registry;
  entries: ManifestEntry[];
  dir: string;
  concurrency: number;
  force: boolean;
  signal: AbortSignal;
  onEvent: (event: BatchEvent) => void;
  random?: () => number;
}

export interface BatchResult {
  total: number;
  saved: { index: number; label: string; file: string; bytes: number; attempts: number }[];
  skipped: { index: number; label: string; file: string; bytes: number }[];
  failed: { index: number; label: string; error: string }[];
  interrupted: boolean;
  /** The session ended and could not be renewed. */
  sessionExpired: unknown;
  stateProblem?: string;
}

export const entryLabel = (entry: ManifestEntry) => entry.name ?? `${entry.method} ${entry.path}`;

export async function runBatch(options: BatchOptions): Promise<BatchResult> {
  const { client, entries, dir, signal, onEvent } = options;
  const random = options.random ?? Math.random;
  keepYoungGenerationSmall();
  const found = await filesIn(dir);
  for (const name of await removeLeftovers(dir, found.keys())) found.delete(name);
  const stateText = await readFile(join(dir, STATE_FILE), 'utf8').catch(() => undefined);
  const loaded = readState(stateText);
  const keys = entryKeys(entries);
  const plan = planBatch({ entries, keys, state: loaded.state, force: options.force, files: found });
  // Records of entries being redone stay until replaced: if the new attempt fails, the earlier complete
  // file is still known (and its name is not handed to another entry).
  const state = loaded.state;
  const stateFile = new StateFile(dir, () => serializeState(state));
  stateFile.changed();

  const result: BatchResult = {
    total: entries.length,
    saved: [],
    skipped: [],
    failed: [],
    interrupted: false,
    sessionExpired: undefined,
    stateProblem: loaded.problem,
  };
  for (const s of plan.skipped) {
    const item = { index: s.index, label: entryLabel(s.entry), file: s.done.file, bytes: s.done.bytes };
    result.skipped.push(item);
    onEvent({ type: 'skipped', ...item });
  }

  const stop = new AbortController();
  const halt = AbortSignal.any([signal, stop.signal]);
  const taken = plan.taken;
  let next = 0;

  async function runOne(item: (typeof plan.todo)[number]): Promise<void> {
    const label = entryLabel(item.entry);
    const request = { ...entryRequest(options.registry, item.entry), signal: halt };
    onEvent({ type: 'start', index: item.index, label });
    for (let attempt = 0; ; attempt++) {
      let claimed: string | undefined;
      try {
        // '' as the fallback: the name is chosen here, with the content type's extension if need be.
        const download = await client.transport.download(request, '');
        claimed = claimName(
          chooseFileName(item.entry.name, download.fileName, 'download', download.contentType),
          taken,
        );
        const file = claimed;
        let received = 0;
        const saved = await saveDownload(dir, file, download, {
          signal: halt,
          onBytes: (n) => {
            received += n;
            onEvent({ type: 'bytes', index: item.index, bytes: received, size: download.size, file });
          },
        });
        markDone(state, item.key, { file, bytes: saved.bytes, finishedAt: new Date().toISOString() });
        stateFile.changed();
        result.saved.push({ index: item.index, label, file, bytes: saved.bytes, attempts: attempt + 1 });
        onEvent({ type: 'saved', index: item.index, label, file, bytes: saved.bytes });
        return;
      } catch (error) {
        if (claimed) taken.delete(nameKey(claimed));
        if (halt.aborted) return;
        const verdict = classifyFailure(error, request.safe ?? false, attempt);
        if (verdict === 'stop') {
          result.sessionExpired ??= error;
          stop.abort(error);
          return;
        }
        const text = downloadFailureText(error);
        if (verdict === 'fail') {
          result.failed.push({ index: item.index, label, error: text });
          onEvent({ type: 'failed', index: item.index, label, error: text });
          return;
        }
        onEvent({ type: 'retry', index: item.index, label, attempt: attempt + 1, error: text });
        try {
          await sleep(retryDelay(attempt, random), halt);
        } catch {
          return;
        }
      }
    }
  }

  async function worker(): Promise<void> {
    while (!halt.aborted && next < plan.todo.length) await runOne(plan.todo[next++]!);
  }
  try {
    await Promise.all(
      Array.from({ length: Math.max(1, Math.min(options.concurrency, plan.todo.length)) }, worker),
    );
  } finally {
    await stateFile.close();
  }
  result.interrupted = signal.aborted;
  for (const list of [result.saved, result.failed] as { index: number }[][])
    list.sort((a, b) => a.index - b.index);
  return result;
}
