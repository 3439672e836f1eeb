// @vitest-environment happy-dom
import { hasDetailCall, ownListOperation } from '@nbxt/core/crud/client.ts';
import { MODULES } from '@nbxt/core/modules/index.ts';
import { dateTimeText } from '@nbxt/core/resources/date-format.ts';
import { operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import { inTimeZone } from '../helpers/clock-zone.ts';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

/**
 * Every time in the user's zone and the console's format, over every list and detail screen the modules
 * declare: a backend that sends its times as ISO-8601 instants (2026-11-29T02:00:00Z) gets them shown as
 * 2026-11-29 10:00:00 to a user in Shanghai; no cell shows an ISO or GMT text.
 */
inTimeZone('Asia/Shanghai');
beforeAll(setupTexts);
// Every list and detail screen of the modules, whole: a loaded machine takes its time over some.
vi.setConfig({ testTimeout: 60_000 });
afterAll(() => vi.resetConfig());
afterEach(cleanup);

const ID = '1800000000000000001';
const INSTANT = Date.UTC(2026, 10, 29, 2, 0, 0);
const ISO = new Date(INSTANT).toISOString();
/** What the user in Shanghai reads (UTC+8), worked out apart from the console's formatter. */
const SHANGHAI = dateTimeText(INSTANT, 8 * 3_600_000);
const RAW = /\d{4}-\d{2}-\d{2}T\d{2}|GMT/;
/** A cell showing the instant: a date-time's text, or a date's day. */
const SHOWN = (text: string) => text === SHANGHAI || text === SHANGHAI.slice(0, 10);

/** A field holding a time: declared a date or date-time, or named as one (createTime kept as text). */
const isTime = (f: FieldSpec) => f.type === 'date' || f.type === 'datetime' || /(Time|Date)$/.test(f.name);
const timed = (spec: ResourceSpec) => spec.fields.filter((f) => isTime(f) && !f.dict && !f.choices);

/** A record whose every time is the instant as an ISO text. */
const record = (spec: ResourceSpec) => ({
  [spec.idField]: ID,
  ...Object.fromEntries(timed(spec).map((f) => [f.name, ISO])),
});

const screens = (view: 'list' | 'detail') =>
  MODULES.flatMap((m) =>
    m.screens
      .filter((s) => s.view === view && s.resource && registry[s.resource])
      .filter((s) => timed(registry[s.resource!]!).some((f) => view === 'detail' || f.list))
      .map((s) => ({ module: m.name, screen: s, spec: registry[s.resource!]! })),
  );

function gatewayFor(spec: ResourceSpec) {
  const row = record(spec);
  const own = ownListOperation(spec);
  const paged = own ? spec.operations[own]!.reply === 'page' : spec.list.style.startsWith('page');
  const path = `/api${operationPath(spec, own ? spec.operations[own]! : { path: spec.list.path }).replace(/\{\w+\}.*$/, '')}`;
  return fakeGateway(
    {},
    {
      signedIn: true,
      otherwise: (req) => {
        if (req.url.pathname.endsWith('/dictionary/all')) return {};
        if (req.url.pathname.startsWith(path) || /\/(list|page)$/.test(req.url.pathname))
          return paged ? page([row]) : [row];
        return req.method === 'GET' || req.method === 'POST' ? row : true;
      },
    },
  );
}

const routeParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, ID]));

describe('times are shown in the user’s zone and the console’s format', () => {
  it('covers the lists and details of the modules that show times', () => {
    expect(screens('list').length).toBeGreaterThan(40);
    expect(screens('detail').length).toBeGreaterThan(10);
  });

  it.each(screens('list').map((l) => [l.screen.path, l] as const))('list %s', async (_p, l) => {
    renderWith(
      gatewayFor(l.spec),
      <ModuleScreen module={l.module} screen={l.screen} params={routeParams(l.screen.path)} title="列表" />,
    );
    const cells = await screen.findAllByText(SHOWN, undefined, { timeout: 10_000 });
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of document.querySelectorAll('td, th')) expect(cell.textContent).not.toMatch(RAW);
  });

  it.each(
    screens('detail')
      .filter((d) => hasDetailCall(d.spec) || d.spec.standard.includes('list'))
      .map((d) => [d.screen.path, d] as const),
  )('detail %s', async (_p, d) => {
    renderWith(
      gatewayFor(d.spec),
      <ModuleScreen
        module={d.module}
        screen={d.screen}
        params={{ id: ID, ...routeParams(d.screen.path) }}
        title="详情页"
      />,
    );
    await screen.findByRole('heading', { name: '详情页' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByText(SHOWN).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    expect(document.body.textContent).not.toMatch(RAW);
  });
});
