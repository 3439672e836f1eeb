import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addReply,
  clipReply,
  readReplies,
  removeReply,
  replyLength,
  replyProblem,
  sampleReplies,
} from '../../../core/src/chat/quick-replies.ts';

describe('quick replies', () => {
  it('the reply box stops at 200 characters as the user counts them: never a reply too long to add', () => {
    expect(clipReply('长'.repeat(201))).toBe('长'.repeat(200));
    expect(clipReply('😀'.repeat(250))).toBe('😀'.repeat(200));
    expect(clipReply('短'.repeat(200))).toBe('短'.repeat(200));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const kept = clipReply(text);
        expect(replyLength(kept)).toBe(Math.min(replyLength(text), 200));
        expect(text.startsWith(kept)).toBe(true);
        expect(replyProblem(kept)).not.toBe('chat.reply.tooLong');
      }),
    );
  });

  it('keeps a reply of 200 characters and refuses one of 201 or an empty one', () => {
    const start = { quick: [], super: [] };
    expect(addReply(start, 'quick', '好'.repeat(200)).quick).toHaveLength(1);
    expect(replyProblem('好'.repeat(201))).toBe('chat.reply.tooLong');
    expect(addReply(start, 'quick', '好'.repeat(201))).toBe(start);
    expect(replyProblem('  ')).toBe('chat.reply.empty');
    // Characters are counted as the user sees them.
    expect(replyProblem('😀'.repeat(200))).toBeUndefined();
  });

  it('adds to and deletes from the tab named, the other untouched', () => {
    const replies = addReply({ quick: ['a'], super: ['b'] }, 'super', 'c');
    expect(replies).toEqual({ quick: ['a'], super: ['b', 'c'] });
    expect(removeReply(replies, 'super', 0)).toEqual({ quick: ['a'], super: ['c'] });
  });

  it('starts with six sample replies over the two tabs', () => {
    const samples = sampleReplies((key) => key);
    expect([...samples.quick, ...samples.super]).toEqual([1, 2, 3, 4, 5, 6].map((n) => `chat.sample.${n}`));
  });

  it('reads stored replies back, and nothing from what is not a pair of valid lists', () => {
    expect(readReplies(JSON.stringify({ quick: ['a'], super: [] }))).toEqual({ quick: ['a'], super: [] });
    expect(readReplies(JSON.stringify({ quick: ['x'.repeat(201)], super: [] }))).toBeUndefined();
    expect(readReplies('{')).toBeUndefined();
    expect(readReplies(null)).toBeUndefined();
  });
});
