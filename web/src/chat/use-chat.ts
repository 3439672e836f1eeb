import { ChatClient, type ChatSnapshot } from '@nbxt/core/chat/client.ts';
import { readHistory, writeHistory } from '@nbxt/core/chat/history.ts';
import {
  type ArrivalNotice,
  ChatUnread,
  readReadMarks,
  type UnreadCounts,
  writeReadMarks,
} from '@nbxt/core/chat/unread.ts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { PRODUCT_KEY, store, tabStore } from '../base/runtime.ts';
import { type SessionSnapshot, sessionOwner, sessionSnapshot, useSession } from '../base/session.ts';
import { stompConnection } from './stomp-connection.ts';

/**
 * One chat client per signed-in user, shared by the overlay and /chat/index. A refreshed token renews it
 * (the conversation stays); another user or signing out stops it. The conversation is kept in this tab's
 * storage for the history tool and a reload, and dropped at sign-out.
 */
let shared: { owner: string; client: ChatClient; unread: ChatUnread } | undefined;

const historyKey = (owner: string) => `${PRODUCT_KEY}-chat-history-${owner}`;
/** What of the conversation has been read, kept beside it. */
const readKey = (owner: string) => `${PRODUCT_KEY}-chat-read-${owner}`;

/** Who hears of messages arriving while no chat panel is on screen (the shell's chat button). */
const announcers = new Set<(notices: ArrivalNotice[]) => void>();

function sharedChat(owner: string, session: SessionSnapshot): NonNullable<typeof shared> {
  if (shared?.owner === owner) return shared;
  shared?.client.stop();
  const user = session.state!.user;
  const client = new ChatClient({
    connection: stompConnection(),
    identity: {
      account: user.account,
      name: user.nickName || user.realName || user.account,
      token: session.state!.accessToken,
    },
    timer: { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as number) },
    now: () => new Date(),
    history: readHistory(tabStore.get(historyKey(owner))),
  });
  let kept = client.snapshot().entries;
  const unread = new ChatUnread({
    entries: kept,
    marks: readReadMarks(tabStore.get(readKey(owner))),
    announce: (notices) => {
      for (const announce of announcers) announce(notices);
    },
    keep: (marks) => tabStore.set(readKey(owner), writeReadMarks(marks)),
  });
  client.subscribe(() => {
    const { entries } = client.snapshot();
    if (entries === kept || shared?.client !== client) return;
    kept = entries;
    tabStore.set(historyKey(owner), writeHistory(entries));
    unread.update(entries);
  });
  shared = { owner, client, unread };
  return shared;
}

// Signed out (or someone else signed in): the connection closes and the kept conversation goes.
store.subscribe(() => {
  if (!shared || sessionOwner(sessionSnapshot()) === shared.owner) return;
  const { owner, client } = shared;
  shared = undefined;
  client.stop();
  tabStore.remove(historyKey(owner));
  tabStore.remove(readKey(owner));
});

const STOPPED: ChatSnapshot = { status: 'stopped', attempts: 0, entries: [], presence: 0 };
const noClient = { subscribe: () => () => {}, snapshot: () => STOPPED };
const NONE_UNREAD: UnreadCounts = { total: 0, byPeer: {} };

/** The signed-in user's chat, its unread counts, and messages arriving while no panel shows the chat. */
export function useChatUnread(announce?: (notices: ArrivalNotice[]) => void): UnreadCounts {
  const { unread } = useChat();
  useEffect(() => {
    if (!announce) return;
    announcers.add(announce);
    return () => {
      announcers.delete(announce);
    };
  }, [announce]);
  return useSyncExternalStore(
    (listener) => unread?.subscribe(listener) ?? (() => {}),
    () => unread?.counts() ?? NONE_UNREAD,
  );
}

/**
 * A chat panel on screen showing `peer`'s conversation (none picked yet: undefined): that conversation
 * is read as it grows, and arrivals are not announced while the panel is there.
 */
export function useChatView(unread: ChatUnread | undefined, peer: string | undefined): void {
  const panel = useRef({}).current;
  useEffect(() => unread?.view(panel, peer), [unread, panel, peer]);
}

/** The signed-in user's chat (connected on first use) and its state. */
export function useChat(): {
  chat: ChatClient | undefined;
  unread: ChatUnread | undefined;
  snapshot: ChatSnapshot;
  account: string;
} {
  const session = useSession();
  const owner = sessionOwner(session);
  const token = session.state?.accessToken ?? '';
  const mine = owner && token ? sharedChat(owner, session) : undefined;
  const chat = mine?.client;
  const source = chat ?? noClient;
  const snapshot = useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.snapshot(),
  );
  useEffect(() => chat?.start(), [chat]);
  useEffect(() => chat?.renew(token), [chat, token]);
  return { chat, unread: mine?.unread, snapshot, account: session.state?.user.account ?? '' };
}
