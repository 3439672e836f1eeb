import type { ChatEntry } from './client.ts';

/**
 * What the user has not read yet (business-modules.md §2 chat widget; issue 30 "chat awareness"): per
 * peer, how many of the messages received from them have been on screen. A conversation shown in a chat
 * panel is read as it grows; messages arriving while no panel is on screen are announced by sender.
 * Framework-free: the console feeds it the chat client's entries and the panels that show a conversation.
 */

/** Per peer (account), how many of their messages have been seen. Entries only grow, so a count is stable. */
export type ReadMarks = Readonly<Record<string, number>>;

/** Unread messages per peer (peers with none left out) and their sum. */
export interface UnreadCounts {
  total: number;
  byPeer: Readonly<Record<string, number>>;
}

/** New messages from one sender, announced when no chat panel is on screen. */
export interface ArrivalNotice {
  peer: string;
  /** The sender's name as their last message gives it. */
  name: string;
  /** How many arrived together (announced: how many of theirs are unread). */
  count: number;
  /** The last one. */
  last: ChatEntry;
}

/** A badge shows up to 99 (as the error log's, platform.md §9), then 99+. */
export const UNREAD_BADGE_MAX = 99;
export const unreadBadge = (count: number): string =>
  count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);

const received = (entries: readonly ChatEntry[], peer: string) =>
  entries.reduce((n, e) => (!e.mine && e.peer === peer ? n + 1 : n), 0);

export function unreadCounts(entries: readonly ChatEntry[], marks: ReadMarks): UnreadCounts {
  const got: Record<string, number> = {};
  for (const entry of entries) if (!entry.mine) got[entry.peer] = (got[entry.peer] ?? 0) + 1;
  const byPeer: Record<string, number> = {};
  let total = 0;
  for (const [peer, count] of Object.entries(got)) {
    const unread = Math.max(0, count - (marks[peer] ?? 0));
    if (unread === 0) continue;
    byPeer[peer] = unread;
    total += unread;
  }
  return { total, byPeer };
}

/** The marks with every message received from `peer` seen (the same object when nothing changes). */
export function markSeen(entries: readonly ChatEntry[], marks: ReadMarks, peer: string): ReadMarks {
  const count = received(entries, peer);
  return (marks[peer] ?? 0) === count ? marks : { ...marks, [peer]: count };
}

/** Everything received so far counted as seen: a conversation kept from before a reload starts read. */
export function allSeen(entries: readonly ChatEntry[]): ReadMarks {
  const marks: Record<string, number> = {};
  for (const entry of entries) if (!entry.mine) marks[entry.peer] = (marks[entry.peer] ?? 0) + 1;
  return marks;
}

/** Received messages in `after` that `before` did not have, grouped by sender in order of first arrival. */
export function arrivals(before: readonly ChatEntry[], after: readonly ChatEntry[]): ArrivalNotice[] {
  const known = new Set(before.map((e) => e.id));
  const bySender = new Map<string, ArrivalNotice>();
  for (const entry of after) {
    if (entry.mine || known.has(entry.id)) continue;
    const found = bySender.get(entry.peer);
    bySender.set(entry.peer, {
      peer: entry.peer,
      name: entry.name,
      count: (found?.count ?? 0) + 1,
      last: entry,
    });
  }
  return [...bySender.values()];
}

/** The marks as kept beside the conversation (the tab's storage). */
export const writeReadMarks = (marks: ReadMarks): string => JSON.stringify(marks);

export function readReadMarks(raw: string | null | undefined): ReadMarks | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const marks: Record<string, number> = {};
    for (const [peer, count] of Object.entries(value))
      if (Number.isInteger(count) && (count as number) >= 0) marks[peer] = count as number;
    return marks;
  } catch {
    return undefined;
  }
}

/**
 * The unread state of one user's chat: fed the conversation as it changes (`update`) and the panels on
 * screen with the conversation each shows (`view`). A shown conversation is read as it grows; arrivals
 * while no panel is on screen go to `announce`. Listeners hear every change of the counts.
 */
export class ChatUnread {
  private entries: readonly ChatEntry[];
  private marks: ReadMarks;
  private readonly views = new Map<object, string | undefined>();
  private counted: UnreadCounts;
  private readonly listeners = new Set<() => void>();
  private readonly announce: (notices: ArrivalNotice[]) => void;
  private readonly keep: (marks: ReadMarks) => void;

  constructor({
    entries,
    marks,
    announce = () => {},
    keep = () => {},
  }: {
    entries: readonly ChatEntry[];
    /** Marks kept from before (a reload); without them everything already received counts as read. */
    marks?: ReadMarks | undefined;
    announce?: (notices: ArrivalNotice[]) => void;
    keep?: (marks: ReadMarks) => void;
  }) {
    this.entries = entries;
    this.marks = marks ?? allSeen(entries);
    this.announce = announce;
    this.keep = keep;
    this.counted = unreadCounts(entries, this.marks);
  }

  counts(): UnreadCounts {
    return this.counted;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The conversation changed (a message arrived, a state changed). */
  update(entries: readonly ChatEntry[]): void {
    if (entries === this.entries) return;
    const news = arrivals(this.entries, entries);
    this.entries = entries;
    this.settle();
    // A notice counts everything unread from its sender, not only what arrived with it.
    if (news.length > 0 && this.views.size === 0)
      this.announce(news.map((n) => ({ ...n, count: this.counted.byPeer[n.peer] ?? n.count })));
  }

  /**
   * A panel is on screen showing `peer`'s conversation (or none picked yet): what it shows is read now
   * and as it grows. Call again when the panel shows another peer; the returned function when it goes.
   */
  view(panel: object, peer: string | undefined): () => void {
    this.views.set(panel, peer);
    this.settle();
    return () => {
      this.views.delete(panel);
    };
  }

  /** Whether any chat panel is on screen. */
  onScreen(): boolean {
    return this.views.size > 0;
  }

  private settle(): void {
    let marks = this.marks;
    for (const peer of this.views.values()) if (peer) marks = markSeen(this.entries, marks, peer);
    if (marks !== this.marks) {
      this.marks = marks;
      this.keep(marks);
    }
    const next = unreadCounts(this.entries, this.marks);
    if (sameCounts(next, this.counted)) return;
    this.counted = next;
    for (const listener of this.listeners) listener();
  }
}

function sameCounts(a: UnreadCounts, b: UnreadCounts): boolean {
  const peers = Object.keys(a.byPeer);
  return (
    a.total === b.total &&
    peers.length === Object.keys(b.byPeer).length &&
    peers.every((p) => a.byPeer[p] === b.byPeer[p])
  );
}

/** A notice's text as a message key and its parameters: the last message (an image or a file by name). */
export function arrivalText(notice: ArrivalNotice): { key: string; params: Record<string, string | number> } {
  const { last, count } = notice;
  const kind = last.img ? 'image' : last.file ? 'file' : 'text';
  return { key: `chat.notice.${count > 1 ? 'many.' : ''}${kind}`, params: { text: last.text, count } };
}
