import type { Reporter, TestModule, TestState } from 'vitest/node';

type Counts = Record<TestState, number>;

/**
 * Vitest reporter that ends the run with one line per project: the API tests run once per
 * database, and this shows that both legs ran and how many tests each counted.
 */
export default class ProjectSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, Counts>();
    for (const testModule of testModules) {
      const name = testModule.project.name;
      const counts = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0, pending: 0 };
      for (const test of testModule.children.allTests()) counts[test.result().state] += 1;
      byProject.set(name, counts);
    }
    const width = Math.max(0, ...[...byProject.keys()].map((name) => name.length));
    console.log('\n Tests per project');
    for (const [name, counts] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      const parts = (['passed', 'failed', 'skipped'] as const)
        .filter((state) => state === 'passed' || counts[state] > 0)
        .map((state) => `${counts[state]} ${state}`);
      console.log(`   ${name.padEnd(width)}  ${parts.join(', ')}`);
    }
  }
}
