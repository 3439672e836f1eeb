// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { isRefused } from '@nbxt/core/http/errors.ts';
import { CONSOLE_MODULES } from '@nbxt/core/modules/index.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { changeGrant, type Holder, isRead } from '@nbxt/core/resources/grants.ts';
import { allOperations, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { ReplyKind, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { act, cleanup, fireEvent } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_MODULE_GROUP } from '../../../web/src/app/group-pages.ts';
import { gatedClient } from '../../../web/src/kit/gated-client.ts';
import { ButtonPermissions, mayCallOf } from '../../../web/src/kit/permissions.tsx';
import type { ModuleGroupScreen } from '../../../web/src/kit/registry-group.tsx';
import { fakeGateway, renderWith, setupTexts, untilStill } from './harness.tsx';

/**
 * platform.md §6, as rules of the kit: every change a screen sends goes through the client the shell gates
 * by core's one declaration (grants.ts), and no screen — the kit's and every custom one, platform and
 * modules — offers a control that sends a change the role is not granted.
 */

const NOBODY: Holder = { signedIn: true, roleAliases: ['clerk'], holds: () => false };
const ID = '1900000000000000001';

// Mantine's autosizing textarea listens for web fonts loading (happy-dom has none), and a print button
// calls the browser's print (happy-dom has none: each press logged a TypeError); put back after.
const hadFonts = 'fonts' in document;
const hadPrint = 'print' in window;
beforeAll(async () => {
  await setupTexts();
  (document as { fonts?: unknown }).fonts ??= { addEventListener() {}, removeEventListener() {} };
  window.print ??= () => {};
});
afterAll(() => {
  if (!hadFonts) delete (document as { fonts?: unknown }).fonts;
  if (!hadPrint) delete (window as { print?: unknown }).print;
});
afterEach(cleanup);

/** Every change of the registry (standard and own, platform and modules) granted by a button or a role. */
const changes = Object.values(registry).flatMap((spec) =>
  Object.entries(allOperations(spec)).flatMap(([name, op]) => {
    const grant = changeGrant(spec, name);
    return grant && !isRead(op) && grant.kind !== 'public' && grant.kind !== 'signed-in'
      ? [{ spec, name, grant }]
      : [];
  }),
);

describe('the gated client (what every screen below the shell sends through)', () => {
  it('refuses every change of the registry without its grant before sending it, as the server would', async () => {
    const gateway = fakeGateway({}, { signedIn: true, otherwise: () => true });
    const heard: string[] = [];
    const client = gatedClient(gateway.client, mayCallOf(NOBODY), (spec, name) =>
      heard.push(`${spec.name}.${name}`),
    );
    const wrong: string[] = [];
    for (const { spec, name } of changes) {
      const api = client.resource(spec);
      const op = allOperations(spec)[name]!;
      const sent = op.download
        ? api.download(name, {})
        : op.args === 'multipart'
          ? api.upload(name, [])
          : api.send(name, {});
      const error = await sent.then(
        () => undefined,
        (e: unknown) => e,
      );
      if (!isRefused(error)) wrong.push(`${spec.name}.${name}`);
    }
    expect(wrong).toEqual([]);
    expect(gateway.requests).toEqual([]);
    expect(heard).toHaveLength(changes.length);
  });

  it('lets the same calls go with the grant (an administrator holds them all)', async () => {
    const gateway = fakeGateway({}, { signedIn: true, otherwise: () => true });
    const admin: Holder = { signedIn: true, roleAliases: ['administrator'], holds: () => true };
    const client = gatedClient(gateway.client, mayCallOf(admin));
    const removable = changes.filter(
      ({ spec, name }) => name === 'remove' && spec.standard.includes('remove'),
    );
    for (const { spec } of removable) await client.resource(spec).remove([ID]);
    expect(gateway.requests).toHaveLength(removable.length);
  });

  it('checks an edit by the edit button and an add by the add button', async () => {
    const notice = registry.notice!;
    const add = changeGrant(notice, 'submit', false);
    const holder: Holder = {
      signedIn: true,
      roleAliases: ['clerk'],
      holds: (code) => add?.kind === 'button' && code === add.code,
    };
    const gateway = fakeGateway({}, { signedIn: true, otherwise: () => true });
    const client = gatedClient(gateway.client, mayCallOf(holder));
    await client.resource(notice).submit({ title: 'new' });
    const edit = await client
      .resource(notice)
      .submit({ id: ID, title: 'changed' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(isRefused(edit)).toBe(true);
    expect(gateway.requests.map((r) => JSON.parse(r.body ?? '{}').id)).toEqual([undefined]);
  });
});

/** The group file a module's routes load (web/src/app/group-pages.ts): its own, else the generic one. */
const groupFile = (module: string) => {
  const own = `web/src/screens/groups/${module}.tsx`;
  return existsSync(own) ? own : `web/src/screens/groups/${GENERIC_MODULE_GROUP}.tsx`;
};

/** A screen that throws on the fake data is reported, not fatal: its name says which. */
class Caught extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A generic record: every screen finds something to show and act on. */
const RECORD = { id: ID, roleId: ID, name: '记录', title: '记录', status: 1, tenantId: '000000' };

/** Every operation of the registry by method and path, to answer a call in the shape its reply kind says. */
const declared = Object.values(registry).flatMap((spec) =>
  Object.entries(allOperations(spec)).map(([name, op]) => ({
    spec,
    name,
    op,
    method: op.method,
    pattern: new RegExp(
      `^/api${operationPath(spec, op)
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
    ),
  })),
);
const declaredOf = (method: string, path: string) =>
  declared.filter((d) => d.method === method && d.pattern.test(path)).map((d) => d.op);

const PAGE = { records: [RECORD], total: 1, size: 10, current: 1, pages: 1 };
const BY_KIND: Partial<Record<ReplyKind, unknown>> = {
  page: PAGE,
  record: RECORD,
  records: [RECORD],
  tree: [{ ...RECORD, children: [] }],
  flag: true,
  figures: {},
  chart: [],
  value: '1',
};
const answer = (method: string, path: string) => {
  const kind = declaredOf(method, path)[0]?.reply;
  if (kind && Object.hasOwn(BY_KIND, kind)) return BY_KIND[kind];
  return /lazy/i.test(path) ? [RECORD] : /list|page/i.test(path) ? PAGE : RECORD;
};

/**
 * Whether a request is one any signed-in user may send: a read some operation of the registry declares (a
 * POST page, a statistics call), or a change granted to everyone signed in (one's own profile).
 */
const openToAll = (method: string, path: string) =>
  method === 'GET' ||
  declared.some(
    (d) =>
      d.method === method &&
      d.pattern.test(path) &&
      (d.op.safe || ['signed-in', 'public'].includes(changeGrant(d.spec, d.name)?.kind ?? '')),
  );

const enabledButtons = (): HTMLElement[] =>
  [...document.body.querySelectorAll<HTMLElement>('button, [role="menuitem"]')].filter(
    (b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true',
  );

/**
 * Every enabled control of the screen pressed, then every control of what it opened (a confirmation, a
 * dialog, a menu), and every form submitted: the gate hears of any change one would send.
 */
async function pressEverything(requests: readonly unknown[]): Promise<void> {
  const seen = new Set<string>();
  for (let round = 0; round < 2; round++) {
    for (const button of enabledButtons()) {
      const key = `${button.textContent}|${button.getAttribute('aria-label')}`;
      if (seen.has(key) || !button.isConnected) continue;
      seen.add(key);
      // The print and a link out leave the page: not changes.
      if (button.closest('[data-no-crawl]')) continue;
      fireEvent.click(button);
      await act(async () => {});
    }
    await untilStill(requests);
    for (const form of document.body.querySelectorAll('form')) fireEvent.submit(form);
    await untilStill(requests);
  }
}

interface CustomScreen {
  module: string;
  screen: ScreenSpec;
}

/** Every custom screen, once per component (a group's custom key; the designer serves four routes). */
const customScreens: CustomScreen[] = [
  ...new Map(
    CONSOLE_MODULES.flatMap((m) =>
      m.screens
        .filter((s) => s.view === 'custom' && s.custom)
        .map((screen) => [`${groupFile(m.name)}|${screen.custom}`, { module: m.name, screen }] as const),
    ),
  ).values(),
];

describe('no custom screen offers a change without its grant', () => {
  it('finds the custom screens of every module, platform and business', () => {
    expect(changes.length).toBeGreaterThan(200);
    expect(customScreens.length).toBeGreaterThan(30);
  });

  it.each(customScreens.map((c) => ({ ...c, name: `${c.module} ${c.screen.path}` })))(
    '$name, as a role holding nothing',
    async ({ module, screen }) => {
      const group = ((await import(`../../../${groupFile(module)}`)) as { default: ModuleGroupScreen })
        .default;
      const gateway = fakeGateway(
        {},
        { signedIn: true, otherwise: (req) => answer(req.method, req.url.pathname) },
      );
      const ungated: string[] = [];
      const crashed: unknown[] = [];
      const Group = group;
      renderWith(
        gateway,
        <ButtonPermissions
          holder={NOBODY}
          ungated={(spec: ResourceSpec, name) => ungated.push(`${spec.name}.${name}`)}
        >
          <Caught onError={(error) => crashed.push(error)}>
            <Group module={module} screen={screen} params={{ id: ID, roleId: ID, module: 'crm' }} />
          </Caught>
        </ButtonPermissions>,
      );
      await untilStill(gateway.requests);
      // The screen renders on the fake data; pressing everything in any order may break it (a designer's
      // field dropped anywhere), which stops the presses but is no failure of the gate.
      expect(crashed.map(String), 'the screen renders').toEqual([]);
      await pressEverything(gateway.requests);
      expect(ungated, 'changes offered without their grant').toEqual([]);
      // What bypasses the gated client (a raw call) must not change anything either.
      const writes = gateway.requests.filter((r) => !openToAll(r.method, r.url.pathname));
      expect(writes.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([]);
    },
    60_000,
  );
});
