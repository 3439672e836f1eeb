import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 27 stage 5: screens read data through the kit's hooks and the context client
// (useClient()), never the module-singleton client in web/src/app/runtime.
// This is a SHRINKING allow-list of the files not yet moved: remove a file when it
// is converted; adding a file here is not allowed. When the list is empty the test
// states the final rule: no file under web/src/screens imports app/runtime.
const NOT_YET_MOVED = [
  'web/src/screens/CodeScreen.tsx',
  'web/src/screens/DictLayoutScreen.tsx',
  'web/src/screens/NoticeEditor.tsx',
  'web/src/screens/NoticeScreen.tsx',
  'web/src/screens/PhoneBinding.tsx',
  'web/src/screens/ProfileScreen.tsx',
  'web/src/screens/RegionScreen.tsx',
  'web/src/screens/RoleScreen.tsx',
  'web/src/screens/StorageScreens.tsx',
  'web/src/screens/TenantScreen.tsx',
  'web/src/screens/TopMenuScreen.tsx',
  'web/src/screens/UserPickers.tsx',
  'web/src/screens/UserScreen.tsx',
  'web/src/screens/menu-names.ts',
  'web/src/screens/upload.ts',
  'web/src/screens/workflow/DeployDialog.tsx',
  'web/src/screens/workflow/FlowAdmin.tsx',
  'web/src/screens/workflow/LeavePages.tsx',
  'web/src/screens/workflow/LeaveParts.tsx',
  'web/src/screens/workflow/WorkLists.tsx',
];

const root = join(import.meta.dirname, '..', '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const importsRuntime = /from\s+['"][^'"]*app\/runtime(\.ts)?['"]|import\(\s*['"][^'"]*app\/runtime/;

describe('screens do not import the singleton client', () => {
  const offenders = files(join(root, 'web/src/screens'))
    .filter((path) => importsRuntime.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();

  it('no file outside the shrinking allow-list imports app/runtime', () => {
    expect(offenders.filter((path) => !NOT_YET_MOVED.includes(path))).toEqual([]);
  });

  it('the allow-list only names files that still import it (remove converted files)', () => {
    expect(NOT_YET_MOVED.filter((path) => !offenders.includes(path))).toEqual([]);
  });
});
