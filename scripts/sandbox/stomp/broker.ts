/**
 * The sandbox's STOMP 1.2 broker for the chat (business-modules.md §7 Chat) at /api/webSocketServer on
 * the sandbox's own port: the connect frame's account, name and token are checked against the token
 * store; private sends reach the user named in toUser (kept until they subscribe when they are offline);
 * the public topic hears who comes and goes. Every client frame is journaled, and a fault switch drops
 * every connection and refuses new ones while it is on.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { CHAT_DESTINATIONS } from '../../../core/src/chat/destinations.ts';
import { tokenHolder } from '../auth.ts';
import type { SandboxState } from '../context.ts';
import { type JournalEntry, queryRecord, REDACTED } from '../control.ts';
import { formatDateTime } from '../wire.ts';
import { encodeFrame, type Frame, FrameError, FrameReader, HEARTBEAT, header } from './frame.ts';

export const CHAT_SOCKET = '/webSocketServer';
/** The broker's heart-beat offer: it can send and wants to hear every 10 s. */
const HEARTBEAT_MS = 10_000;

export interface OnlineUser {
  userId: string;
  account: string;
  name: string;
}

export interface ChatBroker {
  /** Takes the upgrade when it is for the chat's path; false leaves it to others. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Fault switch: drop every connection and refuse new ones while down. */
  setDown(down: boolean): void;
  readonly down: boolean;
  /** Connected users of a tenant, one entry per user. */
  online(tenantId: string): OnlineUser[];
  close(): void;
}

interface Connection {
  ws: WebSocket;
  user?: OnlineUser & { tenantId: string };
  /** Subscription id → destination. */
  subscriptions: Map<string, string>;
  timers: NodeJS.Timeout[];
  lastHeard: number;
}

interface PendingMessage {
  tenantId: string;
  toUser: string;
  body: string;
}

const journalEntry = (method: string, path: string, body: unknown, query: JournalEntry['query'] = {}) =>
  ({
    time: new Date().toISOString(),
    method,
    path,
    query,
    body,
    bladeAuth: false,
    basicAuth: false,
    tenantIdHeader: null,
    deptIdHeader: null,
    roleIdHeader: null,
  }) satisfies JournalEntry;

/** What the journal keeps of a frame: its destination and body, a token never. */
function framePayload(frame: Frame): unknown {
  if (frame.command === 'SEND') {
    try {
      return JSON.parse(frame.body) as unknown;
    } catch {
      return frame.body;
    }
  }
  return Object.fromEntries(
    frame.headers.map(([k, v]) => [k, k === 'token' || k === 'passcode' ? REDACTED : v]),
  );
}

