/**
 * The connection's production path (business-modules.md §7): here rather than with the module's
 * declarations, so the shell's chat connection loads no registry entry.
 */
export const CHAT_SOCKET_PATH = '/api/webSocketServer';

/**
 * Where chat frames go (business-modules.md §4 Chat, §7 Chat): sends to the private-chat destination,
 * subscriptions to the private chat, the public topic and the general topic. The spec names these by role
 * only; the strings are ours, shared by the console and the sandbox's broker.
 */
export const CHAT_DESTINATIONS = {
  /** SEND {msg, toUser}: one user's private chat. */
  privateSend: '/app/privateChat',
  /** SUBSCRIBE: the signed-in user's own private chat (the broker knows the user from the connect headers). */
  privateChat: '/user/queue/privateChat',
  /** SUBSCRIBE: notices to everyone of the tenant (who came online or left). */
  publicTopic: '/topic/public',
  /** SUBSCRIBE: announcements to every connected user. */
  generalTopic: '/topic/general',
} as const;

/** The subscriptions a connected client holds. */
export const CHAT_SUBSCRIPTIONS = [
  CHAT_DESTINATIONS.privateChat,
  CHAT_DESTINATIONS.publicTopic,
  CHAT_DESTINATIONS.generalTopic,
] as const;
