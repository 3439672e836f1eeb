import { z } from 'zod';
import type { QueryValue } from '../http/transport.ts';

/**
 * A batch-export manifest: a list of downloads `{name?, path, method, query?, body?}` (JSON or YAML; the
 * front end parses the text, this module checks the value). `name` is the wanted file name; without it the
 * server's Content-Disposition name is used. `safe: false` forbids retrying a call the registry would retry;
 * `safe: true` changes nothing (see `entryIsSafe`).
 */

const queryValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const manifestEntrySchema = z
  .object({
    name: z.string().min(1).optional(),
    path: z
      .string()
      .min(1)
      .refine((p) => p.startsWith('/') && !/[?#]/.test(p) && !p.split('/').includes('..'), {
        message: 'path must start with / and hold no query, fragment or ..',
      }),
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(z.enum(['GET', 'POST'])),
    query: z.record(z.string(), z.union([queryValue, z.array(z.union([z.string(), z.number()]))])).optional(),
    body: z.unknown().optional(),
    safe: z.boolean().optional(),
  })
  .strict();

export const manifestSchema = z.array(manifestEntrySchema);

export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export interface ManifestProblem {
  /** `[3].method` style location. */
  where: string;
  message: string;
}

export type ManifestResult =
  | { ok: true; entries: ManifestEntry[] }
  | { ok: false; problems: ManifestProblem[] };

/** Check a parsed manifest (the JSON or YAML value). */
export function parseManifest(value: unknown): ManifestResult {
  const result = manifestSchema.safeParse(value);
  if (result.success) return { ok: true, entries: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      where: issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') || '(root)',
      message: issue.message,
    })),
  };
}

/** JSON with object keys sorted, so that equal requests give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Two 32-bit FNV-1a hashes (different offsets) of a string's UTF-16 units: 16 hex digits, stable. */
function fnv1a64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * The identity of an entry across runs: what is asked (method, path, query, body, wanted name). Identical
 * entries in one manifest are told apart by their occurrence (`key~2`).
 */
export function entryKeys(entries: readonly ManifestEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const base = fnv1a64(
      canonicalJson({ m: e.method, p: e.path, q: e.query ?? {}, b: e.body ?? null, n: e.name ?? null }),
    );
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}~${count}`;
  });
}

/** The transport's query type for an entry's query. */
export function entryQuery(entry: ManifestEntry): Record<string, QueryValue> | undefined {
  return entry.query as Record<string, QueryValue> | undefined;
}
