import { ApiError, HttpError } from './errors.ts';

/** BladeX's reply envelope `R`. */
export interface Envelope<T = unknown> {
  code: number;
  success?: boolean;
  data: T;
  msg?: string;
}

export const UNKNOWN_ERROR_TEXT = '未知错误';

export type Decoded =
  | { kind: 'ok'; data: unknown; body: unknown }
  | { kind: 'unauthorized'; message: string | undefined; body: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text a failed reply shows: `msg`, else `error_description`, else the unknown-error text. */
export function errorTextOf(body: unknown, fallback = UNKNOWN_ERROR_TEXT): string {
  if (isRecord(body)) {
    if (typeof body.msg === 'string' && body.msg !== '') return body.msg;
    if (typeof body.error_description === 'string' && body.error_description !== '')
      return body.error_description;
  }
  return fallback;
}

/**
 * Decode one reply by the error catalogue (platform.md §8): the code comes from the body, else the HTTP
 * status; statuses 200–500 are read, others are HTTP errors; 401 is reported for the caller to refresh;
 * any other non-200 code is an ApiError (silent when whitelisted). A body carrying `error_description`
 * (OAuth failures arrive as HTTP 200) is a failure whatever its status.
 */
export function decodeReply(
  status: number,
  body: unknown,
  silentCodes: ReadonlySet<number> = new Set(),
): Decoded {
  if (status < 200 || status > 500) {
    throw new HttpError(status, isRecord(body) ? errorTextOf(body, `HTTP ${status}`) : `HTTP ${status}`);
  }
  const bodyCode = isRecord(body) ? body.code : undefined;
  let code =
    typeof bodyCode === 'number'
      ? bodyCode
      : typeof bodyCode === 'string' && /^\d+$/.test(bodyCode)
        ? Number(bodyCode)
        : status;
  if (code === 200 && isRecord(body) && typeof body.error_description === 'string') {
    code = typeof body.error_code === 'number' ? body.error_code : 400;
    if (code === 200) code = 400;
  }
  if (code === 401)
    return {
      kind: 'unauthorized',
      message: isRecord(body) ? errorTextOf(body, '') || undefined : undefined,
      body,
    };
  if (code !== 200) {
    throw new ApiError(errorTextOf(body), { code, status, body, silent: silentCodes.has(code) });
  }
  const data = isRecord(body) && 'code' in body ? body.data : body;
  return { kind: 'ok', data, body };
}
