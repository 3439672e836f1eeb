import { ResourceClient } from './crud/client.ts';
import {
  type AttemptInfo,
  type FetchLike,
  type HttpMethod,
  type QueryValue,
  Transport,
} from './http/transport.ts';
import { systemResources } from './resources/system.ts';
import type { ResourceSpec } from './resources/types.ts';
import { workflowResources } from './resources/workflow.ts';
import { Session } from './session/session.ts';
import { type KeyValueStore, type StorageKeys, storageKeys } from './session/storage.ts';

export interface BladeClientOptions {
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
  /**
   * The registry entries `resource(name)` knows: by default the platform's (system and workflow), so a
   * front end that names only those carries no module declarations; the CLI passes the whole registry.
   */
  resources?: (name: string) => ResourceSpec | undefined;
}

/** The platform's entries as declared (their operations' types kept). */
type PlatformSpec = (typeof systemResources)[number] | (typeof workflowResources)[number];
/** The names of the platform's entries, which `resource(name)` knows without a lookup. */
export type PlatformName = PlatformSpec['name'];
type PlatformEntry<N extends string> = Extract<PlatformSpec, { name: N }>;

const platformEntries = (): Map<string, ResourceSpec> =>
  new Map([...systemResources, ...workflowResources].map((spec) => [spec.name, spec]));

/** Default BladeX client credentials of the sandbox and of stock deployments (`saber` / `saber_secret`). */
export const DEFAULT_CLIENT = { clientId: 'saber', clientSecret: 'saber_secret' } as const;

/** Everything a front end needs to talk to one BladeX gateway. */
export interface BladeClient {
  transport: Transport;
  session: Session;
  /**
   * The client of a registry entry, by spec or by name. A platform entry named literally has its
   * operations typed (a misspelt name, operation or argument fails the type check); a name known only at
   * run time (the CLI's noun) gives an untyped client.
   */
  resource<const N extends string>(
    name: N & (string extends N ? string : PlatformName),
  ): ResourceClient<string extends N ? ResourceSpec : PlatformEntry<N>>;
  resource<S extends ResourceSpec>(spec: S): ResourceClient<S>;
  /** A raw call (`nbxt api`): returns the envelope's data. */
  call(
    method: HttpMethod,
    path: string,
    options?: { query?: Record<string, QueryValue>; json?: unknown },
  ): Promise<unknown>;
}

export function createBladeClient(options: BladeClientOptions): BladeClient {
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
  let platform: Map<string, ResourceSpec> | undefined;
  const lookup =
    options.resources ??
    ((name: string) => {
      platform ??= platformEntries();
      return platform.get(name);
    });
  return {
    transport,
    session,
    resource(nameOrSpec: string | ResourceSpec) {
      const spec = typeof nameOrSpec === 'string' ? lookup(nameOrSpec) : nameOrSpec;
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
  };
}
