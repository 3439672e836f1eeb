/**
 * Refreshes tests/setup/durations.json, the durations the test sequencer starts the longest files first by
 * (tests/setup/sequencer.ts), from vitest JSON reports:
 *   npx vitest run --reporter=json --outputFile=/tmp/tests.json && node scripts/test-durations.ts /tmp/tests.json
 * A file missing from the reports keeps its listed duration; one that no longer exists is dropped.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const target = new URL('../tests/setup/durations.json', import.meta.url);

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const durations = JSON.parse(readFileSync(target, 'utf8')) as Record<string, number>;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  for (const result of report.testResults)
    durations[relative(root, result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
}
const kept = Object.entries(durations)
  .filter(([file]) => existsSync(`${root}${file}`))
  .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
writeFileSync(target, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
console.log(`tests/setup/durations.json: ${kept.length} files`);
