import type { ManifestEntry } from './manifest.ts';
import { nameKey } from './names.ts';
import type { BatchState, DoneEntry } from './state.ts';

/**
 * What a run does: entries already finished (their file still there with the recorded size) are skipped,
 * the rest are queued. `--force` queues everything. The names the run must not hand out are the files in
 * the folder, except those that belong to entries being done again (they will be replaced).
 */

export interface PlannedEntry {
  index: number;
  key: string;
  entry: ManifestEntry;
}

export interface BatchPlan {
  todo: PlannedEntry[];
  skipped: (PlannedEntry & { done: DoneEntry })[];
  /** Name keys (see `nameKey`) not to use for new files. */
  taken: Set<string>;
}

export interface PlanInput {
  entries: readonly ManifestEntry[];
  keys: readonly string[];
  state: BatchState;
  force: boolean;
  /** Files now in the output folder, with their sizes. */
  files: ReadonlyMap<string, number>;
}

export function planBatch({ entries, keys, state, force, files }: PlanInput): BatchPlan {
  const todo: PlannedEntry[] = [];
  const skipped: BatchPlan['skipped'] = [];
  const sizes = new Map<string, number>();
  for (const [name, size] of files) sizes.set(nameKey(name), size);
  const released = new Set<string>();
  entries.forEach((entry, index) => {
    const key = keys[index]!;
    const done = Object.hasOwn(state.entries, key) ? state.entries[key] : undefined;
    if (!force && done && sizes.get(nameKey(done.file)) === done.bytes) {
      skipped.push({ index, key, entry, done });
      return;
    }
    if (done) released.add(nameKey(done.file));
    todo.push({ index, key, entry });
  });
  const kept = new Set(skipped.map((s) => nameKey(s.done.file)));
  const taken = new Set<string>();
  for (const name of sizes.keys()) if (kept.has(name) || !released.has(name)) taken.add(name);
  return { todo, skipped, taken };
}
