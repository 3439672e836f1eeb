import { platformResource } from '@nbxt/core/resources/platform.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { createContext, type ReactNode, useContext } from 'react';

/** Finds a registry entry by name. */
export type ResourceLookup = (name: string) => ResourceSpec | undefined;

/**
 * The entries shared screens resolve names against (a list's references, a detail page's related lists):
 * the platform's by default; a module's screen group provides the full registry (web/src/kit/module-group.tsx),
 * so that no platform screen's code carries the modules' declarations.
 */
const RegistryContext = createContext<ResourceLookup>(platformResource);

export function RegistryProvider({ lookup, children }: { lookup: ResourceLookup; children: ReactNode }) {
  return <RegistryContext value={lookup}>{children}</RegistryContext>;
}

export function useResourceLookup(): ResourceLookup {
  return useContext(RegistryContext);
}
