/** Departments, posts and regions: trees, lazy lists and pickers. */
import { splitIds } from '../auth.ts';
import { page } from '../resources.ts';
import { findRows } from '../store.ts';
import { forest, treeNodes } from '../trees.ts';
import { ok } from '../wire.ts';
import { lazyList, type Route, rows, spec, treeTenant } from './route.ts';

export const orgRoutes: Record<string, Route> = {
  '/blade-system/dept/tree': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      ok(
        treeNodes(
          findRows(state.db, spec(state, 'dept'), { tenantId: treeTenant(ctx, principal), bySort: true }),
          'deptName',
        ),
      ),
  },
  '/blade-system/dept/lazy-tree': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const parentId = ctx.query.get('parentId') || '0';
      const all = rows(state, 'dept', principal);
      return ok(
        all
          .filter((d) => d.parentId === parentId)
          .map((d) => ({
            id: d.id,
            parentId: d.parentId,
            title: d.deptName,
            key: d.id,
            value: d.id,
            hasChildren: all.some((c) => c.parentId === d.id),
          })),
      );
    },
  },
  '/blade-system/dept/lazy-list': {
    method: 'GET',
    handle: (state, ctx, principal) => lazyList(state, ctx, principal, 'dept'),
  },
  '/blade-system/dept/pageList': {
    method: 'GET',
    handle: (state, ctx, principal) => page(state, spec(state, 'dept'), principal, ctx),
  },
  '/blade-system/dept/treeWithUser': {
    method: 'ANY',
    handle: (state, ctx, principal) => {
      const tenantId = treeTenant(ctx, principal);
      const depts = findRows(state.db, spec(state, 'dept'), { tenantId, bySort: true });
      const users = findRows(state.db, spec(state, 'user'), { tenantId });
      const nodes = [
        ...depts.map((d) => ({
          id: d.id,
          parentId: d.parentId,
          title: d.deptName,
          deptName: d.deptName,
          type: 'dept',
        })),
        ...users.flatMap((u) =>
          splitIds(u.deptId).map((deptId) => ({
            id: `${deptId}_${u.id}`,
            userId: u.id,
            parentId: deptId,
            title: u.realName ?? u.name,
            userName: u.realName ?? u.name,
            type: 'user',
          })),
        ),
      ];
      return ok(forest(nodes));
    },
  },
  '/blade-system/post/select': {
    method: 'GET',
    handle: (state, ctx, principal) =>
      ok(findRows(state.db, spec(state, 'post'), { tenantId: treeTenant(ctx, principal), bySort: true })),
  },
  '/blade-system/region/lazy-tree': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const parentCode = ctx.query.get('parentCode') || '00';
      const all = rows(state, 'region', principal);
      return ok(
        all
          .filter((r) => String(r.parentCode) === parentCode)
          .map((r) => ({
            id: r.code,
            parentId: r.parentCode,
            title: r.name,
            key: r.code,
            value: r.code,
            hasChildren: all.some((c) => c.parentCode === r.code),
          })),
      );
    },
  },
};
