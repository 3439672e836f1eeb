/**
 * Builds the CLI (a bundled ESM entry with a shebang plus lazily loaded chunks) and the web console (code-split ESM + CSS).
 * Usage: node scripts/build.ts [cli|web]...
 */
import { readFileSync } from 'node:fs';
import { buildCli } from './build/cli.ts';
import { buildWeb } from './build/web.ts';

const targets = process.argv.slice(2);
const want = (name: string) => targets.length === 0 || targets.includes(name);
const version = (
  JSON.parse(readFileSync(new URL('../cli/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const started = performance.now();
if (want('cli')) await buildCli(version);
if (want('web')) await buildWeb();
console.log(
  `built ${targets.length ? targets.join(', ') : 'cli, web'} in ${Math.round(performance.now() - started)} ms`,
);
