import { callButtonCode, operationButtonCode } from '../session/button-codes.ts';
import { findOperation } from './operations.ts';
import type { OperationSpec, ResourceSpec } from './types.ts';

/**
 * What grants one operation (platform.md §6; DESIGN.md Invariants, Permissions), one answer for the
 * sandbox, the console and the CLI:
 * - `public`: no sign-in (the public screens' reads, the labor report);
 * - `signed-in`: any signed-in user (own profile, menus, dictionaries, pickers, uploads);
 * - `menu`: a user holding one of these menus (the reads of the screens that show the entry);
 * - `button`: a user holding the button (adds, edits, deletes, row, toolbar and import actions, exports
 *   and the entry's other changes);
 * - `admin`: an administrator of the platform or of the tenant (BladeX's HAS_ROLE_ADMIN: role grants,
 *   password resets for other users, menu trees to grant from);
 * - `administrator`: the platform's administrator only (HAS_ROLE_ADMINISTRATOR: tenants, clients, menu
 *   administration, code generation).
 * A tenant's `admin` and the platform's `administrator` hold every menu and button.
 */
export type Grant =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'menu'; codes: readonly string[] }
  | { kind: 'button'; code: string }
  | { kind: 'admin' }
  | { kind: 'administrator' };

type Fixed = 'public' | 'signed-in' | 'admin' | 'administrator';

/**
 * The operations whose grant is not the rule's, by `entry.operation` (or `entry.*` for the whole entry,
 * the more precise key winning): what BladeX's controllers reserve to administrators, and the calls every
 * signed-in user makes from any screen.
 */
export const GRANT_OVERRIDES: Readonly<Record<string, Fixed>> = {
  // Tenants, clients, top menus, code generation and data sources: the platform's administrator.
  'tenant.*': 'administrator',
  // The shell names the user's own tenant (the sandbox answers a non-administrator only that one).
  'tenant.detail': 'signed-in',
  'tenant.info': 'public',
  'client.*': 'administrator',
  'topmenu.*': 'administrator',
  'code.*': 'administrator',
  'datasource.*': 'administrator',
  // Menu administration; the trees a tenant's administrator grants roles from; every user's own menus.
  'menu.*': 'admin',
  'menu.submit': 'administrator',
  'menu.remove': 'administrator',
  'menu.routes': 'signed-in',
  'menu.buttons': 'signed-in',
  'menu.topMenu': 'signed-in',
  'role.grant': 'admin',
  'user.grant': 'admin',
  'user.resetPassword': 'admin',
  'user.updatePlatform': 'admin',
  'module-role.*': 'admin',
  'module-area.*': 'admin',
  // Process models and deployments: a tenant's administrator keeps its own; deploying, suspending and
  // deleting them is the platform administrator's.
  'flow-model.*': 'admin',
  'flow-manager.*': 'admin',
  'flow-model.remove': 'administrator',
  'flow-model.deploy': 'administrator',
  'flow-manager.changeState': 'administrator',
  'flow-manager.deployUpload': 'administrator',
  'flow-manager.deleteDeployment': 'administrator',
  'flow-follow.deleteProcessInstance': 'administrator',
  // One's own profile, phone and password.
  'user.info': 'signed-in',
  'user.updateInfo': 'signed-in',
  'user.updatePassword': 'signed-in',
  'user.bindPhone': 'signed-in',
  'user.cancelPhone': 'signed-in',
  'user.registerGuest': 'signed-in',
  'sms.sendValidate': 'signed-in',
  // What every screen reads or sends: dictionaries, pickers, uploads, the shell's notices, one's work.
  'dict.dictionary': 'signed-in',
  'dict.dictionaryAll': 'signed-in',
  'dict-biz.dictionary': 'signed-in',
  'dict-biz.dictionaryAll': 'signed-in',
  'user.selectByName': 'signed-in',
  'role.tree': 'signed-in',
  'dept.tree': 'signed-in',
  'dept.lazyTree': 'signed-in',
  'dept.treeWithUser': 'signed-in',
  'post.select': 'signed-in',
  'region.lazyTree': 'signed-in',
  'oss.putFile': 'signed-in',
  'merchant-info.upload': 'signed-in',
  'notice.list': 'signed-in',
  'notice.detail': 'signed-in',
  // The shell's chat widget: every signed-in user's round button lists who is online (platform.md §2.4).
  'chat-staff.outList': 'signed-in',
  'flow-leave.startProcess': 'signed-in',
  'work-claim.claimTask': 'signed-in',
  'work-todo.completeTask': 'signed-in',
};

