import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { ResourceLookup } from './registry-context.tsx';

/** A screen's resource: a registry entry by name, or an entry given whole (tests, screens' own). */
export type ResourceRef = string | ResourceSpec;

/** `lookup`: the entries of the screen's group (useResourceLookup). */
export function resolveSpec(ref: ResourceRef, lookup: ResourceLookup): ResourceSpec {
  if (typeof ref !== 'string') return ref;
  const spec = lookup(ref);
  if (!spec) throw new Error(`unknown resource ${ref}`);
  return spec;
}
