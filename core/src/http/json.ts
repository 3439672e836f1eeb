/**
 * JSON parsing that never loses the digits of a 64-bit ID.
 *
 * BladeX writes snowflake IDs as strings, but some endpoints send bare numbers beyond 2^53. An integer
 * literal that a double cannot hold exactly is returned as its source text (a string). Texts without a run
 * of 16+ digits take the plain fast path; the others use the standard reviver source-text access (ES2025:
 * Node ≥ 21, Chrome 114, Firefox 135, Safari 18.4). Where the engine gives the reviver no source text (the
 * older browsers the console still supports), the text is parsed again by lossless-json with the same rule.
 * lossless-json is loaded only there, so the console's first load does not carry it.
 */
import type { parse as ParseLossless } from './lossless.ts';

const longDigits = /\d{16,}/;
const integerLiteral = /^-?\d+$/;

type SourceContext = { source?: string };
type Reviver = (this: unknown, key: string, value: unknown) => unknown;

/** Thrown by the reviver when the engine does not pass the source text: the caller falls back. */
const NO_SOURCE = Symbol('no source text');

function keepLongIntegers(_key: string, value: unknown, context?: SourceContext): unknown {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    const source = context?.source;
    if (source === undefined) throw NO_SOURCE;
    if (integerLiteral.test(source)) return source;
  }
  return value;
}

/** lossless-json hands every number over as its text: the same rule as `keepLongIntegers`. */
function readNumber(text: string): unknown {
  const value = Number(text);
  return !Number.isSafeInteger(value) && integerLiteral.test(text) ? text : value;
}

let lossless: typeof ParseLossless | undefined;
let loading: Promise<typeof ParseLossless> | undefined;

/** Loads the fallback parser (once); `parseJson` uses it from then on. */
export function loadLosslessParser(): Promise<typeof ParseLossless> {
  loading ??= import('./lossless.ts').then((module) => {
    lossless = module.parse;
    return module.parse;
  });
  return loading;
}

function parseWith(parse: typeof ParseLossless, text: string): unknown {
  // The last of duplicate keys wins, as in JSON.parse (lossless-json would throw).
  return parse(text, null, { parseNumber: readNumber, onDuplicateKey: ({ newValue }) => newValue });
}

/** Parses natively; undefined when the text has an unsafe integer and the engine gives no source text. */
function parseNatively(text: string): { value: unknown } | undefined {
  if (!longDigits.test(text)) return { value: JSON.parse(text) };
  try {
    return { value: JSON.parse(text, keepLongIntegers as Reviver) };
  } catch (error) {
    if (error !== NO_SOURCE) throw error;
    return undefined;
  }
}

/**
 * Synchronous parse. On an engine without source text, a text with an unsafe integer needs the fallback
 * loaded first (it starts loading when this module is evaluated there, see below); until then it throws.
 */
export function parseJson(text: string): unknown {
  const native = parseNatively(text);
  if (native) return native.value;
  if (!lossless) {
    void loadLosslessParser();
    throw new Error('the lossless JSON parser is still loading; try again');
  }
  return parseWith(lossless, text);
}

/** Parse, loading the fallback parser when this engine needs it for this text. */
export async function parseJsonAsync(text: string): Promise<unknown> {
  const native = parseNatively(text);
  if (native) return native.value;
  return parseWith(lossless ?? (await loadLosslessParser()), text);
}

/** Parse when the text is JSON, else undefined (HTML error pages, empty bodies). */
export async function tryParseJson(text: string): Promise<unknown> {
  const trimmed = text.trimStart();
  if (trimmed === '' || !'{["-0123456789tfn'.includes(trimmed[0]!)) return undefined;
  try {
    return await parseJsonAsync(text);
  } catch {
    return undefined;
  }
}

// An engine without source text starts loading the fallback now, so that synchronous callers have it.
const hasSourceText =
  JSON.parse(
    '0',
    ((_key: string, _value: unknown, context?: SourceContext) => context?.source) as Reviver,
  ) === '0';
if (!hasSourceText) void loadLosslessParser();
