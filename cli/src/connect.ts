import type { BladeClient } from '@nbxt/core/client.ts';
import type { FetchLike } from '@nbxt/core/http/transport.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import type { KeyValueStore } from '@nbxt/core/session/storage.ts';
import { type Profile, ProfileStore } from './config.ts';
import { CliError, ExitCode } from './errors.ts';
import type { Factory, GlobalOptions } from './factory.ts';
import { writeLine } from './io.ts';

export interface Connection {
  client: BladeClient;
  store: ProfileStore;
  profile: Profile;
}

/** Query parameters never echoed in debug output. */
const SECRET_PARAMS = /([?&](?:password|refresh_token|access_token|blade-auth)=)[^&]*/gi;

export function apiBase(profile: Pick<Profile, 'server' | 'apiPrefix'>): string {
  const server = profile.server.replace(/\/+$/, '');
  return profile.apiPrefix ? `${server}/api` : server;
}

/** Build the core client for a profile (HTTP through undici, loaded only by commands that connect). */
export async function clientFor(
  factory: Factory,
  globals: GlobalOptions,
  storage: KeyValueStore,
  profile: Profile,
): Promise<BladeClient> {
  const [{ createBladeClient }, { undiciFetch }] = await Promise.all([
    import('@nbxt/core/client.ts'),
    import('./http.ts'),
  ]);
  const env = factory.io.env;
  const tokenFromEnv = env.NBXT_TOKEN;
  let sessionStore = storage;
  if (tokenFromEnv) {
    // NBXT_TOKEN: use the given token for this process only; nothing is written to the profile.
    const { memoryStore, storageKeys } = await import('@nbxt/core/session/storage.ts');
    const keys = storageKeys();
    sessionStore = memoryStore({
      [keys.accessToken]: tokenFromEnv,
      [keys.item('tenant-id')]: profile.tenant,
    });
  }
  return createBladeClient({
    fetch: withEncodedForms(factory.fetch ?? undiciFetch()),
    baseUrl: apiBase(profile),
    clientId: profile.clientId,
    clientSecret: profile.clientSecret,
    store: sessionStore,
    resources: getResource,
    sleep: factory.sleep,
    onAttempt: globals.debug
      ? (info) => {
          const url = info.url.replace(SECRET_PARAMS, '$1***');
          void writeLine(
            factory.io.stderr,
            `debug: ${info.method} ${url} attempt ${info.attempt + 1}: ${info.status ?? info.error ?? ''}`,
          );
        }
      : undefined,
  });
}

/** Multipart bodies (core builds them for uploads as the platform's FormData) are encoded to bytes here. */
function withEncodedForms(fetch: FetchLike): FetchLike {
  return async (input, init) => {
    // Not `instanceof FormData`: the first touch of that global loads Node's own copy of undici (~40 ms).
    if (Object.prototype.toString.call(init.body) !== '[object FormData]') return fetch(input, init);
    const form = init.body as FormData;
    const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
    const headers = {
      ...(init.headers as Record<string, string>),
      'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
    };
    return fetch(input, { ...init, headers, body: new Uint8Array(await encoded.arrayBuffer()) });
  };
}

/** The signed-in connection of the selected profile, or exit 3. */
export async function connect(factory: Factory, globals: GlobalOptions): Promise<Connection> {
  const env = factory.io.env;
  const store = await ProfileStore.open(env, globals.profile);
  // A script may run without a saved profile: NBXT_SERVER + NBXT_TOKEN.
  const profile =
    store.profile() ??
    (env.NBXT_SERVER && env.NBXT_TOKEN
      ? {
          server: env.NBXT_SERVER,
          tenant: env.NBXT_TENANT ?? '000000',
          clientId: env.NBXT_CLIENT_ID ?? 'saber',
          clientSecret: env.NBXT_CLIENT_SECRET ?? 'saber_secret',
          apiPrefix: true,
        }
      : undefined);
  if (!profile) {
    throw new CliError(`not signed in (profile ${store.name}): run nbxt login`, ExitCode.auth);
  }
  const client = await clientFor(factory, globals, store.sessionStore(), profile);
  if (!client.session.isSignedIn()) {
    throw new CliError(`not signed in (profile ${store.name}): run nbxt login`, ExitCode.auth);
  }
  return { client, store, profile };
}
