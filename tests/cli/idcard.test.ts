import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { runOffline } from '../helpers/cli-in-process.ts';

const valid18 = '11010519491231002X'; // GB 11643 example: 1949-12-31, female
const valid15 = '440524800101001'; // legacy form: 1980-01-01, male
const badChecksum = '110105194912310021';
const today = ['--today', '2026-11-23'];

describe('nbxt idcard', () => {
  it('prints one line per ID and exits 0 when all are valid', async () => {
    const result = await runOffline(['idcard', valid18, valid15, ...today]);
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(valid18);
    expect(lines[0]).toContain('1949-12-31');
    expect(lines[1]).toContain('1980-01-01');
  });

  it('exits 1 when any ID is invalid and says which part failed', async () => {
    const result = await runOffline(['idcard', valid18, badChecksum, ...today]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain('checksum');
    expect(result.stdout).toContain('身份证格式不正确');
  });

  it('prints a JSON array with --json', async () => {
    const result = await runOffline(['idcard', valid18, badChecksum, '--json', ...today]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([
      { id: valid18, valid: true, sex: 2, birth: '1949-12-31', age: 77 },
      {
        id: badChecksum,
        valid: false,
        sex: null,
        birth: null,
        age: null,
        error: '身份证格式不正确',
        reason: 'checksum',
      },
    ]);
  });

  it('uses --today for the age (current year minus birth year) and the not-in-the-future rule', async () => {
    const born2026 = '110105202611230015';
    const early = await runOffline(['idcard', born2026, '--json', '--today', '2026-11-22']);
    expect(JSON.parse(early.stdout)[0]).toMatchObject({ valid: false, reason: 'birth' });
    expect(early.exitCode).toBe(1);
    const onDay = await runOffline(['idcard', born2026, '--json', '--today', '2026-11-23']);
    expect(JSON.parse(onDay.stdout)[0]).toMatchObject({ valid: true, age: 0, sex: 1 });
    const later = await runOffline(['idcard', valid18, '--json', '--today', '2030-01-01']);
    expect(JSON.parse(later.stdout)[0].age).toBe(81);
  });

  it('rejects a malformed --today and missing or doubled inputs as usage errors', async () => {
    for (const args of [
      ['idcard', valid18, '--today', '2026-02-30'],
      ['idcard', valid18, '--today', '26-01-01'],
      ['idcard'],
      ['idcard', valid18, '--stdin'],
    ]) {
      const result = await runOffline(args);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toMatch(/^nbxt: /);
    }
  });

  it('--stdin --json writes one object per line, in order, IDs checked exactly as given', async () => {
    const input = [
      valid18,
      '',
      ` ${valid18}`,
      `${valid18} `,
      badChecksum,
      '100105194912310021',
      valid15,
    ].join('\n');
    const result = await runOffline(['idcard', '--stdin', '--json', ...today], {
      input: `${input}\r\n${valid18}`,
    });
    expect(result.exitCode).toBe(1);
    const records = result.stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(records.map((r) => [r.id, r.valid, r.reason])).toEqual([
      [valid18, true, undefined],
      ['', false, 'format'],
      [` ${valid18}`, false, 'format'],
      [`${valid18} `, false, 'format'],
      [badChecksum, false, 'checksum'],
      ['100105194912310021', false, 'region'],
      [valid15, true, undefined],
      [valid18, true, undefined],
    ]);
    expect(records[1].error).toBe('身份证为必填项');
  });

  it('--stdin --json exits 0 on an all-valid input and flushes every line of a large one', async () => {
    const count = 30_000;
    const ids = Array.from({ length: count }, (_, i) => (i % 2 === 0 ? valid18 : valid15));
    // The process's own exit: every line written to the pipe before it.
    const result = await runCli(['idcard', '--stdin', '--json', ...today], { input: `${ids.join('\n')}\n` });
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(count);
    expect(JSON.parse(lines[count - 1]!)).toMatchObject({ id: valid15, valid: true, birth: '1980-01-01' });
  });

  it('--stdin without --json prints one plain line per ID', async () => {
    const result = await runOffline(['idcard', '--stdin', ...today], {
      input: `${valid18}\n${badChecksum}\n`,
    });
    expect(result.exitCode).toBe(1);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('valid');
    expect(lines[1]).toContain('checksum');
  });

  it('prints nothing and exits 0 on empty stdin', async () => {
    const result = await runOffline(['idcard', '--stdin', '--json'], { input: '' });
    expect(result).toEqual({ exitCode: 0, stdout: '', stderr: '' });
  });
});
