// @vitest-environment happy-dom
import { hasDetailCall, readsRecord } from '@nbxt/core/crud/client.ts';
import { MODULES } from '@nbxt/core/modules/index.ts';
import { findOperation, operationPath } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModuleScreen } from '../../web/src/kit/ModuleScreen.tsx';
import type { Recorded } from '../core/fake-gateway.ts';
import { fakeGateway, renderWith, setupTexts } from './kit/harness.tsx';
import { page } from './kit/synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

/**
 * The rule over every detail page the modules declare: the page loads its own record through its entry's
 * detail call with the record's id (the drain detail: drain/detail/{id}), else, for an entry without one,
 * through its list filtered by the id; reads what its lookups add (the drain's check, detail/check/{id});
 * and lists the related records by their link to it.
 */
const pages = MODULES.flatMap((m) =>
  m.screens
    .filter((s) => s.view === 'detail' && s.resource && registry[s.resource])
    .map((s) => ({ module: m.name, screen: s, spec: registry[s.resource!]! })),
);

const ID = '1800000000000000001';

/** The call's address with the id in its path parameters (`detail/{id}`). */
const pathWithId = (spec: ResourceSpec, name: string) =>
  `/api${operationPath(spec, findOperation(spec, name)!).replace(/\{\w+\}/g, ID)}`;

/** Whether a request carries the id: in its path, its query or its JSON body. */
const carries = (req: Recorded, name: string, value: string) =>
  req.url.pathname.split('/').includes(value) ||
  req.url.searchParams.get(name) === value ||
  (req.body !== undefined && String(req.body).includes(`"${name}":"${value}"`));

describe('every detail page reads its own record, its lookups and its related lists', () => {
  it('covers the drain detail, its check and a page of every module that declares one', () => {
    const drain = pages.find((p) => p.screen.path === '/drainage/drainageDrainDetail')!;
    expect(pathWithId(drain.spec, 'detail')).toBe(`/api/drainage/drain/detail/${ID}`);
    expect(drain.screen.lookups?.map((l) => pathWithId(drain.spec, l.operation))).toEqual([
      `/api/drainage/drain/detail/check/${ID}`,
    ]);
    expect(pages.length).toBeGreaterThan(15);
  });

  it('fetches a customer’s contacts and addresses in pages of 99 (§9), as its related lists declare', () => {
    const customer = pages.find((p) => p.screen.path === '/crm/nbxtCrmCustomerDetail')!;
    const sizes = Object.fromEntries((customer.screen.related ?? []).map((r) => [r.resource, r.pageSize]));
    expect(sizes).toMatchObject({ 'crm-contact': 99, 'crm-address': 99 });
  });

  it('declares lookups that are reads of the entry taking the record’s id', () => {
    for (const { screen: s, spec } of pages)
      for (const lookup of s.lookups ?? []) {
        const op = findOperation(spec, lookup.operation);
        expect(op?.safe, `${s.path} ${lookup.operation}`).toBe(true);
        expect(Object.keys(op!.params), `${s.path} ${lookup.operation}`).toContain(spec.idField);
        for (const name of lookup.fields ?? []) expect(spec.fields.map((f) => f.name)).toContain(name);
      }
  });

  it.each(pages.filter((p) => readsRecord(p.spec)).map((p) => [p.screen.path, p] as const))(
    '%s',
    async (_path, { module, screen: s, spec }) => {
      const record = { [spec.idField]: ID };
      const gateway = fakeGateway(
        {},
        {
          otherwise: (req) => {
            if (req.url.pathname.endsWith('/dictionary/all')) return {};
            // Lists (the related ones, or the entry's own read by the id) hold the record; a read of one,
            // the record.
            if (/\/(list|page)$/.test(req.url.pathname)) return page([record]);
            return req.method === 'GET' || req.method === 'POST' ? record : true;
          },
        },
      );
      renderWith(gateway, <ModuleScreen module={module} screen={s} params={{ id: ID }} title="详情页" />);
      await screen.findByRole('heading', { name: '详情页' });
      await waitFor(() => {
        if (hasDetailCall(spec)) {
          const op = findOperation(spec, 'detail')!;
          const sent = gateway.requests.filter(
            (r) => r.method === op.method && r.url.pathname === pathWithId(spec, 'detail'),
          );
          expect(sent.length, `${op.method} ${pathWithId(spec, 'detail')}`).toBeGreaterThan(0);
          const param = Object.keys(op.params).find((name) => name !== 'current' && name !== 'size');
          expect(sent.some((r) => carries(r, param ?? spec.idField, ID))).toBe(true);
        } else {
          expect(gateway.requests.some((r) => carries(r, `${spec.idField}_equal`, ID))).toBe(true);
        }
        for (const lookup of s.lookups ?? [])
          expect(gateway.requests.some((r) => r.url.pathname === pathWithId(spec, lookup.operation))).toBe(
            true,
          );
        for (const link of s.public ? [] : (s.related ?? [])) {
          const linked = gateway.requests.filter(
            (r) => carries(r, `${link.field}_equal`, ID) || carries(r, link.field, ID),
          );
          expect(linked.length, `${link.resource} by ${link.field}`).toBeGreaterThan(0);
          // In pages of the size the spec fixes for it (a customer's contacts: 99).
          if (link.pageSize)
            expect(linked.map((r) => r.url.searchParams.get('size'))).toContain(String(link.pageSize));
        }
      });
    },
  );
});
