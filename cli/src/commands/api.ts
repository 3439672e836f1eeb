import { connect } from '../connect.ts';
import { collectPair, readDataArg } from '../data-arg.ts';
import { UsageError } from '../errors.ts';
import { writeJson } from '../io.ts';
import type { Register } from './index.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export const register: Register = (program, factory) => {
  program
    .command('api')
    .description('a raw call to the gateway; prints the reply data as JSON')
    .argument('<method>', METHODS.join('|'))
    .argument('<path>', 'gateway path, e.g. /blade-system/param/list')
    .option('--query <key=value>', 'query parameter; repeatable', collectPair)
    .option('--data <json>', 'JSON body: @file.json, - for standard input, or inline JSON')
    .action(async (method: string, path: string, options, cmd) => {
      const verb = method.toUpperCase() as (typeof METHODS)[number];
      if (!METHODS.includes(verb)) throw new UsageError(`method must be one of ${METHODS.join(', ')}`);
      if (!path.startsWith('/')) throw new UsageError('path must start with /');
      if (verb === 'GET' && options.data !== undefined)
        throw new UsageError('GET takes no body: send its parameters with --query key=value');
      const globals = factory.globals(cmd);
      const json = options.data === undefined ? undefined : await readDataArg(factory.io, options.data);
      const { client } = await connect(factory, globals);
      const data = await client.call(verb, path, { query: options.query, json });
      await writeJson(factory.io, data ?? null);
    });
};
