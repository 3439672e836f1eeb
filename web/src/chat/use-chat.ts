import { ChatClient, type ChatSnapshot } from '@nbxt/core/chat/client.ts';
import { readHistory, writeHistory } from '@nbxt/core/chat/history.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { PRODUCT_KEY, store, tabStore } from '../app/runtime.ts';
import { type SessionSnapshot, sessionOwner, sessionSnapshot, useSession } from '../app/session.ts';
import { stompConnection } from './stomp-connection.ts';

/**
 * One chat client per signed-in user, shared by the overlay and /chat/index. A refreshed token renews it
 * (the conversation stays); another user or signing out stops it. The conversation is kept in this tab's
 * storage for the history tool and a reload, and dropped at sign-out.
 */
let shared: { owner: string; client: ChatClient } | undefined;

const historyKey = (owner: string) => `${PRODUCT_KEY}-chat-history-${owner}`;

function chatFor(owner: string, session: SessionSnapshot): ChatClient {
  if (shared?.owner === owner) return shared.client;
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
  client.subscribe(() => {
    const { entries } = client.snapshot();
    if (entries === kept || shared?.client !== client) return;
    kept = entries;
    tabStore.set(historyKey(owner), writeHistory(entries));
  });
  shared = { owner, client };
  return client;
}

// Signed out (or someone else signed in): the connection closes and the kept conversation goes.
store.subscribe(() => {
  if (!shared || sessionOwner(sessionSnapshot()) === shared.owner) return;
  const { owner, client } = shared;
  shared = undefined;
  client.stop();
  tabStore.remove(historyKey(owner));
});

const STOPPED: ChatSnapshot = { status: 'stopped', attempts: 0, entries: [], presence: 0 };
const noClient = { subscribe: () => () => {}, snapshot: () => STOPPED };

/** The signed-in user's chat (connected on first use) and its state. */
export function useChat(): { chat: ChatClient | undefined; snapshot: ChatSnapshot; account: string } {
  const session = useSession();
  const owner = sessionOwner(session);
  const token = session.state?.accessToken ?? '';
  const chat = owner && token ? chatFor(owner, session) : undefined;
  const source = chat ?? noClient;
  const snapshot = useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.snapshot(),
  );
  useEffect(() => chat?.start(), [chat]);
  useEffect(() => chat?.renew(token), [chat, token]);
  return { chat, snapshot, account: session.state?.user.account ?? '' };
}
