import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { invokedCommand } from '../../cli/src/factory.ts';
import { run } from '../../cli/src/main.ts';

describe('only the invoked top-level command is built', () => {
  it.each([
    [['param', 'list'], 'param'],
    [['--json', 'user', 'get', '1'], 'user'],
    [['--profile', 'prod', 'dict', 'list'], 'dict'],
    [['--profile=prod', 'dict'], 'dict'],
    [['help', 'tenant'], 'tenant'],
    [['help'], undefined],
    [['--version'], undefined],
    [[], undefined],
    [['--', 'param'], undefined],
  ])('%j runs %s', (args, expected) => {
    expect(invokedCommand(args)).toBe(expected);
  });

  it('the help of a resource still lists its sub-commands, and a typo still gets its suggestion', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const sink = (into: string[]) =>
      new Writable({
        write(chunk, _encoding, callback) {
          into.push(String(chunk));
          callback();
        },
      });
    const io = {
      stdin: process.stdin,
      stdout: sink(out),
      stderr: sink(err),
      isStdoutTTY: false,
      isStdinTTY: false,
      env: {},
    };
    expect(await run(['help', 'tenant'], io)).toBe(0);
    expect(out.join('')).toMatch(/list \[options\][\s\S]*submit/);
    expect(await run(['tenant', 'lst'], io)).toBe(2);
    expect(err.join('')).toContain('Did you mean list?');
  });
});
