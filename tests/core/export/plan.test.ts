import { describe, expect, it } from 'vitest';
import { entryKeys, type ManifestEntry } from '../../../core/src/export/manifest.ts';
import { planBatch } from '../../../core/src/export/plan.ts';
import { emptyState, markDone, readState, serializeState } from '../../../core/src/export/state.ts';

const entries: ManifestEntry[] = [
  { path: '/a/export', method: 'GET' },
  { path: '/b/export', method: 'POST', body: { x: 1 } },
  { path: '/c/export', method: 'GET' },
];
const keys = entryKeys(entries);
const done = (file: string, bytes: number) => ({ file, bytes, finishedAt: '2026-01-01T00:00:00Z' });

describe('batch plan and state', () => {
  it('skips finished entries whose file is still there with its size; redoes the rest', () => {
    let state = markDone(emptyState(), keys[0]!, done('a.xlsx', 10));
    state = markDone(state, keys[1]!, done('b.xlsx', 20));
    const files = new Map([
      ['a.xlsx', 10],
      ['b.xlsx', 19], // damaged: size differs
      ['mine.txt', 5],
    ]);
    const plan = planBatch({ entries, keys, state, force: false, files });
    expect(plan.skipped.map((s) => s.index)).toEqual([0]);
    expect(plan.todo.map((t) => t.index)).toEqual([1, 2]);
    // b.xlsx belongs to an entry being redone: free; the user's own file and the kept one are taken.
    expect([...plan.taken].sort()).toEqual(['a.xlsx', 'mine.txt']);
  });

  it('--force queues everything and frees the names of the batch’s own files only', () => {
    const state = markDone(emptyState(), keys[0]!, done('a.xlsx', 10));
    const plan = planBatch({
      entries,
      keys,
      state,
      force: true,
      files: new Map([
        ['a.xlsx', 10],
        ['mine.txt', 1],
      ]),
    });
    expect(plan.todo).toHaveLength(3);
    expect(plan.skipped).toEqual([]);
    expect([...plan.taken]).toEqual(['mine.txt']);
  });

  it('round-trips the state file; damaged or foreign files mean starting over, with a reason', () => {
    const state = markDone(emptyState(), 'k', done('a.xlsx', 1));
    expect(readState(serializeState(state))).toEqual({ state });
    expect(readState(undefined)).toEqual({ state: emptyState() });
    expect(readState('{"version":1,"entries":{"k":{"file":"a"').problem).toMatch(/not JSON/);
    expect(readState('{"version":2,"entries":{}}').problem).toMatch(/unknown shape/);
    expect(readState('{"version":1,"entries":{"k":{"file":"","bytes":1,"finishedAt":"x"}}}').state).toEqual(
      emptyState(),
    );
  });
});
