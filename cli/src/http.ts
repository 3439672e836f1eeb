import { Readable } from 'node:stream';
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

  get body(): ReadableStream<Uint8Array> {
    return Readable.toWeb(this.stream) as ReadableStream<Uint8Array>;
  }
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