/** The menus whose screens show an entry (none: no screen shows it) and whether a public screen does. */
export interface EntryScreens {
  menus(spec: ResourceSpec): readonly string[];
  publicScreen(spec: ResourceSpec): boolean;
}

/** A read: the standard list and detail, and own operations that change nothing and offer no file to keep. */
export function isRead(op: OperationSpec): boolean {
  return op.safe && op.download !== 'export';
}

function fixed(kind: Fixed): Grant {
  return { kind };
}

/** The override of an operation, if any. */
export function overrideOf(spec: Pick<ResourceSpec, 'name'>, name: string): Fixed | undefined {
  return GRANT_OVERRIDES[`${spec.name}.${name}`] ?? GRANT_OVERRIDES[`${spec.name}.*`];
}

/**
 * What grants a change or a button of the console (no screens needed): an override, else the button the
 * call needs (the standard submit adds or edits by `hasId`, remove deletes; an own operation, a change or
 * an export, its own `<entry>_<operation>`).
 * Undefined for a read (`operationGrant` says which menus grant it).
 */
export function changeGrant(spec: ResourceSpec, name: string, hasId = false): Grant | undefined {
  const op = findOperation(spec, name);
  if (!op) return undefined;
  if (op.public) return fixed('public');
  const override = overrideOf(spec, name);
  if (override) return fixed(override);
  if (isRead(op)) return undefined;
  // The standard submit and remove are a list's add, edit and delete; an operation of the entry's own
  // (even one named submit) has its own button.
  const own = Object.hasOwn(spec.operations, name);
  const code = (own ? undefined : callButtonCode(spec, name, hasId)) ?? operationButtonCode(spec, name);
  return { kind: 'button', code };
}

/**
 * What grants an operation, by rule: `changeGrant` for changes and exports; a read is public when a public
 * screen shows its entry, granted by the menus of the screens that show the entry, and open to any
 * signed-in user when no screen shows it (a related list, a picker's source).
 */
export function operationGrant(
  spec: ResourceSpec,
  name: string,
  screens: EntryScreens,
  hasId = false,
): Grant {
  const change = changeGrant(spec, name, hasId);
  if (change) return change;
  const op = findOperation(spec, name);
  const ownPublic = Object.values(spec.operations).some((o) => o.public);
  if (op && screens.publicScreen(spec) && !ownPublic && op.download === undefined) return fixed('public');
  const codes = screens.menus(spec);
  return codes.length > 0 ? { kind: 'menu', codes } : fixed('signed-in');
}

/**
 * Whether an operation is served without signing in (platform.md §2.1): its grant is `public` (an
 * operation declared public, or a read of an entry a public screen shows). The sandbox decides its calls
 * without a token by this alone.
 */
export function isPublicOperation(spec: ResourceSpec, name: string, screens: EntryScreens): boolean {
  return operationGrant(spec, name, screens).kind === 'public';
}

/** Who is asking: the codes of the menus and buttons its roles hold, and its role aliases. */
export interface Holder {
  signedIn: boolean;
  roleAliases: readonly string[];
  holds(code: string): boolean;
}

export const isAdministrator = (holder: Pick<Holder, 'roleAliases'>) =>
  holder.roleAliases.includes('administrator');
/** BladeX's HAS_ROLE_ADMIN: the platform's administrator or a tenant's administrator. */
export const isAdmin = (holder: Pick<Holder, 'roleAliases'>) =>
  isAdministrator(holder) || holder.roleAliases.includes('admin');

/** Whether the grant lets this holder make the call. */
export function granted(grant: Grant, holder: Holder): boolean {
  switch (grant.kind) {
    case 'public':
      return true;
    case 'signed-in':
      return holder.signedIn;
    case 'administrator':
      return holder.signedIn && isAdministrator(holder);
    case 'admin':
      return holder.signedIn && isAdmin(holder);
    case 'menu':
      return holder.signedIn && (isAdmin(holder) || grant.codes.some((code) => holder.holds(code)));
    case 'button':
      return holder.signedIn && (isAdmin(holder) || holder.holds(grant.code));
  }
}
