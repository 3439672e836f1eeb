import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileStore } from '../../cli/src/config.ts';
import { StateFile } from '../../cli/src/export/state-file.ts';
import { STATE_FILE } from '../../core/src/export/names.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'nbxt-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the batch state file', () => {
  it('gathers changes: a burst of finished entries is written a few times, not once per entry', async () => {
    const dir = tempDir();
    let writes = 0;
    let finished = 0;
    const state = new StateFile(
      dir,
      () => {
        writes++;
        return `${JSON.stringify({ finished })}\n`;
      },
      50,
    );
    for (let i = 0; i < 200; i++) {
      finished++;
      state.changed();
      if (i % 20 === 0) await sleep(5);
    }
    await state.close();
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(20); // one per entry would be 200
    // The last write holds the last change, and no temp file is left.
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
