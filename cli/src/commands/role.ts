import { connect } from '../connect.ts';
import { UsageError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import type { Register } from './index.ts';

export const register: Register = (program, factory) => {
  nounCommand(program, 'role', 'roles')
    .command('grant')
    .description('grant menus, data scopes and API scopes to roles (replaces their grants)')
    .requiredOption('--roles <ids>', 'role ids, comma-separated')
    .option('--menus <ids>', 'menu ids, comma-separated')
    .option('--data-scopes <ids>', 'data-scope ids, comma-separated')
    .option('--api-scopes <ids>', 'API-scope ids, comma-separated')
    .action(async (options, cmd) => {
      const globals = factory.globals(cmd);
      const { roleGrantBody } = await import('@nbxt/core/admin/role.ts');
      const body = roleGrantBody(options);
      if (body.roleIds.length === 0) throw new UsageError('--roles needs at least one role id');
      const { client } = await connect(factory, globals);
      await client.resource('role').call('grant', body);
      if (globals.json) await writeJson(factory.io, { ok: true, ...body });
      else
        await writeLine(
          factory.io.stdout,
          `Granted ${body.menuIds.length} menus, ${body.dataScopeIds.length} data scopes, ${body.apiScopeIds.length} API scopes to ${body.roleIds.length} role(s)`,
        );
    });
};
