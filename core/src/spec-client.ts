import { ResourceClient } from './crud/client.ts';
import {
  type AttemptInfo,
  type FetchLike,
  type HttpMethod,
  type QueryValue,
  Transport,
} from './http/transport.ts';
import type { ResourceSpec } from './resources/types.ts';
import { Session } from './session/session.ts';
import { type KeyValueStore, type StorageKeys, storageKeys } from './session/storage.ts';

/** Default BladeX client credentials of the sandbox and of stock deployments (`saber` / `saber_secret`). */
export const DEFAULT_CLIENT = { clientId: 'saber', clientSecret: 'saber_secret' } as const;

export interface SpecClientOptions {
  fetch: FetchLike;
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  store: KeyValueStore;
  keys?: StorageKeys;
  clock?: () => number;
  timeoutMs?: number;
  silentCodes?: readonly number[];
  tokenTimeSeconds?: number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onAttempt?: (info: AttemptInfo) => void;
  /** The registry entries `resource(name)` knows (none without it: entries are then named by their declaration). */
  resources?: (name: string) => ResourceSpec | undefined;
}

/**
 * A BladeX gateway's client that knows entries by their declaration only: what the console bundles, so
 * that no page carries declarations it does not name (core/src/client.ts adds the lookup by name).
 */
export interface SpecClient {
  transport: Transport;
  session: Session;
  /** The client of a registry entry, its operations typed from its declaration. */
  resource<S extends ResourceSpec>(spec: S): ResourceClient<S>;
  /** A raw call (`nbxt api`): returns the envelope's data. */
  call(
    method: HttpMethod,
    path: string,
    options?: { query?: Record<string, QueryValue>; json?: unknown },
  ): Promise<unknown>;
}

/** A client whose `resource` also takes an entry's name, looked up in `options.resources`. */
export function createSpecClient(options: SpecClientOptions): SpecClient & {
  resource(nameOrSpec: string | ResourceSpec): ResourceClient;
} {
  const transport = new Transport({
    fetch: options.fetch,
    baseUrl: options.baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    timeoutMs: options.timeoutMs,
    silentCodes: options.silentCodes,
    sleep: options.sleep,
    random: options.random,
    onAttempt: options.onAttempt,
  });
  const session = new Session({
    transport,
    store: options.store,
    keys: options.keys ?? storageKeys(),
    clock: options.clock,
    tokenTimeSeconds: options.tokenTimeSeconds,
  });
  const clients = new Map<string, ResourceClient>();
  return {
    transport,
    session,
    resource(nameOrSpec: string | ResourceSpec) {
      const spec = typeof nameOrSpec === 'string' ? options.resources?.(nameOrSpec) : nameOrSpec;
      if (!spec) throw new Error(`unknown resource ${String(nameOrSpec)}`);
      let client = clients.get(spec.name);
      if (!client) {
        client = new ResourceClient(transport, spec);
        clients.set(spec.name, client);
      }
      return client;
    },
    call(method, path, callOptions = {}) {
      return transport.request({ method, path, query: callOptions.query, json: callOptions.json });
    },
  } as SpecClient & { resource(nameOrSpec: string | ResourceSpec): ResourceClient };
}
