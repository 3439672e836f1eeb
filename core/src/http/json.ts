/**
 * JSON parsing that never loses the digits of a 64-bit ID.
 *
 * BladeX writes snowflake IDs as strings, but some endpoints send bare numbers beyond 2^53. An integer
 * literal that a double cannot hold exactly is returned as its source text (a string). Uses the standard
 * reviver source-text access (ES2025, Node ≥ 21, current browsers); texts without a run of 16+ digits
 * take the plain fast path.
 */
const longDigits = /\d{16,}/;

type SourceContext = { source?: string };

function keepLongIntegers(_key: string, value: unknown, context?: SourceContext): unknown {
  if (typeof value === 'number' && !Number.isSafeInteger(value) && context?.source) {
    const source = context.source;
    if (/^-?\d+$/.test(source)) return source;
  }
  return value;
}

export function parseJson(text: string): unknown {
  if (!longDigits.test(text)) return JSON.parse(text);
  return JSON.parse(text, keepLongIntegers as (this: unknown, key: string, value: unknown) => unknown);
}

/** Parse when the text is JSON, else undefined (HTML error pages, empty bodies). */
export function tryParseJson(text: string): unknown {
  const trimmed = text.trimStart();
  if (trimmed === '' || !'{["-0123456789tfn'.includes(trimmed[0]!)) return undefined;
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}
