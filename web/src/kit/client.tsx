import type { BladeClient } from '@nbxt/core/client.ts';
import { createContext, type ReactNode, useContext } from 'react';

const ClientContext = createContext<BladeClient | undefined>(undefined);

/**
 * The BladeX client the screens below call through (the data hooks, the lists): the App gives the
 * runtime's, tests one over a fake transport.
 */
export function ClientProvider({ client, children }: { client: BladeClient; children: ReactNode }) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): BladeClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient: no ClientProvider above this component');
  return client;
}

/** The nearest ClientProvider's client, if any: for parts that also show outside the console's tree. */
export function useOptionalClient(): BladeClient | undefined {
  return useContext(ClientContext);
}
