// @vitest-environment happy-dom
import { ownListOperation } from '@nbxt/core/crud/client.ts';
import { PLATFORM_MODULES } from '@nbxt/core/modules/platform/index.ts';
import type { ScreenSpec } from '@nbxt/core/modules/types.ts';
import { operationPath } from '@nbxt/core/resources/operations.ts';
import { platformResource } from '@nbxt/core/resources/platform.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModuleGroupScreen } from '../../../web/src/kit/registry-group.tsx';
import type { Recorded } from '../../core/fake-gateway.ts';
import { fakeGateway, renderWith, setupTexts } from '../kit/harness.tsx';

/**
 * Every platform screen (system, dict, resource, develop, workflow, profile, notice, the lists), generated
 * over the platform modules: rendered through the kit's harness from its group, as its route renders it,
 * it sends its entry's first data call (a list screen: exactly the entry's list call, method, path and
 * paging). Each custom screen's own actions have their tests beside this one (platform-actions.test.tsx).
 */

beforeAll(async () => {
  await setupTexts();
  // happy-dom has no font set; Mantine's autosizing text areas (the leave pages) listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanup);

/** An empty answer of the shape the call asks for: a forest or list for tree/array calls, else a page. */
function emptyAnswer(req: Recorded): unknown {
  return /(tree|list|select|keys)$/i.test(req.url.pathname) && !/page|\/list$/.test(req.url.pathname)
    ? []
    : { records: [], total: 0, current: 1, size: 10, pages: 0 };
}

/** The list call of an entry as core's client makes it: its own list operation's, else the standard one. */
function listCall(spec: ResourceSpec): { method: string; path: string; paged: boolean } {
  const own = ownListOperation(spec);
  if (own) {
    const op = spec.operations[own]!;
    return { method: op.method, path: `/api${operationPath(spec, op)}`, paged: op.reply === 'page' };
  }
  const { style, path } = spec.list;
  return {
    method: style === 'page-post' ? 'POST' : 'GET',
    path: `/api${operationPath(spec, { path })}`,
    paged: style === 'page' || style === 'page-post',
  };
}

const cases = PLATFORM_MODULES.flatMap((module) =>
  module.screens.map((screen) => ({ module: module.name, path: screen.path, screen })),
);

async function renderScreen(module: string, screen: ScreenSpec) {
  const group = (
    (await import(`../../../web/src/screens/groups/${module}.tsx`)) as { default: ModuleGroupScreen }
  ).default;
  const gateway = fakeGateway({}, { signedIn: true, otherwise: emptyAnswer });
  const Group = group;
  renderWith(gateway, <Group module={module} screen={screen} params={{}} title={screen.text?.zh} />);
  return gateway;
}

describe('every platform screen renders from its declaration and asks for its data', () => {
  it('covers every platform module', () => {
    expect(new Set(cases.map((c) => c.module))).toEqual(new Set(PLATFORM_MODULES.map((m) => m.name)));
  });

  const withEntry = cases.filter((c) => c.screen.resource && platformResource(c.screen.resource));

  it.each(withEntry)('$module $path: its entry is called', async ({ module, screen }) => {
    const spec = platformResource(screen.resource!)!;
    const { requests } = await renderScreen(module, screen);
    const base = `/api${spec.path}/`;
    await waitFor(() => expect(requests.some((r) => r.url.pathname.startsWith(base))).toBe(true), {
      timeout: 5000,
    });
    if (screen.view !== 'list') return;
    // A generic list: exactly the entry's list call, first page.
    const call = listCall(spec);
    const sent = requests.find((r) => r.url.pathname === call.path);
    expect(sent?.method).toBe(call.method);
    if (call.paged) expect(sent?.url.searchParams.get('current')).toBe('1');
  });

  const withoutEntry = cases.filter((c) => !(c.screen.resource && platformResource(c.screen.resource)));

  it.each(withoutEntry)('$module $path: renders and calls only the gateway', async ({ module, screen }) => {
    const { requests } = await renderScreen(module, screen);
    await waitFor(() => expect(document.body.textContent ?? '').not.toBe(''));
    for (const r of requests) expect(r.url.pathname.startsWith('/api/')).toBe(true);
  });
});
