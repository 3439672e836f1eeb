/** Reading a workflow request's parameters, and paging and filtering its answers. */
import type { RequestContext } from '../context.ts';
import { MAX_PAGE_SIZE } from '../resources.ts';
import type { Row } from '../store.ts';
import { ok, paramMissing, type Reply } from '../wire.ts';

export function param(ctx: RequestContext, name: string): string | null {
  return ctx.query.get(name) ?? ctx.form?.get(name) ?? null;
}

export function requiredParam(ctx: RequestContext, name: string): string {
  const value = param(ctx, name);
  if (value === null || value === '') throw paramMissing(name);
  return value;
}

export const splitList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function intParam(ctx: RequestContext, name: string, fallback: number): number {
  const n = Number(param(ctx, name) ?? '');
  return param(ctx, name) && Number.isInteger(n) ? n : fallback;
}

/** A BladeX page of already filtered records. */
export function pageOf(ctx: RequestContext, records: Row[]): Reply {
  const current = Math.max(1, intParam(ctx, 'current', 1));
  const size = Math.min(intParam(ctx, 'size', 10), MAX_PAGE_SIZE);
  const slice = size > 0 ? records.slice((current - 1) * size, current * size) : records;
  return ok({
    records: slice,
    total: records.length,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages: size > 0 ? Math.ceil(records.length / size) : 1,
  });
}

export const contains = (value: unknown, needle: string | null) =>
  !needle || String(value ?? '').includes(needle);

/** Work-list filters BladeX reads: category (exact, comma list), processDefinitionName (exact). */
export function flowFilter(ctx: RequestContext): (flow: Row) => boolean {
  const categories = splitList(param(ctx, 'category'));
  const name = param(ctx, 'processDefinitionName');
  return (flow) =>
    (categories.length === 0 || categories.includes(String(flow.category))) &&
    (!name || flow.processDefinitionName === name);
}
