/** Customer-service chat rules (platform.md §2.4, business-modules.md §5). */
import { type Check, failed, passed } from './result.ts';

export const quickReplyMaxLength = 200;

/** Characters as a person counts them: code points, so an emoji or a rare CJK character counts once. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A quick reply holds at most 200 characters. */
export function validateQuickReply(text: string): Check {
  return characterCount(text) > quickReplyMaxLength
    ? failed('validate.quickReply.tooLong', 'content', { max: quickReplyMaxLength })
    : passed;
}

/** Sending with an empty input does nothing. */
export function shouldSendChat(text: string): boolean {
  return text.length > 0;
}
