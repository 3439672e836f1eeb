/**
 * Builds the CLI (a bundled ESM entry with a shebang plus lazily loaded chunks) and the web console (code-split ESM + CSS).
 * Usage: node scripts/build.ts [cli|web]...
 */
import { buildCli } from './build/cli.ts';
import { buildWeb } from './build/web.ts';

const targets = process.argv.slice(2);
const want = (name: string) => targets.length === 0 || targets.includes(name);

const started = performance.now();
if (want('cli')) await buildCli();
if (want('web')) await buildWeb();
console.log(
  `built ${targets.length ? targets.join(', ') : 'cli, web'} in ${Math.round(performance.now() - started)} ms`,
);
