/**
 * Creating a sandbox: a new database file, its tables and the whole seed (fixtures and generated rows for
 * every registry entry), as tests and `npm start` do. Target: under 2 s (a seeding that crawls shows here,
 * not in a timed test).
 */
import { createSandboxHandler } from '../../sandbox/server.ts';
import { medianMs } from '../measure.ts';

export default async function sandboxStartBench(): Promise<Record<string, unknown>> {
  const createMs = await medianMs(async () => {
    const handler = createSandboxHandler();
    await handler.close();
  }, 5);
  return { createMs, targetMs: 2000, meetsTarget: createMs < 2000 };
}
