/**
 * Line and column of JSON paths in the source text of a definition (1-based; columns count UTF-16 code
 * units), and `checkFormText`: the checker over a file's text, with JSON syntax errors as problems. The text
 * is read for offsets and syntax errors by jsonc-parser (strict JSON: no comments, no trailing commas).
 */
import { type Node, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { parseJson } from '../http/json.ts';
import { maxJsonDepth, shortPathText, tooDeepAt } from '../http/json-depth.ts';
import type { formMessages } from '../i18n/messages/form.ts';
import { checkForm, type FormProblem, type ImpliedFieldRules } from './check.ts';
import { parseDefinitionText, withoutBom } from './json-text.ts';
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

const strict = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false } as const;

/**
 * The text's syntax tree and its first syntax error. A text nested deeper than the parser's stack (only
 * ever past the JSON depth limit) has no tree and, when broken, the error `tooDeep` at its first container
 * past the limit.
 */
function readTree(text: string): { root?: Node; error?: { detail: SyntaxDetail; offset: number } } {
  const errors: ParseError[] = [];
  try {
    const root = parseTree(text, errors, strict);
    const first = errors[0];
    return first ? { error: { detail: syntaxDetail(first), offset: first.offset } } : { root };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { error: { detail: 'form.invalid.tooDeep', offset: tooDeepAt(text)?.offset ?? 0 } };
  }
}

/** The member a key names in an object node: the last of duplicate keys, as JSON.parse keeps. */
function memberOf(node: Node, key: string): Node | undefined {
  const members = node.type === 'object' ? (node.children ?? []) : [];
  for (let i = members.length - 1; i >= 0; i--) {
    const [name, value] = members[i]!.children ?? [];
    if (name?.value === key && value) return members[i];
  }
  return undefined;
}

/**
 * A locator of paths in `text`: the position of the deepest value the path reaches, or of the property's
 * key when the path ends at an object member. The syntax tree is built on first use.
 */
export function pathLocator(text: string): (path: JsonPath) => Position {
  let root: Node | undefined | null = null;
  const toPosition = lineIndex(text);
  return (path) => {
    if (root === null) root = readTree(text).root;
    if (!root) return { line: 1, column: 1 };
    let node: Node = root;
    let offset = root.offset;
    for (const part of path) {
      if (typeof part === 'number') {
        const item = node.type === 'array' ? node.children?.[part] : undefined;
        if (!item) break;
        node = item;
        offset = item.offset;
      } else {
        const member = memberOf(node, String(part));
        if (!member) break;
        node = member.children![1]!;
        offset = member.offset; // the key's opening quote
      }
    }
    return toPosition(offset);
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

type SyntaxDetail = keyof typeof formMessages;

/** The message keys of the parser's syntax errors (the `detail` of form.check.json). */
const syntaxMessages: Record<ReturnType<typeof printParseErrorCode>, SyntaxDetail> = {
  ValueExpected: 'form.json.valueExpected',
  PropertyNameExpected: 'form.json.propertyNameExpected',
  ColonExpected: 'form.json.colonExpected',
  CommaExpected: 'form.json.commaExpected',
  CloseBraceExpected: 'form.json.closeBraceExpected',
  CloseBracketExpected: 'form.json.closeBracketExpected',
  EndOfFileExpected: 'form.json.endOfFileExpected',
  UnexpectedEndOfString: 'form.json.unexpectedEndOfString',
  InvalidEscapeCharacter: 'form.json.invalidEscapeCharacter',
  InvalidUnicode: 'form.json.invalidEscapeCharacter',
  InvalidCharacter: 'form.json.invalidCharacter',
  InvalidNumberFormat: 'form.json.invalidNumberFormat',
  UnexpectedEndOfNumber: 'form.json.invalidNumberFormat',
  // Comments are not JSON: the parser is told to refuse them.
  InvalidCommentToken: 'form.json.invalidSymbol',
  UnexpectedEndOfComment: 'form.json.invalidSymbol',
  InvalidSymbol: 'form.json.invalidSymbol',
  '<unknown ParseErrorCode>': 'form.json.invalidSymbol',
};

const syntaxDetail = (error: ParseError): SyntaxDetail => syntaxMessages[printParseErrorCode(error.error)];

function syntaxProblem(text: string): LocatedProblem {
  // JSON.parse refused the text, so the parser finds the error (the fallback only guards a mismatch).
  const error = readTree(text).error ?? { detail: 'form.json.invalidSymbol' as const, offset: 0 };
  return {
    key: 'form.check.json',
    severity: 'error',
    path: [],
    params: { detail: error.detail },
    ...lineIndex(text)(error.offset),
  };
}
