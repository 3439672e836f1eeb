import * as z from 'zod/mini';

/** A normalised list result: BladeX pages, forests and plain arrays all read as records + total. */
export interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

const count = z.pipe(z.union([z.number(), z.string()]), z.transform(Number));
const pageSchema = z.looseObject({
  records: z.array(z.record(z.string(), z.unknown())),
  total: count,
  current: z.optional(count),
  size: z.optional(count),
  pages: z.optional(count),
});

export class UnexpectedShapeError extends Error {
  constructor(what: string, detail: string) {
    super(`unexpected reply for ${what}: ${detail}`);
    this.name = 'UnexpectedShapeError';
  }
}

export function readPage(data: unknown, what: string, requested: { current: number; size: number }): Page {
  const parsed = pageSchema.safeParse(data);
  if (!parsed.success) throw new UnexpectedShapeError(what, 'expected {records, total}');
  const { records, total } = parsed.data;
  const size = parsed.data.size ?? requested.size;
  return {
    records,
    total,
    current: parsed.data.current ?? requested.current,
    size,
    pages: parsed.data.pages ?? (size > 0 ? Math.ceil(total / size) : 0),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a reply that should list some (a call named only at run time): its objects, else none. */
export function readRows(data: unknown): Record<string, unknown>[] {
  return Array.isArray(data) ? data.filter(isRecord) : [];
}

/** The record of a reply that should hold one (a call named only at run time), or null. */
export function readRecord(data: unknown): Record<string, unknown> | null {
  return isRecord(data) ? data : null;
}

/** Count every node of a forest (`children` nested). */
export function countForest(nodes: readonly unknown[]): number {
  let count = 0;
  const stack = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop() as { children?: unknown } | undefined;
    count++;
    if (node && Array.isArray(node.children)) stack.push(...node.children);
  }
  return count;
}

/** Depth-first flattening of a forest, each node without its children, with its depth. */
export function flattenForest(
  nodes: readonly Record<string, unknown>[],
  depth = 0,
): Array<Record<string, unknown> & { depth: number }> {
  const out: Array<Record<string, unknown> & { depth: number }> = [];
  for (const node of nodes) {
    const { children, ...rest } = node;
    out.push({ ...rest, depth });
    if (Array.isArray(children)) out.push(...flattenForest(children as Record<string, unknown>[], depth + 1));
  }
  return out;
}
