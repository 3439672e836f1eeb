/**
 * The desired-state commands' view (get, diff, apply) of a gateway: the few reads and writes they make, as a port so that the
 * planner and executor can be tested against an in-memory server. `bladeBackend` is the real one.
 */
import type { RoleGrant } from '../admin/role.ts';
import type { BladeClient } from '../client.ts';
import { exact } from '../crud/client.ts';
import { flattenForest } from '../crud/page.ts';
import { getResource } from '../resources/registry.ts';
import type { KindSpec } from './kinds.ts';
import type { GrantCatalog } from './model.ts';

type Row = Record<string, unknown>;

export interface GrantKeys {
  menu?: unknown;
  dataScope?: unknown;
  apiScope?: unknown;
}

export interface StateBackend {
  /** Every record of a kind in a tenant (tenant null: kinds that are not tenant-scoped). */
  list(spec: KindSpec, tenant: string | null): Promise<Row[]>;
  /** Records whose natural key is exactly `key` (a dictionary: its root and items, by `code`). */
  find(spec: KindSpec, tenant: string | null, key: string): Promise<Row[]>;
  submit(spec: KindSpec, tenant: string | null, record: Row): Promise<void>;
  remove(spec: KindSpec, tenant: string | null, id: string): Promise<void>;
  /** IDs of the menus, data scopes and API scopes granted to one role. */
  grantKeys(tenant: string | null, roleId: string): Promise<GrantKeys>;
  /** Every menu, data scope and API scope with its code. */
  catalog(): Promise<GrantCatalog>;
  grant(tenant: string | null, body: RoleGrant): Promise<void>;
}

/** The signed-in clients: one for the default tenant, others for tenants of a multi-tenant desired state. */
export interface StateTargets {
  defaultTenant: string;
  /** The client acting in `tenant`; throws when none is signed in there. */
  client(tenant: string): BladeClient;
}

/** Key field the list filter matches on (dictionaries are found by code, items included). */
const keyField = (spec: KindSpec) => (spec.shape === 'dict' ? 'code' : spec.key);

const LIST_PAGE_SIZE = 500;

export function bladeBackend(targets: StateTargets): StateBackend {
  const clientOf = (tenant: string | null) => targets.client(tenant ?? targets.defaultTenant);
  const resourceOf = (spec: KindSpec, tenant: string | null) => clientOf(tenant).resource(spec.resource);
  const codes = (rows: Row[], field: string) =>
    rows
      .filter((r) => r.id !== undefined && r[field] !== undefined && r[field] !== null && r[field] !== '')
      .map((r) => ({ id: String(r.id), code: String(r[field]) }));
  return {
    list: (spec, tenant) => resourceOf(spec, tenant).listAll({ size: LIST_PAGE_SIZE }),
    async find(spec, tenant, key) {
      const page = await resourceOf(spec, tenant).list({
        current: 1,
        size: LIST_PAGE_SIZE,
        filters: exact(keyField(spec), key),
      });
      return page.records;
    },
    async submit(spec, tenant, record) {
      await resourceOf(spec, tenant).submit(record);
    },
    async remove(spec, tenant, id) {
      await resourceOf(spec, tenant).remove([id]);
    },
    async grantKeys(tenant, roleId) {
      return (await clientOf(tenant).resource('menu').call('roleTreeKeys', { roleIds: roleId })) ?? {};
    },
    async catalog() {
      const client = clientOf(null);
      const named = (name: string) => {
        const spec = getResource(name);
        if (!spec) throw new Error(`the registry has no ${name}`);
        return client.resource(spec);
      };
      const [menus, dataScopes, apiScopes] = await Promise.all([
        named('menu').listAll({ size: LIST_PAGE_SIZE }),
        named('data-scope').listAll({ size: LIST_PAGE_SIZE }),
        named('api-scope').listAll({ size: LIST_PAGE_SIZE }),
      ]);
      return {
        menus: codes(flattenForest(menus), 'code'),
        dataScopes: codes(dataScopes, 'resourceCode'),
        apiScopes: codes(apiScopes, 'resourceCode'),
      };
    },
    async grant(tenant, body) {
      await clientOf(tenant).resource('role').call('grant', body);
    },
  };
}
