/**
 * `npm run bench`: runs every suite in scripts/bench/suites/ (or the ones named on the command line) and
 * prints one JSON document `{ "<suite>": { ...measurements } }` on stdout. Progress goes to stderr.
 * A suite is a module whose default export is `async () => Record<string, unknown>`; speed targets are
 * stated as ratios against a named peer measured in the same run.
 */
import { readdirSync } from 'node:fs';

type Suite = () => Promise<Record<string, unknown>>;

const dir = new URL('./suites/', import.meta.url);
const wanted = process.argv.slice(2);
const names = readdirSync(dir)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

const results: Record<string, unknown> = {};
for (const name of names) {
  process.stderr.write(`bench: ${name}…\n`);
  const mod = (await import(new URL(`${name}.ts`, dir).href)) as { default: Suite };
  try {
    results[name] = await mod.default();
  } catch (error) {
    results[name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
