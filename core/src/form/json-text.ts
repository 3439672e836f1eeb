/**
 * Reading and writing definition files without changing them: an integer literal beyond 2^53 (a snowflake
 * ID in a dictionary, say) is kept as its source digits. Where the runtime has `JSON.rawJSON` the value
 * stays a number when written back with JSON.stringify or the beautifier; elsewhere it becomes a string
 * of the same digits (the project-wide rule of core/src/http/json.ts).
 */
import { parseJson } from '../http/json.ts';

interface RawJsonApi {
  rawJSON?: (text: string) => unknown;
  isRawJSON?: (value: unknown) => boolean;
}
const api = JSON as unknown as RawJsonApi;
const longDigits = /\d{16,}/;

export function isRawJson(value: unknown): value is { rawJSON: string } {
  return typeof api.isRawJSON === 'function' && api.isRawJSON(value);
}

/** The text without a leading UTF-8 byte-order mark (Windows editors write one; it is not JSON). */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseDefinitionText(source: string): unknown {
  const text = withoutBom(source);
  const rawJSON = api.rawJSON;
  if (!rawJSON || !longDigits.test(text)) return parseJson(text);
  return JSON.parse(text, function keep(
    this: unknown,
    _key: string,
    value: unknown,
    context?: { source?: string },
  ) {
    if (
      typeof value === 'number' &&
      !Number.isSafeInteger(value) &&
      context?.source &&
      /^-?\d+$/.test(context.source)
    )
      return rawJSON(context.source);
    return value;
  } as (this: unknown, key: string, value: unknown) => unknown);
}