export function createChatBroker(
  state: SandboxState,
  record: (entry: JournalEntry) => void,
  pathOf: (url: URL) => string,
): ChatBroker {
  const server = new WebSocketServer({
    noServer: true,
    handleProtocols: (offered) => (offered.has('v12.stomp') ? 'v12.stomp' : false),
  });
  const connections = new Set<Connection>();
  const pending: PendingMessage[] = [];
  let down = false;
  let nextMessage = 0;

  const write = (c: Connection, frame: Frame) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(encodeFrame(frame).toString('utf8'));
  };

  function fail(c: Connection, message: string, receipt?: string) {
    write(c, {
      command: 'ERROR',
      headers: [['message', message], ...(receipt ? [['receipt-id', receipt] as [string, string]] : [])],
      body: message,
    });
    c.ws.close();
  }

  /** Delivers a body to every subscription of `destination` held by the users `to` accepts. */
  function deliver(
    tenantId: string,
    destination: string,
    body: string,
    to: (c: Connection) => boolean,
  ): number {
    let count = 0;
    for (const c of connections) {
      if (!c.user || c.user.tenantId !== tenantId || !to(c)) continue;
      for (const [id, subscribed] of c.subscriptions) {
        if (subscribed !== destination) continue;
        count++;
        write(c, {
          command: 'MESSAGE',
          headers: [
            ['subscription', id],
            ['message-id', `m-${++nextMessage}`],
            ['destination', destination],
            ['content-type', 'application/json'],
          ],
          body,
        });
      }
    }
    return count;
  }

  function presence(user: OnlineUser & { tenantId: string }, type: 'online' | 'offline'): void {
    const body = JSON.stringify({ type, account: user.account, name: user.name });
    deliver(user.tenantId, CHAT_DESTINATIONS.publicTopic, body, () => true);
  }

  function onConnect(c: Connection, frame: Frame) {
    const account = header(frame, 'account') ?? '';
    const name = header(frame, 'name') ?? '';
    const holder = tokenHolder(state, header(frame, 'token') ?? '');
    if (!holder) return fail(c, 'token missing, expired or unknown');
    if (String(holder.user.account ?? '') !== account) return fail(c, 'account does not match the token');
    c.user = { userId: String(holder.user.id ?? ''), account, name, tenantId: holder.tenantId };
    const [cx, cy] = (header(frame, 'heart-beat') ?? '0,0').split(',').map((n) => Number(n) || 0);
    write(c, {
      command: 'CONNECTED',
      headers: [
        ['version', '1.2'],
        ['heart-beat', `${HEARTBEAT_MS},${HEARTBEAT_MS}`],
        ['server', 'nbxt-sandbox'],
        ['user-name', account],
      ],
      body: '',
    });
    if (cy)
      c.timers.push(
        setInterval(() => c.ws.readyState === c.ws.OPEN && c.ws.send('\n'), Math.max(HEARTBEAT_MS, cy)),
      );
    if (cx) {
      const every = Math.max(HEARTBEAT_MS, cx);
      c.timers.push(setInterval(() => Date.now() - c.lastHeard > 2 * every && c.ws.terminate(), every));
    }
    presence(c.user, 'online');
  }

  function onSend(c: Connection, frame: Frame, user: OnlineUser & { tenantId: string }) {
    const destination = header(frame, 'destination') ?? '';
    if (destination === CHAT_DESTINATIONS.privateSend) {
      let sent: { msg?: unknown; toUser?: unknown; img?: unknown; file?: unknown };
      try {
        sent = JSON.parse(frame.body) as typeof sent;
      } catch {
        return fail(c, 'body is not JSON', header(frame, 'receipt'));
      }
      if (typeof sent.msg !== 'string' || typeof sent.toUser !== 'string' || sent.toUser === '')
        return fail(c, 'body needs msg and toUser', header(frame, 'receipt'));
      const toUser = sent.toUser;
      const body = JSON.stringify({
        msg: sent.msg,
        toUser,
        // An image's or a file's link (uploaded first through put-file) goes along as sent.
        ...(typeof sent.img === 'string' ? { img: sent.img } : {}),
        ...(typeof sent.file === 'string' ? { file: sent.file } : {}),
        fromUser: user.account,
        name: user.name,
        date: formatDateTime(new Date(state.clock.now())),
      });
      // An offline receiver gets it when they next subscribe; the sender's other windows see it too.
      if (connectedAs(user.tenantId, toUser))
        deliver(
          user.tenantId,
          CHAT_DESTINATIONS.privateChat,
          body,
          (other) => other.user?.account === toUser,
        );
      else pending.push({ tenantId: user.tenantId, toUser, body });
      if (toUser !== user.account)
        deliver(
          user.tenantId,
          CHAT_DESTINATIONS.privateChat,
          body,
          (other) => other !== c && other.user?.account === user.account,
        );
    } else if (destination.startsWith('/topic/')) {
      deliver(user.tenantId, destination, frame.body, () => true);
    } else {
      return fail(c, `no such destination: ${destination}`, header(frame, 'receipt'));
    }
    receipt(c, frame);
  }

  const connectedAs = (tenantId: string, account: string) =>
    [...connections].some(
      (c) => c.user?.tenantId === tenantId && c.user.account === account && hasPrivate(c),
    );
  const hasPrivate = (c: Connection) => [...c.subscriptions.values()].includes(CHAT_DESTINATIONS.privateChat);

  function receipt(c: Connection, frame: Frame) {
    const id = header(frame, 'receipt');
    if (id) write(c, { command: 'RECEIPT', headers: [['receipt-id', id]], body: '' });
  }

  function onFrame(c: Connection, frame: Frame) {
    const destination = header(frame, 'destination');
    record(journalEntry(frame.command, destination ?? CHAT_SOCKET, framePayload(frame)));
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      if (c.user) return fail(c, 'already connected');
      return onConnect(c, frame);
    }
    const user = c.user;
    if (!user) return fail(c, 'CONNECT first');
    switch (frame.command) {
      case 'SUBSCRIBE': {
        const id = header(frame, 'id');
        if (!id || !destination) return fail(c, 'SUBSCRIBE needs id and destination');
        c.subscriptions.set(id, destination);
        receipt(c, frame);
        if (destination === CHAT_DESTINATIONS.privateChat) {
          const mine = pending.filter((p) => p.tenantId === user.tenantId && p.toUser === user.account);
          for (const p of mine) {
            pending.splice(pending.indexOf(p), 1);
            deliver(user.tenantId, destination, p.body, (other) => other === c);
          }
        }
        return;
      }
      case 'UNSUBSCRIBE':
        c.subscriptions.delete(header(frame, 'id') ?? '');
        return receipt(c, frame);
      case 'SEND':
        return onSend(c, frame, user);
      case 'DISCONNECT':
        receipt(c, frame);
        c.ws.close();
        return;
      default:
        return fail(c, `unsupported frame ${frame.command}`);
    }
  }

  function accept(ws: WebSocket): void {
    const c: Connection = { ws, subscriptions: new Map(), timers: [], lastHeard: Date.now() };
    connections.add(c);
    const reader = new FrameReader();
    ws.on('message', (data: Buffer | Buffer[] | ArrayBuffer) => {
      c.lastHeard = Date.now();
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      try {
        for (const item of reader.push(bytes)) if (item !== HEARTBEAT) onFrame(c, item);
      } catch (error) {
        if (error instanceof FrameError) fail(c, error.message);
        else throw error;
      }
    });
    ws.on('close', () => {
      connections.delete(c);
      for (const t of c.timers) clearInterval(t);
      if (c.user && !connectedAs(c.user.tenantId, c.user.account)) presence(c.user, 'offline');
    });
  }

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
      if (pathOf(url) !== CHAT_SOCKET) return false;
      record(journalEntry('GET', CHAT_SOCKET, null, queryRecord(url.searchParams)));
      if (down) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      server.handleUpgrade(req, socket, head, accept);
      return true;
    },
    setDown(value) {
      down = value;
      if (value) for (const c of connections) c.ws.terminate();
    },
    get down() {
      return down;
    },
    online(tenantId) {
      const seen = new Map<string, OnlineUser>();
      for (const c of connections)
        if (c.user?.tenantId === tenantId && !seen.has(c.user.account))
          seen.set(c.user.account, { userId: c.user.userId, account: c.user.account, name: c.user.name });
      return [...seen.values()];
    },
    close() {
      for (const c of connections) c.ws.terminate();
      server.close();
    },
  };
}
