import type { Readable } from 'node:stream';
import type { FetchLike, FetchReply } from '@nbxt/core/http/transport.ts';
import { Agent, type Dispatcher, interceptors, request } from 'undici';

/**
 * The CLI's HTTP: core's transport speaks fetch, answered here through undici's `request`, which hands the
 * body over as a Node stream instead of layers of web streams: a batch of small exports spends about half the
 * CPU per file. What fetch would do besides is kept: redirects are followed and compressed replies
 * (which fetch asks for) are decoded.
 */

type Body = Dispatcher.ResponseData['body'];

class Reply implements FetchReply {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  private readonly stream: Body;

  constructor(status: number, headers: Record<string, string | string[] | undefined>, body: Body) {
    this.status = status;
    this.stream = body;
    this.headers = {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    };
  }

  text(): Promise<string> {
    return this.stream.text();
  }

  private web: ReadableStream<Uint8Array> | undefined;

  /** One stream over the body, as fetch's `body` is. */
  get body(): ReadableStream<Uint8Array> {
    this.web ??= compactBody(this.stream);
    return this.web;
  }
}

/** A body's bytes are handed on in blocks of this size (the last one shorter). */
export const BODY_BLOCK = 64 * 1024;
/** Blocks queued for a reader that lags before the socket is paused. */
export const BODY_QUEUE = 1024 * 1024;

/**
 * A body as a web stream of compact blocks. undici hands a body over as views into the buffers its parser
 * read the socket into, which grow to MBs when the reader lags; a view of 1 KB (a server writing small
 * pieces) keeps the whole buffer alive, and undici's queue counts the views' bytes, not what they keep: a
 * 50 MB export under load held 100+ MB that way. So the body flows into our own blocks at once (copied,
 * which frees the parser's buffer) and is paused while a full queue of blocks waits for the reader.
 * Fewer, larger blocks also mean fewer writes to the disk.
 */
export function compactBody(source: Readable): ReadableStream<Uint8Array> {
  let block: Uint8Array | undefined;
  let used = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const flush = () => {
          if (block && used > 0) controller.enqueue(used === block.length ? block : block.slice(0, used));
          block = undefined;
          used = 0;
        };
        source.on('data', (chunk: Uint8Array) => {
          for (let at = 0; at < chunk.length; ) {
            block ??= new Uint8Array(BODY_BLOCK);
            const n = Math.min(BODY_BLOCK - used, chunk.length - at);
            block.set(chunk.subarray(at, at + n), used);
            used += n;
            at += n;
            if (used === BODY_BLOCK) flush();
          }
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        });
        source.once('end', () => {
          flush();
          controller.close();
        });
        source.once('error', (error) => controller.error(error));
      },
      pull() {
        if (source.isPaused()) source.resume();
      },
      cancel(reason) {
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_QUEUE }),
  );
}

function bodyOf(body: RequestInit['body']): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  // Multipart forms are encoded to bytes before they get here (see connect.ts).
  throw new TypeError(`unsupported request body: ${Object.prototype.toString.call(body)}`);
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (headers === undefined) return out;
  const entries =
    Array.isArray(headers) || typeof (headers as Headers).forEach === 'function'
      ? [...(headers as Iterable<[string, string]>)]
      : Object.entries(headers as Record<string, string>);
  for (const [name, value] of entries) out[name.toLowerCase()] = value;
  return out;
}

export function undiciFetch(): FetchLike {
  const dispatcher = new Agent().compose(
    interceptors.redirect({ maxRedirections: 5 }),
    interceptors.decompress(),
  );
  return async (input, init) => {
    const reply = await request(input, {
      method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
      headers: headersOf(init.headers),
      body: bodyOf(init.body),
      signal: init.signal ?? undefined,
      dispatcher,
    });
    return new Reply(reply.statusCode, reply.headers, reply.body);
  };
}
