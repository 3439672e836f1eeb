import { describe, expect, it } from 'vitest';
import type { ChatEntry } from '../../../core/src/chat/client.ts';
import { historyByPeer, readHistory, writeHistory } from '../../../core/src/chat/history.ts';

const entry = (id: string, peer: string, mine: boolean, name: string, text = id): ChatEntry => ({
  id,
  date: '2024-01-02 03:04:05',
  text,
  mine,
  name,
  peer,
  ...(mine ? { state: 'sent' as const } : {}),
});

describe('chat history (the conversation kept per peer in the session)', () => {
  it('splits the conversation per peer, the most recently active first, named by their own messages', () => {
    const entries = [
      entry('m1', 'hr', true, '管理员'),
      entry('r2', 'hr', false, '人事'),
      entry('m3', 'ops', true, '管理员'),
      entry('m4', 'hr', true, '管理员'),
    ];
    expect(historyByPeer(entries)).toEqual([
      { peer: 'hr', name: '人事', entries: [entries[0], entries[1], entries[3]] },
      { peer: 'ops', name: 'ops', entries: [entries[2]] },
    ]);
    expect(historyByPeer([])).toEqual([]);
  });

  it('reads back what it wrote, with images and files, and nothing from a broken store', () => {
    const entries = [
      { ...entry('m1', 'hr', true, '管理员', 'a.png'), img: '/f/1' },
      { ...entry('r2', 'hr', false, '人事', 'b.pdf'), file: '/f/2' },
    ];
    expect(readHistory(writeHistory(entries))).toEqual(entries);
    expect(readHistory(undefined)).toEqual([]);
    expect(readHistory('{oops')).toEqual([]);
    expect(readHistory('[{"id":1}]')).toEqual([]);
  });
});
