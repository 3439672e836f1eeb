import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileStore } from '../../cli/src/config.ts';
import { StateFile } from '../../cli/src/export/state-file.ts';
import { STATE_FILE } from '../../core/src/export/names.ts';
import { ManualClock } from '../helpers/manual-clock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nbxt-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the batch state file', () => {
  it('gathers changes: a burst of finished entries is written once per interval, not once per entry', async () => {
    const dir = tempDir();
    const clock = new ManualClock(0);
    const written: number[] = [];
    let finished = 0;
    const state = new StateFile(
      dir,
      () => {
        written.push(finished);
        return `${JSON.stringify({ finished })}\n`;
      },
      50,
      clock,
    );
    // One entry finishes every millisecond for 200 ms.
    for (let i = 0; i < 200; i++) {
      finished++;
      state.changed();
      clock.advance(1);
      await state.settled();
    }
    await state.close();
    // The first change is written at once, the next ones at most every 50 ms, the rest on close.
    expect(written).toEqual([1, 51, 101, 151, 200]);
    expect(JSON.parse(readFileSync(join(dir, STATE_FILE), 'utf8'))).toEqual({ finished: 200 });
    expect(readdirSync(dir)).toEqual([STATE_FILE]);
  });

  it('writes nothing when nothing changed, and reports a failed write on flush', async () => {
    const dir = tempDir();
    let writes = 0;
    const quiet = new StateFile(dir, () => `${writes++}`, 10);
    await quiet.close();
    expect(writes).toBe(0);
    const gone = join(dir, 'gone');
    const failing = new StateFile(gone, () => '{}', 10);
    failing.changed();
    await expect(failing.close()).rejects.toThrow(/ENOENT/);
  });
});

describe('profiles', () => {
  it('are read again when another process changed the file (and only then)', async () => {
    const dir = tempDir();
    const store = await ProfileStore.open({ NBXT_CONFIG_DIR: dir }, undefined);
    const profile = {
      server: 'http://a',
      tenant: '000000',
      clientId: 'c',
      clientSecret: 's',
      apiPrefix: true,
    };
    store.save(profile);
    expect(store.profile()?.server).toBe('http://a');
    const other = await ProfileStore.open({ NBXT_CONFIG_DIR: dir }, undefined);
    other.save({ ...profile, server: 'http://b' });
    expect(store.profile()?.server).toBe('http://b');
    writeFileSync(store.path, JSON.stringify({ profiles: { default: { ...profile, server: 'http://c' } } }));
    expect(store.profile()?.server).toBe('http://c');
  });
});
