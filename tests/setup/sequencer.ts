import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files of one run start in (vitest.config.ts `sequence.sequencer`). On a fresh clone vitest
 * knows no durations and starts large files first, so the longest end-to-end file could start last and
 * leave the other workers idle at the end. Here: project by project (a worker that ran a file of a
 * project runs the next one of the same project without a restart), end-to-end first, and in each project
 * the longest files first by the durations committed in durations.json (`node scripts/test-durations.ts`
 * refreshes it from a JSON report). A file it does not list yet starts after the listed ones of its project.
 */
const PROJECTS = ['e2e', 'isolated', 'built', 'dom', 'unit'];

const root = new URL('../../', import.meta.url).pathname;
const DURATIONS = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;

const rank = (spec: TestSpecification) => {
  const at = PROJECTS.indexOf(spec.project.name);
  return at === -1 ? PROJECTS.length : at;
};
const duration = (spec: TestSpecification) => DURATIONS[relative(root, spec.moduleId)] ?? 0;

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        duration(b) - duration(a) ||
        (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0),
    );
  }
}
