import { ChatClient, type ChatSnapshot } from '@nbxt/core/chat/client.ts';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../app/session.ts';
import { stompConnection } from './stomp-connection.ts';

/** One chat client per signed-in session, shared by the overlay and /chat/index. */
let shared: { token: string; client: ChatClient } | undefined;

function chatFor(token: string, account: string, name: string): ChatClient {
  if (shared?.token === token) return shared.client;
  shared?.client.stop();
  const client = new ChatClient({
    connection: stompConnection(),
    identity: { account, name, token },
    timer: { set: (run, ms) => setTimeout(run, ms), clear: (h) => clearTimeout(h as number) },
    now: () => new Date(),
  });
  shared = { token, client };
  return client;
}

const STOPPED: ChatSnapshot = { status: 'stopped', attempts: 0, entries: [], presence: 0 };
const noClient = { subscribe: () => () => {}, snapshot: () => STOPPED };

/** The signed-in user's chat (connected on first use) and its state. */
export function useChat(): { chat: ChatClient | undefined; snapshot: ChatSnapshot; account: string } {
  const session = useSession();
  const user = session.state?.user;
  const token = session.signedIn ? (session.state?.accessToken ?? '') : '';
  const chat =
    token && user ? chatFor(token, user.account, user.nickName || user.realName || user.account) : undefined;
  const source = chat ?? noClient;
  const snapshot = useSyncExternalStore(
    (listener) => source.subscribe(listener),
    () => source.snapshot(),
  );
  useEffect(() => chat?.start(), [chat]);
  return { chat, snapshot, account: user?.account ?? '' };
}
