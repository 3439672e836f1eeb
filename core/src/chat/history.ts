import * as z from 'zod/mini';
import type { ChatEntry } from './client.ts';

/**
 * The history tool (business-modules.md §2 "tools for file, history and image"): §7 names no history
 * call, so the history is the conversation kept in the signed-in session, per peer — stored with the
 * session (the console: this tab's storage) so a reload keeps it, and dropped at sign-out.
 */

const entrySchema = z.object({
  id: z.string(),
  date: z.string(),
  text: z.string(),
  mine: z.boolean(),
  name: z.string(),
  peer: z.string(),
  img: z.optional(z.string()),
  file: z.optional(z.string()),
  state: z.optional(z.enum(['sending', 'queued', 'sent', 'unsent'])),
});

/** The stored conversation, or [] when nothing (valid) is stored. */
export function readHistory(raw: string | null | undefined): ChatEntry[] {
  if (!raw) return [];
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as ChatEntry[]) : [];
  } catch {
    return [];
  }
}

export const writeHistory = (entries: readonly ChatEntry[]): string => JSON.stringify(entries);

/** One peer's conversation: their account, the name they go by, and the messages in order. */
export interface PeerHistory {
  peer: string;
  /** The peer's name as their last message gave it; their account until they wrote. */
  name: string;
  entries: ChatEntry[];
}

/** The conversation split per peer, the most recently active peer first. */
export function historyByPeer(entries: readonly ChatEntry[]): PeerHistory[] {
  const byPeer = new Map<string, PeerHistory>();
  for (const entry of entries) {
    const found = byPeer.get(entry.peer) ?? { peer: entry.peer, name: entry.peer, entries: [] };
    if (!entry.mine) found.name = entry.name;
    found.entries.push(entry);
    // Re-inserted so the map's order is by last activity.
    byPeer.delete(entry.peer);
    byPeer.set(entry.peer, found);
  }
  return [...byPeer.values()].reverse();
}
