import { z } from 'zod';

/**
 * The state file kept in the output folder: which manifest entries finished, under which file name and
 * with how many bytes. A re-run skips an entry whose file is still there with that size; anything else
 * is done again. The front end writes it whole and atomically, a few times a second at most.
 */

export const STATE_VERSION = 1;

const doneSchema = z.object({
  file: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  finishedAt: z.string(),
});

export const stateSchema = z.object({
  version: z.literal(STATE_VERSION),
  entries: z.record(z.string(), doneSchema),
});

export type DoneEntry = z.infer<typeof doneSchema>;
export type BatchState = z.infer<typeof stateSchema>;

export function emptyState(): BatchState {
  return { version: STATE_VERSION, entries: {} };
}

/** Read a state file's text; a missing, damaged or foreign file counts as "nothing done" (with a reason). */
export function readState(text: string | undefined): { state: BatchState; problem?: string } {
  if (text === undefined) return { state: emptyState() };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { state: emptyState(), problem: 'the state file is not JSON; starting over' };
  }
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success)
    return { state: emptyState(), problem: 'the state file has an unknown shape; starting over' };
  return { state: parsed.data };
}

export function serializeState(state: BatchState): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

/** Records a finished entry in place (a batch records thousands: a copy per entry would be quadratic). */
export function markDone(state: BatchState, key: string, done: DoneEntry): BatchState {
  state.entries[key] = done;
  return state;
}
