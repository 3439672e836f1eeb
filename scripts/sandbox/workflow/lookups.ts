/** Users, tenants and categories as the flow pages show them; the latest version of each definition. */
import { userIdOfTaskUser } from '../../../core/src/workflow/constants.ts';
import type { SandboxState } from '../context.ts';
import { findRows, getRow, type Row } from '../store.ts';

export const userRow = (state: SandboxState, userId: string | undefined): Row | undefined =>
  userId ? getRow(state.db, state.registry.user!, userId, null) : undefined;

export const nameOf = (state: SandboxState, taskUser: unknown): string => {
  const user = userRow(state, userIdOfTaskUser(typeof taskUser === 'string' ? taskUser : undefined));
  return user ? String(user.name ?? user.realName ?? user.account ?? '') : '';
};

/** `flow_1` → the label of item 1 of the business dictionary `flow` (the tenant's own first). */
export function categoryName(state: SandboxState, category: unknown, tenantId: string): string {
  const text = typeof category === 'string' ? category : '';
  const at = text.lastIndexOf('_');
  if (at <= 0) return '';
  const spec = state.registry['dict-biz'];
  if (!spec) return '';
  const exact = { code: text.slice(0, at), dictKey: text.slice(at + 1) };
  const items = [
    ...findRows(state.db, spec, { tenantId, exact }),
    ...findRows(state.db, spec, { tenantId: null, exact }),
  ].filter((r) => r.parentId !== '0');
  return items[0] ? String(items[0].dictValue ?? '') : '';
}

export function latestVersions(definitions: Row[]): Row[] {
  const latest = new Map<string, Row>();
  for (const d of definitions) {
    const slot = `${d.tenantId}\u0000${d.key}`;
    const seen = latest.get(slot);
    if (!seen || Number(d.version) > Number(seen.version)) latest.set(slot, d);
  }
  return [...latest.values()].sort((a, b) => String(a.key).localeCompare(String(b.key)));
}
