import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Json, openApi } from './helpers.ts';

/** A module role's tenants (forms-and-survey.md §7): added, listed by name, removed, as a store keeps them. */
describe('sandbox: the tenants a module role reaches', () => {
  let api: Api;
  let token: string;
  let roleId: string;
  const call = (method: string, path: string, body?: unknown) =>
    api.call(token, method, `/api/moduleRole/role${path}`, body);
  const listed = async (query = ''): Promise<Json[]> =>
    (await call('GET', `/tenantList?roleId=${roleId}&current=1&size=10${query}`)).json.data.records;

  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
    roleId = (await call('GET', '/list?module=contract')).json.data[0].id;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('lists a tenant once it is added, by its name, and searches by name', async () => {
    expect(await listed()).toEqual([]);
    expect((await call('POST', `/addTenant?roleId=${roleId}&roleTenantId=100001`)).json.success).toBe(true);
    // Added twice, listed once.
    await call('POST', `/addTenant?roleId=${roleId}&roleTenantId=100001`);
    const [link, ...more] = await listed();
    expect(more).toEqual([]);
    expect(link).toMatchObject({ roleId, tenantId: '100001' });
    expect(link!.tenantName).not.toBe('');
    expect(
      await listed(`&tenantName=${encodeURIComponent(String(link!.tenantName).slice(0, 2))}`),
    ).toHaveLength(1);
    expect(await listed(`&tenantName=${encodeURIComponent('不存在的租户')}`)).toEqual([]);
  });

  it('refuses a tenant that does not exist, with the reason', async () => {
    const reply = await call('POST', `/addTenant?roleId=${roleId}&roleTenantId=999999`);
    expect(reply.json.success).toBe(false);
    expect(reply.json.msg).toContain('999999');
  });

  it('removes a link by its id', async () => {
    const [link] = await listed();
    expect((await call('POST', `/removeTenant?ids=${link!.id}`)).json.success).toBe(true);
    expect(await listed()).toEqual([]);
  });
});
