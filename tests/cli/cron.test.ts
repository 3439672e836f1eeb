import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { runOffline } from '../helpers/cli-in-process.ts';

describe('nbxt cron next', () => {
  it('--json prints the next fire times as UTC instants', async () => {
    const r = await runOffline([
      'cron',
      'next',
      '*/5 * * * * ?',
      '--from',
      '2026-01-01T00:00:00Z',
      '--tz',
      'UTC',
      '--json',
    ]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      expression: '*/5 * * * * ?',
      valid: true,
      next: [
        '2026-01-01T00:00:05Z',
        '2026-01-01T00:00:10Z',
        '2026-01-01T00:00:15Z',
        '2026-01-01T00:00:20Z',
        '2026-01-01T00:00:25Z',
      ],
    });
  });

  it('honours --count and --tz', async () => {
    const r = await runOffline([
      'cron',
      'next',
      '0 0 9 ? * MON',
      '--count',
      '2',
      '--from',
      '2026-01-01T00:00:00Z',
      '--tz',
      'Asia/Shanghai',
      '--json',
    ]);
    expect(JSON.parse(r.stdout).next).toEqual(['2026-01-05T01:00:00Z', '2026-01-12T01:00:00Z']);
  });

  it('prints local times with their offset without --json', async () => {
    const r = await runOffline([
      'cron',
      'next',
      '0 0 9 ? * MON',
      '--count',
      '1',
      '--from',
      '2026-01-01T00:00:00Z',
      '--tz',
      'Asia/Shanghai',
    ]);
    expect(r).toMatchObject({ exitCode: 0, stdout: '2026-01-05T09:00:00+08:00\n' });
  });

  it('an invalid expression exits 1: JSON on stdout with --json, the message on stderr without', async () => {
    const json = await runOffline(['cron', 'next', '0 0 0 ? * ?', '--json']);
    expect(json.exitCode).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ valid: false, error: '日与周不可以同时为“不指定”' });
    const text = await runOffline(['cron', 'next', '0 0 0 1 * 2', '--lang', 'en']);
    expect(text).toMatchObject({ exitCode: 1, stdout: '' });
    expect(text.stderr).toBe('nbxt: One of day and week must be "unspecified"\n');
  });

  it('--stdin --json answers one line per input line, in order; bad and blank lines give error lines', async () => {
    const input = [
      JSON.stringify({ expression: '0 0 12 * * ?', count: 2, from: '2026-01-01T00:00:00Z', tz: 'UTC' }),
      'not json',
      JSON.stringify({ expression: '0 0 0 32 * ?' }),
      '',
      JSON.stringify({
        expression: '0 0 12 * * ?',
        count: 1,
        from: '2026-01-01T00:00:00Z',
        tz: 'Nowhere/City',
      }),
      JSON.stringify({
        expression: '0 0 12 L * ?',
        count: 1,
        from: '2026-02-01T00:00:00Z',
        tz: 'Europe/Berlin',
      }),
    ].join('\r\n');
    const r = await runOffline(['cron', 'next', '--stdin', '--json', '--lang', 'en'], { input });
    expect(r.exitCode).toBe(1);
    const lines = r.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { expression: '0 0 12 * * ?', valid: true, next: ['2026-01-01T12:00:00Z', '2026-01-02T12:00:00Z'] },
      { valid: false, error: 'the request is not JSON' },
      { valid: false, error: 'Day of month field "32": 32 is outside 1–31' },
      { valid: false, error: 'the line is empty, not a request' },
      { valid: false, error: 'Unknown time zone "Nowhere/City"' },
      { expression: '0 0 12 L * ?', valid: true, next: ['2026-02-28T11:00:00Z'] },
    ]);
  });

  it('--stdin writes every one of 1,000 results before exiting', async () => {
    const request = (i: number) =>
      JSON.stringify({
        expression: `${i % 60} */7 * * * ?`,
        count: 5,
        from: '2026-01-01T00:00:00Z',
        tz: 'UTC',
      });
    const input = Array.from({ length: 1000 }, (_, i) => request(i)).join('\n');
    // The process's own exit: every result written to the pipe before it.
    const r = await runCli(['cron', 'next', '--stdin', '--json'], { input });
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBe(1000);
    expect(JSON.parse(lines[999]!).expression).toBe('39 */7 * * * ?');
    expect(JSON.parse(lines[999]!).next[0]).toBe('2026-01-01T00:00:39Z');
  });

  it('refuses --stdin without --json, and a bad --count', async () => {
    expect((await runOffline(['cron', 'next', '--stdin'])).exitCode).toBe(2);
    expect((await runOffline(['cron', 'next', '* * * * * ?', '--count', '0'])).exitCode).toBe(2);
  });
});

describe('nbxt cron validate and explain', () => {
  it('validate exits 0 with the canonical text, 1 with the reason', async () => {
    expect(await runOffline(['cron', 'validate', '0 0 0 1 jan ?', '--lang', 'en'])).toMatchObject({
      exitCode: 0,
      stdout: 'valid: 0 0 0 1 JAN ?\n',
    });
    const bad = await runOffline(['cron', 'validate', '0 0 0 ? * ?', '--lang', 'en']);
    expect(bad.exitCode).toBe(1);
    expect(bad.stderr).toMatch(/Day and week cannot both be "unspecified"/);
  });

  it('validate accepts what Quartz accepts and says what nbxt knows beyond it as a warning on stderr', async () => {
    // Quartz reads MON-FRI/2 as MON-FRI (it ignores the step): valid, with the strict objection as a warning.
    const loose = await runOffline(['cron', 'validate', '0 0 0 ? * MON-FRI/2', '--lang', 'en']);
    expect(loose).toMatchObject({ exitCode: 0, stdout: 'valid\n' });
    expect(loose.stderr).toMatch(
      /^warning: Quartz accepts the expression but reads it loosely: Day of week field "MON-FRI\/2": a step cannot follow a name/,
    );
    const never = await runOffline(['cron', 'validate', '0 0 0 1 1 ? 1960', '--lang', 'en', '--json']);
    expect(never.exitCode).toBe(0);
    expect(JSON.parse(never.stdout)).toEqual({
      expression: '0 0 0 1 1 ? 1960',
      valid: true,
      canonical: '0 0 0 1 1 ? 1960',
      warnings: ['The expression is valid but will never fire (again)'],
    });
    expect(never.stderr).toMatch(/will never fire/);
    const step = await runOffline(['cron', 'validate', '0 0 1-5/24 * * ?', '--lang', 'en']);
    expect(step).toMatchObject({ exitCode: 0, stdout: 'valid: 0 0 1-5/24 * * ?\n' });
    expect(step.stderr).toMatch(/the step 24 is larger than the range, so only 1 is selected/);
  });

  it('explain prints Chinese by default and English with --lang en', async () => {
    expect((await runOffline(['cron', 'explain', '0 15 10 ? * MON-FRI'])).stdout).toBe(
      '在10:15，星期一至星期五\n',
    );
    expect((await runOffline(['cron', 'explain', '0 0 12 ? * 6#3', '--lang', 'en'])).stdout).toBe(
      'At 12:00, on the third Friday of the month\n',
    );
    expect((await runOffline(['cron', 'explain', '0 0 0 ? * ?'])).exitCode).toBe(1);
  });
});
