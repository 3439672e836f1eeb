import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryScreens } from '../../core/src/resources/entry-screens.ts';
import { isPublicOperation } from '../../core/src/resources/grants.ts';
import { allOperations, operationPath } from '../../core/src/resources/operations.ts';
import { registry } from '../../core/src/resources/registry.ts';
import { type Api, basic, openApi } from './helpers.ts';

/**
 * platform.md §2.1, from core's one rule (grants.ts `isPublicOperation`): generated over every operation of
 * the registry, what it declares public is served without a token and everything else asks for one (401).
 */

const screens = entryScreens();
const cases = Object.values(registry).flatMap((spec) =>
  Object.entries(allOperations(spec)).map(([name, op]) => ({
    id: `${spec.name}.${name}`,
    method: op.method,
    path: operationPath(spec, op).replace(/\{\w+\}/g, '0'),
    body: op.args === 'body',
    public: isPublicOperation(spec, name, screens),
  })),
);
/** A request that names operations of both kinds (views of one backend resource) says nothing of either. */
const kinds = new Map<string, Set<boolean>>();
for (const c of cases) {
  const key = `${c.method} ${c.path}`;
  kinds.set(key, (kinds.get(key) ?? new Set()).add(c.public));
}
const plain = cases.filter((c) => kinds.get(`${c.method} ${c.path}`)!.size === 1);

/**
 * Calls a gateway answers before any token is read, whatever the registry says (bladex-contract.md): the
 * sign-in page's tenant lookup, a guest's registration and a phone code to sign in with.
 */
const BEFORE_SIGN_IN = new Set([
  'GET /blade-system/tenant/info',
  'POST /blade-user/register-guest',
  'POST /blade-resource/sms/endpoint/send-validate',
]);

let api: Api;
beforeAll(async () => {
  api = await openApi();
});
afterAll(async () => {
  await api.sandbox.close();
});

async function anonymous(c: (typeof cases)[number]): Promise<number> {
  const headers: Record<string, string> = { Authorization: basic() };
  if (c.body) headers['Content-Type'] = 'application/json';
  const res = await api.fetch(`/api${c.path}`, {
    method: c.method,
    headers,
    body: c.body ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('calls without a token, by the public rule of core', () => {
  it('names public operations of both kinds: declared public, and the reads of public screens', () => {
    const open = cases.filter((c) => c.public).map((c) => c.id);
    expect(open).toContain('labor-inspection.detail');
    expect(open).toContain('safety-manage-ir-danger-source-identify.list');
    expect(open.length).toBeGreaterThan(10);
    expect(cases.length - open.length).toBeGreaterThan(500);
  });

  it('serves every operation declared public without a token', async () => {
    const refused: string[] = [];
    for (const c of plain.filter((c) => c.public))
      if ((await anonymous(c)) === 401) refused.push(`${c.id} ${c.method} ${c.path}`);
    expect(refused).toEqual([]);
  }, 120_000);

  it('refuses every other operation without a token (401)', async () => {
    const served: string[] = [];
    for (const c of plain.filter((c) => !c.public && !BEFORE_SIGN_IN.has(`${c.method} ${c.path}`))) {
      const status = await anonymous(c);
      if (status !== 401) served.push(`${c.id} ${c.method} ${c.path}: ${status}`);
    }
    expect(served).toEqual([]);
  }, 300_000);
});
