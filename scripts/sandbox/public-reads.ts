import { MODULES } from '../../core/src/modules/index.ts';
import { allOperations, operationPath } from '../../core/src/resources/operations.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import type { Principal, RequestContext } from './context.ts';

/**
 * The reads of the public module screens (platform.md §2.1: they open without signing in): the list,
 * detail and other read-only calls of the entries those screens show are answered without a token, as
 * nobody of tenant 000000 (whose records the screens show). Everything else still asks for one.
 */

/** `METHOD path` patterns of the public screens' read-only calls. */
export function publicReads(registry: Registry): RegExp[] {
  const names = new Set(
    MODULES.flatMap((m) => m.screens.filter((s) => s.public && s.resource).map((s) => s.resource!)),
  );
  const patterns: RegExp[] = [];
  for (const name of names) {
    const spec = registry[name];
    if (!spec) continue;
    const ops = Object.values(allOperations(spec));
    // An entry that names its public calls (OperationSpec.public: the labor report) opens only those.
    if (ops.some((op) => op.public)) continue;
    for (const op of ops) {
      if (!op.safe || op.download) continue;
      const path = operationPath(spec, op).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      patterns.push(new RegExp(`^${op.method} ${path.replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`));
    }
  }
  return patterns;
}

export const isPublicRead = (patterns: readonly RegExp[], ctx: RequestContext) =>
  patterns.some((pattern) => pattern.test(`${ctx.method} ${ctx.path}`));

export const PUBLIC_READER: Principal = {
  userId: '',
  tenantId: '000000',
  account: '',
  clientId: '',
  roleIds: [],
  roleAliases: [],
  deptId: '',
  administrator: false,
  user: {},
};
