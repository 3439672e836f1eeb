import { connect } from '../connect.ts';
import { writeJson } from '../io.ts';
import { nounCommand } from '../noun-command.ts';
import { printTable } from '../output.ts';
import type { Register } from './index.ts';

export const register: Register = (program, factory) => {
  nounCommand(program, 'dict', 'system dictionary')
    .command('items')
    .description('the items of one dictionary (dictKey → dictValue)')
    .argument('<code>', 'dictionary code')
    .option('--biz', 'a business dictionary (dict-biz)')
    .action(async (code: string, options, cmd) => {
      const globals = factory.globals(cmd);
      const { client } = await connect(factory, globals);
      const items = await client.resource(options.biz ? 'dict-biz' : 'dict').call('dictionary', { code });
      const rows = Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
      if (globals.json) {
        await writeJson(factory.io, rows);
        return;
      }
      await printTable(
        factory.io,
        [
          { key: 'dictKey', title: 'dictKey' },
          { key: 'dictValue', title: 'dictValue' },
          { key: 'sort', title: 'sort' },
        ],
        rows,
      );
    });
};
