import type { Choices } from '@nbxt/core/dict/fixed.ts';
import type { Messages } from '@nbxt/core/i18n/types.ts';
import type { ModuleSpec } from '@nbxt/core/modules/types.ts';
import { createContext, type ReactNode, useContext } from 'react';
import { RegistryProvider, type ResourceLookup } from './registry-context.tsx';

/**
 * The modules a screen group routes and the entries its screens resolve names against: the full registry
 * (full-registry.tsx) or a part of it (the form modules', form-registry.ts), so that a group carries only
 * the declarations it shows.
 */
export interface ModuleRegistry {
  modules: readonly ModuleSpec[];
  lookup: ResourceLookup;
  /** The dictionaries the entries declare with their fields. */
  choices: Readonly<Record<string, Choices>>;
  /** The entries' labels and the screens' titles, added to the catalogue when the group loads. */
  messages: () => Messages;
}

const ModuleRegistryContext = createContext<ModuleRegistry | undefined>(undefined);

export function ModuleRegistryProvider({
  registry,
  children,
}: {
  registry: ModuleRegistry;
  children: ReactNode;
}) {
  return (
    <ModuleRegistryContext value={registry}>
      <RegistryProvider lookup={registry.lookup} choices={registry.choices}>
        {children}
      </RegistryProvider>
    </ModuleRegistryContext>
  );
}

export function useModuleRegistry(): ModuleRegistry {
  const registry = useContext(ModuleRegistryContext);
  if (!registry) throw new Error('a module screen outside a module group');
  return registry;
}
