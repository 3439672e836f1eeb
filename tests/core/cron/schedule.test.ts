import { cronErrorMessage, cronNext, isoUtc, type NextOptions, parseCron } from '@nbxt/core/cron/index.ts';
import { describe, expect, it } from 'vitest';

describe('cronNext never throws on bad options', () => {
  it.each([[null], [5], ['UTC'], [[]], [true]])('options %j give an error result', (options) => {
    const result = cronNext('0 0 12 * * ?', options as unknown as NextOptions);
    expect(result).toMatchObject({ ok: false, error: { key: 'cron.error.options', field: null } });
    if (!result.ok) expect(cronErrorMessage(result.error, 'zh')).toBe('选项须为对象（count、from、tz）');
  });

  it('still takes absent options as the defaults', () => {
    const result = cronNext('0 0 12 * * ?');
    expect(result.ok && result.value.length).toBe(5);
  });
});

describe('cronErrorMessage', () => {
  it('renders a language it does not know in English instead of throwing', () => {
    const parsed = parseCron('5X * * * * ?');
    if (parsed.ok) throw new Error('expected an error');
    expect(cronErrorMessage(parsed.error, 'fr' as 'en')).toBe(cronErrorMessage(parsed.error, 'en'));
  });
});

describe('starts with milliseconds', () => {
  it('skip no nearest-weekday fire time in the next second', () => {
    // 26 July 2084 is a Wednesday; the first fire time is the very next whole minute.
    for (const expression of ['0 * * 26W * ?', '0 * * L-5W * ?']) {
      const result = cronNext(expression, { from: '2084-07-26T17:33:59.001Z', tz: 'UTC', count: 1 });
      expect(result.ok && result.value.map(isoUtc)).toEqual(['2084-07-26T17:34:00Z']);
    }
  });
});
