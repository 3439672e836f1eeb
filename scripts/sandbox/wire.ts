/** The BladeX envelope, its standard texts and the JSON handling of long integers. */
import type { Writable } from 'node:stream';

export const MSG = {
  success: '操作成功',
  noData: '暂无承载数据',
  failure: '操作失败',
  unauthorized: '请求未授权',
  missingToken: '缺失令牌,鉴权失败',
  clientUnauthorized: '客户端请求未授权',
  notFound: '404 没找到请求',
  methodNotSupported: '不支持当前请求方法',
  mediaTypeNotSupported: '不支持当前媒体类型',
  notReadable: '消息不能读取',
  paramMiss: '缺少必要的请求参数',
  paramType: '请求参数格式错误',
  serverError: '服务器异常',
  /** A public save that names no record, or one that is not there (the labor report's dataId). */
  recordNotFound: '未找到要保存的记录',
} as const;

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Binary or text payload sent as is instead of JSON. */
  raw?: Buffer | string;
  /** A payload written as it is produced (large downloads); the writer ends `out`. */
  stream?: (out: Writable) => Promise<void>;
}

/** `R.data(data)`: success; a null payload says 暂无承载数据 as BladeX does. */
export function ok(data: unknown, msg?: string): Reply {
  return {
    status: 200,
    body: { code: 200, success: true, data, msg: msg ?? (data == null ? MSG.noData : MSG.success) },
  };
}

/** `R.status(flag)`: 操作成功 or a business failure answered with HTTP 200 and code 400. */
export function status(flag: boolean): Reply {
  return flag ? okEmpty() : fail(MSG.failure);
}

/** `R.success(msg)`: success without a payload. */
export function okEmpty(msg: string = MSG.success): Reply {
  return { status: 200, body: { code: 200, success: true, data: null, msg } };
}

/** `R.fail(msg)`: a business failure, HTTP 200 with code 400. */
export function fail(msg: string, code = 400): Reply {
  return { status: 200, body: { code, success: false, data: null, msg } };
}

/** What the exception translator answers for a thrown error: HTTP status and body code agree. */
export function thrown(httpStatus: number, msg: string): Reply {
  return { status: httpStatus, body: { code: httpStatus, success: false, data: null, msg } };
}

/** Thrown by handlers; the router turns it into its reply. */
export class Failure extends Error {
  readonly reply: Reply;
  constructor(reply: Reply) {
    super(
      typeof reply.body === 'object' && reply.body && 'msg' in reply.body
        ? String(reply.body.msg)
        : 'failure',
    );
    this.reply = reply;
  }
}

export const paramMissing = (name: string) => new Failure(thrown(400, `${MSG.paramMiss}: ${name}`));

/** BladeX's MethodArgumentTypeMismatchException: an argument that does not convert to its type. */
export const paramMistyped = (name: string) => new Failure(thrown(400, `${MSG.paramType}: ${name}`));

/** The parts of a multipart/form-data body, as Spring reads them: 415 for another type, 400 if unreadable. */
export async function multipartForm(request: { contentType: string; raw: Buffer }): Promise<FormData> {
  if (!request.contentType.toLowerCase().startsWith('multipart/form-data'))
    throw new Failure(thrown(415, MSG.mediaTypeNotSupported));
  try {
    return await new Response(new Uint8Array(request.raw), {
      headers: { 'content-type': request.contentType },
    }).formData();
  } catch {
    throw new Failure(thrown(400, MSG.notReadable));
  }
}

/**
 * Parses JSON keeping the digits of integers beyond ±2^53 (they become strings, as the real server would
 * have kept them exactly in a Java long).
 */
export function parseJsonLossless(text: string): unknown {
  return JSON.parse(text, (_key, value, context?: { source?: string }) => {
    if (
      typeof value === 'number' &&
      !Number.isSafeInteger(value) &&
      context?.source &&
      /^-?\d+$/.test(context.source)
    ) {
      return context.source;
    }
    return value;
  });
}

/** Current time as BladeX formats dates: `yyyy-MM-dd HH:mm:ss`, local time. */
export function formatDateTime(date: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}:${p(date.getSeconds())}`;
}
