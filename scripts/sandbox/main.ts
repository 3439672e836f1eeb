/** `node scripts/sandbox/main.ts [--port N] [--db FILE]`: the sandbox on loopback until Ctrl-C. */
import { parseArgs } from 'node:util';
import { startSandbox } from './server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '0' },
    db: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const sandbox = await startSandbox({
  port: Number(values.port),
  host: values.host,
  ...(values.db ? { dbFile: values.db } : {}),
});
console.log(`nbxt sandbox listening on ${sandbox.url} (database ${sandbox.dbFile})`);
console.log('sign in: tenant 000000, account admin, password admin (client saber / saber_secret)');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await sandbox.close();
  console.log('nbxt sandbox stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
