/**
 * A download's memory is bounded whatever the relative speeds of network, decoder and disk (issue 33):
 * the CLI's HTTP (cli/src/http.ts) pauses the socket while the reader does not read, through the gzip
 * decoder too; the buffer guard (cli/src/export/memory.ts) collects when the process's ArrayBuffer memory
 * passes its budget (the dead chunks a slow writer lets V8 promote; measured in `npm run bench -- export`).
 */
import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bufferGuard } from '../../cli/src/export/memory.ts';
import { BODY_BLOCK, undiciFetch } from '../../cli/src/http.ts';

const MB = 2 ** 20;
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveBuffers = () => {
  gc();
  return process.memoryUsage().arrayBuffers;
};

/** A MB of zeros, gzipped (about 1 KB). */
const ZEROS_MB_GZIP = gzipSync(Buffer.alloc(MB));

let server: Server;
let base = '';
/** What the server has handed to the socket so far (plain), or the MB of zeros it has written gzipped. */
let produced = 0;

/** A source of `total` bytes in 64 KB chunks, counted as they are pulled. */
function source(total: number, fill: number): Readable {
  let left = total;
  return new Readable({
    read() {
      if (left <= 0) return void this.push(null);
      const n = Math.min(64 * 1024, left);
      left -= n;
      produced += n;
      this.push(Buffer.alloc(n, fill));
    },
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const total = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('mb')) * MB;
    if (req.url?.startsWith('/pieces')) {
      // A server writing small pieces (an xlsx streamed by a zip writer): many small body chunks.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      let left = total;
      const piece = Buffer.alloc(1000, 3);
      const pump = () => {
        while (left > 0) {
          const n = Math.min(piece.length, left);
          left -= n;
          if (!res.write(piece.subarray(0, n))) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    } else if (req.url?.startsWith('/gzip')) {
      // One gzip member per MB of zeros, compressed once: a body of several members is one gzip stream
      // (RFC 1952), and the server spends no CPU compressing hundreds of MB (seconds on a loaded machine).
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' });
      let left = total / MB;
      const pump = () => {
        while (left > 0) {
          left -= 1;
          produced += MB;
          if (!res.write(ZEROS_MB_GZIP)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    } else {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      // Random-looking bytes would not change anything here; the count is what the socket accepted.
      source(total, 7).pipe(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Wait until `read` has not changed for a while: the producer is held back (or done). */
async function settled(read: () => number): Promise<number> {
  let last = -1;
  let steady = 0;
  for (let i = 0; i < 200 && steady < 5; i++) {
    await delay(40);
    const now = read();
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
  return last;
}

async function drain(body: ReadableStream<Uint8Array>, reader = body.getReader()): Promise<number> {
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.length;
  }
}

describe('a download the reader does not read is held back', () => {
  it('plain: the server can hand over no more than the socket buffers hold', async () => {
    produced = 0;
    const reply = await undiciFetch()(`${base}/plain?mb=200`, { method: 'GET' });
    const reader = reply.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    const held = await settled(() => produced);
    // Kernel send and receive buffers on loopback plus undici's and the stream's queues: a few MB, not 200.
    expect(held).toBeLessThan(24 * MB);
    expect(first.value!.length + (await drain(reply.body!, reader))).toBe(200 * MB);
  });

  it('gzip: the decoder decodes no further ahead than the reader', async () => {
    produced = 0;
    const before = liveBuffers();
    const reply = await undiciFetch()(`${base}/gzip?mb=400`, { method: 'GET' });
    const reader = reply.body!.getReader();
    await reader.read();
    await settled(() => produced);
    // 400 MB of zeros compress to about 400 KB, all of which the socket may already hold; decoded ahead
    // of the reader they would be hundreds of MB.
    expect(liveBuffers() - before).toBeLessThan(16 * MB);
    await reader.cancel();
    // Every member is decoded: a whole body read is its zeros, all of them.
    const whole = await undiciFetch()(`${base}/gzip?mb=8`, { method: 'GET' });
    expect(await drain(whole.body!)).toBe(8 * MB);
  });
});

describe('a reader that lags behind a body of small pieces', () => {
  it('keeps no more than its queue alive (no view holds a buffer the parser read into)', async () => {
    const before = liveBuffers();
    const reply = await undiciFetch()(`${base}/pieces?mb=4`, { method: 'GET' });
    const reader = reply.body!.getReader();
    let peak = 0;
    let bytes = 0;
    const sizes: number[] = [];
    for (let n = 1; ; n++) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      sizes.push(value.length);
      await delay(2);
      if (n % 8 === 0) peak = Math.max(peak, liveBuffers() - before);
    }
    expect(bytes).toBe(4 * MB);
    // Views of 1 KB into the MB buffers the socket was read into kept hundreds of MB alive here.
    expect(peak).toBeLessThan(8 * MB);
    // Handed on in whole blocks (fewer, larger writes to the disk), the last one the rest.
    expect(sizes.slice(0, -1).every((size) => size === BODY_BLOCK)).toBe(true);
  });
});

describe('the buffer guard', () => {
  it('collects when the process holds more ArrayBuffer memory than its budget, checking every MB', () => {
    let memory = 0;
    let collections = 0;
    const guard = bufferGuard(
      10 * MB,
      () => memory,
      () => {
        collections++;
        memory = 0;
      },
    );
    memory = 50 * MB;
    guard(512 * 1024);
    expect(collections).toBe(0); // not yet a MB taken in
    guard(512 * 1024);
    expect(collections).toBe(1);
    memory = 5 * MB;
    guard(MB);
    expect(collections).toBe(1); // under the budget
  });
});
