// @vitest-environment happy-dom
import { ownListOperation, saveCall } from '@nbxt/core/crud/client.ts';
import { MODULES } from '@nbxt/core/modules/index.ts';
import { operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

/**
 * The rule over the whole registry (business-modules.md §7: a submit or save takes the entity "for both add
 * and update"): every list screen of a module whose entry has a call that adds and edits it (core's
 * saveCall: BladeX's standard submit, or the module's own save, as drains, shops and the labor
 * inspections have it) offers 新增 above the list and 编辑 on its rows; a list of an entry without one
 * offers neither.
 */
const lists = MODULES.flatMap((m) =>
  m.screens
    .filter((s) => s.view === 'list' && !s.public && s.resource && registry[s.resource])
    .map((s) => ({ module: m.name, screen: s, spec: registry[s.resource!]! })),
);

/** The path the list of an entry is read from (its own list call, else the standard one). */
function listPath(spec: ResourceSpec): string {
  const own = ownListOperation(spec);
  const path = operationPath(spec, own ? spec.operations[own]! : { path: spec.list.path });
  // A list named by the route's record (`list/{id}`) is matched up to it.
  return `/api${path.replace(/\{\w+\}.*$/, '')}`;
}

const ROW_ID = '1800000000000000001';

/** A record's id for each parameter of a route (`:contractId` of a contract's changes). */
const routeParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, '1800000000000000002']));

describe('a list offers 新增 and 编辑 exactly when its entry can be saved', () => {
  it('covers the spec’s examples: drains, shops and labor inspections', () => {
    const saved = lists.filter((l) => saveCall(l.spec)).map((l) => l.screen.path);
    expect(saved).toEqual(
      expect.arrayContaining([
        '/drainage/drainageDrain',
        '/drainage/drainageShop',
        '/labor/laborInspectionInfo',
      ]),
    );
    // Drains and shops save through the spec's own save calls (drain/save, shop/save).
    expect(saveCall(registry['drainage-drain']!)).toBe('save');
    expect(registry['drainage-shop']!.operations[saveCall(registry['drainage-shop']!)!]!.path).toBe('save');
  });

  it.each(lists.map((l) => [l.screen.path, l] as const))('%s', async (_path, { module, screen: s, spec }) => {
    const row = { [spec.idField]: ROW_ID };
    const own = ownListOperation(spec);
    const paged = own ? spec.operations[own]!.reply === 'page' : spec.list.style.startsWith('page');
    const gateway = fakeGateway(
      {},
      {
        otherwise: (req) => {
          if (req.url.pathname.startsWith(listPath(spec))) return paged ? page([row]) : [row];
          if (req.url.pathname.endsWith('/dictionary/all')) return {};
          return req.method === 'GET' ? [] : true;
        },
      },
    );
    renderWith(
      gateway,
      <ModuleScreen module={module} screen={s} params={routeParams(s.path)} title="列表" />,
    );
    // The rows' actions come in the list's second pass: waited for by their text (a role query on every
    // change of the page was a fifth of the file's time), then found by role.
    const [view] = await waitFor(() => {
      screen.getAllByText('查看');
      return screen.getAllByRole('button', { name: '查看' });
    });
    const bodyRow = view!.closest('tr')!;
    const savable = saveCall(spec) !== undefined;
    // A screen may lead to a form page of its own instead (a report template's 新增 and 编辑 links).
    const linked = (s.links ?? []).some((link) => link.text.zh === '新增');
    // A link to a form page is a link (it opens the page), an add of the list's own a button.
    const add =
      screen.queryByRole('button', { name: '新增' }) ?? screen.queryByRole('link', { name: '新增' });
    expect(add !== null).toBe(savable || linked);
    if (!linked) expect(within(bodyRow).queryByRole('button', { name: '编辑' }) !== null).toBe(savable);
  });
});
