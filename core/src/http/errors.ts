/** Typed failures of a BladeX call. Front ends map them to texts and exit codes. */

export type ApiErrorKind = 'api' | 'session-expired' | 'network' | 'timeout' | 'http' | 'invalid-response';

export class BladeError extends Error {
  readonly kind: ApiErrorKind;
  constructor(kind: ApiErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BladeError';
    this.kind = kind;
  }
}

/** The server answered with a non-200 code: `msg`, else `error_description`, else the unknown-error text. */
export class ApiError extends BladeError {
  readonly code: number;
  readonly status: number;
  readonly body: unknown;
  /** The code is in the configured whitelist: the call fails but nothing should be shown. */
  readonly silent: boolean;
  constructor(message: string, init: { code: number; status: number; body?: unknown; silent?: boolean }) {
    super('api', message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
    this.silent = init.silent ?? false;
  }
}

/**
 * A 401 on a call whose token was just renewed (sent with a refreshed token, or replayed after a refresh
 * that succeeded): the server refuses this call to this user (BladeX answers a permission failure like a
 * missing sign-in). The session stays: only a failed refresh ends it.
 */
export class RefusedError extends ApiError {
  constructor(message: string, init: { status: number; body?: unknown }) {
    super(message, { code: 401, ...init });
    this.name = 'RefusedError';
  }
}

export function isRefused(error: unknown): error is RefusedError {
  return error instanceof RefusedError;
}

/** A refresh that failed (or no refresh token): the user must sign in again. */
export class SessionExpiredError extends BladeError {
  readonly serverMessage: string | undefined;
  constructor(serverMessage?: string) {
    super('session-expired', serverMessage ? `session expired: ${serverMessage}` : 'session expired');
    this.name = 'SessionExpiredError';
    this.serverMessage = serverMessage;
  }
}

export class NetworkError extends BladeError {
  constructor(message: string, cause?: unknown) {
    super('network', message, { cause });
    this.name = 'NetworkError';
  }
}

export class TimeoutError extends BladeError {
  constructor(ms: number) {
    super('timeout', `no answer within ${Math.round(ms / 1000)} s`);
    this.name = 'TimeoutError';
  }
}

/** The HTTP status was outside 200–500, or a body the code relies on had the wrong shape. */
export class HttpError extends BladeError {
  readonly status: number;
  constructor(status: number, message: string) {
    super('http', message);
    this.name = 'HttpError';
    this.status = status;
  }
}

export class InvalidResponseError extends BladeError {
  constructor(message: string) {
    super('invalid-response', message);
    this.name = 'InvalidResponseError';
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}
