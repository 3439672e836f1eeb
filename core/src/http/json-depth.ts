/**
 * Nesting limits for JSON read from files and arguments. The text is scanned without recursion before any
 * parser or converter walks it, so a value nested thousands of levels deep gets a clear error naming where
 * (the JSON path) and the limit, never a stack overflow.
 */

/** Deepest nesting of arrays and objects accepted (a form's own levels are limited further). */
export const maxJsonDepth = 500;

export type JsonPathPart = string | number;

/** `$.column[0].value[0]`; keys that are not plain identifiers are quoted in brackets. */
export function jsonPathText(path: readonly JsonPathPart[]): string {
  let text = '$';
  for (const part of path)
    text +=
      typeof part === 'number'
        ? `[${part}]`
        : /^[A-Za-z_$][\w$]*$/.test(part)
          ? `.${part}`
          : `[${JSON.stringify(part)}]`;
  return text;
}

/** Where the text nests deeper than `limit` (the first container past it: its path and offset), or null. */
export function tooDeepAt(
  text: string,
  limit: number = maxJsonDepth,
): { path: JsonPathPart[]; offset: number } | null {
  const levels: { array: boolean; slot: JsonPathPart; expectKey: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      const start = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      const top = levels.at(-1);
      if (top && !top.array && top.expectKey) {
        const raw = text.slice(start, i + 1);
        try {
          top.slot = JSON.parse(raw) as string;
        } catch {
          top.slot = raw.slice(1, -1);
        }
        top.expectKey = false;
      }
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (levels.length >= limit) return { path: levels.map((level) => level.slot), offset: i };
      levels.push({ array: c === 91, slot: c === 91 ? 0 : '', expectKey: c === 123 });
    } else if (c === 93 /* ] */ || c === 125 /* } */) levels.pop();
    else if (c === 44 /* , */) {
      const top = levels.at(-1);
      if (top?.array) top.slot = (top.slot as number) + 1;
      else if (top) top.expectKey = true;
    }
  }
  return null;
}

/** The sentence for a too-deep value; the path is cut after its first segments (it is as long as the limit). */
export function tooDeepText(path: readonly JsonPathPart[], limit: number = maxJsonDepth): string {
  return `${shortPathText(path)}: nested deeper than ${limit} levels (the limit)`;
}

/** The path's first segments, then how many levels it has (a too-deep path is as long as the limit). */
export function shortPathText(path: readonly JsonPathPart[]): string {
  const shown = 12;
  return path.length > shown
    ? `${jsonPathText(path.slice(0, shown))}…(${path.length} levels)`
    : jsonPathText(path);
}

/** Throws an Error with that sentence when the text nests too deeply. */
export function assertJsonDepth(text: string, limit: number = maxJsonDepth): void {
  const found = tooDeepAt(text, limit);
  if (found) throw new JsonTooDeepError(found.path, limit);
}

export class JsonTooDeepError extends Error {
  readonly path: JsonPathPart[];
  readonly limit: number;
  constructor(path: JsonPathPart[], limit: number) {
    super(tooDeepText(path, limit));
    this.name = 'JsonTooDeepError';
    this.path = path;
    this.limit = limit;
  }
}

/** The same limit over a value already read (YAML documents): the path of the first container past it. */
export function valueTooDeepAt(value: unknown, limit: number = maxJsonDepth): JsonPathPart[] | null {
  const stack: { value: unknown; path: JsonPathPart[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (path.length >= limit) return path;
    if (Array.isArray(item))
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], path: [...path, i] });
    else
      for (const key of Object.keys(item).reverse())
        stack.push({ value: (item as Record<string, unknown>)[key], path: [...path, key] });
  }
  return null;
}
