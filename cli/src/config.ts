import { chmodSync } from 'node:fs';
import type { KeyValueStore } from '@nbxt/core/session/storage.ts';
import type Conf from 'conf';

/** A named connection: where to reach the gateway and who signed in (tokens live in `session`). */
export interface Profile {
  /** The console's address; `/api` is appended unless `apiPrefix` is false. */
  server: string;
  tenant: string;
  account?: string;
  clientId: string;
  clientSecret: string;
  apiPrefix: boolean;
  /** Stored session keys (core's storage keys → values). */
  session?: Record<string, string>;
}

interface ConfigShape {
  profiles: Record<string, Profile>;
}

/**
 * Profiles kept with `conf` in a file only its user can read (mode 0600). `NBXT_CONFIG_DIR` relocates it,
 * `--profile` / `NBXT_PROFILE` picks one.
 */
export class ProfileStore {
  readonly name: string;
  private readonly conf: Conf<ConfigShape>;

  /** conf (and its schema validator) is loaded here, not at start-up: `nbxt --version` must stay fast. */
  static async open(
    env: Record<string, string | undefined>,
    profileOption: string | undefined,
  ): Promise<ProfileStore> {
    const { default: ConfClass } = await import('conf');
    return new ProfileStore(ConfClass, env, profileOption);
  }

  private constructor(
    ConfClass: typeof Conf,
    env: Record<string, string | undefined>,
    profileOption: string | undefined,
  ) {
    this.name = profileOption ?? env.NBXT_PROFILE ?? 'default';
    this.conf = new ConfClass<ConfigShape>({
      projectName: 'nbxt',
      projectSuffix: '',
      configName: 'config',
      cwd: env.NBXT_CONFIG_DIR || undefined,
      configFileMode: 0o600,
      defaults: { profiles: {} },
    });
  }

  get path(): string {
    return this.conf.path;
  }

  profile(): Profile | undefined {
    const profiles = this.conf.get('profiles');
    return Object.hasOwn(profiles, this.name) ? profiles[this.name] : undefined;
  }

  save(profile: Profile): void {
    const profiles = { ...this.conf.get('profiles'), [this.name]: profile };
    this.conf.set('profiles', profiles);
    // conf applies the mode on creation; make sure an older file is tightened too.
    chmodSync(this.conf.path, 0o600);
  }

  /** Session storage of this profile for core's Session (writes through to the file). */
  sessionStore(): KeyValueStore {
    return {
      get: (key) => this.profile()?.session?.[key],
      set: (key, value) => {
        const profile = this.profile();
        if (!profile) return;
        this.save({ ...profile, session: { ...profile.session, [key]: value } });
      },
      remove: (key) => {
        const profile = this.profile();
        if (!profile?.session || !(key in profile.session)) return;
        const { [key]: _removed, ...rest } = profile.session;
        this.save({ ...profile, session: rest });
      },
    };
  }
}
