import { connect } from '../connect.ts';
import { CliError } from '../errors.ts';
import { writeJson, writeLine } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import type { Register } from './index.ts';

export const register: Register = (program, factory) => {
  nounCommand(program, 'param', 'system parameters')
    .command('set')
    .description('update the parameter with exactly this key, or add it (adding needs --name)')
    .argument('<key>', 'paramKey')
    .argument('<value>', 'paramValue')
    .option('--name <name>', 'paramName (required when the key is new)')
    .option('--remark <text>', 'remark')
    .action(async (key: string, value: string, options, cmd) => {
      const globals = factory.globals(cmd);
      const [{ upsertParam, ValidationError }, { translate }] = await Promise.all([
        import('@nbxt/core/admin/param.ts'),
        import('@nbxt/core/i18n/index.ts'),
      ]);
      const { client } = await connect(factory, globals);
      try {
        const result = await upsertParam(
          client,
          { key, value, name: options.name, remark: options.remark },
          (messageKey) => translate(messageKey, 'zh'),
        );
        if (globals.json) await writeJson(factory.io, { paramKey: key, paramValue: value, ...result });
        else
          await writeLine(
            factory.io.stdout,
            `${translate(result.action === 'added' ? 'crud.addSuccess' : 'crud.updateSuccess', 'zh')}: ${key}`,
          );
      } catch (error) {
        if (error instanceof ValidationError) throw new CliError(error.message);
        throw error;
      }
    });
};
