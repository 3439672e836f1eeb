import { getResource, registryChoices } from '@nbxt/core/resources/registry.ts';
import type { ReactNode } from 'react';
import { RegistryProvider } from '../crud/registry-context.tsx';

const CHOICES = registryChoices();

/**
 * The whole registry for the screens below: the modules' entries (a contract's customer is another
 * module's) and the choices their fields declare. Module screens only: it carries every module's declarations.
 */
export function FullRegistry({ children }: { children: ReactNode }) {
  return (
    <RegistryProvider lookup={getResource} choices={CHOICES}>
      {children}
    </RegistryProvider>
  );
}
