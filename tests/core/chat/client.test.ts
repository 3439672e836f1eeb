import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../../core/src/chat/backoff.ts';
import {
  ChatClient,
  type ChatConnection,
  type ChatConnectionEvents,
  type ChatTimer,
  formatChatDate,
} from '../../../core/src/chat/client.ts';
import { CHAT_DESTINATIONS } from '../../../core/src/chat/destinations.ts';
import { receivedMessage, sendPayload } from '../../../core/src/chat/messages.ts';

/** A connection whose broker the test plays: what was opened, subscribed and sent. */
class FakeConnection implements ChatConnection {
  opened: Record<string, string>[] = [];
  subscribed: string[] = [];
  sent: { destination: string; body: unknown; receipt: string }[] = [];
  closedByClient = 0;
  events: ChatConnectionEvents | undefined;
  open(headers: Record<string, string>, events: ChatConnectionEvents): void {
    this.opened.push(headers);
    this.events = events;
  }
  subscribe(destination: string): void {
    this.subscribed.push(destination);
  }
  send(destination: string, body: string, receipt: string): void {
    this.sent.push({ destination, body: JSON.parse(body), receipt });
  }
  close(): void {
    this.closedByClient++;
  }
}

/** Timers run when the test says so; their delays are kept. */
class ManualTimer implements ChatTimer {
  waits: number[] = [];
  private due: (() => void) | undefined;
  set(run: () => void, ms: number): unknown {
    this.waits.push(ms);
    this.due = run;
    return run;
  }
  clear(handle: unknown): void {
    if (handle === this.due) this.due = undefined;
  }
  fire(): void {
    const run = this.due;
    this.due = undefined;
    run?.();
  }
}

const identity = { account: 'admin', name: '管理员', token: 'tok' };

function setup(giveUpAfter?: number) {
  const connection = new FakeConnection();
  const timer = new ManualTimer();
  const client = new ChatClient({
    connection,
    identity,
    timer,
    now: () => new Date(2024, 0, 2, 3, 4, 5),
    ...(giveUpAfter ? { giveUpAfter } : {}),
  });
  return { connection, timer, client };
}

