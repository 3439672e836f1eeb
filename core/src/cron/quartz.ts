/**
 * Whether org.quartz.CronExpression 2.3.2 accepts an expression: a port of its constructor's parsing
 * (buildExpression, storeExpressionVals, checkNext, addToSet), kept to what decides validity. Quartz reads
 * junk loosely (trailing characters ignored, 99 read as `*`, `L` accepted in any field) and rejects some
 * inputs by accident (a Java exception while reading); both are reproduced on purpose. The strict parser
 * (parse.ts) says what is wrong with loose input; this module says whether the server will take it.
 */

const SECOND = 0;
const MINUTE = 1;
const HOUR = 2;
const DAY_OF_MONTH = 3;
const MONTH = 4;
const DAY_OF_WEEK = 5;
const YEAR = 6;
/** Quartz's markers for `?` and `*` inside its value sets. */
const NO_SPEC = 98;
const ALL_SPEC = 99;

const monthMap = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayMap = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Any failure while reading: Quartz turns every exception of its constructor into a ParseException. */
class Rejected extends Error {}
const reject = (message: string): never => {
  throw new Rejected(message);
};

const isDigit = (c: string) => c >= '0' && c <= '9';

/** Java's Integer.parseInt (ASCII digits, optional sign, 32-bit range). */
function parseInt32(text: string): number {
  if (!/^[+-]?\d+$/.test(text)) reject(`For input string: "${text}"`);
  const value = Number(text);
  if (value > 2147483647 || value < -2147483648) reject(`For input string: "${text}"`);
  return value;
}

/** String.charAt: out of range throws. */
function charAt(s: string, i: number): string {
  if (i < 0 || i >= s.length) reject(`String index out of range: ${i}`);
  return s[i]!;
}

function substring(s: string, from: number, to = s.length): string {
  if (from < 0 || to > s.length || from > to) reject(`String index out of range: ${to}`);
  return s.slice(from, to);
}

/** What validity depends on: which sets hold the `?` marker, whether they are empty, their largest value. */
class FieldSet {
  values = new Set<number>();
  add(value: number): void {
    this.values.add(value);
  }
  has(value: number): boolean {
    return this.values.has(value);
  }
  last(): number {
    if (this.values.size === 0) reject('NoSuchElementException');
    return Math.max(...this.values);
  }
}

const ranges: Record<number, [number, number, number]> = {
  // type: [first, last, wrap modulus]
  [SECOND]: [0, 59, 60],
  [MINUTE]: [0, 59, 60],
  [HOUR]: [0, 23, 24],
  [DAY_OF_MONTH]: [1, 31, 31],
  [MONTH]: [1, 12, 12],
  [DAY_OF_WEEK]: [1, 7, 7],
};

class Reader {
  sets = Array.from({ length: 7 }, () => new FieldSet());
  lastdayOfMonth = false;
  readonly maxYear: number;
  constructor(maxYear: number) {
    this.maxYear = maxYear;
  }

  getValue(v: number, s: string, start: number): { value: number; pos: number } {
    let i = start;
    let c = charAt(s, i);
    let text = String(v);
    while (isDigit(c)) {
      text += c;
      i++;
      if (i >= s.length) break;
      c = s[i]!;
    }
    return { value: parseInt32(text), pos: i < s.length ? i : i + 1 };
  }

  checkIncrementRange(incr: number, type: number): void {
    const max = type === YEAR ? Number.POSITIVE_INFINITY : ranges[type]![1];
    if (incr > max) reject(`Increment > ${max + 1} : ${incr}`);
  }

  addToSet(val: number, end: number, incr: number, type: number): void {
    const set = this.sets[type]!;
    if (type !== YEAR) {
      const [first, last] = ranges[type]!;
      const low = type === DAY_OF_WEEK ? val === 0 : val < first;
      const allowed =
        val === ALL_SPEC || ((type === DAY_OF_MONTH || type === DAY_OF_WEEK) && val === NO_SPEC);
      if ((low || val > last || end > last) && !allowed) reject('value out of range');
    }
    if ((incr === 0 || incr === -1) && val !== ALL_SPEC) {
      set.add(val !== -1 ? val : NO_SPEC);
      return;
    }
    let step = incr;
    if (val === ALL_SPEC && step <= 0) {
      step = 1;
      set.add(ALL_SPEC);
    }
    if (type === YEAR) {
      const startAt = val === -1 || val === ALL_SPEC ? 1970 : val;
      const stopAt = end === -1 ? this.maxYear : end;
      if (stopAt < startAt) reject('Start year must be less than stop year');
      return; // the year set's contents never decide validity
    }
    const [first, last, max] = ranges[type]!;
    const startAt = val === -1 || val === ALL_SPEC ? first : val;
    let stopAt = end === -1 ? last : end;
    const wraps = stopAt < startAt;
    if (wraps) stopAt += max;
    for (let i = startAt; i <= stopAt; i += step) {
      let value = wraps ? i % max : i;
      if (wraps && value === 0 && first === 1) value = max;
      set.add(value);
    }
  }

