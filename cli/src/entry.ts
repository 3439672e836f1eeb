import { run } from './main.ts';

// Exit code via process.exitCode, not process.exit(): pending writes to a pipe must drain first.
process.exitCode = await run(process.argv.slice(2));
