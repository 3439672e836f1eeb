import * as z from 'zod/mini';
import type { ChatMessage, ChatSend } from '../modules/chat.ts';

/** What the broker delivers on the private chat: the send's msg and toUser, and who sent it when. */
export const privateDeliverySchema = z.object({
  msg: z.string(),
  toUser: z.string(),
  fromUser: z.string(),
  name: z.string(),
  date: z.string(),
  img: z.optional(z.string()),
  file: z.optional(z.string()),
});
export type PrivateDelivery = z.infer<typeof privateDeliverySchema>;

/** A notice on the public topic: someone of the tenant came online or left. */
export const presenceNoticeSchema = z.object({
  type: z.enum(['online', 'offline']),
  account: z.string(),
  name: z.string(),
});
export type PresenceNotice = z.infer<typeof presenceNoticeSchema>;

/** A chat message of one conversation, as the widget shows it (§3) with its peer. */
export interface ConversationMessage extends ChatMessage {
  /** The other user of the private chat (their account). */
  peer: string;
  /** A sent file's link (the text is its name). §3's message has only `img`; files are ours. */
  file?: string;
}

/** A file or image uploaded first (storage put-file), sent as its link with its name as the text. */
export interface ChatAttachment {
  kind: 'image' | 'file';
  name: string;
  link: string;
}

/** What a SEND carries: §3's msg and toUser, and the link of an image (`img`, as delivered) or a file. */
export type ChatOutgoing = ChatSend & { img?: string; file?: string };

/** The send payload for typed text (§5: nothing is sent when the input is empty). */
export function sendPayload(text: string, toUser: string): ChatSend | null {
  if (text.trim() === '' || toUser === '') return null;
  return { msg: text, toUser };
}

/** The send payload for an uploaded file or image; null without a link or a user. */
export function attachmentPayload(attachment: ChatAttachment, toUser: string): ChatOutgoing | null {
  if (attachment.link === '' || toUser === '') return null;
  const link = attachment.kind === 'image' ? { img: attachment.link } : { file: attachment.link };
  return { msg: attachment.name, toUser, ...link };
}

/** A delivery read from a frame body, or undefined when it is not one. */
export function readDelivery(body: string): PrivateDelivery | undefined {
  try {
    const parsed = privateDeliverySchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function readPresence(body: string): PresenceNotice | undefined {
  try {
    const parsed = presenceNoticeSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A received private message as shown to `me`. */
export function receivedMessage(delivery: PrivateDelivery, me: string): ConversationMessage {
  const mine = delivery.fromUser === me;
  return {
    date: delivery.date,
    text: delivery.msg,
    mine,
    name: delivery.name,
    ...(delivery.img ? { img: delivery.img } : {}),
    ...(delivery.file ? { file: delivery.file } : {}),
    peer: mine ? delivery.toUser : delivery.fromUser,
  };
}
