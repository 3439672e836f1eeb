import type { SpecClient } from '@nbxt/core/spec-client.ts';
import { createContext, type ReactNode, useContext } from 'react';

const ClientContext = createContext<SpecClient | undefined>(undefined);

/**
 * The BladeX client the screens below call through (the data hooks, the lists): the App gives the
 * runtime's, tests one over a fake transport.
 */
export function ClientProvider({ client, children }: { client: SpecClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): SpecClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient: no ClientProvider above this component');
  return client;
}

/** The nearest ClientProvider's client, if any: for parts that also show outside the console's tree. */
export function useOptionalClient(): SpecClient | undefined {
  return useContext(ClientContext);
}
