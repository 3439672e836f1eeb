import { cronErrorMessage, describeCron } from '@nbxt/core/cron/index.ts';
import { describe, expect, it } from 'vitest';

const zh = (e: string) => describeCron(e, 'zh');
const en = (e: string) => describeCron(e, 'en');

describe('describeCron', () => {
  it('reads weekday numbers the Quartz way (1 = Sunday)', () => {
    expect(en('0 0 12 ? * 6#3')).toEqual({ ok: true, value: 'At 12:00, on the third Friday of the month' });
    expect(zh('0 0 12 ? * 1#5')).toEqual({ ok: true, value: '在12:00，限每月的第五个星期日' });
    expect(en('0 0 0 ? * 7L')).toEqual({ ok: true, value: 'At 00:00, on the last Saturday of the month' });
  });
  it('tidies the Chinese spacing and punctuation', () => {
    expect(zh('0 15 10 ? * MON-FRI')).toEqual({ ok: true, value: '在10:15，星期一至星期五' });
    expect(zh('0 0 0 28-3 * ?')).toEqual({ ok: true, value: '在00:00，限每月的 28 号至 3 号之间' });
  });
  it('reads * inside a list as every value, and lists Chinese numbers with 、', () => {
    expect(en('0 0 0 ? * *,2')).toEqual({ ok: true, value: 'At 00:00' });
    expect(zh('0 7,8,9 * * * ?')).toEqual({ ok: true, value: '在整点后的第 7、8 和 9 分钟' });
  });
  it('ends open year steps at 2099', () => {
    const text = en('0 0 0 1 1 ? 2025/3');
    expect(text.ok && text.value).toMatch(/2025 through 2099/);
  });
  it('words L-nW itself (cronstrue cannot)', () => {
    expect(en('0 0 9 L-2W * ?')).toEqual({
      ok: true,
      value: 'At 09:00, on the weekday nearest 2 days before the last day of the month',
    });
    expect(zh('0 0 9 L-2W * ?')).toEqual({
      ok: true,
      value: '在09:00，限离每月最后一天前第 2 天最近的工作日',
    });
  });
  it('returns the parse error for invalid input', () => {
    const result = zh('0 0 0 ? * ?');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.key).toBe('cron.error.bothUnspecified');
  });
});

describe('describeCron over the Quartz fixture corpus', () => {
  it('describes every expression core accepts, in both languages, without placeholders', async () => {
    const { readFileSync } = await import('node:fs');
    const fixture = JSON.parse(
      readFileSync(new URL('../../../fixtures/cron/quartz-reference.json', import.meta.url), 'utf8'),
    ) as { cases: { expression: string }[] };
    const broken: string[] = [];
    let described = 0;
    for (const { expression } of fixture.cases) {
      for (const lang of ['zh', 'en'] as const) {
        const result = describeCron(expression, lang);
        if (!result.ok) continue;
        described++;
        if (/undefined|null|NaN|9999|\s{2}/.test(result.value) || result.value.trim() === '')
          broken.push(`${lang} ${expression}: ${result.value}`);
      }
    }
    expect(broken).toEqual([]);
    expect(described).toBeGreaterThan(700);
  });
});

describe('describeCron languages', () => {
  it('answers an unknown language with an error result, not English', () => {
    // @ts-expect-error only 'zh' and 'en' are languages
    const result = describeCron('0 0 12 * * ?', 'fr');
    expect(result).toEqual({
      ok: false,
      error: { key: 'cron.error.lang', field: null, token: 'fr', position: 0, params: {} },
    });
    if (!result.ok) expect(cronErrorMessage(result.error, 'en')).toBe('Unknown language "fr" (use zh or en)');
    expect(describeCron('0 0 12 * * ?').ok).toBe(true);
  });
});
