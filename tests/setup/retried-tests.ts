import type { Reporter, TestModule } from 'vitest/node';

/**
 * A test that passed only on a retry is a flake, not a pass: this reporter lists every retried test at the
 * end of the run and fails it (exit code 1), whatever `retry` was set to.
 */
export default class RetriedTests implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const retried: string[] = [];
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const count = test.diagnostic()?.retryCount ?? 0;
        if (count > 0) retried.push(`  ${module.relativeModuleId} > ${test.fullName} (retried ${count}×)`);
      }
    if (retried.length === 0) return;
    process.stderr.write(
      `\n${retried.length} test(s) needed a retry (a flake fails the run):\n${retried.join('\n')}\n`,
    );
    process.exitCode = 1;
  }
}
