import { getResource } from '@nbxt/core/resources/registry.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';

/** A screen's resource: a registry entry by name, or an entry given whole (tests, screens' own). */
export type ResourceRef = string | ResourceSpec;

export function resolveSpec(ref: ResourceRef): ResourceSpec {
  if (typeof ref !== 'string') return ref;
  const spec = getResource(ref);
  if (!spec) throw new Error(`unknown resource ${ref}`);
  return spec;
}
