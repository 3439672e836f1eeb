/**
 * A small, iterative JSON scanner that records where every value starts, so that checker problems can be
 * given a line and column, and that names the first syntax error with its offset. It never recurses (deep
 * nesting cannot overflow the stack) and keeps the last of duplicate keys, as JSON.parse does.
 */

export interface JsonNode {
  /** Offset of the value. */
  start: number;
  /** Offset of the property key when the value is an object member. */
  keyStart?: number;
  members?: Map<string, JsonNode>;
  items?: JsonNode[];
}

export type JsonSyntaxError =
  | 'ValueExpected'
  | 'PropertyNameExpected'
  | 'ColonExpected'
  | 'CommaExpected'
  | 'CloseBraceExpected'
  | 'CloseBracketExpected'
  | 'EndOfFileExpected'
  | 'UnexpectedEndOfString'
  | 'InvalidEscapeCharacter'
  | 'InvalidCharacter'
  | 'InvalidNumberFormat'
  | 'InvalidSymbol';

export type ScanResult = { ok: true; root: JsonNode } | { ok: false; error: JsonSyntaxError; offset: number };

class SyntaxFailure {
  readonly error: JsonSyntaxError;
  readonly offset: number;
  constructor(error: JsonSyntaxError, offset: number) {
    this.error = error;
    this.offset = offset;
  }
}

const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

interface Frame {
  node: JsonNode;
  key?: string;
  keyStart?: number;
}

export function scanJson(text: string): ScanResult {
  let i = 0;
  const fail = (error: JsonSyntaxError, offset = i): never => {
    throw new SyntaxFailure(error, offset);
  };
  const skipSpace = () => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
  };
  /** Reads a string starting at the quote; returns its value. */
  const readString = (): string => {
    const start = i;
    i++;
    let value = '';
    let chunk = i;
    while (true) {
      if (i >= text.length) fail('UnexpectedEndOfString', start);
      const c = text.charCodeAt(i);
      if (c === 34) {
        value += text.slice(chunk, i);
        i++;
        return value;
      }
      if (c < 0x20) fail('InvalidCharacter');
      if (c === 92) {
        value += text.slice(chunk, i);
        const e = text[i + 1];
        if (e === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('InvalidEscapeCharacter');
          value += String.fromCharCode(Number.parseInt(hex, 16));
          i += 6;
        } else {
          const simple: Record<string, string> = {
            '"': '"',
            '\\': '\\',
            '/': '/',
            b: '\b',
            f: '\f',
            n: '\n',
            r: '\r',
            t: '\t',
          };
          if (e === undefined || !Object.hasOwn(simple, e)) fail('InvalidEscapeCharacter');
          value += simple[e!];
          i += 2;
        }
        chunk = i;
        continue;
      }
      i++;
    }
  };
  const readScalar = () => {
    const c = text[i];
    if (c === '"') return void readString();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      numberPattern.lastIndex = i;
      const match = numberPattern.exec(text);
      if (!match) fail('InvalidNumberFormat');
      i += match![0].length;
      return;
    }
    fail(i >= text.length ? 'ValueExpected' : 'InvalidSymbol');
  };

  try {
    const stack: Frame[] = [];
    let root: JsonNode | undefined;
    const attach = (node: JsonNode) => {
      const top = stack.at(-1);
      if (!top) root = node;
      else if (top.node.items) top.node.items.push(node);
      else {
        node.keyStart = top.keyStart!;
        top.node.members!.set(top.key!, node);
      }
    };
    /** After `{` or `,` inside an object: a key and a colon. */
    const readKey = (frame: Frame) => {
      skipSpace();
      if (text[i] !== '"') fail('PropertyNameExpected');
      frame.keyStart = i;
      frame.key = readString();
      skipSpace();
      if (text[i] !== ':') fail('ColonExpected');
      i++;
    };
    // Read one value; containers push a frame; then close/advance frames.
    while (true) {
      skipSpace();
      const c = text[i];
      const node: JsonNode = { start: i };
      if (c === '{') {
        i++;
        node.members = new Map();
        attach(node);
        const frame: Frame = { node };
        stack.push(frame);
        skipSpace();
        if (text[i] === '}') i++;
        else {
          readKey(frame);
          continue;
        }
        stack.pop();
      } else if (c === '[') {
        i++;
        node.items = [];
        attach(node);
        stack.push({ node });
        skipSpace();
        if (text[i] === ']') i++;
        else continue;
        stack.pop();
      } else {
        readScalar();
        attach(node);
      }
      // After a value: commas and closing brackets.
      while (true) {
        const top = stack.at(-1);
        if (!top) {
          skipSpace();
          if (i < text.length) fail('EndOfFileExpected');
          return { ok: true, root: root! };
        }
        skipSpace();
        const isObject = top.node.members !== undefined;
        const next = text[i];
        if (next === ',') {
          i++;
          if (isObject) readKey(top);
          break;
        }
        if (isObject ? next === '}' : next === ']') {
          i++;
          stack.pop();
          continue;
        }
        fail(
          next === undefined ? (isObject ? 'CloseBraceExpected' : 'CloseBracketExpected') : 'CommaExpected',
        );
      }
    }
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, error: error.error, offset: error.offset };
    throw error;
  }
}
