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

describe('chat attachments, token refresh and kept history', () => {
  it('sends an uploaded image as img and a file as file, each with its name as msg, and lists them', () => {
    const { connection, client } = setup();
    client.start();
    connection.events!.connected();
    expect(client.sendAttachment({ kind: 'image', name: 'a.png', link: '' }, 'hr')).toBe(false);
    expect(client.sendAttachment({ kind: 'image', name: 'a.png', link: '/f/1' }, '')).toBe(false);
    client.sendAttachment({ kind: 'image', name: 'a.png', link: '/f/1' }, 'hr');
    client.sendAttachment({ kind: 'file', name: 'b.pdf', link: '/f/2' }, 'hr');
    expect(connection.sent.map((s) => s.body)).toEqual([
      { msg: 'a.png', toUser: 'hr', img: '/f/1' },
      { msg: 'b.pdf', toUser: 'hr', file: '/f/2' },
    ]);
    expect(client.snapshot().entries).toMatchObject([
      { text: 'a.png', img: '/f/1', mine: true },
      { text: 'b.pdf', file: '/f/2', mine: true },
    ]);
    const delivery = { msg: 'c.doc', toUser: 'admin', fromUser: 'hr', name: '人事', date: 'd', file: '/f/3' };
    connection.events!.message(CHAT_DESTINATIONS.privateChat, JSON.stringify(delivery));
    expect(client.snapshot().entries[2]).toMatchObject({ text: 'c.doc', file: '/f/3', peer: 'hr' });
  });

  it('keeps the conversation and the outbox when the token is refreshed; the next connect uses the new token', () => {
    const { connection, timer, client } = setup();
    client.start();
    connection.events!.connected();
    client.send('一', 'hr');
    connection.events!.receipt('m1');
    const before = client.snapshot().entries;
    client.renew('tok2');
    // The live connection goes on: nothing reopened, nothing lost.
    expect(connection.opened).toHaveLength(1);
    expect(client.snapshot().entries).toBe(before);
    connection.events!.closed();
    client.send('二', 'hr');
    timer.fire();
    expect(connection.opened.at(-1)).toEqual({ ...identity, token: 'tok2' });
    connection.events!.connected();
    expect(connection.sent.map((s) => s.body)).toEqual([
      { msg: '一', toUser: 'hr' },
      { msg: '二', toUser: 'hr' },
    ]);
    expect(client.snapshot().entries.map((e) => e.text)).toEqual(['一', '二']);
  });

  it('reconnects at once with a token renewed while waiting to reconnect', () => {
    const { connection, timer, client } = setup();
    client.start();
    connection.events!.connected();
    connection.events!.closed();
    client.renew('tok2');
    expect(connection.opened.at(-1)).toEqual({ ...identity, token: 'tok2' });
    // The retry that was waiting does not open a second connection.
    timer.fire();
    expect(connection.opened).toHaveLength(2);
  });

  it('starts from the kept history: own messages never sent are marked not sent, new ids do not clash', () => {
    const connection = new FakeConnection();
    const history = [
      { id: 'm4', date: 'd', text: '旧', mine: true, name: '管理员', peer: 'hr', state: 'sent' as const },
      { id: 'm7', date: 'd', text: '未发', mine: true, name: '管理员', peer: 'hr', state: 'queued' as const },
      { id: 'r9', date: 'd', text: '回', mine: false, name: '人事', peer: 'hr' },
    ];
    const client = new ChatClient({
      connection,
      identity,
      timer: new ManualTimer(),
      now: () => new Date(),
      history,
    });
    client.start();
    connection.events!.connected();
    // Not sent behind the user's back after a reload.
    expect(connection.sent).toEqual([]);
    expect(client.snapshot().entries.map((e) => e.state)).toEqual(['sent', 'unsent', undefined]);
    client.send('新', 'hr');
    expect(connection.sent[0]?.receipt).toBe('m10');
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
