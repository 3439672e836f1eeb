import { Option } from 'commander';
import { ProfileStore } from '../config.ts';
import { clientFor, connect } from '../connect.ts';
import { UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import type { Register } from './index.ts';

export const register: Register = (program, factory) => {
  program
    .command('login')
    .description('sign in to a BladeX gateway and keep the session in the profile')
    .requiredOption('--server <url>', "the console's address (the CLI appends /api)")
    .option('--tenant <id>', 'tenant ID', '000000')
    .option('--account <name>', 'account name (not with --phone)')
    .option('--password-stdin', 'read the password from standard input (its first line)')
    .addOption(
      new Option(
        '--captcha',
        'the tenant asks for a captcha: write its picture to a file (shown inline on iTerm2 and kitty), then ask for the code (from stdin when piped, after the password)',
      ),
    )
    .addOption(
      new Option(
        '--phone <number>',
        'sign in with a code sent to this phone instead of a password (the code is asked for, or read from stdin when piped)',
      ).conflicts(['account', 'captcha', 'passwordStdin']),
    )
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
      if (!options.phone && !options.account)
        throw new UsageError('--account is required (or --phone to sign in with a code)');
      const [{ answers }, { readPassword, signInWithPassword, signInWithPhone }] = await Promise.all([
        import('../prompt.ts'),
        import('../login-modes.ts'),
      ]);
      const asked = answers(io);
      try {
        const store = await ProfileStore.open(io.env, globals.profile);
        const profile = {
          server,
          tenant: String(options.tenant),
          account: options.account === undefined ? undefined : String(options.account),
          clientId: String(options.clientId),
          clientSecret: String(options.clientSecret ?? io.env.NBXT_CLIENT_SECRET ?? 'saber_secret'),
          apiPrefix: options.apiPrefix !== false,
        };
        // Sign in against a scratch session first: a failed sign-in must leave the stored profile as it was.
        const { memoryStore } = await import('@nbxt/core/session/storage.ts');
        const scratch = memoryStore();
        const client = await clientFor(factory, globals, scratch, profile);
        const user = options.phone
          ? await signInWithPhone(factory, client.session, asked, profile.tenant, String(options.phone))
          : await signInWithPassword(factory, client.session, asked, {
              tenantId: profile.tenant,
              account: String(options.account),
              password: await readPassword(io, asked, Boolean(options.passwordStdin)),
              deptId: options.deptId,
              roleId: options.roleId,
              captcha: Boolean(options.captcha),
              json: Boolean(globals.json),
            });
        profile.account = user.account || profile.account;
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
      } finally {
        asked.close();
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
      const { oauthUserInfo } = await import('@nbxt/core/session/gateway-calls.ts');
      const { readRecord } = await import('@nbxt/core/crud/page.ts');
      const info = readRecord(await oauthUserInfo(client));
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
