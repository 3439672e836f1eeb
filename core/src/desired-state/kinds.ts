/**
 * Desired-state kinds: which registry resources can be kept as code, the field that identifies their objects
 * across environments, and the fields a document may set. Derived from the registry (one source of truth);
 * only the shapes that need more than flat fields (dictionary trees, roles with parents and grants) are
 * special.
 */
import { registry } from '../resources/registry.ts';
import type { FieldSpec, ResourceSpec } from '../resources/types.ts';

/** `flat`: one object per natural key; `dict`: a tree written nested; `role`: parent alias and grants. */
export type KindShape = 'flat' | 'dict' | 'role';

export interface KindSpec {
  /** A document's `kind` (`Param`, `DictBiz`). */
  kind: string;
  /** Registry entry behind it. */
  resource: ResourceSpec;
  /** Natural key field (paramKey, code, tenantId, roleAlias). */
  key: string;
  /** Objects live inside one tenant (a document may say which with `tenant`). */
  tenantScoped: boolean;
  shape: KindShape;
  /** Fields a document may set, besides the key (IDs, tenant and tree links excluded). */
  fields: FieldSpec[];
  /** Why apply cannot create objects of this kind: the server assigns their natural key itself. */
  keyAssignedOnCreate?: string;
}

/**
 * Registry entries with a natural key that are not kinds, and why: their identity or their required
 * fields are IDs of other objects (a menu hangs from a parent menu ID, a scope from a menu ID, a user
 * carries role and department IDs and a password).
 */
export const UNSUPPORTED_RESOURCES: Record<string, string> = {
  menu: 'menus are linked by parent IDs',
  user: 'users carry role, department and post IDs and passwords',
  'data-scope': 'scopes hang from a menu ID',
  'api-scope': 'scopes hang from a menu ID',
};

/**
 * Kinds whose natural key the server chooses on create (TenantServiceImpl.saveTenant generates the
 * tenantId of a tenant submitted without an id): desired state manages existing ones, it cannot create one.
 */
const KEY_ASSIGNED_ON_CREATE: Record<string, string> = {
  tenant:
    'BladeX gives a new tenant a tenantId of its own; create it first (nbxt tenant submit --data \'{"tenantName":"…"}\') and write the tenantId it gets in the desired state',
};

/** Kind names that do not follow from the registry name. */
const KIND_NAMES: Record<string, string> = { topmenu: 'TopMenu' };

export function kindNameOf(resourceName: string): string {
  return (
    KIND_NAMES[resourceName] ??
    resourceName
      .split('-')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')
  );
}

/** Fields never written in a document: identity and links the server owns or that differ per environment. */
function manageable(spec: ResourceSpec, key: string, shape: KindShape): FieldSpec[] {
  return spec.fields.filter((f) => {
    if (f.name === key || f.type === 'id' || f.type === 'password') return false;
    if (spec.tenantScoped && f.name === 'tenantId') return false;
    if (shape === 'role' && f.name === 'tenantId') return false;
    if (shape === 'dict' && (f.name === 'code' || f.name === 'dictKey')) return false;
    return true;
  });
}

/**
 * Fields the registry marks secret or password: `get` never writes them and plans never show their values;
 * a document may still set them.
 */
export function isSecretField(field: FieldSpec): boolean {
  return field.secret === true || field.type === 'password';
}

function buildKinds(): KindSpec[] {
  const kinds: KindSpec[] = [];
  for (const spec of Object.values(registry)) {
    if (!spec.naturalKey || Object.hasOwn(UNSUPPORTED_RESOURCES, spec.name)) continue;
    if (!['list', 'submit', 'remove'].every((op) => (spec.standard as readonly string[]).includes(op)))
      continue;
    const shape: KindShape =
      spec.name === 'dict' || spec.name === 'dict-biz' ? 'dict' : spec.name === 'role' ? 'role' : 'flat';
    kinds.push({
      kind: kindNameOf(spec.name),
      resource: spec,
      key: spec.naturalKey,
      tenantScoped: spec.tenantScoped,
      shape,
      fields: manageable(spec, spec.naturalKey, shape),
      keyAssignedOnCreate: KEY_ASSIGNED_ON_CREATE[spec.name],
    });
  }
  return kinds;
}

/** Order in which objects are written: tenants first (others live in them), roles after what they use. */
const WRITE_ORDER = ['Tenant', 'Param', 'Dict', 'DictBiz', 'Role'];

export const kinds: readonly KindSpec[] = buildKinds().sort((a, b) => {
  const rank = (k: KindSpec) => {
    const at = WRITE_ORDER.indexOf(k.kind);
    return at < 0 ? WRITE_ORDER.length : at;
  };
  return rank(a) - rank(b) || a.kind.localeCompare(b.kind);
});

export function kindRank(kind: string): number {
  const at = kinds.findIndex((k) => k.kind === kind);
  return at < 0 ? kinds.length : at;
}

/** A kind by its name (`Param`), case-insensitively, or by its registry name (`dict-biz`). */
export function findKind(name: string): KindSpec | undefined {
  const lower = name.toLowerCase();
  return kinds.find((k) => k.kind.toLowerCase() === lower || k.resource.name === lower);
}

export function kindNames(): string[] {
  return kinds.map((k) => k.kind);
}

export function isNumberField(field: FieldSpec): boolean {
  return field.type === 'number';
}
