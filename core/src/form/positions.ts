/**
 * Line and column of JSON paths in the source text of a definition (1-based; columns count UTF-16 code
 * units), and `checkFormText`: the checker over a file's text, with JSON syntax errors as problems.
 */
import { parseJson } from '../http/json.ts';
import { maxJsonDepth, shortPathText, tooDeepAt } from '../http/json-depth.ts';
import type { formMessages } from '../i18n/messages/form.ts';
import { checkForm, type FormProblem, type ImpliedFieldRules } from './check.ts';
import { parseDefinitionText, withoutBom } from './json-text.ts';
import { type JsonNode, type JsonSyntaxError, scanJson } from './json-tree.ts';
import type { JsonPath } from './plain.ts';

export interface Position {
  line: number;
  column: number;
}

export interface LocatedProblem extends FormProblem, Position {}

export interface TextCheckResult {
  problems: LocatedProblem[];
  rules: ImpliedFieldRules[];
}

/** Converts offsets to line/column with a table of line starts (binary search). */
export function lineIndex(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/**
 * A locator of paths in `text`: the position of the deepest value the path reaches, or of the property's
 * key when the path ends at an object member. The position tree is built on first use.
 */
export function pathLocator(text: string): (path: JsonPath) => Position {
  let root: JsonNode | undefined | null = null;
  const toPosition = lineIndex(text);
  return (path) => {
    if (root === null) {
      const scanned = scanJson(text);
      root = scanned.ok ? scanned.root : undefined;
    }
    if (!root) return { line: 1, column: 1 };
    let node: JsonNode = root;
    let atKey = false;
    for (const part of path) {
      const next: JsonNode | undefined =
        typeof part === 'number' ? node.items?.[part] : node.members?.get(String(part));
      if (!next) break;
      node = next;
      atKey = next.keyStart !== undefined;
    }
    return toPosition(atKey && node.keyStart !== undefined ? node.keyStart : node.start);
  };
}

/**
 * Read a definition file's text (a leading byte-order mark is skipped; long integers keep their digits, see
 * json-text.ts); a syntax error comes back as the checker's located problem.
 */
export function parseDefinition(
  source: string,
): { ok: true; value: unknown } | { ok: false; problem: LocatedProblem } {
  let value: unknown;
  try {
    value = parseDefinitionText(source);
  } catch {
    return { ok: false, problem: syntaxProblem(withoutBom(source)) };
  }
  const deep = tooDeepProblem(withoutBom(source));
  return deep ? { ok: false, problem: deep } : { ok: true, value };
}

/** A value nested past the JSON depth limit, found before anything walks it (no stack overflow). */
function tooDeepProblem(text: string): LocatedProblem | null {
  const found = tooDeepAt(text);
  if (!found) return null;
  return {
    key: 'form.check.tooDeep',
    severity: 'error',
    path: found.path.slice(0, 12), // as long as the limit: the message says how deep
    params: { path: shortPathText(found.path), limit: maxJsonDepth },
    ...lineIndex(text)(found.offset),
  };
}

/** Check the text of a definition file: syntax errors first, then the checker's problems, located. */
export function checkFormText(source: string): TextCheckResult {
  const text = withoutBom(source);
  let definition: unknown;
  try {
    definition = parseJson(text);
  } catch {
    return { problems: [syntaxProblem(text)], rules: [] };
  }
  const deep = tooDeepProblem(text);
  if (deep) return { problems: [deep], rules: [] };
  const result = checkForm(definition);
  const locate = pathLocator(text);
  return {
    problems: result.problems.map((problem) => ({ ...problem, ...locate(problem.path) })),
    rules: result.rules,
  };
}

/** The message keys of the scanner's syntax errors (the `detail` of form.check.json). */
const syntaxMessages: Record<JsonSyntaxError, keyof typeof formMessages> = {
  ValueExpected: 'form.json.valueExpected',
  PropertyNameExpected: 'form.json.propertyNameExpected',
  ColonExpected: 'form.json.colonExpected',
  CommaExpected: 'form.json.commaExpected',
  CloseBraceExpected: 'form.json.closeBraceExpected',
  CloseBracketExpected: 'form.json.closeBracketExpected',
  EndOfFileExpected: 'form.json.endOfFileExpected',
  UnexpectedEndOfString: 'form.json.unexpectedEndOfString',
  InvalidEscapeCharacter: 'form.json.invalidEscapeCharacter',
  InvalidCharacter: 'form.json.invalidCharacter',
  InvalidNumberFormat: 'form.json.invalidNumberFormat',
  InvalidSymbol: 'form.json.invalidSymbol',
};

function syntaxProblem(text: string): LocatedProblem {
  const scanned = scanJson(text);
  // JSON.parse refused the text, so the scanner finds the error (the fallback only guards a mismatch).
  const error = scanned.ok ? { error: 'InvalidSymbol' as const, offset: 0 } : scanned;
  return {
    key: 'form.check.json',
    severity: 'error',
    path: [],
    params: { detail: syntaxMessages[error.error] },
    ...lineIndex(text)(error.offset),
  };
}
