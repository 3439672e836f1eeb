// @vitest-environment happy-dom
import { existsSync } from 'node:fs';
import { CONSOLE_MODULES } from '@nbxt/core/modules/index.ts';
import { declaredScreen } from '@nbxt/core/modules/screens.ts';
import { ROUTE_TABLE } from '@nbxt/core/nav/route-table.ts';
import { act, cleanup, screen as page, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadGroupTexts } from '../../web/src/base/i18n.ts';
import { keys, store } from '../../web/src/base/runtime.ts';
import type { ModuleGroupScreen } from '../../web/src/kit/module-group.tsx';
import { setupDom } from './form-renderer/setup.tsx';
import { fakeGateway, renderWith, setupTexts, untilStill } from './kit/harness.tsx';
import { OWN_ID, rawCodes, rawLabels, registry, reply, showsOwnId, wireDetails } from './screen-samples.ts';

/**
 * People-facing text on the screens of their own (issue 30): every menu screen that a module's screen
 * group draws itself (a custom screen: users, roles, the workflow's lists, the safety screens, the
 * application forms…), rendered as its route renders it (its group's component) over records as the
 * gateway gives them, and the first record it opens read-only (its 查看 / 详情 dialog): no record id, no API
 * path, no raw code of a declared choice, no raw parameter name as a label. The generic screens are
 * screen-text.test.tsx's.
 */

// Every screen reaches the gateway through the client it is given (renderWith's); the runtime's stored
// token is there for the screens that ask whether someone is signed in.
beforeAll(async () => {
  await setupDom();
  await setupTexts();
  store.set(keys.accessToken, 'test-token');
});
afterEach(cleanup);
afterAll(() => {
  store.remove(keys.accessToken);
});

/** The screen groups' folder (a path from the repository: happy-dom's URL is not one node:fs reads). */
const GROUPS = 'web/src/screens/groups';

/**
 * A route group's component, as the console loads it (group-pages.ts: a module without a file has the
 * generic one; with the group's own texts).
 */
async function groupOf(name: string): Promise<ModuleGroupScreen> {
  const file = existsSync(`${GROUPS}/${name}.tsx`) ? name : 'modules';
  await loadGroupTexts(name);
  return (await import(`../../web/src/screens/groups/${file}.tsx`)).default as ModuleGroupScreen;
}

const routes = ROUTE_TABLE.flatMap((route) => {
  const view = route.view;
  if (view.kind !== 'module' || route.public || !view.screen.menu) return [];
  const declared = declaredScreen(view.module, view.screen, CONSOLE_MODULES);
  if (declared?.view !== 'custom') return [];
  return [{ name: `${view.module} ${route.path}`, route, module: view.module, declared }];
});

/** Waits until the screen is drawn, has sent its calls and no more come (its first data is drawn). */
async function settled(requests: readonly unknown[]) {
  // Drawn once its code is here: the page loader's fallback has gone (a screen without calls of its own
  // sends none to wait for).
  await waitFor(() => expect(document.querySelector('[data-loading]')).toBeNull());
  await untilStill(requests);
}

/** What a part of the page shows that people should not read. */
function findings(root: ParentNode, own: (typeof registry)[number] | undefined) {
  const allowed = own && showsOwnId(own) ? [OWN_ID] : [];
  return [
    ...wireDetails(root.textContent ?? '', allowed),
    ...(own ? rawCodes(root, own) : []),
    ...rawLabels(root),
  ];
}

describe('no record ids, API paths, raw codes or raw names on the screens of their own (issue 30)', () => {
  it('covers every custom menu screen of the route table', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes)('$name', async ({ route, module, declared }) => {
    const Group = await groupOf(route.group ?? module);
    const own = registry.find((spec) => spec.name === declared.resource);
    const gateway = fakeGateway(
      {},
      {
        signedIn: true,
        otherwise: (req) => (own ? reply(req.method, req.url.pathname.replace(/^\/api/, ''), own) : null),
      },
    );
    const path = route.path.replace(/:\w+/g, OWN_ID);
    window.history.replaceState(null, '', path);
    if (route.view.kind !== 'module') return;
    const view = renderWith(
      gateway,
      // As the shell's page loader does: the screen's lazily loaded parts suspend under it.
      <Suspense fallback={<p data-loading>…</p>}>
        <Group module={module} screen={route.view.screen} params={{}} title={declared.text.zh} />
      </Suspense>,
    );
    await settled(gateway.requests);
    expect(findings(view.container, own)).toEqual([]);
    // The first record opened read-only, where the screen offers it (its row's 查看 or 详情).
    const row = view.container.querySelector('tbody tr');
    const open =
      row &&
      (within(row as HTMLElement).queryByRole('button', { name: '查看' }) ??
        within(row as HTMLElement).queryByRole('button', { name: '详情' }));
    if (!open) return;
    await act(() => userEvent.click(open));
    const dialog = await page.findByRole('dialog', {}, { timeout: 3000 }).catch(() => undefined);
    await settled(gateway.requests);
    expect(findings(dialog ?? document.body, own)).toEqual([]);
  });
});
