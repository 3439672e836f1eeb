/**
 * Strict parser for Quartz cron expressions. Accepts what org.quartz.CronExpression accepts and means,
 * and rejects, with the field, the token and the reason, the junk Quartz silently ignores.
 */
import {
  type CronAst,
  type CronError,
  type CronErrorKey,
  type CronFieldName,
  type CronItem,
  type CronResult,
  fieldNames,
  fieldSpecs,
  maxInt,
} from './types.ts';

/** L-n and L-nW take 0–30 (Quartz); a month too short for the offset is skipped (see next.ts). */
const maxLastOffset = 30;

class ItemError {
  key: CronErrorKey;
  params: Record<string, string | number>;
  constructor(key: CronErrorKey, params: Record<string, string | number> = {}) {
    this.key = key;
    this.params = params;
  }
}

function fail(key: CronErrorKey, params: Record<string, string | number> = {}): never {
  throw new ItemError(key, params);
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** A cursor over one item: `text` upper-cased for matching, `source` as written for messages. */
class Cursor {
  readonly text: string;
  readonly source: string;
  pos = 0;
  constructor(source: string) {
    this.source = source;
    // Positions must match `source`: where upper-casing changes the length (ß → SS), ASCII only.
    const upper = source.toUpperCase();
    this.text = upper.length === source.length ? upper : source.replace(/[a-z]/g, (c) => c.toUpperCase());
  }
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  eat(char: string): boolean {
    if (this.text[this.pos] === char) {
      this.pos++;
      return true;
    }
    return false;
  }
  /** Digits at the cursor as a number, or null when there are none. */
  number(): number | null {
    const start = this.pos;
    let value = 0;
    while (this.pos < this.text.length && isDigit(this.text.charCodeAt(this.pos))) {
      value = value * 10 + (this.text.charCodeAt(this.pos) - 48);
      this.pos++;
    }
    return this.pos === start ? null : value;
  }
  /** Letters at the cursor, or '' when there are none. */
  word(): string {
    const start = this.pos;
    while (this.pos < this.text.length && isLetter(this.text.charCodeAt(this.pos))) this.pos++;
    return this.text.slice(start, this.pos);
  }
}

/** The item cannot be read at the cursor: name the character there, or what the item ends after. */
function unexpected(cursor: Cursor): never {
  if (cursor.done) fail('cron.error.incomplete', { after: cursor.source[cursor.pos - 1] ?? '' });
  const char = String.fromCodePoint(cursor.source.codePointAt(cursor.pos)!);
  fail('cron.error.syntax', { char, column: cursor.pos + 1 });
}

interface Value {
  value: number;
  named: boolean;
}

/** Quartz takes any year a Java int holds (years it never reaches are a warning, see validate.ts). */
function checkRange(field: CronFieldName, value: number): void {
  const [min, max] = field === 'year' ? [0, maxInt] : [fieldSpecs[field].min, fieldSpecs[field].max];
  if (value < min || value > max) fail('cron.error.outOfRange', { value, min, max });
}

/** A number or (in month and day-of-week fields) a three-letter name; null when neither is there. */
function readValue(cursor: Cursor, field: CronFieldName): Value | null {
  const number = cursor.number();
  if (number !== null) {
    checkRange(field, number);
    return { value: number, named: false };
  }
  const code = cursor.text.charCodeAt(cursor.pos);
  if (!isLetter(code)) return null;
  const start = cursor.pos;
  const word = cursor.word();
  if (word === 'L' || word === 'W' || word === 'LW') {
    cursor.pos = start;
    return null;
  }
  const names = fieldSpecs[field].names;
  // A trailing L in the day-of-week field is the `nL` special (FRIL); leave it for the caller.
  let name = word;
  if (field === 'dayOfWeek' && word.length === 4 && word.endsWith('L')) {
    name = word.slice(0, 3);
    cursor.pos = start + 3;
  }
  if (!names) fail('cron.error.namesNotAllowed', { name: word });
  const index = names.indexOf(name);
  if (index < 0) fail('cron.error.unknownName', { name: word, names: `${names[0]}–${names.at(-1)}` });
  return { value: index + fieldSpecs[field].min, named: true };
}

/** Quartz limits steps of `*∕n` and `a∕n` only: a range's step and the year's step may be any number. */
function readStep(cursor: Cursor, field: CronFieldName, onRange = false): number {
  const step = cursor.number();
  if (step === null) unexpected(cursor);
  const max = onRange || field === 'year' ? maxInt : fieldSpecs[field].maxStep;
  if (step < 1 || step > max) fail('cron.error.stepOutOfRange', { value: step, max });
  return step;
}

function parseDayOfMonthSpecial(cursor: Cursor): CronItem | null {
  if (cursor.peek() !== 'L') return null;
  cursor.pos++;
  let offset = 0;
  if (cursor.eat('-')) {
    const n = cursor.number();
    if (n === null) unexpected(cursor);
    offset = n;
  }
  const nearestWeekday = cursor.eat('W');
  if (offset > maxLastOffset) fail('cron.error.lastOffsetOutOfRange', { value: offset, max: maxLastOffset });
  return { type: 'last', offset, nearestWeekday };
}

function parseItem(text: string, field: CronFieldName): CronItem {
  const cursor = new Cursor(text);
  const item = parseItemAt(cursor, field);
  if (!cursor.done) unexpected(cursor);
  return item;
}

function parseItemAt(cursor: Cursor, field: CronFieldName): CronItem {
  const first = cursor.peek();
  if (first === '?') {
    cursor.pos++;
    if (field !== 'dayOfMonth' && field !== 'dayOfWeek') fail('cron.error.anyNotAllowed');
    return { type: 'any' };
  }
  if (first === '*') {
    cursor.pos++;
    if (cursor.eat('/')) return { type: 'step', from: '*', to: null, step: readStep(cursor, field) };
    return { type: 'all' };
  }
  if (first === '/') fail('cron.error.stepWithoutStart');
  if (first === 'L' && field === 'dayOfMonth') return parseDayOfMonthSpecial(cursor)!;
  if (first === 'L' && field === 'dayOfWeek' && cursor.text.length === 1) {
    cursor.pos++;
    return { type: 'last', offset: 0, nearestWeekday: false };
  }
  const start = readValue(cursor, field);
  if (!start) {
    if (first === 'L' || first === 'W' || first === '#')
      fail('cron.error.specialNotAllowed', { special: first });
    unexpected(cursor);
  }
  // Quartz's `*` marker: a year item starting at 99 means every year (from 1970), not the year 99.
  if (field === 'year' && start.value === 99) fail('cron.error.yearMarker');
  const next = cursor.peek();
  if (next === 'W') {
    if (field !== 'dayOfMonth' || start.named) fail('cron.error.specialNotAllowed', { special: 'W' });
    cursor.pos++;
    return { type: 'nearestWeekday', day: start.value };
  }
  if (next === 'L') {
    if (field !== 'dayOfWeek') fail('cron.error.specialNotAllowed', { special: 'L' });
    cursor.pos++;
    return { type: 'lastWeekday', weekday: start.value, named: start.named };
  }
  if (next === '#') {
    if (field !== 'dayOfWeek') fail('cron.error.specialNotAllowed', { special: '#' });
    cursor.pos++;
    const nth = cursor.number();
    if (nth === null) unexpected(cursor);
    if (nth < 1 || nth > 5) fail('cron.error.nthOutOfRange', { value: nth });
    return { type: 'nth', weekday: start.value, nth, named: start.named };
  }
  if (cursor.eat('-')) {
    const endStart = cursor.pos;
    const end = readValue(cursor, field);
    if (!end) {
      cursor.pos = endStart;
      unexpected(cursor);
    }
    if (end.named !== start.named) fail('cron.error.mixedRange');
    if (field === 'year' && end.value < start.value)
      fail('cron.error.yearRangeReversed', { from: start.value, to: end.value });
    if (cursor.eat('/')) {
      if (start.named) fail('cron.error.stepAfterName');
      return { type: 'step', from: start.value, to: end.value, step: readStep(cursor, field, true) };
    }
    return { type: 'range', from: start.value, to: end.value, named: start.named };
  }
  if (cursor.eat('/')) {
    if (start.named) fail('cron.error.stepAfterName');
    return { type: 'step', from: start.value, to: null, step: readStep(cursor, field) };
  }
  return { type: 'value', value: start.value, named: start.named };
}

const specialTypes = new Set(['last', 'nearestWeekday', 'lastWeekday', 'nth']);

function errorAt(
  key: CronErrorKey,
  field: CronFieldName | null,
  token: string,
  position: number,
  params: Record<string, string | number> = {},
): CronError {
  return { key, field, token, position, params };
}

/** Parse one field's text (no spaces). */
export function parseField(field: CronFieldName, text: string, position = 0): CronResult<CronItem[]> {
  if (typeof text !== 'string') return { ok: false, error: errorAt('cron.error.empty', field, '', position) };
  const items: CronItem[] = [];
  let offset = 0;
  for (const token of text.split(',')) {
    const itemPosition = position + offset;
    offset += token.length + 1;
    if (token === '') return { ok: false, error: errorAt('cron.error.emptyItem', field, text, position) };
    try {
      items.push(parseItem(token, field));
    } catch (error) {
      if (!(error instanceof ItemError)) throw error;
      return { ok: false, error: errorAt(error.key, field, token, itemPosition, error.params) };
    }
  }
  if (items.length > 1) {
    for (const item of items) {
      if (item.type === 'any')
        return { ok: false, error: errorAt('cron.error.anyNotAlone', field, text, position) };
      if (specialTypes.has(item.type))
        return { ok: false, error: errorAt('cron.error.specialNotAlone', field, text, position) };
    }
  }
  return { ok: true, value: items };
}

const isAny = (items: CronItem[]) => items.length === 1 && items[0]!.type === 'any';

/** Parse a whole expression (6 or 7 fields separated by spaces or tabs). Never throws. */
export function parseCron(expression: string): CronResult<CronAst> {
  if (typeof expression !== 'string' || expression.trim() === '')
    return { ok: false, error: errorAt('cron.error.empty', null, '', 0) };
  const fields: { text: string; position: number }[] = [];
  const pattern = /[^ \t]+/g;
  for (let match = pattern.exec(expression); match; match = pattern.exec(expression))
    fields.push({ text: match[0], position: match.index });
  if (fields.length < 6)
    return {
      ok: false,
      error: errorAt('cron.error.tooFewFields', null, expression, 0, { count: fields.length }),
    };
  if (fields.length > 7) {
    const extra = fields[7]!;
    const token = expression.slice(extra.position).trimEnd();
    return {
      ok: false,
      error: errorAt('cron.error.tooManyFields', null, token, extra.position, { count: fields.length }),
    };
  }
  const ast: CronAst = {
    second: [],
    minute: [],
    hour: [],
    dayOfMonth: [],
    month: [],
    dayOfWeek: [],
    year: null,
  };
  for (let i = 0; i < fields.length; i++) {
    const name = fieldNames[i]!;
    const { text, position } = fields[i]!;
    const result = parseField(name, text, position);
    if (!result.ok) return result;
    ast[name] = result.value;
  }
  const dayAny = isAny(ast.dayOfMonth);
  const weekAny = isAny(ast.dayOfWeek);
  if (dayAny && weekAny) {
    const week = fields[5]!;
    return { ok: false, error: errorAt('cron.error.bothUnspecified', 'dayOfWeek', week.text, week.position) };
  }
  if (!dayAny && !weekAny) {
    const week = fields[5]!;
    return {
      ok: false,
      error: errorAt('cron.error.neitherUnspecified', 'dayOfWeek', week.text, week.position),
    };
  }
  return { ok: true, value: ast };
}
