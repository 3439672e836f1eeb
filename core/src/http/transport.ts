import { decodeReply, errorTextOf } from './envelope.ts';
import {
  ApiError,
  HttpError,
  NetworkError,
  RefusedError,
  SessionExpiredError,
  TimeoutError,
} from './errors.ts';
import { tryParseJson } from './json.ts';
import { backoffDelay, defaultRetryPolicy, isRetryableStatus, type RetryPolicy } from './retry.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/**
 * What the transport reads of a reply. A fetch `Response` is one; the CLI answers with a lighter object over
 * undici's `request` (no web-stream layers for JSON calls).
 */
export interface FetchReply {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  body: ReadableStream<Uint8Array> | null;
}
export type FetchLike = (input: string, init: RequestInit) => Promise<FetchReply>;

/** How the transport obtains and renews the bearer token (implemented by the session). */
export interface AuthHooks {
  accessToken(): string | undefined;
  /** Renew the token; shared by all concurrent callers. Rejects with SessionExpiredError when it cannot. */
  refresh(): Promise<void>;
}

export interface TransportOptions {
  fetch: FetchLike;
  /** Where `/blade-…` paths are appended: `/api` in the console, `https://host/api` in the CLI. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  /** Codes that fail without a message (platform.md §8 whitelist). */
  silentCodes?: readonly number[];
  retry?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  auth?: AuthHooks;
  /** Observes every attempt (debug output, tests). */
  onAttempt?: (info: AttemptInfo) => void;
}

export interface AttemptInfo {
  method: HttpMethod;
  url: string;
  attempt: number;
  status?: number;
  error?: string;
}

export interface RequestOptions {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  json?: unknown;
  /** form-urlencoded body (Spring binds its fields like query parameters). */
  form?: Record<string, QueryValue>;
  /** multipart/form-data body, parts in order; fetch sets the content type with its boundary. */
  multipart?: readonly MultipartPart[];
  headers?: Record<string, string>;
  /** Read-only calls may be retried; default: GET is safe, everything else is not. */
  safe?: boolean;
  /** Send the bearer token and refresh on 401 (default true). Sign-in and refresh set false. */
  authenticated?: boolean;
  signal?: AbortSignal;
}

/** One part of a multipart body: a field, or a file (a File carries its own name). */
export type MultipartPart = readonly [name: string, value: string | Blob];

function multipartBody(parts: readonly MultipartPart[]): FormData {
  const body = new FormData();
  for (const [name, value] of parts) body.append(name, value);
  return body;
}

export interface Download {
  fileName: string;
  contentType: string;
  /** Announced length in bytes, when the server sent one. */
  size: number | undefined;
  body: ReadableStream<Uint8Array>;
}

export const DEFAULT_TIMEOUT_MS = 59_000;

const emptyBody = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.close();
    },
  });