describe('chat client model', () => {
  it('connects with account, name and token and subscribes to the private chat, public and general topics', () => {
    const { connection, client } = setup();
    client.start();
    expect(connection.opened).toEqual([identity]);
    expect(client.snapshot().status).toBe('connecting');
    connection.events!.connected();
    expect(client.snapshot().status).toBe('connected');
    expect(connection.subscribed).toEqual([
      CHAT_DESTINATIONS.privateChat,
      CHAT_DESTINATIONS.publicTopic,
      CHAT_DESTINATIONS.generalTopic,
    ]);
  });

  it('sends msg and toUser to the private-chat destination, and nothing for empty input', () => {
    const { connection, client } = setup();
    client.start();
    connection.events!.connected();
    expect(client.send('', 'hr')).toBe(false);
    expect(client.send('   ', 'hr')).toBe(false);
    expect(client.send('你好', '')).toBe(false);
    expect(connection.sent).toEqual([]);
    expect(client.send('你好', 'hr')).toBe(true);
    expect(connection.sent).toEqual([
      { destination: CHAT_DESTINATIONS.privateSend, body: { msg: '你好', toUser: 'hr' }, receipt: 'm1' },
    ]);
    const [entry] = client.snapshot().entries;
    expect(entry).toMatchObject({ text: '你好', mine: true, peer: 'hr', state: 'sending' });
    expect(entry?.date).toBe('2024-01-02 03:04:05');
    connection.events!.receipt('m1');
    expect(client.snapshot().entries[0]?.state).toBe('sent');
  });

  it('lists private messages from others with their peer; ignores other bodies', () => {
    const { connection, client } = setup();
    client.start();
    connection.events!.connected();
    const delivery = {
      msg: '在吗',
      toUser: 'admin',
      fromUser: 'hr',
      name: '人事',
      date: '2024-01-02 03:04:05',
    };
    connection.events!.message(CHAT_DESTINATIONS.privateChat, JSON.stringify(delivery));
    connection.events!.message(CHAT_DESTINATIONS.privateChat, '{not json');
    connection.events!.message(CHAT_DESTINATIONS.privateChat, JSON.stringify({ msg: 1 }));
    expect(client.snapshot().entries).toEqual([
      { id: 'r1', date: delivery.date, text: '在吗', mine: false, name: '人事', peer: 'hr' },
    ]);
  });

  it('counts presence notices on the public topic so the online list is read again', () => {
    const { connection, client } = setup();
    client.start();
    connection.events!.connected();
    const before = client.snapshot().presence;
    connection.events!.message(
      CHAT_DESTINATIONS.publicTopic,
      JSON.stringify({ type: 'online', account: 'hr', name: '人事' }),
    );
    expect(client.snapshot().presence).toBe(before + 1);
  });

  it('reconnects with doubling waits up to the cap, and the wait starts over once connected', () => {
    const { connection, timer, client } = setup(100);
    client.start();
    connection.events!.connected();
    connection.events!.closed();
    for (let i = 0; i < 6; i++) {
      timer.fire();
      connection.events!.closed();
    }
    expect(timer.waits).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n)));
    expect(timer.waits).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(connection.opened).toHaveLength(7);
    timer.fire();
    connection.events!.connected();
    connection.events!.closed();
    expect(timer.waits.at(-1)).toBe(500);
  });

  it('keeps what is typed while disconnected and sends it, in order, after reconnecting', () => {
    const { connection, timer, client } = setup();
    client.start();
    connection.events!.connected();
    connection.events!.closed();
    expect(client.snapshot().status).toBe('reconnecting');
    client.send('一', 'hr');
    client.send('二', 'hr');
    expect(connection.sent).toEqual([]);
    expect(client.snapshot().entries.map((e) => e.state)).toEqual(['queued', 'queued']);
    timer.fire();
    connection.events!.connected();
    expect(connection.sent.map((s) => s.body)).toEqual([
      { msg: '一', toUser: 'hr' },
      { msg: '二', toUser: 'hr' },
    ]);
  });

  it('sends again what had no receipt when the connection dropped', () => {
    const { connection, timer, client } = setup();
    client.start();
    connection.events!.connected();
    client.send('一', 'hr');
    connection.events!.closed();
    expect(client.snapshot().entries[0]?.state).toBe('queued');
    timer.fire();
    connection.events!.connected();
    expect(connection.sent.map((s) => s.receipt)).toEqual(['m1', 'm1']);
  });

  it('marks waiting messages not sent after too many failed attempts; retry sends them once connected', () => {
    const { connection, timer, client } = setup(2);
    client.start();
    connection.events!.connected();
    connection.events!.closed();
    client.send('一', 'hr');
    timer.fire();
    connection.events!.closed();
    expect(client.snapshot().entries[0]?.state).toBe('queued');
    timer.fire();
    connection.events!.closed();
    expect(client.snapshot().entries[0]?.state).toBe('unsent');
    timer.fire();
    connection.events!.connected();
    // Not sent behind the user's back: it stays marked until they ask.
    expect(connection.sent).toEqual([]);
    client.retry('m1');
    expect(connection.sent.map((s) => s.body)).toEqual([{ msg: '一', toUser: 'hr' }]);
  });

  it('ignores events of a connection it left and marks what waits not sent when stopped', () => {
    const { connection, timer, client } = setup();
    client.start();
    const first = connection.events!;
    first.connected();
    first.closed();
    timer.fire();
    first.connected();
    expect(client.snapshot().status).toBe('reconnecting');
    client.send('一', 'hr');
    client.stop();
    expect(client.snapshot().status).toBe('stopped');
    expect(client.snapshot().entries[0]?.state).toBe('unsent');
    timer.fire();
    expect(connection.opened).toHaveLength(2);
  });
});

describe('chat messages', () => {
  it('shows an own message from another window as mine, with the receiver as peer', () => {
    const delivery = { msg: 'x', toUser: 'hr', fromUser: 'admin', name: '管理员', date: 'd' };
    expect(receivedMessage(delivery, 'admin')).toMatchObject({ mine: true, peer: 'hr' });
    expect(receivedMessage(delivery, 'hr')).toMatchObject({ mine: false, peer: 'admin' });
  });

  it('builds the send payload only for text with something in it', () => {
    expect(sendPayload('\n\t ', 'hr')).toBeNull();
    expect(sendPayload(' a ', 'hr')).toEqual({ msg: ' a ', toUser: 'hr' });
  });

  it('stamps dates as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatChatDate(new Date(2024, 10, 9, 8, 7, 6))).toBe('2024-11-09 08:07:06');
  });
});
