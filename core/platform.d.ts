/**
 * The globals core may use: the web platform's APIs that browsers and Node share (WHATWG URL and encoding,
 * fetch's request and body types, abort signals, timers, base64), declared to the extent core uses them.
 * core/tsconfig.json type-checks core with these and ES2023 only, with no DOM library and no Node types:
 * a `document`, `window`, `localStorage` or `process` in core is a compile error. Web checks core against
 * the DOM library and the CLI against Node's, where these same names have their full types.
 */

interface AbortSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
}
declare var AbortSignal: {
  readonly prototype: AbortSignal;
  any(signals: readonly AbortSignal[]): AbortSignal;
};

interface AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}
declare var AbortController: { readonly prototype: AbortController; new (): AbortController };

interface URL {
  readonly href: string;
  readonly protocol: string;
}
declare var URL: { readonly prototype: URL; new (url: string, base?: string): URL };

interface URLSearchParams extends Iterable<[string, string]> {
  append(name: string, value: string): void;
  get(name: string): string | null;
  toString(): string;
}
declare var URLSearchParams: {
  readonly prototype: URLSearchParams;
  new (init?: string | Record<string, string>): URLSearchParams;
};

interface TextEncoder {
  encode(input?: string): Uint8Array;
}
declare var TextEncoder: { readonly prototype: TextEncoder; new (): TextEncoder };

interface TextDecoder {
  decode(input?: Uint8Array): string;
}
declare var TextDecoder: {
  readonly prototype: TextDecoder;
  new (label?: string, options?: { fatal?: boolean }): TextDecoder;
};

/** Opaque to core: it passes files and multipart bodies through. */
interface Blob {
  readonly size: number;
  readonly type: string;
}
declare var Blob: { readonly prototype: Blob; new (parts?: readonly (string | Uint8Array)[]): Blob };

interface FormData {
  append(name: string, value: string | Blob): void;
}
declare var FormData: { readonly prototype: FormData; new (): FormData };

interface ReadableStreamDefaultController<R> {
  enqueue(chunk: R): void;
  close(): void;
}
interface ReadableStream<R = unknown> {
  readonly locked: boolean;
}
declare var ReadableStream: {
  readonly prototype: ReadableStream;
  new <R>(source: { start(controller: ReadableStreamDefaultController<R>): void }): ReadableStream<R>;
};

/** What core's transport hands its fetch port. */
interface RequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  credentials?: 'include' | 'omit' | 'same-origin';
}

/** A timer's handle: a number in browsers, an object in Node; core only hands it back. */
interface TimerHandle {
  readonly timerHandle: never;
}
declare function setTimeout(callback: () => void, ms?: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle | undefined): void;
declare function setInterval(callback: () => void, ms?: number): TimerHandle;
declare function clearInterval(handle: TimerHandle | undefined): void;

declare function btoa(data: string): string;
