/** `area/nbxtarea` (forms-and-survey.md §7 Region) answered from the national region tree (../regions.ts). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SandboxState } from '../context.ts';
import { type RegionNode, regionTree } from '../regions.ts';
import { isObject, MAX_PAGE_SIZE } from '../resources.ts';
import { ok, status } from '../wire.ts';
import type { Route } from './route.ts';

const tree = (state: SandboxState) => regionTree(state.dataDir ?? join(tmpdir(), 'nbxt-regions'));
const item = (node: RegionNode) => ({ id: node.code, ...node });
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const areaRoutes: Record<string, Route> = {
  // parentId 0 (or none) lists the provinces, else the children of that code.
  '/area/nbxtarea/lazy-list': {
    method: 'GET',
    handle: (state, ctx) =>
      ok(
        tree(state)
          .list(ctx.query.get('parentId') ?? '0')
          .map(item),
      ),
  },
  // Every area down to the districts (streets and villages are only ever loaded lazily).
  '/area/nbxtarea/allList': {
    method: 'GET',
    handle: (state) => ok(tree(state).upperLevels().map(item)),
  },
  // A page of areas: code, parentId and level match exactly, name contains (filters in the body); with a
  // parentId the children of any level, else the levels down to the districts.
  '/area/nbxtarea/list': {
    method: 'POST',
    handle: (state, ctx) => {
      const filters = isObject(ctx.body) ? ctx.body : {};
      const wanted = (name: string) => {
        const value = filters[name] ?? filters[`${name}_equal`];
        return value === undefined || value === null || value === '' ? undefined : String(value);
      };
      const [code, name, parentId, level] = ['code', 'name', 'parentId', 'level'].map(wanted);
      const regions = parentId ? tree(state).list(parentId) : tree(state).upperLevels();
      const matching = regions.filter(
        (r) =>
          (!code || r.code === code) &&
          (!name || r.name.includes(name)) &&
          (!level || String(r.level) === level),
      );
      const current = positive(ctx.query.get('current'), 1);
      const size = Math.min(positive(ctx.query.get('size'), 10), MAX_PAGE_SIZE);
      return ok({
        records: matching.slice((current - 1) * size, current * size).map(item),
        total: matching.length,
        size,
        current,
        pages: Math.ceil(matching.length / size),
      });
    },
  },
  // The national areas come from the package: nothing to load.
  '/area/nbxtarea/init': { method: 'GET', handle: () => status(true) },
};
