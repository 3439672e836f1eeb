import type { ResourceSpec } from '../resources/types.ts';
import type { PermissionMap } from './permissions.ts';

/**
 * Button permission codes as Saber names them (platform.md §6): a list's standard buttons are
 * `<menu>_add`, `<menu>_edit`, `<menu>_delete` and `<menu>_view` (`param_add`), a module operation's
 * button is `<entry>_<operation>` (core/src/modules/menus.ts files them). The menu code is the entry's
 * name, except where Saber's platform menus spell it without the dash.
 */
const PLATFORM_MENU_CODES: Readonly<Record<string, string>> = {
  'dict-biz': 'dictbiz',
  'data-scope': 'datascope',
  'api-scope': 'apiscope',
  'log-usual': 'log_usual',
  'log-api': 'log_api',
  'log-error': 'log_error',
};

export type StandardButton = 'add' | 'edit' | 'delete' | 'view';

export function menuCodeOf(spec: Pick<ResourceSpec, 'name'>): string {
  return PLATFORM_MENU_CODES[spec.name] ?? spec.name;
}

export function standardButtonCode(spec: Pick<ResourceSpec, 'name'>, button: StandardButton): string {
  return `${menuCodeOf(spec)}_${button}`;
}

export function operationButtonCode(spec: Pick<ResourceSpec, 'name'>, operation: string): string {
  return `${spec.name}_${operation}`;
}

/** The standard buttons a list of this entry can show, by the standard calls it offers. */
export function standardButtons(spec: Pick<ResourceSpec, 'standard'>): StandardButton[] {
  const out: StandardButton[] = [];
  if (spec.standard.includes('submit')) out.push('add', 'edit');
  if (spec.standard.includes('remove')) out.push('delete');
  out.push('view');
  return out;
}

/**
 * The button a call needs: submit adds (no id) or edits (an id), remove deletes, a declared operation
 * needs its own button; lists and details need none (the menu opened the screen).
 */
export function callButtonCode(
  spec: Pick<ResourceSpec, 'name' | 'operations'>,
  call: string,
  hasId = false,
): string | undefined {
  if (call === 'submit') return standardButtonCode(spec, hasId ? 'edit' : 'add');
  if (call === 'remove') return standardButtonCode(spec, 'delete');
  if (Object.hasOwn(spec.operations, call)) return operationButtonCode(spec, call);
  return undefined;
}

/**
 * Whether the user may use a button. `undefined` while the permission set is unknown (still loading):
 * nothing is offered until it is.
 */
export function mayUse(map: PermissionMap | undefined, code: string): boolean {
  return map !== undefined && map[code] === true;
}
