/** Dictionaries (dict and dict-biz): trees, items by code, parents. */
import type { Principal, SandboxState } from '../context.ts';
import { filteredRows, page } from '../resources.ts';
import type { Row } from '../store.ts';
import { forest, treeNodes } from '../trees.ts';
import { ok } from '../wire.ts';
import { type Route, required, rows, spec } from './route.ts';

export function dictRoutes(name: string): Record<string, Route> {
  const base = `/blade-system/${name}`;
  const live = (state: SandboxState, principal: Principal) => rows(state, name, principal);
  return {
    [`${base}/dictionary`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const code = required(ctx, 'code');
        const items = live(state, principal).filter(
          (r) => r.code === code && r.parentId !== '0' && Number(r.isSealed ?? 0) === 0,
        );
        return ok(items);
      },
    },
    [`${base}/dictionary/all`]: {
      method: 'GET',
      handle: (state, _ctx, principal) => {
        const all: Record<string, Row[]> = {};
        for (const r of live(state, principal)) {
          if (r.parentId === '0' || Number(r.isSealed ?? 0) !== 0) continue;
          const code = String(r.code);
          all[code] ??= [];
          all[code].push(r);
        }
        return ok(all);
      },
    },
    [`${base}/parent-list`]: {
      method: 'GET',
      handle: (state, ctx, principal) =>
        page(state, spec(state, name), principal, ctx, [], { parentId: '0' }),
    },
    [`${base}/child-list`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const parentId = ctx.query.get('parentId') ?? '0';
        const all = filteredRows(state, spec(state, name), principal, ctx.query.entries());
        const sub = forest(all).find((n) => n.id === parentId);
        return ok(sub?.children ?? all.filter((r) => r.parentId === parentId));
      },
    },
    [`${base}/tree`]: {
      method: 'GET',
      handle: (state, ctx, principal) => {
        const code = ctx.query.get('code');
        const all = live(state, principal).filter((r) => !code || r.code === code);
        return ok(treeNodes(all, 'dictValue'));
      },
    },
  };
}