  store(s: string, type: number): void {
    let i = 0;
    while (i < s.length && (s[i] === ' ' || s[i] === '\t')) i++;
    if (i >= s.length) return;
    let c = s[i]!;
    if (c >= 'A' && c <= 'Z' && s !== 'L' && s !== 'LW' && !/^L-[0-9]*W?$/.test(s)) {
      let sub = substring(s, i, i + 3);
      let sval = -1;
      let eval_ = -1;
      if (type === MONTH || type === DAY_OF_WEEK) {
        const names = type === MONTH ? monthMap : dayMap;
        sval = names.indexOf(sub) + 1;
        if (sval <= 0) reject(`Invalid value: '${sub}'`);
        if (s.length > i + 3) {
          c = s[i + 3]!;
          if (c === '-') {
            i += 4;
            sub = substring(s, i, i + 3);
            eval_ = names.indexOf(sub) + 1;
            if (eval_ <= 0) reject(`Invalid value: '${sub}'`);
          } else if (type === DAY_OF_WEEK && c === '#') {
            i += 4;
            let nth = 0;
            try {
              nth = parseInt32(s.slice(i));
            } catch {
              nth = 0;
            }
            if (nth < 1 || nth > 5) reject("A numeric value between 1 and 5 must follow the '#' option");
          }
        }
      } else reject(`Illegal characters for this position: '${sub}'`);
      this.addToSet(sval, eval_, eval_ !== -1 ? 1 : 0, type);
      return;
    }
    if (c === '?') {
      i++;
      if (i + 1 < s.length && s[i] !== ' ' && s[i + 1] !== '\t')
        reject(`Illegal character after '?': ${s[i]}`);
      if (type !== DAY_OF_WEEK && type !== DAY_OF_MONTH)
        reject("'?' can only be specified for Day-of-Month or Day-of-Week.");
      if (type === DAY_OF_WEEK && !this.lastdayOfMonth && this.sets[DAY_OF_MONTH]!.last() === NO_SPEC)
        reject("'?' can only be specified for Day-of-Month -OR- Day-of-Week.");
      this.addToSet(NO_SPEC, -1, 0, type);
      return;
    }
    if (c === '*' || c === '/') {
      if (c === '*' && i + 1 >= s.length) {
        this.addToSet(ALL_SPEC, -1, 0, type);
        return;
      }
      if (c === '/' && (i + 1 >= s.length || s[i + 1] === ' ' || s[i + 1] === '\t'))
        reject("'/' must be followed by an integer.");
      if (c === '*') i++;
      c = charAt(s, i);
      let incr = 1;
      if (c === '/') {
        i++;
        if (i >= s.length) reject('Unexpected end of string.');
        incr = parseInt32(s.slice(i)); // getNumericValue reads to the end (its whitespace search never stops)
        this.checkIncrementRange(incr, type);
      }
      this.addToSet(ALL_SPEC, -1, incr, type);
      return;
    }
    if (c === 'L') {
      i++;
      if (type === DAY_OF_MONTH) this.lastdayOfMonth = true;
      if (type === DAY_OF_WEEK) this.addToSet(7, 7, 0, type);
      if (type === DAY_OF_MONTH && s.length > i && s[i] === '-') {
        const { value, pos } = this.getValue(0, s, i + 1);
        if (value > 30) reject('Offset from last day must be <= 30');
        i = pos;
      }
      return;
    }
    if (isDigit(c)) {
      let val = Number(c);
      i++;
      if (i >= s.length) {
        this.addToSet(val, -1, -1, type);
        return;
      }
      if (isDigit(s[i]!)) {
        const read = this.getValue(val, s, i);
        val = read.value;
        i = read.pos;
      }
      this.checkNext(i, s, val, type);
      return;
    }
    reject(`Unexpected character: ${c}`);
  }

