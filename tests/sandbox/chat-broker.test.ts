import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { CHAT_DESTINATIONS } from '../../core/src/chat/destinations.ts';
import {
  encodeFrame,
  type Frame,
  FrameReader,
  HEARTBEAT,
  header,
} from '../../scripts/sandbox/stomp/frame.ts';
import { type Api, type Json, openApi } from './helpers.ts';

/** A bare STOMP client over `ws`: frames in the order they came, and a wait for the next that matches. */
class StompPeer {
  frames: Frame[] = [];
  closed: Promise<void>;
  private readonly ws: WebSocket;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private readonly opened: Promise<void>;

  constructor(url: string) {
    this.ws = new WebSocket(url, ['v12.stomp']);
    const reader = new FrameReader();
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', () => resolve()));
    this.ws.on('message', (data: Buffer) => {
      for (const item of reader.push(data)) {
        if (item === HEARTBEAT) continue;
        const waiter = this.waiters.find((w) => w.match(item));
        if (!waiter) {
          this.frames.push(item);
          continue;
        }
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(item);
      }
    });
  }

  async send(command: string, headers: Record<string, string>, body = ''): Promise<void> {
    await this.opened;
    this.ws.send(encodeFrame({ command, headers: Object.entries(headers), body }).toString('utf8'));
  }