/** Parameters as BladeX reads them: blanks (null, undefined) left out, lists comma-joined. */
function encodeParams(values: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

export function encodeQuery(query: Record<string, QueryValue> | undefined): string {
  const text = query ? encodeParams(query) : '';
  return text ? `?${text}` : '';
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * One BladeX conversation: headers, envelope decoding, 401 → one shared refresh and one replay, bounded
 * retries for safe calls only, a timeout per attempt, and downloads. Knows nothing about storage or UI.
 */
export class Transport {
  readonly baseUrl: string;
  auth: AuthHooks | undefined;
  private readonly options: TransportOptions;
  private readonly silentCodes: ReadonlySet<number>;
  private readonly basic: string;

  constructor(options: TransportOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.auth = options.auth;
    this.silentCodes = new Set(options.silentCodes ?? []);
    this.basic = `Basic ${base64(`${options.clientId}:${options.clientSecret}`)}`;
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    return `${this.baseUrl}${path.startsWith('/') ? path : `/${path}`}${encodeQuery(query)}`;
  }

  /** Perform a call and return the envelope's `data` (or the bare body of OAuth replies). */
  async request<T = unknown>(options: RequestOptions): Promise<T> {
    const response = await this.exchange(options, false);
    return response.data as T;
  }

  /**
   * A binary download: the name from Content-Disposition, made safe, and the body as a stream. The header's
   * reader is loaded with the first download, so the console's first load does not carry it.
   */
  async download(options: RequestOptions, fallbackName = 'download'): Promise<Download> {
    const [{ response }, { downloadFileName }] = await Promise.all([
      this.exchange({ ...options }, true),
      import('./content-disposition.ts'),
    ]);
    if (!response) throw new HttpError(0, 'no download body');
    // A length announced for an encoded (compressed) body is not the length of the bytes read.
    const encoded = (response.headers.get('content-encoding') ?? 'identity').toLowerCase() !== 'identity';
    const length = encoded ? null : response.headers.get('content-length');
    return {
      fileName: downloadFileName(response.headers.get('content-disposition'), fallbackName),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: length && /^\d+$/.test(length) ? Number(length) : undefined,
      body: response.body ?? emptyBody(),
    };
  }

  private headers(options: RequestOptions, token: string | undefined): Record<string, string> {
    const headers: Record<string, string> = {
      Authorization: this.basic,
      Accept: 'application/json, */*',
      ...options.headers,
    };
    if (token) headers['Blade-Auth'] = `bearer ${token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
    else if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    return headers;
  }

  /**
   * One attempt. The timeout covers the whole exchange of an API call; for a download it covers the wait
   * for the headers only, so a large file may stream for as long as it takes.
   */
  private async send(
    options: RequestOptions,
    attempt: number,
    binary: boolean,
    token: string | undefined,
  ): Promise<FetchReply> {
    const url = this.url(options.path, options.query);
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = new AbortController();
    const handle = setTimeout(() => timer.abort(new TimeoutError(timeoutMs)), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal;
    const body =
      options.json !== undefined
        ? JSON.stringify(options.json)
        : options.form
          ? encodeParams(options.form)
          : options.multipart
            ? multipartBody(options.multipart)
            : undefined;
    try {
      const response = await this.options.fetch(url, {
        method: options.method,
        headers: this.headers(options, token),
        body,
        signal,
        credentials: 'include',
      });
      this.options.onAttempt?.({ method: options.method, url, attempt, status: response.status });
      if (binary) clearTimeout(handle);
      else {
        // Reading the body is part of the call: the timer stops once it is read.
        const text = response.text.bind(response);
        response.text = () => text().finally(() => clearTimeout(handle));
      }
      return response;
    } catch (error) {
      clearTimeout(handle);
      const message = error instanceof Error ? error.message : String(error);
      this.options.onAttempt?.({ method: options.method, url, attempt, error: message });
      if (options.signal?.aborted) throw error;
      if (timer.signal.aborted) throw new TimeoutError(timeoutMs);
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new NetworkError(`cannot reach ${this.baseUrl} (${message}${cause})`, error);
    }
  }

  private async exchange(
    options: RequestOptions,
    binary: boolean,
  ): Promise<{ data: unknown; response: FetchReply | undefined }> {
    const safe = options.safe ?? options.method === 'GET';
    const policy = this.options.retry ?? defaultRetryPolicy;
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    const random = this.options.random ?? Math.random;
    let replayed = false;
    let attempt = 0;
    for (;;) {
      // The token this attempt carries: a 401 is only worth a refresh when the token is still this one.
      const token = options.authenticated === false ? undefined : this.auth?.accessToken();
      let response: FetchReply;
      try {
        response = await this.send(options, attempt, binary, token);
      } catch (error) {
        if (safe && error instanceof NetworkError && attempt < policy.retries) {
          await sleep(backoffDelay(policy, attempt++, random));
          continue;
        }
        throw error;
      }
      const contentType = response.headers.get('content-type') ?? '';
      const isJson = contentType.includes('json') || (!binary && !contentType);
      if (binary && response.status === 200 && !isJson) return { data: undefined, response };

      const text = await response.text();
      const body = await tryParseJson(text);
      if (body === undefined && response.status === 200 && !binary && text.trim() !== '') {
        throw new HttpError(response.status, `unexpected non-JSON reply from ${options.path}`);
      }
      try {
        const decoded = decodeReply(response.status, body ?? {}, this.silentCodes);
        if (decoded.kind === 'ok') {
          if (binary)
            throw new HttpError(
              response.status,
              errorTextOf(body, `no file in the reply of ${options.path}`),
            );
          return { data: decoded.data, response: undefined };
        }
        // 401: one replay, after the one shared refresh. A 401 on the replay, whose token was just renewed,
        // is the server refusing the call: the session stays. Only a refresh that fails ends it (the
        // session's refresh rejects with SessionExpiredError), so a session revoked on the server moments
        // after a refresh is still found expired, not taken for a refusal.
        if (options.authenticated === false || !this.auth) throw new SessionExpiredError(decoded.message);
        if (replayed) throw new RefusedError(decoded.message ?? '', { status: response.status, body });
        replayed = true;
        // A token renewed since this call was sent is replayed as it is: refreshing again would revoke
        // it on a gateway that accepts only the newest token, under the calls already using it.
        const current = this.auth.accessToken();
        if (!current || current === token) {
          await this.auth.refresh();
        }
      } catch (error) {
        // Retry only what the HTTP status marks as throttled or a server fault, and only for safe calls.
        const retryable =
          safe &&
          attempt < policy.retries &&
          (error instanceof ApiError || error instanceof HttpError) &&
          isRetryableStatus(response.status);
        if (retryable) {
          await sleep(backoffDelay(policy, attempt++, random));
          continue;
        }
        throw error;
      }
    }
  }
}
