import type { Choices } from '@nbxt/core/dict/fixed.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** Finds a registry entry by name. */
export type ResourceLookup = (name: string) => ResourceSpec | undefined;

interface RegistryContextValue {
  lookup: ResourceLookup;
  /** The dictionaries the entries declare with their fields (code → items labelled by message key). */
  choices: Readonly<Record<string, Choices>>;
}

const NO_CHOICES: Readonly<Record<string, Choices>> = {};

/** No entry: outside a screen group, nothing is looked up by name. */
const NO_ENTRIES: ResourceLookup = () => undefined;

/**
 * The entries shared screens resolve names against (a list's references, a detail page's related lists)
 * and the choices their fields declare: each screen group provides its own (the platform's,
 * web/src/kit/platform-group.tsx; a module's, the full registry, web/src/kit/module-group.tsx), so that no
 * page carries declarations its group does not show; none outside a group.
 */
const RegistryContext = createContext<RegistryContextValue>({
  lookup: NO_ENTRIES,
  choices: NO_CHOICES,
});

export function RegistryProvider({
  lookup,
  choices = NO_CHOICES,
  children,
}: {
  lookup: ResourceLookup;
  choices?: Readonly<Record<string, Choices>> | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lookup, choices }), [lookup, choices]);
  return <RegistryContext value={value}>{children}</RegistryContext>;
}

export function useResourceLookup(): ResourceLookup {
  return useContext(RegistryContext).lookup;
}

/** The choices the entries in use declare, besides the console's own (core/src/dict/fixed.ts). */
export function useRegistryChoices(): Readonly<Record<string, Choices>> {
  return useContext(RegistryContext).choices;
}
