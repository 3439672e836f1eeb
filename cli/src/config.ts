import { chmodSync, statSync } from 'node:fs';
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
  /** The profiles as last read, and the file's modification time then. */
  private cache: { mtimeMs: number; profiles: Record<string, Profile> } | undefined;

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

  /**
   * The profiles, read again only when the file changed: the session asks for its token on every call, and
   * a batch makes thousands (conf would read and parse the file each time). Another nbxt process that
   * refreshes the tokens changes the file, so it is still seen.
   */
  private profiles(): Record<string, Profile> {
    const mtimeMs = statSync(this.conf.path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (this.cache?.mtimeMs !== mtimeMs) this.cache = { mtimeMs, profiles: this.conf.get('profiles') };
    return this.cache.profiles;
  }

  profile(): Profile | undefined {
    const profiles = this.profiles();
    return Object.hasOwn(profiles, this.name) ? profiles[this.name] : undefined;
  }

  save(profile: Profile): void {
    const profiles = { ...this.profiles(), [this.name]: profile };
    this.cache = undefined;
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
