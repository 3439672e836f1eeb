import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatEntry } from '../../../core/src/chat/client.ts';
import {
  allSeen,
  arrivals,
  arrivalText,
  ChatUnread,
  markSeen,
  readReadMarks,
  unreadBadge,
  unreadCounts,
  writeReadMarks,
} from '../../../core/src/chat/unread.ts';

let n = 0;
const from = (peer: string, name: string, text = `t${++n}`, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id: `r${++n}`,
  date: '2024-01-02 03:04:05',
  text,
  mine: false,
  name,
  peer,
  ...extra,
});
const mine = (peer: string): ChatEntry => ({
  id: `m${++n}`,
  date: '2024-01-02 03:04:05',
  text: 'x',
  mine: true,
  name: '管理员',
  peer,
  state: 'sent',
});

describe('chat unread bookkeeping', () => {
  it('counts what each peer sent after the last time their conversation was seen; own messages never count', () => {
    const entries = [from('hr', '人事'), mine('hr'), from('hr', '人事'), from('ops', '运维')];
    expect(unreadCounts(entries, {})).toEqual({ total: 3, byPeer: { hr: 2, ops: 1 } });
    const seenHr = markSeen(entries, {}, 'hr');
    expect(unreadCounts(entries, seenHr)).toEqual({ total: 1, byPeer: { ops: 1 } });
    // Nothing new: the same marks come back.
    expect(markSeen(entries, seenHr, 'hr')).toBe(seenHr);
    const later = [...entries, from('hr', '人事')];
    expect(unreadCounts(later, seenHr)).toEqual({ total: 2, byPeer: { hr: 1, ops: 1 } });
    expect(unreadCounts(later, allSeen(later))).toEqual({ total: 0, byPeer: {} });
  });

  it('the total is the sum per peer, and seeing every peer leaves none (any conversation)', () => {
    const entry = fc
      .tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean())
      .map(([peer, own]) => (own ? mine(peer) : from(peer, peer)));
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.array(fc.constantFrom<string>('a', 'b', 'c')),
        (list, seen) => {
          let marks = {};
          for (const peer of seen) marks = markSeen(list, marks, peer);
          const { total, byPeer } = unreadCounts(list, marks);
          expect(total).toBe(Object.values(byPeer).reduce((a, b) => a + b, 0));
          for (const peer of seen) expect(byPeer[peer]).toBeUndefined();
          const received = list.filter((e) => !e.mine && !seen.includes(e.peer)).length;
          expect(total).toBe(received);
        },
      ),
    );
  });

  it('finds the messages that arrived, grouped by sender with their last one', () => {
    const before = [from('hr', '人事')];
    const a = from('hr', '人事', '第一');
    const b = from('ops', '运维', '你好');
    const c = from('hr', '人事', '第二');
    const after = [...before, a, mine('hr'), b, c];
    expect(arrivals(before, after)).toEqual([
      { peer: 'hr', name: '人事', count: 2, last: c },
      { peer: 'ops', name: '运维', count: 1, last: b },
    ]);
    expect(arrivals(after, after)).toEqual([]);
    expect(arrivalText({ peer: 'hr', name: '人事', count: 2, last: c })).toEqual({
      key: 'chat.notice.many.text',
      params: { text: '第二', count: 2 },
    });
    const image = from('hr', '人事', 'a.png', { img: '/f/1' });
    expect(arrivalText({ peer: 'hr', name: '人事', count: 1, last: image }).key).toBe('chat.notice.image');
    const file = from('hr', '人事', 'b.pdf', { file: '/f/2' });
    expect(arrivalText({ peer: 'hr', name: '人事', count: 1, last: file }).key).toBe('chat.notice.file');
  });

  it('caps the badge at 99', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('keeps the marks in storage and reads back only counts', () => {
    expect(readReadMarks(writeReadMarks({ hr: 2, ops: 0 }))).toEqual({ hr: 2, ops: 0 });
    expect(readReadMarks('{"hr":-1,"ops":1.5,"x":"2","ok":3}')).toEqual({ ok: 3 });
    expect(readReadMarks('[1]')).toBeUndefined();
    expect(readReadMarks('{oops')).toBeUndefined();
    expect(readReadMarks(null)).toBeUndefined();
  });
});

describe('ChatUnread (the console feeds it the conversation and the panels on screen)', () => {
  const setup = (entries: ChatEntry[] = []) => {
    const announced: string[][] = [];
    const kept: Record<string, number>[] = [];
    const unread = new ChatUnread({
      entries,
      announce: (notices) => announced.push(notices.map((x) => `${x.name}:${x.count}`)),
      keep: (marks) => kept.push({ ...marks }),
    });
    let changes = 0;
    unread.subscribe(() => changes++);
    return { unread, announced, kept, changes: () => changes };
  };

  it('starts with what was received before counted as read (no marks kept), or with the kept marks', () => {
    const old = [from('hr', '人事'), from('hr', '人事')];
    expect(setup(old).unread.counts().total).toBe(0);
    expect(new ChatUnread({ entries: old, marks: { hr: 1 } }).counts()).toEqual({
      total: 1,
      byPeer: { hr: 1 },
    });
  });

  it('counts and announces by sender while no panel is on screen; showing the conversation reads it', () => {
    const { unread, announced, kept, changes } = setup();
    const first = [from('hr', '人事')];
    unread.update(first);
    expect(unread.counts()).toEqual({ total: 1, byPeer: { hr: 1 } });
    expect(announced).toEqual([['人事:1']]);
    expect(changes()).toBe(1);
    // A panel opens with no peer picked: nothing read, nothing announced while it is there.
    const panel = {};
    const release = unread.view(panel, undefined);
    const second = [...first, from('hr', '人事'), from('ops', '运维')];
    unread.update(second);
    expect(unread.counts()).toEqual({ total: 3, byPeer: { hr: 2, ops: 1 } });
    expect(announced).toHaveLength(1);
    // The panel shows hr: hr's messages are read, now and as they come.
    unread.view(panel, 'hr');
    expect(unread.counts()).toEqual({ total: 1, byPeer: { ops: 1 } });
    expect(kept.at(-1)).toEqual({ hr: 2 });
    const third = [...second, from('hr', '人事')];
    unread.update(third);
    expect(unread.counts()).toEqual({ total: 1, byPeer: { ops: 1 } });
    expect(announced).toHaveLength(1);
    // The panel goes: the next message is announced again.
    release();
    expect(unread.onScreen()).toBe(false);
    const fourth = [...third, from('hr', '人事', '在吗')];
    unread.update(fourth);
    expect(announced.at(-1)).toEqual(['人事:1']);
    // The next notice counts all of the sender's unread messages, not only the new one.
    unread.update([...fourth, from('hr', '人事', '?')]);
    expect(announced.at(-1)).toEqual(['人事:2']);
    expect(unread.counts()).toEqual({ total: 3, byPeer: { hr: 2, ops: 1 } });
  });

  it('a change of state (a receipt) is no arrival and no change of the counts', () => {
    const own = mine('hr');
    const { unread, announced, changes } = setup([own]);
    unread.update([{ ...own, state: 'sent' }]);
    expect(announced).toEqual([]);
    expect(changes()).toBe(0);
  });
});
