import { CHAT_QUICK_REPLY_MAX, CHAT_SAMPLE_REPLY_COUNT } from '../modules/chat.ts';

/**
 * The widget's quick replies (business-modules.md §2, §5, §9): two tabs, quick reply and super reply, each
 * reply at most 200 characters, added and deleted by the user; six sample replies to start with.
 */
export type QuickReplyTab = 'quick' | 'super';
export type QuickReplies = Record<QuickReplyTab, readonly string[]>;

/** The sample replies' message keys (chat.sample.1 … 6), three per tab. */
export const SAMPLE_REPLY_KEYS = Array.from(
  { length: CHAT_SAMPLE_REPLY_COUNT },
  (_, i) => `chat.sample.${i + 1}`,
);

export function sampleReplies(translate: (key: string) => string): QuickReplies {
  const texts = SAMPLE_REPLY_KEYS.map(translate);
  const half = Math.ceil(texts.length / 2);
  return { quick: texts.slice(0, half), super: texts.slice(half) };
}

/** Characters as the user counts them (a surrogate pair is one). */
export const replyLength = (text: string) => [...text].length;

/**
 * What the reply box keeps of typed or pasted text: at most 200 characters as the user counts them, so the
 * box stops at the limit instead of refusing on 添加.
 */
export const clipReply = (text: string): string =>
  replyLength(text) > CHAT_QUICK_REPLY_MAX ? [...text].slice(0, CHAT_QUICK_REPLY_MAX).join('') : text;

/** Why a reply cannot be added (a message key), or undefined when it can. */
export function replyProblem(text: string): string | undefined {
  if (text.trim() === '') return 'chat.reply.empty';
  if (replyLength(text) > CHAT_QUICK_REPLY_MAX) return 'chat.reply.tooLong';
  return undefined;
}

export function addReply(replies: QuickReplies, tab: QuickReplyTab, text: string): QuickReplies {
  if (replyProblem(text)) return replies;
  return { ...replies, [tab]: [...replies[tab], text] };
}

export function removeReply(replies: QuickReplies, tab: QuickReplyTab, index: number): QuickReplies {
  return { ...replies, [tab]: replies[tab].filter((_, i) => i !== index) };
}

/** Replies read back from storage, or undefined when what is stored is not a pair of reply lists. */
export function readReplies(stored: string | null | undefined): QuickReplies | undefined {
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<Record<QuickReplyTab, unknown>>;
    const list = (v: unknown) =>
      Array.isArray(v) && v.every((s) => typeof s === 'string' && !replyProblem(s))
        ? (v as string[])
        : undefined;
    const quick = list(value.quick);
    const extra = list(value.super);
    return quick && extra ? { quick, super: extra } : undefined;
  } catch {
    return undefined;
  }
}
