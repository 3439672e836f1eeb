// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { CONSOLE_MODULES } from '@nbxt/core/modules/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MODULE_GROUP } from '../../web/src/app/group-pages.ts';
import { FORM_REGISTRY } from '../../web/src/kit/form-registry.ts';
import { platformGroup } from '../../web/src/kit/platform-group.tsx';
import type { ModuleGroupScreen } from '../../web/src/kit/registry-group.tsx';
import { ownScreensGroup } from '../../web/src/kit/screen-group.tsx';
import { setupTexts } from './kit/harness.tsx';

/** The group file a module's routes load (web/src/app/group-pages.ts): its own, else the generic one. */
const groupFile = (module: string) => {
  const own = `web/src/screens/groups/${module}.tsx`;
  return existsSync(own) ? own : `web/src/screens/groups/${GENERIC_MODULE_GROUP}.tsx`;
};

/** The screens of a module its group would show as the generic module screen (not its own). */
const notOwn = (
  group: ModuleGroupScreen,
  screens: readonly { view: string; custom?: string; path: string }[],
) =>
  screens
    .filter((s) => s.view !== 'custom' || !s.custom || !group.customKeys.includes(s.custom))
    .map((s) => s.path);

/** The custom keys a group file's screen does not have, of those its module declares. */
const missingKeys = (group: ModuleGroupScreen, keys: readonly string[]) =>
  keys.filter((key) => !group.customKeys.includes(key));

beforeAll(setupTexts);

describe("every module's custom screens are its group's", () => {
  const declared = CONSOLE_MODULES.map((m) => ({
    module: m.name,
    keys: m.screens.flatMap((s) => (s.view === 'custom' && s.custom ? [s.custom] : [])),
  })).filter((m) => m.keys.length > 0);

  it.each(declared)('$module: each custom key is exported by its group', async ({ module, keys }) => {
    const group = ((await import(`../../${groupFile(module)}`)) as { default: ModuleGroupScreen }).default;
    expect(missingKeys(group, keys), groupFile(module)).toEqual([]);
  });

  it('flags a declared key the group lacks (the check bites)', () => {
    const group = platformGroup({ user: () => null });
    expect(missingKeys(group, ['user', 'users'])).toEqual(['users']);
  });

  it('has every screen of the modules a group without the generic module screen serves as its own', async () => {
    const without: string[] = [];
    for (const m of CONSOLE_MODULES) {
      const group = ((await import(`../../${groupFile(m.name)}`)) as { default: ModuleGroupScreen }).default;
      if (group.generic) continue;
      without.push(m.name);
      expect(notOwn(group, m.screens), groupFile(m.name)).toEqual([]);
    }
    expect(without).toContain('forms');
  });

  it('flags a screen a group of its own screens only would not have (the check bites)', () => {
    const group = ownScreensGroup(FORM_REGISTRY, { formDesigner: () => null });
    expect(group.generic).toBe(false);
    expect(
      notOwn(group, [
        { path: '/a', view: 'custom', custom: 'formDesigner' },
        { path: '/b', view: 'list' },
        { path: '/c', view: 'custom', custom: 'other' },
      ]),
    ).toEqual(['/b', '/c']);
  });

  it('declares every custom screen with a key', () => {
    for (const m of CONSOLE_MODULES)
      for (const s of m.screens)
        if (s.view === 'custom') expect(s.custom, `${m.name} ${s.path}`).toBeTruthy();
  });
});
