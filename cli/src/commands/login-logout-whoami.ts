import { Option } from 'commander';
import { ProfileStore } from '../config.ts';
import { clientFor, connect } from '../connect.ts';
import { UsageError } from '../errors.ts';
import { readAll, writeJson, writeLine } from '../io.ts';
import type { Register } from './index.ts';

export const register: Register = (program, factory) => {
  program
    .command('login')
    .description('sign in to a BladeX gateway and keep the session in the profile')
    .requiredOption('--server <url>', "the console's address (the CLI appends /api)")
    .option('--tenant <id>', 'tenant ID', '000000')
    .requiredOption('--account <name>', 'account name')
    .option('--password-stdin', 'read the password from standard input')
    .option('--client-id <id>', 'OAuth client ID', 'saber')
    .addOption(new Option('--client-secret <secret>', 'OAuth client secret (or NBXT_CLIENT_SECRET)'))
    .option('--dept-id <id>', 'sign in for this department (Dept-Id header), for users in several')
    .option('--role-id <id>', 'sign in with this role (Role-Id header), for users with several')
    .option('--no-api-prefix', 'the server is the gateway itself: do not append /api')
    .action(async (options, cmd) => {
      const globals = factory.globals(cmd);
      const { io } = factory;
      let server: string = options.server;
      if (!/^https?:\/\//i.test(server)) throw new UsageError(`--server must be an http(s) URL: ${server}`);
      server = server.replace(/\/+$/, '');
      let password: string | undefined;
      if (options.passwordStdin) {
        password = (await readAll(io.stdin)).replace(/\r?\n$/, '');
      } else if (io.env.NBXT_PASSWORD !== undefined) {
        password = io.env.NBXT_PASSWORD;
      } else if (io.isStdinTTY) {
        const { promptSecret } = await import('../prompt.ts');
        password = await promptSecret(io, 'Password: ');
      }
      if (!password)
        throw new UsageError('no password: use --password-stdin or NBXT_PASSWORD (never a flag)');

      const store = await ProfileStore.open(io.env, globals.profile);
      const profile = {
        server,
        tenant: String(options.tenant),
        account: String(options.account),
        clientId: String(options.clientId),
        clientSecret: String(options.clientSecret ?? io.env.NBXT_CLIENT_SECRET ?? 'saber_secret'),
        apiPrefix: options.apiPrefix !== false,
      };
      // Sign in against a scratch session first: a failed sign-in must leave the stored profile as it was.
      const { memoryStore } = await import('@nbxt/core/session/storage.ts');
      const scratch = memoryStore();
      const client = await clientFor(factory, globals, scratch, profile);
      const user = await client.session.login({
        tenantId: profile.tenant,
        account: profile.account,
        password,
        deptId: options.deptId,
        roleId: options.roleId,
      });
      store.save({ ...profile, session: scratch.dump() });
      if (globals.json) {
        await writeJson(io, {
          profile: store.name,
          server,
          tenantId: profile.tenant,
          account: user.account,
          userName: user.userName,
          roleName: user.roleName,
        });
      } else {
        await writeLine(
          io.stdout,
          `Signed in to ${server} as ${user.account || profile.account} (tenant ${profile.tenant}, profile ${store.name})`,
        );
      }
    });

  program
    .command('logout')
    .description('sign out and forget the tokens of the profile')
    .action(async (_options, cmd) => {
      const globals = factory.globals(cmd);
      const store = await ProfileStore.open(factory.io.env, globals.profile);
      const profile = store.profile();
      if (profile?.session && Object.keys(profile.session).length > 0) {
        const client = await clientFor(factory, globals, store.sessionStore(), profile);
        await client.session.logout();
      }
      if (globals.json) await writeJson(factory.io, { profile: store.name, signedOut: true });
      else await writeLine(factory.io.stdout, `Signed out (profile ${store.name})`);
    });

  program
    .command('whoami')
    .description('show who is signed in (exit 3 when nobody is)')
    .action(async (_options, cmd) => {
      const globals = factory.globals(cmd);
      const { client, store, profile } = await connect(factory, globals);
      // Ask the server, so an expired session is noticed (and refreshed once) here.
      const info = (await client.call('GET', '/blade-auth/oauth/user-info')) as Record<
        string,
        unknown
      > | null;
      const state = client.session.state();
      const result = {
        profile: store.name,
        server: profile.server,
        tenantId: state?.tenantId ?? profile.tenant,
        account: String(info?.account ?? state?.user.account ?? profile.account ?? ''),
        userName: String(info?.userName ?? info?.user_name ?? info?.realName ?? state?.user.userName ?? ''),
        roleName: String(info?.roleName ?? info?.role_name ?? state?.user.roleName ?? ''),
      };
      if (globals.json) await writeJson(factory.io, result);
      else
        await writeLine(
          factory.io.stdout,
          `${result.account} (${result.userName || '-'}) · tenant ${result.tenantId} · ${result.roleName || 'no role'} · ${result.server} · profile ${result.profile}`,
        );
    });
};