  next(match: (f: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) {
      this.frames.splice(this.frames.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  async connect(account: string, name: string, token: string): Promise<Frame> {
    await this.send('CONNECT', { 'accept-version': '1.2', host: 'sandbox', account, name, token });
    return this.next((f) => f.command === 'CONNECTED' || f.command === 'ERROR');
  }

  async subscribeAll(): Promise<void> {
    let id = 0;
    for (const destination of [CHAT_DESTINATIONS.privateChat, CHAT_DESTINATIONS.publicTopic]) {
      const receipt = `sub-${++id}`;
      await this.send('SUBSCRIBE', { id: String(id), destination, receipt });
      await this.next((f) => f.command === 'RECEIPT' && header(f, 'receipt-id') === receipt);
    }
  }

  close(): void {
    this.ws.close();
  }
}

let api: Api;
let url: string;
let adminToken: string;
let hrToken: string;

beforeAll(async () => {
  api = await openApi();
  url = `${api.sandbox.url.replace('http', 'ws')}/api/webSocketServer`;
  adminToken = (await api.token()).access_token;
  hrToken = (await api.token('000000', 'hr', '123456')).access_token;
});
afterAll(() => api.sandbox.close());

const message = (f: Frame) => f.command === 'MESSAGE';

describe('sandbox chat broker (STOMP over /api/webSocketServer)', () => {
  it('refuses a connect frame without a valid token, or with another account than the token', async () => {
    const none = new StompPeer(url);
    const refused = await none.connect('admin', '管理员', 'not-a-token');
    expect(refused.command).toBe('ERROR');
    await none.closed;
    const other = new StompPeer(url);
    expect((await other.connect('hr', '人事', adminToken)).command).toBe('ERROR');
    await other.closed;
    const early = new StompPeer(url);
    await early.send('SEND', { destination: CHAT_DESTINATIONS.privateSend }, '{}');
    expect((await early.next(() => true)).command).toBe('ERROR');
  });

  it('delivers a private send to the user named in toUser, lists who is online and journals the frames', async () => {
    await api.control('DELETE', '/__sandbox/journal');
    const admin = new StompPeer(url);
    const hr = new StompPeer(url);
    expect(header(await admin.connect('admin', '管理员', adminToken), 'version')).toBe('1.2');
    await admin.subscribeAll();
    expect((await hr.connect('hr', '人事', hrToken)).command).toBe('CONNECTED');
    await hr.subscribeAll();
    // The public topic hears hr come online; the online list holds the others.
    const notice = await admin.next(
      (f) => message(f) && header(f, 'destination') === CHAT_DESTINATIONS.publicTopic,
    );
    expect(JSON.parse(notice.body)).toEqual({ type: 'online', account: 'hr', name: '人事' });
    const online = await api.call(adminToken, 'GET', '/api/chat/nbxtchatstaff/outList?current=1&size=99');
    expect((online.json as Json).data.records.map((r: Json) => r.account)).toEqual(['hr']);

    await admin.send(
      'SEND',
      { destination: CHAT_DESTINATIONS.privateSend, receipt: 'r1', 'content-type': 'application/json' },
      JSON.stringify({ msg: '你好', toUser: 'hr' }),
    );
    await admin.next((f) => f.command === 'RECEIPT' && header(f, 'receipt-id') === 'r1');
    const got = await hr.next(
      (f) => message(f) && header(f, 'destination') === CHAT_DESTINATIONS.privateChat,
    );
    expect(JSON.parse(got.body)).toMatchObject({
      msg: '你好',
      toUser: 'hr',
      fromUser: 'admin',
      name: '管理员',
    });

    const journal = (await api.control('GET', '/__sandbox/journal')) as Json[];
    const sends = journal.filter((e) => e.method === 'SEND');
    expect(sends.map((e) => [e.path, e.body])).toEqual([
      [CHAT_DESTINATIONS.privateSend, { msg: '你好', toUser: 'hr' }],
    ]);
    const connects = journal.filter((e) => e.method === 'CONNECT');
    expect(connects[0].body).toMatchObject({ account: 'admin', name: '管理员', token: '[redacted]' });
    admin.close();
    hr.close();
    await Promise.all([admin.closed, hr.closed]);
  });

  it('keeps a private message for an offline user until they subscribe', async () => {
    const admin = new StompPeer(url);
    await admin.connect('admin', '管理员', adminToken);
    await admin.send(
      'SEND',
      { destination: CHAT_DESTINATIONS.privateSend, receipt: 'r' },
      '{"msg":"稍后看","toUser":"hr"}',
    );
    await admin.next((f) => f.command === 'RECEIPT');
    const hr = new StompPeer(url);
    await hr.connect('hr', '人事', hrToken);
    await hr.subscribeAll();
    const got = await hr.next(message);
    expect(JSON.parse(got.body).msg).toBe('稍后看');
    admin.close();
    hr.close();
  });

  it("passes an image's img and a file's file link along with the message", async () => {
    const admin = new StompPeer(url);
    await admin.connect('admin', '管理员', adminToken);
    const sends = [
      { msg: 'a.png', toUser: 'hr', img: '/api/sandbox-file/1' },
      { msg: 'b.pdf', toUser: 'hr', file: '/api/sandbox-file/2' },
    ];
    for (const [i, sent] of sends.entries()) {
      await admin.send(
        'SEND',
        { destination: CHAT_DESTINATIONS.privateSend, receipt: `a${i}` },
        JSON.stringify(sent),
      );
      await admin.next((f) => f.command === 'RECEIPT' && header(f, 'receipt-id') === `a${i}`);
    }
    const hr = new StompPeer(url);
    await hr.connect('hr', '人事', hrToken);
    await hr.subscribeAll();
    for (const sent of sends)
      expect(JSON.parse((await hr.next(message)).body)).toEqual({
        ...sent,
        fromUser: 'admin',
        name: '管理员',
        date: expect.any(String),
      });
    admin.close();
    hr.close();
  });

  it('refuses a send without msg and toUser', async () => {
    const admin = new StompPeer(url);
    await admin.connect('admin', '管理员', adminToken);
    await admin.send('SEND', { destination: CHAT_DESTINATIONS.privateSend }, '{"msg":"x"}');
    expect((await admin.next(() => true)).command).toBe('ERROR');
  });

  it('drops every connection and refuses new ones while the chatDown switch is on', async () => {
    const admin = new StompPeer(url);
    await admin.connect('admin', '管理员', adminToken);
    await api.control('POST', '/__sandbox/faults', { chatDown: true });
    await admin.closed;
    const refused = new StompPeer(url);
    await expect(refused.send('CONNECT', {})).rejects.toThrow('refused: 503');
    expect(((await api.control('GET', '/__sandbox/faults')) as Json).chatDown).toBe(true);
    await api.control('POST', '/__sandbox/faults', { chatDown: false });
    const back = new StompPeer(url);
    expect((await back.connect('admin', '管理员', adminToken)).command).toBe('CONNECTED');
    back.close();
  });
});
