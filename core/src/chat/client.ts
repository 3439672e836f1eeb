import { localDateTimeText } from '../resources/date-format.ts';
import { type Backoff, CHAT_BACKOFF, reconnectDelay } from './backoff.ts';
import { CHAT_DESTINATIONS, CHAT_SUBSCRIPTIONS } from './destinations.ts';
import {
  attachmentPayload,
  type ChatAttachment,
  type ChatOutgoing,
  type ConversationMessage,
  readDelivery,
  readPresence,
  receivedMessage,
  sendPayload,
} from './messages.ts';

/**
 * The chat's client model, framework-free: one connection (a port: the console gives it a STOMP client
 * over WebSocket), its subscriptions, reconnecting with back-off when it drops, and an outbox so that what
 * is typed while disconnected is sent after reconnecting — or, when reconnecting takes too long, marked
 * as not sent; never silently lost.
 */

/** Who connects (§3): the connect frame's headers. */
export interface ChatIdentity {
  account: string;
  name: string;
  token: string;
}

export interface ChatConnectionEvents {
  connected(): void;
  /** The connection dropped or was refused. */
  closed(): void;
  message(destination: string, body: string): void;
  /** The broker received the send with this receipt id. */
  receipt(id: string): void;
}

/** One STOMP connection; `open` is called again for every reconnect. */
export interface ChatConnection {
  open(headers: Record<string, string>, events: ChatConnectionEvents): void;
  subscribe(destination: string): void;
  send(destination: string, body: string, receipt: string): void;
  close(): void;
}

export interface ChatTimer {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'stopped';
/** An own message: on its way, waiting for the connection, received by the broker, or given up on. */
export type OutgoingState = 'sending' | 'queued' | 'sent' | 'unsent';

export interface ChatEntry extends ConversationMessage {
  id: string;
  /** Own messages only. */
  state?: OutgoingState;
}

export interface ChatSnapshot {
  status: ChatStatus;
  /** Failed reconnect attempts since the connection dropped. */
  attempts: number;
  entries: readonly ChatEntry[];
  /** Grows with every presence notice (someone came online or left): the online list is read again. */
  presence: number;
}

export interface ChatClientOptions {
  connection: ChatConnection;
  identity: ChatIdentity;
  timer: ChatTimer;
  /** The time a message is stamped with (yyyy-MM-dd HH:mm:ss). */
  now: () => Date;
  backoff?: Backoff;
  /** Queued messages are marked not sent after this many failed reconnect attempts. */
  giveUpAfter?: number;
  /** The conversation kept from earlier in the session: own messages not yet sent are marked not sent. */
  history?: readonly ChatEntry[];
}

/** A message's time as the console shows every time (the user's zone, `2026-11-29 10:00:00`). */
export const formatChatDate = (d: Date) => localDateTimeText(d.getTime());

/** The payload an entry is sent with. */
const outgoing = (entry: ChatEntry): ChatOutgoing => ({
  msg: entry.text,
  toUser: entry.peer,
  ...(entry.img ? { img: entry.img } : {}),
  ...(entry.file ? { file: entry.file } : {}),
});

export class ChatClient {
  private readonly options: Required<Omit<ChatClientOptions, 'history'>>;
  private identity: ChatIdentity;
  private status: ChatStatus = 'stopped';
  private attempts = 0;
  private entries: ChatEntry[] = [];
  private presence = 0;
  private retryHandle: unknown;
  private nextId = 0;
  /** Bumped per connection, so events of an old connection are ignored. */
  private generation = 0;
  private snap: ChatSnapshot | undefined;
  private readonly listeners = new Set<() => void>();

  constructor({ history = [], ...options }: ChatClientOptions) {
    this.options = { backoff: CHAT_BACKOFF, giveUpAfter: 6, ...options };
    this.identity = options.identity;
    this.entries = history.map((e) => (e.state && e.state !== 'sent' ? { ...e, state: 'unsent' } : e));
    this.nextId = Math.max(0, ...history.map((e) => Number(e.id.slice(1)) || 0));
  }

  snapshot(): ChatSnapshot {
    this.snap ??= {
      status: this.status,
      attempts: this.attempts,
      entries: this.entries,
      presence: this.presence,
    };
    return this.snap;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.status !== 'stopped') return;
    this.status = 'connecting';
    this.open();
  }

  /** Closes for good: what is still waiting is marked not sent. */
  stop(): void {
    this.generation++;
    this.options.timer.clear(this.retryHandle);
    if (this.status === 'connected') this.options.connection.close();
    this.status = 'stopped';
    this.update((e) => (e.state === 'queued' || e.state === 'sending' ? { ...e, state: 'unsent' } : e));
  }