  checkNext(pos: number, s: string, val: number, type: number): void {
    let i = pos;
    if (i >= s.length) {
      this.addToSet(val, -1, -1, type);
      return;
    }
    let c = s[i]!;
    const set = this.sets[type]!;
    if (c === 'L') {
      if (type !== DAY_OF_WEEK) reject("'L' option is not valid here.");
      if (val < 1 || val > 7) reject('Day-of-Week values must be between 1 and 7');
      set.add(val);
      return;
    }
    if (c === 'W') {
      if (type !== DAY_OF_MONTH) reject("'W' option is not valid here.");
      if (val > 31) reject("The 'W' option does not make sense with values larger than 31");
      set.add(val);
      return;
    }
    if (c === '#') {
      if (type !== DAY_OF_WEEK) reject("'#' option is not valid here.");
      let nth = 0;
      try {
        nth = parseInt32(s.slice(i + 1));
      } catch {
        nth = 0;
      }
      if (nth < 1 || nth > 5) reject("A numeric value between 1 and 5 must follow the '#' option");
      set.add(val);
      return;
    }
    if (c === '-') {
      i++;
      const v = parseInt32(charAt(s, i));
      let end = v;
      i++;
      if (i >= s.length) {
        this.addToSet(val, end, 1, type);
        return;
      }
      c = s[i]!;
      if (isDigit(c)) {
        const read = this.getValue(v, s, i);
        end = read.value;
        i = read.pos;
      }
      if (i < s.length && s[i] === '/') {
        i++;
        const v2 = parseInt32(charAt(s, i));
        i++;
        if (i < s.length && isDigit(s[i]!)) this.addToSet(val, end, this.getValue(v2, s, i).value, type);
        else this.addToSet(val, end, v2, type);
        return;
      }
      this.addToSet(val, end, 1, type);
      return;
    }
    if (c === '/') {
      if (i + 1 >= s.length || s[i + 1] === ' ' || s[i + 1] === '\t')
        reject("'/' must be followed by an integer.");
      i++;
      const v2 = parseInt32(charAt(s, i));
      i++;
      if (i >= s.length) {
        this.checkIncrementRange(v2, type);
        this.addToSet(val, -1, v2, type);
        return;
      }
      c = s[i]!;
      if (!isDigit(c)) reject(`Unexpected character '${c}' after '/'`);
      const v3 = this.getValue(v2, s, i).value;
      this.checkIncrementRange(v3, type);
      this.addToSet(val, -1, v3, type);
      return;
    }
    this.addToSet(val, -1, 0, type);
  }
}

/** Java's String.trim: strips characters up to U+0020 at both ends. */
const javaTrim = (s: string) => s.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/**
 * Whether Quartz 2.3.2 accepts the expression. `thisYear` is the year Quartz was loaded in: `*` and open
 * steps in the year field run to 100 years past it, so an open step starting later is rejected.
 */
export function quartzAccepts(
  expression: string,
  thisYear: number = new Date().getUTCFullYear(),
): { ok: true } | { ok: false; message: string } {
  if (typeof expression !== 'string') return { ok: false, message: 'cronExpression cannot be null' };
  const reader = new Reader(thisYear + 100);
  try {
    const fields = expression
      .toUpperCase()
      .split(/[ \t]+/)
      .filter(Boolean);
    let type = SECOND;
    for (const raw of fields) {
      if (type > YEAR) break;
      const field = javaTrim(raw);
      if ((type === DAY_OF_MONTH || type === DAY_OF_WEEK) && field.includes('L') && field.length > 1) {
        if (field.includes(',')) reject("Support for specifying 'L' with other days is not implemented");
      }
      if (
        type === DAY_OF_WEEK &&
        field.indexOf('#') !== -1 &&
        field.indexOf('#', field.indexOf('#') + 1) !== -1
      )
        reject('Support for specifying multiple "nth" days is not implemented.');
      for (const item of field.split(',')) if (item !== '') reader.store(item, type);
      type++;
    }
    if (type <= DAY_OF_WEEK) reject('Unexpected end of expression.');
    if (type <= YEAR) reader.store('*', YEAR);
    const dayOfMonth = !reader.sets[DAY_OF_MONTH]!.has(NO_SPEC);
    const dayOfWeek = !reader.sets[DAY_OF_WEEK]!.has(NO_SPEC);
    if (dayOfMonth === dayOfWeek)
      reject('Support for specifying both a day-of-week AND a day-of-month parameter is not implemented.');
    return { ok: true };
  } catch (error) {
    if (error instanceof Rejected) return { ok: false, message: error.message };
    throw error;
  }
}
