/** `--stdin` modes answer each line as soon as it is read (cli/src/lines.ts), for every command using it. */
import { describe, expect, it } from 'vitest';
import { startCli } from '../helpers/cli.ts';

const request = (expression: string) =>
  JSON.stringify({ expression, count: 1, from: '2026-01-01T00:00:00Z', tz: 'UTC' });

describe('--stdin answers a line before the next one is sent', () => {
  it('nbxt cron next --stdin --json, blank lines included', async () => {
    const cli = startCli(['cron', 'next', '--stdin', '--json', '--lang', 'en']);
    cli.send(request('0 * * * * ?'));
    expect(JSON.parse(await cli.nextLine())).toEqual({
      expression: '0 * * * * ?',
      valid: true,
      next: ['2026-01-01T00:01:00Z'],
    });
    cli.send(request('0 0 12 * * ?'));
    expect(JSON.parse(await cli.nextLine()).next).toEqual(['2026-01-01T12:00:00Z']);
    cli.send('   ');
    expect(JSON.parse(await cli.nextLine())).toEqual({
      valid: false,
      error: 'the line is empty, not a request',
    });
    expect(await cli.end()).toEqual({ exitCode: 1, stderr: '' });
  });

  it('nbxt idcard --stdin --json, an empty line being an empty ID', async () => {
    const cli = startCli(['idcard', '--stdin', '--json', '--today', '2026-01-01']);
    cli.send('11010519491231002X');
    expect(JSON.parse(await cli.nextLine())).toMatchObject({ id: '11010519491231002X', valid: true });
    cli.send('');
    expect(JSON.parse(await cli.nextLine())).toMatchObject({ id: '', valid: false, error: '身份证为必填项' });
    expect((await cli.end()).exitCode).toBe(1);
  });

  it('ends quietly when the reader goes away (| head -1)', async () => {
    const cli = startCli(['cron', 'next', '--stdin', '--json']);
    cli.send(request('0 * * * * ?'));
    await cli.nextLine();
    cli.closeStdout();
    for (let i = 0; i < 2000; i++) cli.send(request(`${i % 60} * * * * ?`));
    expect(await cli.end()).toEqual({ exitCode: 0, stderr: '' });
  });
});
