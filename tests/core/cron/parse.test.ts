import { cronErrorMessage, formatCron, parseCron, validateCron } from '@nbxt/core/cron/index.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import { describe, expect, it } from 'vitest';

function errorOf(expression: string) {
  const result = parseCron(expression);
  if (result.ok) throw new Error(`expected ${expression} to be invalid`);
  return result.error;
}

describe('parseCron: structure', () => {
  it('reads six and seven fields into a typed AST', () => {
    const six = parseCron('0 15 10 ? * MON-FRI');
    expect(six.ok && six.value).toEqual({
      second: [{ type: 'value', value: 0, named: false }],
      minute: [{ type: 'value', value: 15, named: false }],
      hour: [{ type: 'value', value: 10, named: false }],
      dayOfMonth: [{ type: 'any' }],
      month: [{ type: 'all' }],
      dayOfWeek: [{ type: 'range', from: 2, to: 6, named: true }],
      year: null,
    });
    const seven = parseCron('*/5 1-10/3 0 L-2W 11-2 ? 2025/2');
    expect(seven.ok && seven.value).toMatchObject({
      second: [{ type: 'step', from: '*', to: null, step: 5 }],
      minute: [{ type: 'step', from: 1, to: 10, step: 3 }],
      dayOfMonth: [{ type: 'last', offset: 2, nearestWeekday: true }],
      month: [{ type: 'range', from: 11, to: 2, named: false }],
      year: [{ type: 'step', from: 2025, to: null, step: 2 }],
    });
  });

  it('reads every special', () => {
    const dow = (text: string) => {
      const r = parseCron(`0 0 0 ? * ${text}`);
      return r.ok ? r.value.dayOfWeek : r.error.key;
    };
    const dom = (text: string) => {
      const r = parseCron(`0 0 0 ${text} * ?`);
      return r.ok ? r.value.dayOfMonth : r.error.key;
    };
    expect(dom('L')).toEqual([{ type: 'last', offset: 0, nearestWeekday: false }]);
    expect(dom('LW')).toEqual([{ type: 'last', offset: 0, nearestWeekday: true }]);
    expect(dom('L-3')).toEqual([{ type: 'last', offset: 3, nearestWeekday: false }]);
    expect(dom('15W')).toEqual([{ type: 'nearestWeekday', day: 15 }]);
    expect(dow('6L')).toEqual([{ type: 'lastWeekday', weekday: 6, named: false }]);
    expect(dow('FRIL')).toEqual([{ type: 'lastWeekday', weekday: 6, named: true }]);
    expect(dow('5#3')).toEqual([{ type: 'nth', weekday: 5, nth: 3, named: false }]);
    expect(dow('MON#2')).toEqual([{ type: 'nth', weekday: 2, nth: 2, named: true }]);
    expect(dow('L')).toEqual([{ type: 'last', offset: 0, nearestWeekday: false }]);
  });

  it('is case-insensitive and tolerates extra spaces and tabs between fields', () => {
    expect(validateCron('  0 0 0 lw * ?  ').valid).toBe(true);
    expect(validateCron('0\t0\t0 ? jan-mar mon#1').valid).toBe(true);
  });
});

