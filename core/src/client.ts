import type { ResourceClient } from './crud/client.ts';
import type { HttpMethod, QueryValue, Transport } from './http/transport.ts';
import { systemResources } from './resources/system.ts';
import type { ResourceSpec } from './resources/types.ts';
import { workflowResources } from './resources/workflow.ts';
import type { Session } from './session/session.ts';
import { createSpecClient, type SpecClientOptions } from './spec-client.ts';

export { DEFAULT_CLIENT, type SpecClient } from './spec-client.ts';

export interface BladeClientOptions extends SpecClientOptions {
  /**
   * The registry entries `resource(name)` knows: by default the platform's (system and workflow); the CLI
   * passes the whole registry. The console names entries by their declaration (spec-client.ts).
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
  let platform: Map<string, ResourceSpec> | undefined;
  return createSpecClient({
    ...options,
    resources:
      options.resources ??
      ((name: string) => {
        platform ??= platformEntries();
        return platform.get(name);
      }),
  }) as BladeClient;
}
