import { MODULES } from '@nbxt/core/modules/index.ts';
import { getResource, registryChoices, resourceMessages } from '@nbxt/core/resources/registry.ts';
import type { ReactNode } from 'react';
import { type ModuleRegistry, ModuleRegistryProvider } from './module-registry.tsx';

/** Every module with the whole registry: the modules' entries and the choices their fields declare. */
export const FULL_REGISTRY: ModuleRegistry = {
  modules: MODULES,
  lookup: getResource,
  choices: registryChoices(),
  messages: resourceMessages,
};

/**
 * The whole registry for the screens below: the modules' entries (a contract's customer is another
 * module's) and the choices their fields declare. Module screens only: it carries every module's declarations.
 */
export function FullRegistry({ children }: { children: ReactNode }) {
  return <ModuleRegistryProvider registry={FULL_REGISTRY}>{children}</ModuleRegistryProvider>;
}