describe('parseCron: errors say which field, which token and why', () => {
  const cases: [string, string, string | null, string][] = [
    ['', 'cron.error.empty', null, ''],
    ['* * * * *', 'cron.error.tooFewFields', null, '* * * * *'],
    ['0 0 0 * * ? 2025 extra', 'cron.error.tooManyFields', null, 'extra'],
    ['0 0 0 * * ? 2025 x y', 'cron.error.tooManyFields', null, 'x y'],
    ['5/ * * * * ?', 'cron.error.incomplete', 'second', '5/'],
    ['5X * * * * ?', 'cron.error.syntax', 'second', '5X'],
    ['0 0 0 1 JANUARY ?', 'cron.error.unknownName', 'month', 'JANUARY'],
    ['0 0 0 ? * MON-FRI/2', 'cron.error.stepAfterName', 'dayOfWeek', 'MON-FRI/2'],
    ['0 0 0 1,,2 * ?', 'cron.error.emptyItem', 'dayOfMonth', '1,,2'],
    ['98 0 0 * * ?', 'cron.error.outOfRange', 'second', '98'],
    ['0 0 0 ? * 99', 'cron.error.outOfRange', 'dayOfWeek', '99'],
    ['0 60 * * * ?', 'cron.error.outOfRange', 'minute', '60'],
    ['0 0 24 * * ?', 'cron.error.outOfRange', 'hour', '24'],
    ['0 0 0 0 * ?', 'cron.error.outOfRange', 'dayOfMonth', '0'],
    ['0 0 0 * 13 ?', 'cron.error.outOfRange', 'month', '13'],
    ['0 0 0 ? * 8', 'cron.error.outOfRange', 'dayOfWeek', '8'],
    ['0 0 0 1 1 ? 2147483648', 'cron.error.outOfRange', 'year', '2147483648'],
    ['*/60 * * * * ?', 'cron.error.stepOutOfRange', 'second', '*/60'],
    ['0 0 0 ? * */8', 'cron.error.stepOutOfRange', 'dayOfWeek', '*/8'],
    ['/5 * * * * ?', 'cron.error.stepWithoutStart', 'second', '/5'],
    ['0 0 0 1 JAN-3 ?', 'cron.error.mixedRange', 'month', 'JAN-3'],
    ['0 0 0 * FOO ?', 'cron.error.unknownName', 'month', 'FOO'],
    ['x * * * * ?', 'cron.error.namesNotAllowed', 'second', 'x'],
    ['? * * * * ?', 'cron.error.anyNotAllowed', 'second', '?'],
    ['0 0 0 ?,1 * 1', 'cron.error.anyNotAlone', 'dayOfMonth', '?,1'],
    ['0 0 0 ? * 5W', 'cron.error.specialNotAllowed', 'dayOfWeek', '5W'],
    ['0 0 0 5L * ?', 'cron.error.specialNotAllowed', 'dayOfMonth', '5L'],
    ['0 0 0 1 1#2 ?', 'cron.error.specialNotAllowed', 'month', '1#2'],
    ['0 0 0 L,5 * ?', 'cron.error.specialNotAlone', 'dayOfMonth', 'L,5'],
    ['0 0 0 ? * 2#1,3#2', 'cron.error.specialNotAlone', 'dayOfWeek', '2#1,3#2'],
    ['0 0 0 ? * 2#6', 'cron.error.nthOutOfRange', 'dayOfWeek', '2#6'],
    ['0 0 0 L-31 * ?', 'cron.error.lastOffsetOutOfRange', 'dayOfMonth', 'L-31'],
    ['0 0 0 * * ? 2030-2020', 'cron.error.yearRangeReversed', 'year', '2030-2020'],
    ['0 0 0 ? * ?', 'cron.error.bothUnspecified', 'dayOfWeek', '?'],
    ['0 0 0 * * *', 'cron.error.neitherUnspecified', 'dayOfWeek', '*'],
  ];
  it.each(cases)('%j → %s', (expression, key, field, token) => {
    const error = errorOf(expression);
    expect(error.key).toBe(key);
    expect(error.field).toBe(field);
    expect(error.token).toBe(token);
    if (token) expect(expression.slice(error.position, error.position + token.length)).toBe(token);
  });

  it('renders the spec texts for the day/week rule', () => {
    expect(cronErrorMessage(errorOf('0 0 0 ? * ?'), 'zh')).toBe('日与周不可以同时为“不指定”');
    expect(cronErrorMessage(errorOf('0 0 0 1 * 2'), 'zh')).toBe('日与周必须有一个为“不指定”');
    expect(translate('cron.error.bothUnspecified', 'en')).toMatch(/both/);
    expect(translate('cron.error.neitherUnspecified', 'en')).toMatch(/One of/);
  });

  it('names the field and the token in the rendered message', () => {
    const message = cronErrorMessage(errorOf('0 0 0 32 * ?'), 'en');
    expect(message).toBe('Day of month field "32": 32 is outside 1–31');
    expect(cronErrorMessage(errorOf('0 0 0 32 * ?'), 'zh')).toBe('日字段“32”：32 超出范围 1–31');
  });

  it('names the extra field of a too-long expression', () => {
    expect(cronErrorMessage(errorOf('0 0 0 * * ? 2025 extra'), 'en')).toBe(
      'Expected 6 or 7 fields (seconds minutes hours day-of-month month day-of-week [year]), found 8: "extra" is extra',
    );
    expect(cronErrorMessage(errorOf('0 0 0 * * ? 2025 extra'), 'zh')).toBe(
      '需要 6 或 7 个字段（秒 分 时 日 月 周 [年]），实际为 8 个：多出“extra”',
    );
  });

  const characters: [string, string, number][] = [
    ['5X * * * * ?', 'X', 2],
    ['5/15x * * * * ?', 'x', 5],
    ['0 0 0 ?X * 1', 'X', 2],
    ['0 0 0 1-5W * ?', 'W', 4],
    ['0 0 0 ? * 1-5#2', '#', 4],
    ['0 0 0 ? * 2#+3', '+', 3],
    ['0 0 0 ? * 2L-3', '-', 3],
    ['0 0 0 ? * 5-*', '*', 3],
    ['@ * * * * ?', '@', 1],
    ['0 0 0 ? * 1😀', '😀', 2],
    ['0 0 0 ? * 1ß', 'ß', 2],
  ];
  it.each(characters)('%j names the unexpected character %j (character %i)', (expression, char, column) => {
    const error = errorOf(expression);
    expect(error.key).toBe('cron.error.syntax');
    expect(error.params).toEqual({ char, column });
    expect(error.token.slice(column - 1).startsWith(char)).toBe(true);
  });

  it('renders the unexpected character and what an unfinished item lacks', () => {
    expect(cronErrorMessage(errorOf('5X * * * * ?'), 'en')).toBe(
      'Seconds field "5X": unexpected "X" at character 2',
    );
    expect(cronErrorMessage(errorOf('5X * * * * ?'), 'zh')).toBe('秒字段“5X”：第 2 个字符“X”无法识别');
    expect(cronErrorMessage(errorOf('0 0 0 L- * ?'), 'en')).toBe(
      'Day of month field "L-": a value is missing after "-"',
    );
    expect(cronErrorMessage(errorOf('0 0 0 ? * 2#'), 'zh')).toBe('周字段“2#”：“#”后缺少数值');
  });

  it('never throws, whatever the input', () => {
    for (const input of [undefined, null, 42, {}, '\u0000', '* * * * * ? * * * *', '#'.repeat(1000)])
      expect(() => parseCron(input as unknown as string)).not.toThrow();
  });
});

describe('formatCron', () => {
  it('prints canonical text: upper case, no leading zeros, single spaces, names kept', () => {
    const format = (text: string) => {
      const r = parseCron(text);
      return r.ok ? formatCron(r.value) : r.error.key;
    };
    expect(format('  00 05 09  01 jan,feb ?  ')).toBe('0 5 9 1 JAN,FEB ?');
    expect(format('0 0 0 ? * mon-fri 2025')).toBe('0 0 0 ? * MON-FRI 2025');
    expect(format('0 0 0 l-0 * ?')).toBe('0 0 0 L * ?');
    expect(format('0 0 0 ? * fril')).toBe('0 0 0 ? * FRIL');
    expect(format('*/5 0-30/10 1,2,3 L-2W 11-2 ? 2025/2')).toBe('*/5 0-30/10 1,2,3 L-2W 11-2 ? 2025/2');
  });
});
