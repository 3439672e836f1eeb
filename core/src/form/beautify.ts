/**
 * The designer's JSON beautifier (forms-and-survey.md §2.6): JSON, or a JS object literal with single or
 * double quotes, unquoted keys and unquoted numeric strings, indented by 1 to 4 spaces.
 */
import * as z from 'zod/mini';
import { isRawJson } from './json-text.ts';
import { isPlainObject } from './plain.ts';
import { limits } from './schema.ts';

export const beautifyOptionsSchema = z.object({
  indent: z._default(z.int().check(z.minimum(limits.indent.min), z.maximum(limits.indent.max)), 2),
  quotes: z._default(z.enum(['single', 'double']), 'single'),
  /** Drop quotes on keys that are identifiers. */
  unquoteKeys: z._default(z.boolean(), true),
  /** Drop quotes on strings that are canonical numbers ('12' → 12; '007' and 20-digit IDs stay strings). */
  unquoteNumbers: z._default(z.boolean(), false),
});
export type BeautifyOptions = z.output<typeof beautifyOptionsSchema>;

/** The designer's beautify settings: on or off plus the options. Defaults: off, 2, single, keys unquoted. */
export const beautifierSettingsSchema = z.extend(beautifyOptionsSchema, {
  enabled: z._default(z.boolean(), false),
});
export type BeautifierSettings = z.output<typeof beautifierSettingsSchema>;
export const defaultBeautifierSettings: BeautifierSettings = beautifierSettingsSchema.parse({});

/** Plain JSON: double quotes, quoted keys, strings kept. */
export const jsonOptions: BeautifyOptions = {
  indent: 2,
  quotes: 'double',
  unquoteKeys: false,
  unquoteNumbers: false,
};

export type BeautifyResult = { ok: true; text: string } | { ok: false; reason: 'tooDeep' | 'invalidOptions' };

const maxBeautifyDepth = 1000;
const identifier = /^[A-Za-z_$][\w$]*$/;
const numberText = /^-?(0|[1-9]\d*)(\.\d+)?$/;

function quote(text: string, quotes: 'single' | 'double'): string {
  if (quotes === 'double') return JSON.stringify(text);
  let out = "'";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const code = ch.charCodeAt(0);
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (
      code < 0x20 ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff && !paired(text, i))
    )
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}'`;
}

/** A surrogate that is part of a valid pair is written as is; a lone one is escaped (as JSON does). */
function paired(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  if (code <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  const previous = text.charCodeAt(i - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}

class TooDeep {}

/** Beautify JSON-like data. Never throws. */
export function beautify(value: unknown, options: Partial<BeautifyOptions> = {}): BeautifyResult {
  const parsed = beautifyOptionsSchema.safeParse(options);
  if (!parsed.success) return { ok: false, reason: 'invalidOptions' };
  const { indent, quotes, unquoteKeys, unquoteNumbers } = parsed.data;
  const unit = ' '.repeat(indent);

  // In a JS literal `__proto__: x` (quoted or not) sets the prototype; a computed key keeps it as data.
  const literal = quotes === 'single' || unquoteKeys;
  const key = (name: string): string => {
    if (literal && name === '__proto__') return `[${quote(name, quotes)}]`;
    return unquoteKeys && identifier.test(name) ? name : quote(name, quotes);
  };
  const scalar = (item: unknown): string | undefined => {
    if (item === null) return 'null';
    if (typeof item === 'string')
      return unquoteNumbers && numberText.test(item) && String(Number(item)) === item
        ? item
        : quote(item, quotes);
    if (typeof item === 'number') return Number.isFinite(item) ? String(item) : 'null';
    if (typeof item === 'boolean') return String(item);
    if (typeof item === 'bigint') return String(item);
    return undefined;
  };
  const write = (item: unknown, depth: number): string | undefined => {
    if (depth > maxBeautifyDepth) throw new TooDeep();
    if (typeof item !== 'object' || item === null) return scalar(item);
    if (isRawJson(item)) return item.rawJSON;
    const inner = unit.repeat(depth + 1);
    const outer = unit.repeat(depth);
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      const parts = item.map((element) => `${inner}${write(element, depth + 1) ?? 'null'}`);
      return `[\n${parts.join(',\n')}\n${outer}]`;
    }
    const source = isPlainObject(item) ? item : { ...item };
    const parts: string[] = [];
    for (const name of Object.keys(source)) {
      const text = write(source[name], depth + 1);
      if (text !== undefined) parts.push(`${inner}${key(name)}: ${text}`);
    }
    if (parts.length === 0) return '{}';
    return `{\n${parts.join(',\n')}\n${outer}}`;
  };
  try {
    return { ok: true, text: write(value, 0) ?? 'null' };
  } catch (error) {
    if (error instanceof TooDeep || error instanceof RangeError) return { ok: false, reason: 'tooDeep' };
    throw error;
  }
}

/** The generate-JSON drawer's text: beautified with the settings when on, else plain JSON. */
export function generateText(
  value: unknown,
  settings: BeautifierSettings = defaultBeautifierSettings,
): BeautifyResult {
  return settings.enabled ? beautify(value, settings) : beautify(value, jsonOptions);
}
