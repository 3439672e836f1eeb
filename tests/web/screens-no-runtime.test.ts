import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27: screens read data through the kit's hooks and the context client (useClient()), never the
// module-singleton client in web/src/base/runtime.ts; a failed call is shown by the console's one handler
// (kit/notices.ts notifyError, used by the kit's useTask / useRun), not by copies of it.

const root = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const rel = (path: string) => relative(root, path).split('\\').join('/');
const web = files(join(root, 'web/src')).map((path) => ({
  path: rel(path),
  text: readFileSync(path, 'utf8'),
}));

describe('screens do not import the singleton client', () => {
  it('`grep -rl "base/runtime" web/src/screens` is empty', () => {
    let out = '';
    try {
      out = execFileSync('grep', ['-rl', 'base/runtime', 'web/src/screens'], { cwd: root, encoding: 'utf8' });
    } catch (error) {
      // grep exits 1 when nothing matches: the rule holds.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(out.trim()).toBe('');
  });

  it('no file under web/src/screens imports it by any path (static or dynamic)', () => {
    const importsRuntime = /from\s+['"][^'"]*base\/runtime(\.ts)?['"]|import\(\s*['"][^'"]*base\/runtime/;
    const offenders = web.filter((f) => f.path.startsWith('web/src/screens/') && importsRuntime.test(f.text));
    expect(offenders.map((f) => f.path)).toEqual([]);
  });
});

describe('one failure handler in web', () => {
  const handler = 'web/src/kit/notices.ts';

  it('only the handler turns an error into a failure notice', () => {
    // errorText(...) shown in a red notification: the handler's body, written again.
    const copy =
      /notifications\.show\(\{\s*color:\s*'red',\s*message:\s*errorText\(|errorText\([^;]*\);\s*\n\s*if \(\w+\) notifications\.show\(\{\s*color:\s*'red'/;
    expect(web.filter((f) => f.path !== handler && copy.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('no mutation declares its own onError (the kit hooks own it)', () => {
    const own = /onError:\s*(\(|failed\.fail|\w+\.fail)/;
    const allowed = new Set(['web/src/kit/hooks.ts']);
    expect(web.filter((f) => !allowed.has(f.path) && own.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('the rule sees a copy when one is written', () => {
    const sample =
      "} catch (error) {\n  const text = errorText(error, t);\n  if (text) notifications.show({ color: 'red', message: text });\n}";
    expect(
      /errorText\([^;]*\);\s*\n\s*if \(\w+\) notifications\.show\(\{\s*color:\s*'red'/.test(sample),
    ).toBe(true);
  });
});

describe('no casts of lookups or replies in web', () => {
  it('no `call<T>` and no `Resource(...)!` (platformSpec names a platform entry typed)', () => {
    const cast = /\.call<|[rR]esource\([^()]*\)!/;
    expect(web.filter((f) => cast.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