  /**
   * A refreshed access token for the same user: the conversation and the outbox stay. A live connection
   * was authenticated when it connected and goes on; the next connect uses the new token (the old one is
   * revoked), at once when waiting to reconnect.
   */
  renew(token: string): void {
    if (token === this.identity.token) return;
    this.identity = { ...this.identity, token };
    if (this.status !== 'reconnecting') return;
    this.options.timer.clear(this.retryHandle);
    this.open();
  }

  /** Sends typed text to a user; false (and nothing sent) when the text or the user is empty. */
  send(text: string, toUser: string): boolean {
    return this.enqueue(sendPayload(text, toUser));
  }

  /** Sends an uploaded file or image (its link) to a user. */
  sendAttachment(attachment: ChatAttachment, toUser: string): boolean {
    return this.enqueue(attachmentPayload(attachment, toUser));
  }

  private enqueue(payload: ChatOutgoing | null): boolean {
    if (!payload) return false;
    const entry: ChatEntry = {
      id: `m${++this.nextId}`,
      date: formatChatDate(this.options.now()),
      text: payload.msg,
      mine: true,
      name: this.identity.name,
      peer: payload.toUser,
      ...(payload.img ? { img: payload.img } : {}),
      ...(payload.file ? { file: payload.file } : {}),
      state: 'queued',
    };
    this.entries = [...this.entries, entry];
    if (this.status === 'connected') this.transmit(entry);
    this.changed();
    return true;
  }

  /** Sends a message marked not sent again. */
  retry(id: string): void {
    const entry = this.entries.find((e) => e.id === id && e.state === 'unsent');
    if (!entry) return;
    this.update((e) => (e.id === id ? { ...e, state: 'queued' } : e));
    if (this.status === 'connected') this.flush();
  }

  private open(): void {
    const generation = ++this.generation;
    const live = () => generation === this.generation;
    const { account, name, token } = this.identity;
    this.options.connection.open(
      { account, name, token },
      {
        connected: () => live() && this.onConnected(),
        closed: () => live() && this.onClosed(),
        message: (destination, body) => live() && this.onMessage(destination, body),
        receipt: (id) => live() && this.update((e) => (e.id === id ? { ...e, state: 'sent' } : e)),
      },
    );
  }

  private onConnected(): void {
    this.status = 'connected';
    this.attempts = 0;
    for (const destination of CHAT_SUBSCRIPTIONS) this.options.connection.subscribe(destination);
    this.changed();
    this.flush();
  }

  private onClosed(): void {
    if (this.status === 'stopped') return;
    // Sends without a receipt may not have arrived: they go again after reconnecting.
    const wasConnected = this.status === 'connected';
    this.status = 'reconnecting';
    if (!wasConnected) this.attempts++;
    this.update((e) => (e.state === 'sending' ? { ...e, state: 'queued' } : e));
    if (this.attempts >= this.options.giveUpAfter)
      this.update((e) => (e.state === 'queued' ? { ...e, state: 'unsent' } : e));
    this.changed();
    this.generation++;
    this.retryHandle = this.options.timer.set(
      () => this.open(),
      reconnectDelay(this.attempts, this.options.backoff),
    );
  }

  private onMessage(destination: string, body: string): void {
    if (destination === CHAT_DESTINATIONS.privateChat) {
      const delivery = readDelivery(body);
      if (!delivery) return;
      const message = receivedMessage(delivery, this.identity.account);
      // Own messages come back only when sent from another window: those of this one are already listed.
      if (message.mine) return;
      this.entries = [...this.entries, { ...message, id: `r${++this.nextId}` }];
      this.changed();
      return;
    }
    if (destination === CHAT_DESTINATIONS.publicTopic && readPresence(body)) {
      this.presence++;
      this.changed();
    }
  }

  private flush(): void {
    for (const entry of this.entries) if (entry.state === 'queued') this.transmit(entry);
  }

  private transmit(entry: ChatEntry): void {
    this.update((e) => (e.id === entry.id ? { ...e, state: 'sending' } : e));
    this.options.connection.send(CHAT_DESTINATIONS.privateSend, JSON.stringify(outgoing(entry)), entry.id);
  }

  private update(change: (entry: ChatEntry) => ChatEntry): void {
    let touched = false;
    const next = this.entries.map((e) => {
      const changed = change(e);
      if (changed !== e) touched = true;
      return changed;
    });
    if (!touched) return;
    this.entries = next;
    this.changed();
  }

  private changed(): void {
    this.snap = undefined;
    for (const listener of this.listeners) listener();
  }
}
